import type { ResultEvidence } from '../../../../shared/case-record.js';
import { foldForMatching } from '../language-fold.js';
import { isDateProp } from '../readers/field-readers.js';
import type { ReadLang } from '../readers/language.js';
import { referencesFrom } from '../readers/schema-reader.js';

/**
 * The last check before a result is delivered: a value whose own sentence (its evidence quote)
 * leaves it open is no answer, whatever reader bound it. Three kinds, for every field type that
 * carries a figure, a date or a code and in the seven languages read:
 * - another value of its kind offered beside it as an alternative: "EUR 42.50 or EUR 44.10 per
 *   laptop", "Tuesday 15 or Thursday 17 December", "7781 or 7782", "42,50 € oder 44,10 €";
 * - a condition or a doubt in the sentence: "if the stock arrives in time", "depending on the
 *   carrier", "not sure", "probably", "se confermate entro venerdì", "afhankelijk van";
 * - a rough figure: "ongeveer op € 2.400", "roughly", "environ", "circa" a few words before a
 *   number (a number field only).
 * Such a field is asked of the client (the quote shown), never stored: a wrong value delivered is
 * worse than none. Evidence from an attachment (a table row) is not checked here.
 */

type Prop = Record<string, unknown>;
type Kind = 'number' | 'date' | 'code';

/** "or", as a word, per language (Dutch "of" and Spanish/Italian "o" only in their language). */
function orWord(lang: ReadLang): RegExp {
  const words = ['or', 'either', 'oder', 'ou', 'oppure', 'ovvero', 'ofwel'];
  if (lang === 'nl') words.push('of');
  if (lang === 'es' || lang === 'it') words.push('o', 'u');
  // Spanish and Italian "o" right after a figure reads as "or" whatever the detected language
  // ("martedì 15 o giovedì 17"); after a word it stays Portuguese's article ("o preço").
  return new RegExp(`(?:(?:^|[^\\p{L}\\p{N}])(?:${words.join('|')})|(?<=[\\p{N}€$£%)]\\.?) o)(?![\\p{L}\\p{N}])`, 'gu');
}

/** Condition and doubt words every language shares the meaning of (folded text). */
const DOUBT = [
  // en
  'unless',
  'provided(?: that)?',
  'providing',
  'as long as',
  'so long as',
  'depending on',
  'depends on',
  'subject to',
  'not (?:sure|certain)',
  'probably',
  'possibly',
  'maybe',
  'perhaps',
  'hopefully',
  'tentative(?:ly)?',
  'to be confirmed',
  'tbc',
  'i think',
  'i believe',
  // de
  'falls',
  'sofern',
  'vorausgesetzt',
  'je nach',
  'abhangig von',
  'vorbehaltlich',
  'unter vorbehalt',
  'nicht (?:ganz )?sicher',
  'vermutlich',
  'wahrscheinlich',
  'eventuell',
  'vielleicht',
  'ich glaube',
  // fr
  'a condition',
  'pourvu que',
  'sous reserve',
  'sauf si',
  'en fonction d',
  'pas (?:tout a fait )?(?:sur|certaine?)',
  'probablement',
  'peut-etre',
  'je pense',
  'je crois',
  // es
  'siempre que',
  'siempre y cuando',
  'dependiendo de',
  'depende de',
  'en funcion de',
  'sujeto a',
  'no (?:estoy|estamos) segur[oa]s?',
  'probablemente',
  'quizas?',
  'tal vez',
  'a lo mejor',
  // it
  'purche',
  'a condizione',
  'sempre che',
  'dipende da',
  'dipende dal',
  'dipende dalla',
  'a seconda d',
  'non (?:sono|siamo) sicur[oaie]',
  'forse',
  // pt
  'desde que',
  'contanto que',
  'dependendo d',
  'sujeito a',
  'nao (?:tenho|temos) (?:a )?certeza',
  'talvez',
  // nl
  'indien',
  'mits',
  'tenzij',
  'afhankelijk van',
  'onder voorbehoud',
  'niet zeker',
  'waarschijnlijk',
  'misschien',
  'vermoedelijk',
];

