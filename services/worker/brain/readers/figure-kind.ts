import { PERIODS, unitClassesOf } from './amount-scope.js';
import type { FoundNumber } from './amounts.js';
import type { Segment } from './segments.js';
import { countedAfter } from './field-readers.js';
import { namedAnId } from './identifiers.js';
import { fieldUnit } from './units/field-unit.js';
import { UNITS } from './units/unit-words.js';
import { perRoundCount } from './units/denominator-count.js';
import { amountVat, fieldCurrency, fieldVat, vatFits } from './vat-status.js';

/**
 * Whether a figure is of the kind a number field asks for, whatever sentence it stands in (on
 * folded text, in the seven reading languages):
 * - a price, rate or fee is an amount in a currency, or a bare figure a price word leads to
 *   ("unit price 24", "le prix unitaire est de 12", "we charge 2.80"), never one across a clause
 *   break from it ("regarding the unit price, we have 300 in stock"), never a percentage (unless
 *   the field is a percentage, a discount or a commission not asked in a currency), never a
 *   day and month ("delivery on 09.03"), never an amount in another currency than the one the
 *   field names, nor one said net where the field asks gross or the reverse (vat-status.ts);
 * - a figure followed by a time unit ("10 working days", "3 Wochen", "48 heures") is a
 *   duration: only a field about a time takes it;
 * - a count or quantity never takes a percentage;
 * - a field measured in a unit ("hours per week", "weight in kg") never takes a figure that
 *   counts another thing ("the 6 washrooms", "4 pallets"): only a figure in its unit, or bare.
 */

/** The field's own description names a time (days, weeks, hours, a lead time, a notice). */
const TIME_FIELD =
  /\b(?:days?|weeks?|months?|years?|hours?|minutes?|nights?|duration|lead ?time|turnaround|notice|period|delay|tage?|wochen?|monate?|jahre?|stunden?|dauer|lieferzeit|frist|jours?|semaines?|mois|ans|annees?|heures?|duree|delai|dias?|semanas?|meses|anos|horas?|duracion|plazo|giorni|settimane|mesi|anni|ore|durata|tempi|dagen|weken|maanden|jaren|uren|duur|levertijd|termijn|duracao|prazo)\b/;

/** Whether the field's own words name a time it counts ("hours per week" counts hours; "guests per day" counts guests). */
export function countsTime(about: string, perWords: RegExp): boolean {
  return TIME_FIELD.test(about.replace(perWords, ' '));
}

/** Whether a time unit follows the figure ending at `end` ("15 hours", "3 Wochen", "a 4-hour shift"). */
export function timeUnitAfter(folded: string, end: number): boolean {
  return TIME_AFTER.test(folded.slice(end, end + 40));
}

/**
 * Whether the time unit right after a figure is another period than the field counts in
 * (`fieldUnits`: the field's unit classes): "entro 90 giorni" for the hours of coverage.
 */
export function otherTimeUnitAfter(folded: string, end: number, fieldUnits: ReadonlySet<string>): boolean {
  const fieldPeriods = [...fieldUnits].filter((u) => PERIODS.has(u));
  if (fieldPeriods.length === 0) return false;
  const m = TIME_AFTER.exec(folded.slice(end, end + 40));
  if (!m) return false;
  const periods = [...unitClassesOf(m[0])].filter((u) => PERIODS.has(u));
  return periods.length > 0 && !periods.some((u) => fieldPeriods.includes(u));
}

/** A time unit right after a figure, after at most one qualifier ("working", "Werk-", "ouvrés"). */
const TIME_AFTER =
  /^(?:\s*|-)(?:(?:business|working|calendar|clear|full|werk|arbeits|ouvres?|ouvrables?|habiles?|laborables?|lavorativi|uteis)\s+)?(?:days?|weeks?|months?|years?|hours?|hrs?|minutes?|mins?|nights?|tage?n?|werktage?n?|arbeitstage?n?|wochen?|monate?n?|jahren?|stunden?|nachte?|jours?|semaines?|mois|ans|annees?|heures?|nuits?|dias?|semanas?|meses|anos|horas?|noches?|giorni|giorno|settimane|settimana|mesi|mese|anni|anno|ore|ora|notti|notte|dagen|dag|werkdagen|werkdag|weken|week|maanden|maand|jaar|jaren|uur|uren|nachten|noites?)\b/;

