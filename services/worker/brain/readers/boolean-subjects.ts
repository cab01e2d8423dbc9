import { foldForMatching } from '../language-fold.js';
import { CONDITION_BEFORE, inclusionWord, polarity } from './booleans.js';
import { negated } from './negation.js';
import { type Found, MONEY, type Prepared } from './field-readers.js';
import { fieldTerms, holdsTerm, splitName } from './field-terms.js';
import type { ReadLang } from './language.js';
import { FIELD_STOP_WORDS } from './lexicons/field-vocabulary.js';
import type { Segment } from './segments.js';
import { MONTH_OF } from './lexicons/month-names.js';
import { WEEKDAY_NAMES } from './weekday-dates.js';
import { TAX_NAME_WORDS } from './vat-status.js';

/**
 * Where a yes/no field's subject stands in a reply (boolean-field.ts reads the polarity):
 * - the words of a segment its terms name, never a person's or a place's name ("franco", a
 *   delivery word, is not "François");
 * - the words its description names it by, in the counterparty's own language ("la prova fumi è
 *   compresa nel prezzo"), only those no other yes/no field's description shares;
 * - a list under a heading that says what is included or not ("Included:", "Non incluso:",
 *   "Nicht enthalten:", "Extras:"), item by item.
 */

// What a yes/no field's name says (boolean-field.ts reads by it): its subject
// (`burstPipesCovered` → burst, pipes), whether it asks the other way round (`customsExcluded`,
// `venueHireSeparate` when about money), and the clauses that say the name itself ("step-free",
// "under warranty").

/** The subject a boolean field names, without its verb: `burstPipesCovered` → burst, pipes. */
const BOOLEAN_VERBS = new Set([
  'is',
  'has',
  'are',
  'can',
  'does',
  'covered',
  'included',
  'includes',
  'available',
  'offered',
  'possible',
  'allowed',
  'required',
  'needed',
  'provided',
  'confirmed',
  'accepted',
  'inclusive',
  'in',
  'with',
  'free',
  'ok',
]);
/** The terms of a yes/no field's subject (`shippingIncluded` → shipping, envio, versand …). */
export function booleanSubjectTerms(name: string): string[] {
  const subject = subjectWords(name);
  if (subject.length === 0) return [];
  // "vatIncluded", "ivaIncluida", "mwstEnthalten": the tax is named by any of its names ("IVA no incluido").
  if (subject.every(taxName)) return [...new Set([...subject, ...TAX_NAME_WORDS])];
  return fieldTerms(subject.join(' '), undefined);
}

/** Whether a subject word names a sales tax (`vat`, `iva`, `mwst`, `tva`, `btw` …). */
export function taxName(word: string): boolean {
  return TAX_NAME_WORDS.includes(word);
}

/** A weekday or a month: capitalised in English mid-sentence, yet no name ("Hi Kirsty, Saturday's fine"). */
function dayOrMonth(word: string): boolean {
  return MONTH_OF.has(word) || WEEKDAY_NAMES.some((names) => names.includes(word));
}

/**
 * The words of a yes/no field's name that name its subject (no verb, no flip word), long ones cut
 * to a stem. A word that itself says "included" in any of the seven languages (`peagesCompris`,
 * `endreinigungInklusive`, `ontbijtInbegrepen`, `transporteIncluido`) is the verb, not the subject:
 * kept, it would make any "compris" of the reply ("chauffeur compris") a statement about the field.
 */
export function subjectWords(name: string): string[] {
  const words = splitName(name).filter(
    (w) => !BOOLEAN_VERBS.has(w) && !FLIP_WORDS.has(w) && !FLIP_NOUNS.has(w) && w.length >= 2 && !inclusionWord(w),
  );
  return words.map((w) => (w.length > 5 ? w.slice(0, w.length - 1) : w));
}

/**
 * A field asked the other way round (`customsExcluded`, `extraCharge`, `parkingChargedSeparately`,
 * `vatNotIncluded`): "X is included" answers it with false, "X is charged separately" with true.
 */
const FLIP_NOUNS = new Set(['charge', 'charged', 'cost', 'costs', 'fee']);
const FLIP_WORDS = new Set(['excluded', 'exclusion', 'surcharge', 'separately', 'separate', 'not']);

