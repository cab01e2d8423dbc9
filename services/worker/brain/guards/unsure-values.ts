import type { ResultEvidence } from '../../../../shared/case-record.js';
import type { TranscriptEntry } from '../brain.js';
import { foldForMatching } from '../language-fold.js';
import { isDateProp } from '../readers/field-readers.js';
import type { ReadLang } from '../readers/language.js';

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
 * worse than none. A quote's caveat ("subject to availability", "subject to VAT", "sous réserve
 * de disponibilité") binds nothing here (guards/offer-conditions.ts decides what it asks). Evidence from an attachment (a table row) is not checked here.
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
  'not (?:sure|certain)',
  'probably',
  'possibly',
  'maybe',
  'perhaps',
  'tentative(?:ly)?',
  'to be confirmed',
  'tbc',
  'i think',
  'i believe',
  // de
  'sofern',
  'vorausgesetzt',
  'je nach',
  'abhangig von',
  'nicht (?:ganz )?sicher',
  'vermutlich',
  'wahrscheinlich',
  'eventuell',
  'vielleicht',
  'ich glaube',
  // fr
  'a condition',
  'pourvu que',
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
  'contanto que',
  'dependendo d',
  'nao (?:tenho|temos) (?:a )?certeza',
  'talvez',
  // nl
  'mits',
  'tenzij',
  'afhankelijk van',
  'niet zeker',
  'waarschijnlijk',
  'misschien',
  'vermoedelijk',
];

/**
 * A value given as provisional, still to be confirmed, in the seven languages (folded): "subject to
 * confirmation", "vorbehaltlich der Bestätigung", "unter Vorbehalt", "sous réserve de confirmation",
 * "à confirmer", "pendiente de confirmar", "da confermare", "salvo conferma", "onder voorbehoud",
 * "nog te bevestigen", "a confirmar", "sujeito a confirmação", "provisional", "vorläufig",
 * "provisoire", "provvisorio", "voorlopig", "provisório", "indicative", "à titre indicatif". A
 * caveat of availability ("vorbehaltlich Verfügbarkeit", "sous réserve de disponibilité", "onder
 * voorbehoud van beschikbaarheid") is none: it leaves the figure as it is.
 */
const PROVISIONAL_VALUE = [
  'subject to (?:confirmation|final confirmation|approval|sign-off)',
  'provisional(?:ly)?',
  'indicative(?:ly)?',
  'unconfirmed',
  'not (?:yet )?(?:final|confirmed|firm)',
  'noch zu bestatigen',
  'vorbehaltlich (?:der |einer )?(?:bestatigung|freigabe|prufung)',
  'unter vorbehalt',
  'vorlaufig(?:e[rnms]?)?',
  'noch nicht (?:final|bestatigt|verbindlich|fix)',
  'a confirmer',
  'sous reserve de (?:confirmation|validation|verification)',
  'provisoire(?:s|ment)?',
  'a titre indicatif',
  'pas encore (?:definitif|definitive|confirme|confirmee|valide|validee)',
  'por confirmar',
  'a confirmar',
  'pendiente de (?:confirmar|confirmacion)',
  'sujeto a confirmacion',
  'provisional(?:es|mente)?',
  'a titulo (?:orientativo|indicativo)',
  'orientativ[oa]s?',
  'sin confirmar',
  'da confermare',
  'salvo conferma',
  'soggett[oa] a conferma',
  'provvisori[oae]',
  'a titolo indicativo',
  'non (?:ancora )?(?:definitiv[oaie]|confermat[oaie])',
  'nog te bevestigen',
  'onder voorbehoud(?! van (?:beschikbaarheid|voorraad|levering))',
  'voorlopige?',
  'nog niet (?:definitief|bevestigd|zeker)',
  'sujeito a confirmacao',
  'provisori[oa]s?',
  'a titulo indicativo',
  'ainda nao (?:e )?(?:definitiv[oa]|confirmad[oa])',
];

const DOUBT_WORD = new RegExp(`(?:^|[^\\p{L}])(?:${[...DOUBT, ...PROVISIONAL_VALUE].join('|')})(?![\\p{L}])`, 'u');