/** "if" in each language: a subordinate condition (Spanish "sí" keeps its accent, so is no "si"). */
const IF_WORD: Record<ReadLang, RegExp> = {
  en: /(?:^|[^\p{L}])if (?!you (?:have|need|want|would like|'d like|require) (?:any|anything|more|further)|so\b)/u,
  de: /(?:^|[^\p{L}])(?:wenn|falls) (?!sie (?:fragen|noch fragen|weitere fragen)|du fragen)/u,
  fr: /(?:^|[^\p{L}])(?:si|s'il|s'ils) (?!vous avez (?:des|d'autres) questions|besoin)/u,
  es: /(?:^|[^\p{L}])si (?!(?:tiene|tienen|necesita) (?:alguna|cualquier|mas) (?:duda|pregunta))/u,
  it: /(?:^|[^\p{L}])se (?!(?:ne|lo|la|li|le|avete|ha) (?:domande|bisogno|dubbi))/u,
  pt: /(?:^|[^\p{L}-])se (?!(?:tiver|tiverem|precisar) (?:alguma|quaisquer|mais) (?:duvida|pergunta))/u,
  nl: /(?:^|[^\p{L}])als (?:de|het|u|we|wij|jullie|ze|zij|alles|dat|die|deze|er)\b(?! vragen)/u,
};

const DOUBT_WORD = new RegExp(`(?:^|[^\\p{L}])(?:${DOUBT.join('|')})(?![\\p{L}])`, 'u');

/** A rough-figure word a few words before a number. */
const ROUGH_BEFORE =
  /(?:^|[^\p{L}])(?:about|around|approximately|approx|roughly|circa|ca|ongeveer|zo'?n|ungefahr|etwa|rund|zirka|environ|a peu pres|aproximadamente|alrededor de|cerca de|all'incirca|intorno a|por volta de|mais ou menos|piu o meno|grosso modo|plus ou moins)(?![\p{L}])\.?(?:[^\p{L}\p{N}]+[\p{L}]+){0,2}[^\p{L}\p{N}]*\p{N}/u;

function kindOf(name: string, prop: Prop): Kind | undefined {
  const type = prop['type'];
  if (prop['enum'] !== undefined) return undefined;
  if (type === 'number' || type === 'integer') return 'number';
  if (type === 'string') return isDateProp(name, prop) ? 'date' : 'code';
  return undefined;
}

function valuesOf(text: string, kind: Kind, at: number): Set<string> {
  const refs = referencesFrom([text], at);
  if (kind === 'date') return refs.dates;
  const numbers = new Set([...refs.numbers].map(String));
  if (kind === 'number') {
    for (const m of text.matchAll(/\p{N}[\p{N}.,' ]*/gu)) numbers.add(m[0].replace(/[^\p{N}]/gu, ''));
    return numbers;
  }
  return new Set([...refs.codes, ...numbers]);
}

/** The clause around an index: back to and on from the nearest sentence or clause break. */
function sideOf(text: string, from: number, to: number): string {
  return text
    .slice(Math.max(0, from), Math.min(text.length, to))
    .split(/[;:!?\n]|\.\s/u)
    .join(' | ');
}

/** Two values of the kind on either side of an "or" (each within 40 characters of it). */
function alternatives(quote: string, kind: Kind, lang: ReadLang, at: number): boolean {
  for (const m of quote.matchAll(orWord(lang))) {
    const i = m.index ?? 0;
    const before =
      sideOf(quote, i - 40, i)
        .split(' | ')
        .pop() ?? '';
    const after = sideOf(quote, i + m[0].length, i + m[0].length + 40).split(' | ')[0] ?? '';
    const left = valuesOf(before, kind, at);
    const right = valuesOf(after, kind, at);
    const dayBefore = kind === 'date' && /\b(?:\d{1,2}(?:st|nd|rd|th|\.)?|[a-z]+day)\s*,?\s*$/iu.test(before.trim());
    if ((left.size > 0 || dayBefore) && right.size > 0 && ![...right].every((v) => left.has(v))) return true;
  }
  return false;
}

/** Whether the sentence carrying a value leaves it open (see the module note). */
export function unsureQuote(quote: string, kind: Kind, lang: ReadLang, at: number): boolean {
  const folded = foldForMatching(quote);
  if (alternatives(folded, kind, lang, at)) return true;
  if (DOUBT_WORD.test(folded)) return true;
  // Spanish "sí" (yes) and "si" (if): only the unaccented one is a condition.
  const ifText = lang === 'es' || lang === 'fr' ? quote.toLowerCase() : folded;
  if (IF_WORD[lang].test(ifText)) return true;
  return kind === 'number' && ROUGH_BEFORE.test(folded);
}

/**
 * The fields of `result` whose evidence sentence leaves the value open. `props` are the schema's
 * top-level properties; `lang` the reply's language; `at` the message's time (for dates).
 */
export function unsureFields(
  result: Record<string, unknown>,
  evidence: Record<string, ResultEvidence>,
  props: Record<string, Prop>,
  lang: ReadLang,
  at: number,
): string[] {
  return Object.keys(result).filter((field) => {
    const ev = evidence[field];
    const prop = props[field];
    if (!ev || ev.attachmentId !== undefined || !prop) return false;
    const kind = kindOf(field, prop);
    return kind !== undefined && unsureQuote(ev.quote.slice(0, 2_000), kind, lang, at);
  });
}