/** A name's last word saying its subject is charged apart, in the seven languages. */
const APART_LAST = new Set([
  'separate',
  'separately',
  'extra',
  'apart',
  'aparte',
  'separat',
  'separato',
  'separado',
  'parte',
]);

/**
 * Words saying a field is about money (charged, billed, paid, costing, priced) in the seven
 * languages, on a folded name or description: only then is "separate"/"extra"/"apart" about
 * being charged apart rather than about being physically apart ("roomsSeparate"). Plain
 * alternation of stems: linear.
 */
const CHARGED =
  /\b(?:charg\w*|bill(?:ed|ing)?|paid|pay\w*|cost\w*|pric\w*|fees?|invoic\w*|berechn\w*|bezahl\w*|zahlung\w*|zahlbar|kosten\w*|kostet|preis\w*|gebuhr\w*|abgerechn\w*|factur\w*|cout\w*|frais|prix|cobr\w*|pag(?:a|o|ad|at|ar|am|e)\w*|precio\w*|prezz\w*|addebit\w*|fattur\w*|berekend|betaald|betal\w*|kost|prijs|rekening|custo\w*|preco\w*|fatur\w*)\b/;

/** Whether a yes/no field's name asks the other way round: "X is included" answers it with false. */
export function asksTheOtherWay(name: string, description: string): boolean {
  const words = splitName(name);
  const has = (...ws: string[]) => ws.some((w) => words.includes(w));
  if (has('excluded', 'exclusion', 'surcharge', 'not')) return true;
  // "venueHireSeparate" asked as "is the hire charged apart?", "montageApart" as "wordt de montage
  // apart berekend?": a name that ends by saying its subject is apart asks the other way round
  // only when its name or description is about money ("roomsSeparate", "kitchenApart" are not).
  if (
    words.length >= 2 &&
    APART_LAST.has(words[words.length - 1]!) &&
    CHARGED.test(foldForMatching(`${words.join(' ')} ${description.slice(0, 500)}`))
  )
    return true;
  // "extraCharge", "chargedSeparately", "separateFee": not "extraBedAvailable".
  return has('extra', 'separately', 'separate', 'additional') && has('charge', 'charged', 'cost', 'costs', 'fee');
}

/** "stepFree", "smokeFree": a clause that calls it "step-free" says yes, unless it says no. */
export function freeNameVotes(p: Prepared, name: string, subject: readonly string[]): Found[] {
  const words = splitName(name);
  const votes: Found[] = [];
  if (words.length >= 2 && words[words.length - 1] === 'free' && subject.length > 0) {
    const stem = subject[subject.length - 1]!;
    p.segments.forEach((seg, si) => {
      const at = seg.folded.search(new RegExp(`\\b${stem}\\w{0,3}[- ]?free\\b`));
      if (at < 0) return;
      const clause =
        seg.folded
          .slice(Math.max(0, at - 40), at + 30)
          .split(/[,;.]/)
          .find((c) => c.includes('free')) ?? '';
      votes.push({ value: !negated(clause, p.lang, { privative: false }), segment: si });
    });
  }
  return votes;
}

/**
 * "underWarranty", "inStock": a clause that says the name's own words in order ("it is still
 * under warranty") says yes, unless it says no ("no longer under warranty").
 */
export function nameInOrderVotes(p: Prepared, name: string): Found[] {
  const words = splitName(name);
  const votes: Found[] = [];
  if (words.length >= 2 && words.every((w) => /^\p{L}+$/u.test(w))) {
    const phrase = new RegExp(`\\b${words.join(' ')}\\b`);
    p.segments.forEach((seg, si) => {
      const at = seg.folded.search(phrase);
      // "If the order is in by Thursday, Saturday delivery is included": said only under a condition.
      if (at < 0 || CONDITION_BEFORE.test(seg.folded.slice(0, at))) return;
      const clause =
        seg.folded
          .slice(Math.max(0, at - 40), at + 40)
          .split(/[,;.]/)
          .find((c) => phrase.test(c)) ?? '';
      votes.push({ value: !negated(clause, p.lang, { privative: false }), segment: si });
    });
  }
  return votes;
}

