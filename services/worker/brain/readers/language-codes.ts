import type { EnumMention } from './enums.js';
import type { Found, Prepared } from './field-readers.js';
import { relevance } from './field-terms.js';
import { affirmed, SOURCE_BEFORE } from './list-field.js';
import { namesOfLanguages } from './list-names.js';

const NAME = /\p{L}+/gu;

/** ISO 639-1 codes of the languages a sentence about the field names and affirms. */
export function readLanguageCodes(p: Prepared, terms: readonly string[]): Found | undefined {
  const names = namesOfLanguages();
  const mentions: Array<EnumMention & { code: string }> = [];
  p.segments.forEach((seg, si) => {
    for (const m of seg.folded.matchAll(NAME)) {
      const code = names.get(m[0]);
      const index = m.index ?? 0;
      if (!code || SOURCE_BEFORE.test(seg.folded.slice(Math.max(0, index - 12), index))) continue;
      if (!mentions.some((x) => x.code === code)) mentions.push({ value: code, code, segment: si, index });
    }
  });
  const kept = affirmed(p.segments, mentions);
  const named = kept.filter((m) => relevance(p.segments[m.segment]!, terms) > 0);
  const about = named.length > 0 ? named : kept;
  if (about.length === 0) return undefined;
  return { value: about.map((m) => m.code), segment: about[0]!.segment };
}
