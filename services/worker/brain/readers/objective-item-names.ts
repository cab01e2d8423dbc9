import { foldForMatching } from '../language-fold.js';
import type { EnumMention } from './enums.js';
import type { Segment } from './segments.js';

/**
 * The client's own names for a list field's values, from the objective: a list after a colon
 * that names as many items as the schema has values, in the same order ("quali di questi attrezzi
 * sono disponibili: martello demolitore, betoniera, trabattello, levigatrice per pavimenti,
 * generatore da circa 5 kVA" for demolition_hammer, concrete_mixer, mobile_scaffold,
 * floor_sander, generator). The order is trusted only when at least one item shares its stem
 * with the value in its place and none with a value in another place. Each value then also
 * answers to its item's own words (five letters or more, named by no other item, none of an
 * explanation in brackets), so a reply in the client's language names it ("il demolitore Hilti",
 * "la betoniera").
 * Bounded: the first 2,000 characters of the objective, plain splits.
 */
export function objectiveNames(values: readonly unknown[], objective = ''): Map<unknown, string[]> {
  const out = new Map<unknown, string[]>();
  if (values.length < 3 || !values.every((v) => typeof v === 'string')) return out;
  const parts = (values as string[]).map((v) =>
    foldForMatching(v)
      .split(/[_\s-]+/)
      .filter((w) => w.length >= 3),
  );
  for (const sentence of foldForMatching(objective.slice(0, 2_000)).split(/[.?!;\n]+/)) {
    const colon = sentence.lastIndexOf(':');
    if (colon < 0) continue;
    const items = sentence
      .slice(colon + 1)
      .split(/\s*,\s*|\s+(?:and|or|und|oder|et|ou|y|e|o|en)\s+/)
      .map((s) => s.trim())
      .filter((s) => s !== '');
    if (items.length !== values.length || items.some((s) => s.split(/\s+/).length > 6)) continue;
    // An explanation in brackets ("duplexing (two boards laminated together)") is no name.
    const itemWords = items.map((s) => s.replace(/\([^)]*\)?/g, ' ').match(/\p{L}{4,}/gu) ?? []);
    const stemOf = (w: string) => w.slice(0, 5);
    const shares = (i: number, j: number) => itemWords[i]!.some((w) => parts[j]!.some((p) => stemOf(p) === stemOf(w)));
    let placed = 0;
    let crossed = false;
    for (let i = 0; i < items.length; i++)
      for (let j = 0; j < values.length; j++)
        if (shares(i, j)) {
          if (i === j) placed++;
          else crossed = true;
        }
    if (placed === 0 || crossed) continue;
    const counts = new Map<string, number>();
    for (const ws of itemWords) for (const w of new Set(ws)) counts.set(w, (counts.get(w) ?? 0) + 1);
    items.forEach((_, i) => {
      const own = [...new Set(itemWords[i]!)].filter((w) => w.length >= 5 && counts.get(w) === 1 && !GENERIC.has(w));
      if (own.length > 0) out.set(values[i], own);
    });
    return out;
  }
  return out;
}

/** Words of an item that name no thing ("circa", "about", "around", "piccolo"). */
const GENERIC = new Set([
  'about',
  'around',
  'circa',
  'environ',
  'ungefahr',
  'etwa',
  'ongeveer',
  'cerca',
  'small',
  'large',
  'piccolo',
  'grande',
  'petit',
  'grand',
  'klein',
  'gross',
  'groot',
  'pequeno',
]);

/**
 * With every value named by the client: a value no mention places, and a sentence with no
 * mention that says yes or no (`verdict`) of something no value is read from ("bonne nouvelle du
 * côté des pivoines : aucun souci"); that verdict may be the missing item's.
 */
export function unreadVerdict(
  segments: readonly Segment[],
  all: readonly EnumMention[],
  values: readonly unknown[],
  verdict: (folded: string) => boolean,
): boolean {
  const named = new Set<unknown>(all.map((m) => m.value));
  if (values.every((v) => named.has(v))) return false;
  const withMention = new Set(all.map((m) => m.segment));
  return segments.some((seg, si) => !withMention.has(si) && verdict(seg.folded));
}