/** Whether a word of the text is one a term names (a short stem starts a word: "livr" → livraison; a longer one: field-terms.ts holdsTerm). */
export function termMatches(word: string, term: string): boolean {
  if (term.length <= 3) return word === term || (word.startsWith(term) && word.length <= term.length + 3);
  if (term.length === 4) return word === term || (word.startsWith(term) && word.length <= term.length + 5);
  return holdsTerm(word, term);
}

/** The words of `seg` that the terms name, at most a few; not a capitalised word inside a sentence (a name) outside German. */
export function subjectWordsIn(seg: Segment, terms: readonly string[], lang: ReadLang): string[] {
  const words = seg.folded.match(/\p{L}+/gu) ?? [];
  const out = new Set<string>();
  for (const w of words)
    if (
      w.length >= 3 &&
      terms.some((t) => termMatches(w, t)) &&
      !(
        lang !== 'de' &&
        !dayOrMonth(w) &&
        writtenAsName(seg.text, w) &&
        !(terms.includes(w) && writtenAsAcronym(seg.text, w))
      )
    )
      out.add(w);
  // A term of several words ("car park", "ropa de cama", "prova di stampa") is named by the words in a row.
  for (const t of terms) if (t.includes(' ') && phraseIn(seg.folded, t)) out.add(t);
  return [...out].slice(0, 6);
}

/** Whether the folded text holds the words of `phrase` in a row, as whole words. */
function phraseIn(folded: string, phrase: string): boolean {
  for (let at = folded.indexOf(phrase); at >= 0; at = folded.indexOf(phrase, at + 1)) {
    const end = at + phrase.length;
    if (!/\p{L}/u.test(folded[at - 1] ?? '') && !/\p{L}/u.test(folded[end] ?? '')) return true;
  }
  return false;
}

/** The folded word written in capitals ("BAT", the trade's own acronym for a proof), not as a name. */
function writtenAsAcronym(text: string, folded: string): boolean {
  return new RegExp(`\\b${folded.toUpperCase()}\\b`, 'u').test(text);
}

/** Every time the folded word is written in the text, it is capitalised and not a sentence's first word. */
function writtenAsName(text: string, folded: string): boolean {
  let seen = false;
  for (const m of text.matchAll(/\p{L}+/gu)) {
    if (foldForMatching(m[0]) !== folded) continue;
    seen = true;
    const first = m.index === 0 || /[.!?:]\s*$/.test(text.slice(Math.max(0, m.index - 3), m.index));
    if (first || m[0][0] === m[0][0]!.toLowerCase()) return false;
  }
  return seen;
}

/** Short function words of the seven languages a description holds beside its subject. */
const DESCRIPTION_STOP = new Set(
  (
    'with from into will have does what which there here they them then than also only each every such your ' +
    'dans avec pour sont nous vous leur dont ' +
    'eine einer einem einen sind wird werden nach durch oder auch beim ' +
    'para esta este estos estas desde hasta como todo todos sobre ' +
    'della delle dello degli nella nelle sono alla dalla sulla come tutto tutti fino ' +
    'voor wordt worden naar door tijdens zijn deze niet ' +
    'pelo pela pelos pelas uma estao ainda sobre durante dentro ' +
    'eventuali eventuel eventuels eventual eventuales during whole entire ' +
    'monthly yearly annual weekly daily mensuel annuel mensile annuale mensual anual maandelijks jaarlijks mensal ' +
    'forfait package pacchetto paquete pakket pacote valor valore waarde wert prezzo preco'
  ).split(' '),
);

/** Stems of the words a description names its subject by, not shared with `others` (other yes/no fields' descriptions and names). */
export function descriptionWords(description: string, others: readonly string[]): string[] {
  const stems = (text: string) => {
    const out = new Set<string>();
    // A capitalised word inside a description in a language that does not capitalise nouns is a name ("Villa Ca' Ronco", "Verona").
    const german = /\b(?:der|die|das|ist|im|und|nicht|mit)\b/.test(foldForMatching(text));
    for (const m of text.slice(0, 500).matchAll(/\p{L}+/gu)) {
      const w = foldForMatching(m[0]);
      if (w.length < 4 || FIELD_STOP_WORDS.has(w) || DESCRIPTION_STOP.has(w)) continue;
      if (!german && m.index > 0 && m[0][0] !== m[0][0]!.toLowerCase()) continue;
      if (MONEY.test(w) || polarity(w) !== undefined) continue;
      out.add(w.length > 5 ? w.slice(0, w.length - 1) : w);
    }
    return out;
  };
  const shared = new Set(others.flatMap((o) => [...stems(o)]));
  return [...stems(withoutContainer(description))].filter((w) => !shared.has(w)).slice(0, 8);
}

