import { foldForMatching } from '../language-fold.js';
import { FIELD_STOP_WORDS } from './lexicons/field-vocabulary.js';
import { MONTH_OF } from './lexicons/month-names.js';
import { REFERENCE_NOUNS } from './lexicons/reference-nouns.js';
import { WEEKDAY_NAMES } from './weekday-dates.js';

/**
 * What the case is about, in the objective's own words: its nouns ("Book the office move from
 * 22 Queen Street" → office, move, queen, street; "Termin für die Feuerstättenschau vereinbaren"
 * → feuerstattenschau; "het snoeien van de zes platanen" → snoeien, platanen). A reply that
 * answers a field often names the case's subject, not the field's name ("Die Feuerstättenschau
 * kann ich am 10.12. machen" for `visitDate`), so readers bind a value by these words as they do
 * by the field's own (relevance in field-terms.ts), as one more piece of evidence.
 *
 * Folded, four letters or more, no function word, no verb of asking or arranging ("find out",
 * "nachfragen", "demander", "book", "get"), no word that names a price, a date or a reply in
 * general, no weekday or month (the objective's "Saturday 12 December" is no subject): those
 * are in every sentence of a reply about anything.
 */
export function caseSubjectWords(objective: string): string[] {
  const words = foldForMatching(objective.slice(0, 1_000)).match(/\p{L}+/gu) ?? [];
  const out = new Set<string>();
  for (const w of words) {
    if (w.length < 4 || FIELD_STOP_WORDS.has(w) || NOT_A_SUBJECT.has(w) || dayOrMonth(w)) continue;
    out.add(w);
  }
  return [...out];
}

function dayOrMonth(word: string): boolean {
  return MONTH_OF.has(word) || WEEKDAY_NAMES.some((names) => names.includes(word));
}

/**
 * Words of an objective that say how the client asks, not what about, in the seven languages:
 * verbs of asking, getting, arranging and confirming; pronouns and adverbs; nouns of any answer
 * (price, cost, quote, date, time, availability, confirmation, details).
 */
const NOT_A_SUBJECT = new Set(
  [
    // English
    'about also another ask asking book booking check confirm confirmation cost costs could date dates day days',
    'details does find from full get give have into know learn make many much need next once organise organize',
    'out please price prices quote quotation rate rates request should some soon than that them then there their',
    'these they this those time times what when where whether which while will would your ours arrange availability',
    'available total plus incl including excl excluding fixed exact earliest latest possible',
    // Verbs of doing and modals, in the seven languages: they name no subject.
    'doing done machen tun kann konnen faire fait peut peuvent hacer hace puede pueden fare puo possono doen',
    'fazer podem pode',
    // German
    'anfragen nachfragen erfragen fragen klaren bitte bitten buchen vereinbaren bestatigen bestatigung erhalten',
    'erfahren herausfinden preis preise kosten angebot datum termin wann welche welcher welches meine meinen',
    'meiner unsere unseren unserer ihre ihren neue neuen neues dafur dazu darum sowie ob wie viel schnell',
    'moglich moglichst fruhestmoglichen gesamtpreis',
    // French
    'demander obtenir reserver confirmer savoir connaitre trouver organiser prix tarif tarifs devis date',
    'quand quel quelle quels quelles notre nos mon ma mes leurs aussi ainsi avoir pouvoir disponibilite',
    // Spanish
    'preguntar pedir solicitar obtener reservar confirmar saber conocer organizar precio precios coste costo',
    'presupuesto fecha cuando nuestra nuestro nuestros nuestras tambien poder disponibilidad',
    // Italian
    'chiedere richiedere ottenere prenotare confermare sapere conoscere organizzare prezzo prezzi costo',
    'preventivo quando nostro nostra nostri nostre anche potere disponibilita',
    // Dutch
    'vragen navragen opvragen krijgen boeken reserveren bevestigen weten regelen prijs prijzen kosten offerte',
    'datum wanneer onze mijn ook kunnen beschikbaarheid',
    // Portuguese
    'perguntar pedir solicitar obter reservar confirmar saber conhecer organizar preco precos custo orcamento',
    'data quando nossa nosso nossos nossas tambem poder disponibilidade',
  ]
    .join(' ')
    .split(' '),
);

/**
 * The reference figures the objective names: an order, invoice or booking number of three
 * digits or more right after its noun or a number sign ("encomenda n.º 5520", "order 88123",
 * "Bestellung Nr. 4471"), not a year. A reply's clause that names another such reference ("a
 * vossa encomenda 5497 sai a 10 de dezembro") is about another item, so a date in it is not
 * the case's (date-context.ts). A bare quantity ("our 120 helmets", "420 m²") is no reference.
 */
export function caseReferenceFigures(objective: string): string[] {
  return [...new Set(referenceFigures(objective.slice(0, 1_000)))];
}

/** The figures of `text` written as references (see caseReferenceFigures). */
export function referenceFigures(text: string): string[] {
  return [...foldForMatching(text).matchAll(REFERENCE)].map((m) => m[1]!).filter((f) => !/^(?:19|20)\d\d$/.test(f));
}

/**
 * A reference noun (the lexicon's order, invoice, booking and reference nouns, or "PO"), whole or
 * as a compound's first part ("Bestellnummer", "Auftragsnr.", "Rechnungen"), or a number sign,
 * then the figure; on folded text.
 */
const REFERENCE_NOUN = [
  'po',
  ...REFERENCE_NOUNS.order,
  ...REFERENCE_NOUNS.invoice,
  ...REFERENCE_NOUNS.booking,
  ...REFERENCE_NOUNS.reference,
].join('|');
const REFERENCE = new RegExp(
  `(?<![\\p{L}])(?:(?:${REFERENCE_NOUN})(?:s|ung|ungs|ungen|nummer|snummer|nr|snr)?(?![\\p{L}])|n\\.?\\s?º|nº|no\\.|nr\\.?|#)(?:[\\s-]*(?:n\\.?\\s?º|nº|no\\.?|nr\\.?|number|nummer|numero|#))?\\s*[:.]?\\s*(\\p{N}{3,})(?![\\p{N}]|[.,']\\p{N})`,
  'gu',
);

/** Where an objective's parts break: commas, semicolons, colons, and "and"/"or"/"whether" in the seven languages. */
const OBJECTIVE_PART_BREAK = /[,;:]|\s(?:and|or|und|oder|et|ou|y|o|e|en|of)\s/;

/**
 * The words of an objective's parts other than a field's own (`named`: how many of the field's
 * words a folded part names; its own parts are those that name the most): in "of de bezorging
 * gratis is voor onze bestelling van 6 fusten …, en of ze de lege fusten kosteloos komen ophalen"
 * the kegs stand in the pick-up's part too, so for the delivery they name the case's goods, not
 * its subject; in "una sala … media jornada de mañana …, y si el café de media mañana va incluido"
 * the morning is the room's too. Folded, four letters or more; none when no part names the field.
 */
export function otherPartWords(objective: string, named: (foldedPart: string) => number): string[] {
  const parts = foldForMatching(objective.slice(0, 1_000)).split(OBJECTIVE_PART_BREAK);
  const scores = parts.map(named);
  const best = Math.max(0, ...scores);
  if (best === 0) return [];
  return [...new Set(parts.filter((_, i) => scores[i]! < best).flatMap((part) => part.match(/\p{L}{4,}/gu) ?? []))];
}
