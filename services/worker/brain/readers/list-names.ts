import { foldForMatching } from '../language-fold.js';
import { ENGLISH_WEEKDAYS } from './weekday-dates.js';

/**
 * Names a list field's items go by in the seven languages, from the platform: weekday values by
 * their names (Intl.DateTimeFormat), ISO 639-1 language codes by the languages' names
 * (Intl.DisplayNames), for list-field.ts.
 */

const LANGS = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl'] as const;

/** A weekday's English short forms ("mon", "tue", "tues", "thu", "thur", "thurs"). */
const shortForms = (name: string) => [name.slice(0, 3), name.slice(0, 4), name.slice(0, 5)];

/**
 * The weekday (Sunday 0, as `getUTCDay` counts) an enum value names: its English name
 * ("tuesday"), or its short form ("tue", "Thurs") in a set holding three or more short forms
 * ("sun" alone is no Sunday); -1 for none.
 */
export function weekdayValue(value: unknown, values: readonly unknown[]): number {
  if (typeof value !== 'string') return -1;
  const v = value.toLowerCase();
  const full = ENGLISH_WEEKDAYS.indexOf(v);
  if (full >= 0) return full;
  const shortOf = (x: unknown) =>
    typeof x === 'string' ? ENGLISH_WEEKDAYS.findIndex((d) => shortForms(d).includes(x.toLowerCase())) : -1;
  return values.filter((x) => shortOf(x) >= 0).length >= 3 ? shortOf(v) : -1;
}

/** Names of an enum value in the seven languages, when the platform knows them (weekdays). */
export function translatedNames(value: unknown, values: readonly unknown[] = [value]): string[] {
  // A set of languages, as ISO 639-1 codes ("de", "fr", "it", "nl") or by their English names
  // ("German", "Polish"): each named by its language's names in the seven languages.
  const code = languageValue(value, values);
  if (code !== undefined)
    return [...namesOfLanguages()]
      .filter(([, c]) => c === code)
      .flatMap(([n]) => (n.endsWith('isch') ? [n, `${n}e`, `${n}en`] : [n])); // "ins Französische"
  const day = weekdayValue(value, values);
  if (day < 0) return [];
  // 7 January 2024 was a Sunday.
  const date = new Date(Date.UTC(2024, 0, 7 + day));
  const names = LANGS.map((l) =>
    foldForMatching(new Intl.DateTimeFormat(l, { weekday: 'long', timeZone: 'UTC' }).format(date)),
  );
  // "Mondays", "montags", "maandags"; Portuguese "segunda" for "segunda-feira".
  return [
    ...names,
    ...names.filter((n) => !n.endsWith('s')).map((n) => `${n}s`),
    ...names.flatMap((n) => (n.endsWith('-feira') ? [n.slice(0, -6)] : [])),
  ];
}

const CODES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'pl',
  'cs',
  'sk',
  'hu',
  'ro',
  'bg',
  'el',
  'tr',
  'ru',
  'uk',
  'zh',
  'ja',
  'ko',
  'ar',
  'sv',
  'da',
  'no',
  'fi',
  'et',
  'lv',
  'lt',
  'sl',
  'hr',
  'sr',
  'he',
  'hi',
];

let languageNames: Map<string, string> | undefined;
/** Folded language names in the seven languages → ISO 639-1 code ("inglese" → en, "Duits" → de). */
export function namesOfLanguages(): Map<string, string> {
  if (languageNames) return languageNames;
  const out = new Map<string, string>();
  for (const l of LANGS) {
    const names = new Intl.DisplayNames([l], { type: 'language' });
    for (const c of CODES) {
      const n = names.of(c);
      if (n && n !== c) out.set(foldForMatching(n), c);
    }
  }
  languageNames = out;
  return out;
}

/**
 * The ISO 639-1 code of an enum value of a set of languages, written as codes ("de") or as the
 * languages' English names ("German"); undefined when the set is no set of languages (two values
 * or more, each one of them).
 */
export function languageValue(value: unknown, values: readonly unknown[]): string | undefined {
  if (values.length < 2 || typeof value !== 'string' || !values.every((v) => typeof v === 'string')) return undefined;
  const folded = values.map((v) => foldForMatching(v));
  const at = values.indexOf(value);
  if (at < 0) return undefined;
  if (folded.every((v) => CODES.includes(v))) return folded[at];
  const english = englishLanguageNames();
  return folded.every((v) => english.has(v)) ? english.get(folded[at]!) : undefined;
}

let englishNames: Map<string, string> | undefined;
/** Folded English language names → ISO 639-1 code ("german" → de). */
function englishLanguageNames(): Map<string, string> {
  if (englishNames) return englishNames;
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  englishNames = new Map(CODES.flatMap((c) => (names.of(c) ? [[foldForMatching(names.of(c)!), c] as const] : [])));
  return englishNames;
}

/** Whether a property asks for ISO 639-1 language codes. */
export function wantsLanguageCodes(about: string): boolean {
  return /\biso 639|\blanguage codes?\b|\bsprachcodes?\b/.test(about);
}