const PERCENTISH =
  /\b(?:percent\w*|pct|prozent\w*|pourcentage|porcentaje|percentuale|procent\w*|percentagem|discount|rabatt|nachlass|skonto|remise|rabais|descuento|sconto|korting|desconto|commission|provision|comision|commissione|provisie|comissao|margin|marge|margen|margine|markup|aufschlag|interest|zins\w*|interet|interes|interesse|rente|juros|vat rate|tax rate|steuersatz|taux)\b|%/;

const CURRENCY_NAMED = /\b(?:eur|euro|euros|usd|gbp|chf|dollar\w*|pound\w*|franken|francs?)\b|[€$£]/;

/**
 * The words that lead to a price: the price vocabulary of the seven languages and the field's
 * own terms. Between the nearest of them and a bare figure only linking words may stand.
 */
const PRICE_WORD =
  /\b(?:price\w*|cost\w*|amount|total|fee\w*|budget|quote|quoted|charge\w*|rate\w*|rent|premium|each|preis\w*|kosten|kostet|betrag|summe|gesamt\w*|miete|pauschale|gebuhr\w*|prix|cout\w*|montant|tarif\w*|loyer|frais|coute|precio|coste|costo|importe|tarifa|cuota|alquiler|cuesta|prezzo|costa|importo|canone|tariffa|prijs|kost|bedrag|tarief|huur|preco|custo|valor|aluguel|renda|custa|charge|charges|bill|invoice at)\b/g;

/** What may stand between the price word and the figure: "is", "would be", "per unit", "de", ":". */
const LINK_WORDS = new Set(
  (
    'is are will would be comes to at of only just now per a an the one unit piece item pc pcs we i can could do ' +
    'offer net gross excl incl charge charges costs ' +
    'ist sind wird liegt bei betragt pro stuck je netto brutto kostet ' +
    'de du est sera serait par unitaire piece le la coute ' +
    'es seria por unidad unitario pieza del el cuesta ' +
    'e sara sarebbe al pezzo di il costa ' +
    'zou zijn bedraagt stuk van het kost ' +
    'o peca unidade da custa'
  ).split(' '),
);