/** A rough-figure word up to two words before a number (the number is captured). */
const ROUGH_BEFORE =
  /(?:^|[^\p{L}])(?:about|around|approximately|approx|roughly|circa|ca|ongeveer|rond|zo'?n|um die|ungefahr|etwa|rund|zirka|environ|a peu pres|aproximadamente|alrededor de|cerca de|all'incirca|intorno a|por volta de|mais ou menos|piu o meno|grosso modo|plus ou moins)(?![\p{L}])\.?(?:[^\p{L}\p{N}]{1,4}[\p{L}]{1,20}){0,2}[^\p{L}\p{N}]{0,4}(\p{N}[\p{N}.,' ]{0,12})/gu;

/** A date's end in folded text: a day figure or a month name, where an "if" right after binds it. */
const DATE_END =
  /(?:\p{N}(?:st|nd|rd|th|\.)?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mai|juin|juil|aout|ene|abr|ago|dic|gen|mag|giu|lug|ott|dez|mei|okt|maart)\p{L}*)$/u;

function kindOf(name: string, prop: Prop): Kind | undefined {
  const type = prop['type'];
  if (prop['enum'] !== undefined) return undefined;
  if (type === 'number' || type === 'integer') return 'number';
  if (type === 'string') return isDateProp(name, prop) ? 'date' : 'code';
  return undefined;
}

/** A figure as its digits without trailing zeros: "2'400.-", "2.400,00" and 2400 all give "24". */
function digitKey(text: string): string {
  return text.replace(/[^\p{N}]/gu, '').replace(/^0+|0+$/g, '');
}

/** A figure, maybe its currency after it, right at the end of the text before an "or". */
const FIGURE_BEFORE =
  /(\p{N}[\p{N}.,']*)(?:st|nd|rd|th|\.-|,-|h)?[\s.,)%-]*(?:(?:eur|euros?|chf|gbp|usd|[€$£])[\s.,]*)?$/u;
/** A figure right after an "or" (a currency or one word, "am", "Thursday", may stand before it). */
const FIGURE_AFTER = /^[\s,]*(?:\p{L}{1,12}\s+)?(?:(?:eur|chf|gbp|usd|[€$£])\s*)?(\p{N}[\p{N}.,']*)/u;

/**
 * Two figures joined by an "or" with nothing but a currency or one word between ("EUR 42.50 or
 * EUR 44.10", "7781 or 7782", "Tuesday 15 or Thursday 17 December", "15.12. oder am 17.12."), one
 * of them the field's value (a date field: any such pair in its sentence). "5 or more", "navy or
 * black", "C380 of vergelijkbaar" join no two figures.
 */
function alternatives(quote: string, kind: Kind, lang: ReadLang, key: string): boolean {
  for (const m of quote.matchAll(orWord(lang))) {
    const i = m.index ?? 0;
    const left = FIGURE_BEFORE.exec(quote.slice(Math.max(0, i - 30), i + (m[0].startsWith(' ') ? 0 : 1)));
    const right = FIGURE_AFTER.exec(quote.slice(i + m[0].length, i + m[0].length + 30));
    if (!left?.[1] || !right?.[1]) continue;
    const a = digitKey(left[1]);
    const b = digitKey(right[1]);
    if (a === b) continue;
    if (kind === 'date' || a === key || b === key) return true;
  }
  return false;
}

/** A condition right after the value ("11 December if", "2.400 € se confermate"). */
function conditionAfter(quote: string, kind: Kind, key: string): boolean {
  for (const m of quote.matchAll(/(?:^|[^\p{L}])(?:if|wenn|falls|sofern|si|se|als|indien|mits)\s/gu)) {
    const before = quote.slice(Math.max(0, m.index - 30), m.index + (m[0].startsWith(' ') ? 0 : 1)).trimEnd();
    const bare = before.replace(/[\s,]*(?:(?:eur|euros?|chf|gbp|usd|[€$£])[\s,]*)?$/u, '');
    if (kind === 'date' && DATE_END.test(bare)) return true;
    const fig = /(\p{N}[\p{N}.,']*)$/u.exec(bare);
    if (kind !== 'date' && fig?.[1] && digitKey(fig[1]) === key) return true;
  }
  return false;
}

/** A rough-figure word before the value itself ("ongeveer op € 2.400"); other rough figures are other things. */
function roughValue(quote: string, key: string): boolean {
  for (const m of quote.matchAll(ROUGH_BEFORE)) if (m[1] && digitKey(m[1]) === key) return true;
  return false;
}

/** Whether the sentence carrying `value` leaves it open (see the module note). */
export function unsureQuote(quote: string, kind: Kind, lang: ReadLang, value: unknown): boolean {
  const folded = foldForMatching(quote);
  const key = kind === 'date' ? '' : digitKey(String(value));
  if (alternatives(folded, kind, lang, key)) return true;
  if (DOUBT_WORD.test(folded)) return true;
  if (conditionAfter(folded, kind, key)) return true;
  return kind === 'number' && roughValue(folded, key);
}

/**
 * The fields of `result` whose evidence sentence leaves the value open. `props` are the schema's
 * top-level properties; `lang` the reply's language.
 */
export function unsureFields(
  result: Record<string, unknown>,
  evidence: Record<string, ResultEvidence>,
  props: Record<string, Prop>,
  lang: ReadLang,
): string[] {
  return Object.keys(result).filter((field) => {
    const ev = evidence[field];
    const prop = props[field];
    if (!ev || ev.attachmentId !== undefined || !prop) return false;
    const kind = kindOf(field, prop);
    return kind !== undefined && unsureQuote(ev.quote.slice(0, 2_000), kind, lang, result[field]);
  });
}

/**
 * What to ask the client when values of `result` are left open by their sentences: those
 * sentences and the fields. A value from a message we have written back after (a clarification,
 * or the client's decision on that very condition relayed) is settled and not asked again.
 */
export function unsureValues(
  schema: Record<string, unknown> | undefined,
  result: Record<string, unknown>,
  evidence: Record<string, ResultEvidence>,
  lang: ReadLang,
  transcript: readonly TranscriptEntry[],
): { words: string; missing: string[] } | undefined {
  const answeredAfter = new Set<string>();
  let ours = false;
  for (const e of [...transcript].reverse()) {
    if (e.role === 'us') ours = true;
    else if (ours && e.messageId) answeredAfter.add(e.messageId);
  }
  const open = Object.fromEntries(Object.entries(evidence).filter(([, ev]) => !answeredAfter.has(ev.messageId)));
  const props = (schema?.['properties'] ?? {}) as Record<string, Prop>;
  const missing = unsureFields(result, open, props, lang);
  if (missing.length === 0) return undefined;
  return { words: [...new Set(missing.map((f) => evidence[f]?.quote ?? ''))].join(' '), missing };
}
