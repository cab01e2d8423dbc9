import type { ReadLang as Lang } from '../language.js';
import type { Kind, Part } from './parts.js';

/**
 * The value of a run of parts, or undefined when they do not form one number. Within each
 * group below a thousand: [unit|teen] [hundred] [ten] [unit]; a unit joined to a following ten
 * only through "and" (German, Dutch order: "fünfundzwanzig"); "and" only between parts; the
 * French twenties ("soixante-dix", "quatre-vingt-dix-sept") by their own rule.
 */
export function valueOfParts(parts: readonly Part[], lang: Lang = 'en'): number | undefined {
  let total = 0;
  let group = 0; // below a thousand
  let last: Kind | 'start' = 'start';
  let hasTen = false; // the group's tens are set
  let hasUnit = false; // the group's units are set
  let unitAnd = false; // "fünf und" waiting for its ten
  let hasUnitAfterTen = false;
  for (let k = 0; k < parts.length; k++) {
    const p = parts[k]!;
    const prev = last;
    last = p.kind;
    switch (p.kind) {
      case 'article':
        if (prev !== 'start') return undefined;
        group = 1;
        continue;
      case 'and':
        if (prev === 'start' || prev === 'and' || prev === 'article') return undefined;
        if (prev === 'unit' && !hasTen) {
          if (lang !== 'de' && lang !== 'nl') return undefined;
          unitAnd = true;
        }
        continue;
      case 'unit':
        if (prev === 'article' || unitAnd) return undefined;
        // French "dix-sept": ten and a unit after it.
        if (prev === 'teen' && lang === 'fr' && (group % 100) % 20 === 10 && p.value >= 7 && !hasUnitAfterTen) {
          group += p.value;
          hasUnitAfterTen = true;
          continue;
        }
        if (hasUnit) return undefined;
        group += p.value;
        hasUnit = true;
        continue;
      case 'teen':
        if (prev === 'article' || hasUnit || unitAnd) return undefined;
        // French "soixante-dix", "soixante et onze", "quatre-vingt-dix".
        if (hasTen && !(lang === 'fr' && (group % 100 === 60 || group % 100 === 80))) return undefined;
        group += p.value;
        hasUnit = true;
        hasTen = true;
        hasUnitAfterTen = false;
        continue;
      case 'ten':
        if (prev === 'article' || hasTen) return undefined;
        if (hasUnit && !unitAnd) {
          // French "quatre-vingt(s)": four twenties.
          if (!(lang === 'fr' && prev === 'unit' && p.value === 20 && group % 100 === 4)) return undefined;
          group += 76;
          hasUnit = false;
          hasTen = true;
          continue;
        }
        group += p.value;
        hasTen = true;
        unitAnd = false;
        continue;
      case 'hundred':
        if (prev === 'and' || group >= 100 || unitAnd || (hasTen && !(lang === 'en' && prev === 'teen')))
          return undefined;
        // "fifteen hundred" (English) or "two hundred"; "doscientos" carries its own count.
        if (p.value > 100) {
          if (group !== 0) return undefined;
          group = p.value;
        } else group = (group === 0 ? 1 : group) * 100;
        if (group >= 10_000 || (group >= 1_000 && lang !== 'en')) return undefined;
        hasTen = false;
        hasUnit = false;
        continue;
      case 'dozen':
        // A dozen closes the number ("a dozen", "two dozen").
        if (
          k !== parts.length - 1 ||
          total !== 0 ||
          group > 12 ||
          (prev !== 'article' && prev !== 'unit' && prev !== 'start')
        )
          return undefined;
        return (group === 0 ? 1 : group) * 12;
      case 'thousand':
      case 'million': {
        if (prev === 'and' || unitAnd) return undefined;
        if (total !== 0 && total < p.value * 1000) return undefined;
        total += (group === 0 ? 1 : group) * p.value;
        group = 0;
        hasTen = false;
        hasUnit = false;
        continue;
      }
    }
  }
  if (last === 'and' || last === 'article' || unitAnd) return undefined;
  return total + group;
}