/** Only linking words and a colon or equals sign between the price word and the figure. */
function onlyLinks(gap: string): boolean {
  if (/[^\p{L}\s:=']/u.test(gap)) return false;
  return (gap.match(/\p{L}+/gu) ?? []).every((w) => LINK_WORDS.has(w));
}

const DATE_PREPOSITION =
  /\b(?:on|by|from|until|till|before|after|am|ab|bis|vom|zum|le|du|au|avant|apres|el|desde|hasta|antes|il|dal|entro|prima|op|vanaf|tot|voor|na|em|ate|antes|depois)\s*$/;

export interface FieldKind {
  money: boolean;
  percentField: boolean;
  /** The field's own words (its name's and description's terms). */
  terms: readonly string[];
  /** Name and description, folded. */
  about: string;
}

/** Whether a bare figure is led to by a price word or the field's own words in its clause. */
function ledByPriceWord(folded: string, n: FoundNumber, terms: readonly string[]): boolean {
  const window = folded.slice(Math.max(0, n.index - 40), n.index);
  let lead = -1;
  for (const m of window.matchAll(PRICE_WORD)) lead = Math.max(lead, (m.index ?? 0) + m[0].length);
  for (const t of terms) {
    if (t.length < 4) continue;
    const at = window.lastIndexOf(t);
    if (at >= 0) {
      const wordEnd = /^\p{L}*/u.exec(window.slice(at + t.length))?.[0].length ?? 0;
      lead = Math.max(lead, at + t.length + wordEnd);
    }
  }
  if (lead < 0) return false;
  return onlyLinks(window.slice(lead));
}

/** "09.03", "9.3": a day and a month after a date preposition, or without any price word. */
function dayAndMonth(folded: string, n: FoundNumber): boolean {
  const written = folded.slice(n.index, n.end);
  const m = /^(\d{1,2})[./](\d{1,2})\.?$/.exec(written);
  if (!m) return false;
  const day = Number(m[1]);
  const month = Number(m[2]);
  if (day < 1 || day > 31 || month < 1 || month > 12) return false;
  return DATE_PREPOSITION.test(folded.slice(Math.max(0, n.index - 12), n.index));
}

/**
 * Whether the figure `n` in `seg` is of the field's kind (see the file comment): 'no' for a
 * figure of another kind, 'weak' for a bare figure no price word leads to (not the price, but
 * a second reading beside one: "1,980 for the chairs and 240 for the freight"), else 'yes'.
 */
export function figureFits(kind: FieldKind, seg: Segment, n: FoundNumber): 'yes' | 'weak' | 'no' {
  const folded = seg.folded;
  // A duration is a price's or a count's never, a time field's only when it names a time.
  if ((kind.money || !TIME_FIELD.test(kind.about)) && TIME_AFTER.test(folded.slice(n.end, n.end + 40))) return 'no';
  if (n.percent && !kind.percentField) {
    if (!kind.money) return 'no';
    if (!PERCENTISH.test(kind.about) || CURRENCY_NAMED.test(kind.about)) return 'no';
  }
  if (kind.money && !n.percent && !moneyFits(kind.about, folded, n)) return 'no';
  if (amountForMeasure(kind, n)) return 'no';
  if (!kind.money && !n.currency && !n.percent && countsOtherThanUnit(kind.about, folded, n)) return 'no';
  if (kind.money && !n.currency && !n.percent) {
    if (dayAndMonth(folded, n) || namedAnId(folded, n)) return 'no';
    // "prices are per thousand", "pro 1.000 Stück": the round count a price is per is none.
    if (perRoundCount(folded, n.index, n.value)) return 'no';
    if (!ledByPriceWord(folded, n, kind.terms)) return 'weak';
  }
  return 'yes';
}

/**
 * An amount of money for a field that measures a time or a quantity in a unit ("the weeks of
 * hire included": "240 € Anfahrt, 3 Wochen Standzeit" gives 3, never 240).
 */
function amountForMeasure(kind: Omit<FieldKind, 'terms'>, n: FoundNumber): boolean {
  return (
    !kind.money && n.currency !== undefined && (TIME_FIELD.test(kind.about) || fieldUnit('', kind.about) !== undefined)
  );
}

/** The field names a unit of measure and the figure counts a thing that is none ("6 washrooms"). */
function countsOtherThanUnit(about: string, folded: string, n: FoundNumber): boolean {
  const word = countedAfter(folded, n.end);
  if (word === '' || UNITS.has(word)) return false;
  // "10 working days", "3 Werktage", "2 full weeks": a time, with or without its qualifier.
  if (TIME_AFTER.test(folded.slice(n.end, n.end + 40))) return false;
  const second = /^\s*\p{L}+\s+(\p{L}+)/u.exec(folded.slice(n.end, n.end + 40))?.[1];
  if (second && UNITS.has(second)) return false;
  return fieldUnit('', about) !== undefined;
}

/**
 * Whether the one figure of a `label: value` line is of the field's kind: the label names the
 * field, so no price word need lead to it, but a duration ("Hourly rate: 10 working days
 * notice"), a percentage for a field that is none ("Rate: 5% above list") or a day and month
 * ("Price: on 09.03") is not its value.
 */
export function lineFigureFits(kind: Omit<FieldKind, 'terms'>, value: Segment, n: FoundNumber): boolean {
  const folded = value.folded;
  if ((kind.money || !TIME_FIELD.test(kind.about)) && TIME_AFTER.test(folded.slice(n.end, n.end + 40))) return false;
  if (
    n.percent &&
    !kind.percentField &&
    (!kind.money || !PERCENTISH.test(kind.about) || CURRENCY_NAMED.test(kind.about))
  )
    return false;
  if (kind.money && !n.percent && !moneyFits(kind.about, folded, n)) return false;
  if (amountForMeasure(kind, n)) return false;
  return !(kind.money && !n.currency && dayAndMonth(folded, n));
}

/**
 * An amount in another currency than the one the field names ("THC 245 €" for a freight in
 * USD), or said net where the field asks gross or the reverse ("420 € HT" for a total TTC), is
 * not the field's value (vat-status.ts): never converted, asked.
 */
function moneyFits(about: string, folded: string, n: FoundNumber): boolean {
  const currency = fieldCurrency(about);
  if (currency && n.currency && n.currency !== currency) return false;
  return vatFits(fieldVat(about), amountVat(folded, n.index, n.end));
}