/**
 * A description without what its subject is said to be included in ("lunch is included in the day
 * delegate rate", "inclus dans le forfait", "incluido en el precio", "inbegrepen in de prijs"): the
 * rate or package is where the subject would be, not the subject; a sentence about the rate alone
 * ("our minimum is now 50 delegates, which won't be a problem") says nothing of the lunch.
 */
function withoutContainer(description: string): string {
  const text = description.slice(0, 500);
  const m = CONTAINER.exec(text);
  return m ? text.slice(0, m.index) : text;
}

const CONTAINER =
  /\b(?:included|inclus|incluse?s?|incluid[oa]s?|incluso|inclusa|inbegrepen|incluíd[oa]s?|enthalten|inbegriffen|covered|part)\s+(?:in|into|within|by|of|im|in der|in den|dans|en|nel|nella|nei|no|na|nos|nas|van|bij|du|de|del)\b/i;

/** A heading whose items are included or not: a short line of inclusion words ending in a colon. */
const LIST_EXTRAS =
  /^(?:optional )?(?:extras?|options?|add-ons?|en option|zusatzleistungen|sonderleistungen|extras? (?:on request|a richiesta|sur demande)|opcional(?:es)?|opzional[ei]|extra'?s|meerwerk|opcionais|suplementos?|supplementi|supplements?)$/;

export interface InclusionItem {
  segment: number;
  folded: string;
  value: boolean;
}

/**
 * The items of lists under a heading that says they are included or not ("Incluso:" then "- …"
 * lines; "Not included: travel, parking"), each with its heading's polarity. An item that says
 * the other way itself ("- delivery (extra)") is left out.
 */
export function inclusionItems(segments: readonly Segment[], lang?: ReadLang): InclusionItem[] {
  const out: InclusionItem[] = [];
  segments.forEach((seg, si) => {
    const colon = seg.folded.indexOf(':');
    if (colon < 0 || colon > 60) return;
    const head = seg.folded
      .slice(0, colon)
      .replace(/^[\s*•\-–]+/, '')
      .trim();
    if (head === '' || /\d/.test(head) || head.split(/\s+/).length > 6) return;
    const value = LIST_EXTRAS.test(head) ? false : polarity(head, lang);
    if (value === undefined) return;
    const add = (folded: string, segment: number) => {
      const own = polarity(folded, lang);
      if (own === undefined || own === value) out.push({ segment, folded, value });
    };
    const rest = seg.folded.slice(colon + 1).trim();
    if (rest !== '') {
      for (const item of rest.split(/[,;]|\s(?:and|und|et|y|e|en)\s/)) if (item.trim() !== '') add(item, si);
      return;
    }
    for (let i = si + 1; i < segments.length && i <= si + 20; i++) {
      const item = segments[i]!.folded;
      if (!/^\s*(?:[-*•–·]|\d{1,2}[.)])\s/.test(item)) break;
      add(item, i);
    }
  });
  return out;
}

/**
 * The initialisms of the capitalised names a description gives its subject ("the Electrical
 * Installation Certificate" → "eic", "Energy Performance Certificate" → "epc", "Déclaration
 * Préalable de Travaux" → "dpt"), folded: a reply writes the trade's short form ("You'll get the
 * EIC emailed over"). Three words or more, so a two-letter short form never names the subject;
 * none that another yes/no field's description (`others`) also gives.
 */
export function initialismsOf(description: string, others: readonly string[] = []): string[] {
  const of = (text: string) => {
    const out = new Set<string>();
    for (const m of text.slice(0, 500).matchAll(CAPITALISED_RUN)) {
      const initials = (m[0].match(/\p{Lu}/gu) ?? []).join('');
      if (initials.length >= 3 && initials.length <= 5) out.add(foldForMatching(initials));
    }
    return out;
  };
  const shared = new Set(others.flatMap((o) => [...of(o)]));
  return [...of(description)].filter((i) => !shared.has(i));
}
/** Three to five capitalised words in a row (a sentence's first word among them). */
const CAPITALISED_RUN = /\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){2,4}/gu;
