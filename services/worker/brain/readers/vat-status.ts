import { foldForMatching } from '../language-fold.js';
import { FIELD_CURRENCY_WORDS } from './lexicons/currencies.js';
import { alternation, EACH_WORDS, PER_ARTICLES, PER_CONTRACTED, PER_PREPOSITIONS } from './lexicons/per-words.js';

/**
 * Whether an amount is said before or after VAT, and which of the two a money field asks for,
 * in the seven reading languages (folded text): "€ 1.250,- zzgl. MwSt.", "£1,180 + VAT",
 * "1 250 € HT", "R$ 3.400,00 sem impostos", "420 € TTC", "65 € IVA inclusa", "netto 890 €".
 * An amount whose VAT status is the other one than the field's is never its value: the brain
 * does not convert between net and gross itself (the rate, the rounding and what the tax
 * covers are the counterparty's to say), it asks.
 *
 * Only the words right after the amount (its own qualifiers) or right before it (a label such
 * as "Nettopreis", "prix TTC") count; a bare "excl." or "inkl." counts only where the amount's
 * sentence ends with it (the segmenter cuts after the abbreviation), never before another word
 * ("exkl. Versand" is without shipping); a "+ VAT" that belongs to the amount before is not the
 * next amount's. Plain alternations on bounded windows: linear in the counterparty's text.
 */

export type VatStatus = 'net' | 'gross';

/** What the amount is per, which may stand before its tax words ("65 € al giorno IVA inclusa"). */
const PER_WORD = alternation([...PER_PREPOSITIONS, ...PER_CONTRACTED, ...PER_ARTICLES, ...EACH_WORDS, 'an']);
const PER = String.raw`(?:(?:\/\s*|(?:${PER_WORD})\s+)\p{L}+\s+)?`;

/**
 * A verb between an amount (and what it is per) and its tax words: "the 38 € a night are with IVA
 * included", "die 38 € sind inkl. MwSt.", "les 38 € sont TTC", "is", "es", "ist", "est", "è", "é",
 * "zijn", "são" (folded).
 */
const COPULA = String.raw`(?:(?:is|are|es|son|esta|estan|ist|sind|est|sont|e|sono|zijn|sao)\s+)?`;

/** A tax's rate in brackets between its name and its status: "IVA (21 %) incluido", "MwSt. (19 %) enthalten". */
const RATE_ASIDE = String.raw`(?:\(\s*\d{1,2}(?:[.,]\d{1,2})?\s?%\s*\)\s*)?`;

/** A denominator right after an amount: "a month", "per seat", "/night". */
const PER_NEXT = new RegExp(String.raw`^\s*(?:\/|(?:${PER_WORD})\s+\p{L})`, 'u');

/** The names of a sales tax, in the seven languages (folded). */
const TAX_NAMES = String.raw`vat|mwst|mw st|ust|tva|iva|btw|gst|sales tax|taxes?|tax|impostos?|impuestos?|imposte|steuern?`;
/**
 * The one-word names of a sales tax (folded, stems): a yes/no field's subject "VAT" is named by any
 * of them; not "ust", which starts "usted".
 */
export const TAX_NAME_WORDS: readonly string[] = TAX_NAMES.split('|')
  .filter((w) => !w.includes(' ') && w !== 'ust')
  .map((w) => w.replace(/.\?$/, ''));
const TAX = String.raw`(?:\d{1,2}(?:[.,]\d{1,2})?\s?%\s*(?:de |di |d'|of |der )?)?(?:${TAX_NAMES})\.?`;

/** A sales tax named anywhere in folded text ("plus VAT", "zzgl. MwSt", "hors TVA", "più IVA", "excl. btw"). */
export const TAX_WORD = new RegExp(String.raw`\b(?:${TAX_NAMES})\b`);

/** Right after an amount: "+ VAT", "excl. VAT", "zzgl. MwSt.", "HT", "netto", "+ IVA", "sem impostos". */
const NET_AFTER = new RegExp(
  String.raw`^\s*(?:[.,]?[-–]+\s*)?${PER}${COPULA}\(?\s*(?:(?:\+|plus|mas|piu|mais|zzgl\.?|zuzuglich|excl\.?|excluding|exclusive of|ex\.?|exkl\.?|exklusive|ohne|sin|senza|sem|s\/|sans|hors|exclusief|zonder|before|avant|antes de|prima di|voor)\s*(?:de |di |la |el |l'|der |die |gesetzlichen |gesetzl\. )?${TAX}|(?:net|nett|netto|neto|ht|h\.t\.|htva|h\.t\.v\.a\.|hors taxes?)(?![\p{L}])|(?:exkl|zzgl|excl)\.?(?=\s*(?:[,;)!?]|$))|(?:${TAX})\s*${RATE_ASIDE}(?:excl\w*|esclusa|escluse|non inclusa|no incluid[oa]|non comprise?|nicht enthalten|not included|exclusa|nao incluid[oa]))`,
  'u',
);

/** Right after an amount: "incl. VAT", "inkl. MwSt.", "TTC", "brutto", "IVA inclusa", "con IVA", "com IVA". */
const GROSS_AFTER = new RegExp(
  String.raw`^\s*(?:[.,]?[-–]+\s*)?${PER}${COPULA}\(?\s*(?:(?:incl\.?|inc\.?|including|inclusive of|inkl\.?|inklusive|einschl\.?|einschliesslich|con|compresa|comprensiv[oa] di|com|c\/|avec|inclusief|met|incluindo|incluido|incluida)\s*(?:de |di |la |el |l'|der |die |gesetzlichen |gesetzl\. )?${TAX}|(?:gross|brutto|bruto|ttc|t\.t\.c\.|tvac|t\.v\.a\.c\.|toutes taxes comprises|lordo|ivato|ivata)(?![\p{L}])|(?:incl|inkl)\.?(?=\s*(?:[,;)!?]|$))|(?:${TAX})\s*${RATE_ASIDE}(?:incl\w*|inclusa|incluse|compresa|comprese|comprise?|incluid[oa]|enthalten|included|inbegrepen|inclusa))`,
  'u',
);

/** Right before an amount (a label): "net price", "Nettopreis", "prix HT", "prezzo netto", "total TTC:". */
const NET_BEFORE =
  /(?:\bnet|\bnetto\w*|\bneto|\bht|\bhors taxes?|\bexcl\.? (?:vat|btw|tva|iva|mwst)|\bex vat|\bsin iva|\biva esclusa|\bsem iva|\bs\/ ?iva)\s*(?:price|preis|prix|precio|prezzo|prijs|preco|amount|betrag|montant|importe|importo|bedrag|valor|total|totale|totaal|gesamt)?\s*(?:is|ist|est|es|e|of|von|de|di|van|bedraagt|betragt|:|=)?\s*[€$£]?\s*$/;
const GROSS_BEFORE =
  /(?:\bgross|\bbrutto\w*|\bbruto|\bttc|\btvac|\blordo|\bincl\.? (?:vat|btw|tva|iva|mwst)|\binkl\.? mwst|\bcon iva|\bcom iva|\bc\/ ?iva|\biva inclusa|\biva incluid[oa])\s*(?:price|preis|prix|precio|prezzo|prijs|preco|amount|betrag|montant|importe|importo|bedrag|valor|total|totale|totaal|gesamt)?\s*(?:is|ist|est|es|e|of|von|de|di|van|bedraagt|betragt|:|=)?\s*[€$£]?\s*$/;

/**
 * Right before an amount: a net amount's "+ VAT" and a link that restates the sum with the tax
 * added ("266 € + IVA (21 %), es decir 321,86 €", "£2,380 + VAT (total £2,903.60)", "1.920 € +
 * IVA 22%, cioè 2.342,40 €", "2.000 € zzgl. 19 % MwSt., also 2.380 €", "450 € HT, soit 540 €"):
 * that amount is the gross one.
 */
const GROSS_AFTER_NET = new RegExp(
  String.raw`(?:(?:\+|\bplus|\bmas|\bpiu|\bmais|\bzzgl\.?|\bzuzuglich)\s*(?:de |di |la |el |l'|der |die )?${TAX}|\bht|\bhors taxes?)\s*(?:\(?\s*\d{1,2}(?:[.,]\d{1,2})?\s?%\s*\)?)?\s*[,(=:]?\s*(?:(?:that is|that's|i\.e\.|ie|so|which is|making|cioe|ovvero|quindi|es decir|o sea|soit|donc|c'est-a-dire|das sind|also|somit|dus|ou seja|portanto|in total|en total|in totale|no total|insgesamt|totale?|totaal|gesamt)[,:]?\s*){1,2}(?:di |de |von |van )?[€$£]?\s*$`,
);

/** What the amount spanning [index, end) of the folded `text` says of VAT, if anything. */
export function amountVat(folded: string, index: number, end: number): VatStatus | undefined {
  const after = folded.slice(end, end + 40);
  if (NET_AFTER.test(after)) return 'net';
  if (GROSS_AFTER.test(after)) return 'gross';
  const before = folded.slice(Math.max(0, index - 30), index);
  if (NET_BEFORE.test(before)) return 'net';
  if (GROSS_BEFORE.test(before)) return 'gross';
  // … unless it is the sum per a period or a thing ("£3,300 + VAT, which is £275 a month").
  if (GROSS_AFTER_NET.test(folded.slice(Math.max(0, index - 60), index)) && !PER_NEXT.test(after)) return 'gross';
  return undefined;
}

const FIELD_NET = new RegExp(
  String.raw`\b(?:(?:excl\w*|excluding|exclusive of|ex|zzgl|exkl\w*|ohne|sin|senza|sem|sans|hors|exclusief|zonder|before|avant|antes de|prima di|voor)\.? (?:de |di |la |el |l'|der |die )?${TAX}|${TAX} (?:excl\w*|esclusa|escluse|exclusa|non inclusa|no incluid[oa])|net|netto|neto|nett|ht|htva|hors taxes?|pre-?tax|plus vat)\b`,
);
const FIELD_GROSS = new RegExp(
  String.raw`\b(?:(?:incl\w*|including|inclusive of|inc|inkl\w*|einschl\w*|con|com|avec|inclusief|met|incluindo)\.? (?:de |di |la |el |l'|der |die )?${TAX}|${TAX} (?:incl\w*|inclusa|incluse|compresa|comprese|comprise?|incluid[oa])|gross|brutto|bruto|ttc|tvac|lordo|ivato|ivata|toutes taxes comprises)\b`,
);

/**
 * A tax's own status, in a clause or beside an amount ("IVA incluido", "+ VAT", "zzgl. MwSt.",
 * "TTC", "iva non compresa", "btw niet inbegrepen"), folded, global: it says whether the tax is
 * in the figure, nothing of any other thing's inclusion (boolean-field.ts blanks it for a yes/no
 * field about anything but the tax).
 */
export const TAX_STATUS = new RegExp(
  String.raw`${FIELD_NET.source}|${FIELD_GROSS.source}|(?:\+|\bmas\b|\bpiu\b|\bmais\b|\bzuzuglich\b)\s*${TAX}|\b${TAX}\s*(?:(?:is|are|ist|est|es|e|zijn) )?(?:(?:no|non|not|nicht|niet|nao|pas)\s+)?(?:incl\w*|inclus\w*|compres[ae]|compris\w*|incluid[oa]|enthalten|inbegrepen|inbegriffen)\b|(?<=[€$£\d]\s{0,2})(?:incl|inkl|excl|exkl|zzgl)\.?(?=\s*$)`,
  'g',
);

/** A header or label of the amount before tax: "Imponibile", "Nettobetrag", "Montant HT", "Base imponible", "excl. btw". */
const NET_LABEL =
  /\b(?:imponibile|base imponible|base tributavel|nettobetrag|nettopreis|nettosumme|montant ht|total ht|subtotal|zwischensumme|subtotale|subtotaal)\b/;

/** Whether a header or label (folded) names the amount before tax. */
export function namesNet(label: string): boolean {
  return NET_LABEL.test(label) || FIELD_NET.test(label);
}

/** Which VAT status a money field's folded name and description ask for, if one. */
export function fieldVat(about: string): VatStatus | undefined {
  const net = FIELD_NET.test(about);
  const gross = FIELD_GROSS.test(about);
  if (net === gross) return undefined;
  return net ? 'net' : 'gross';
}

/**
 * Whether a `label: value` line (a CSV cell under its header, a table's cell) states the other
 * VAT status than the money field asks for ("price incl. VAT: 0.43", "Preis brutto: 12,50",
 * "prix TTC: 120" for a price without VAT): its figure is never the field's.
 */
export function lineVatConflicts(about: string, label: string, value: string): boolean {
  const field = fieldVat(about);
  if (field === undefined) return false;
  const head = `${foldForMatching(label)}: `;
  const tail = foldForMatching(value);
  const figure = /\d[\d.,'’ ]*/.exec(tail);
  if (!figure) return false;
  const start = head.length + figure.index;
  return !vatFits(field, amountVat(head + tail, start, start + figure[0].trimEnd().length));
}

/** False when the amount's VAT status is the other one than the field asks for. */
export function vatFits(field: VatStatus | undefined, amount: VatStatus | undefined): boolean {
  return field === undefined || amount === undefined || field === amount;
}

/**
 * A currency's words in a field's name or description, one pattern per code: a word bounded where
 * it has letters at its edge ("eur" not in "europe", "£" anywhere).
 */
const FIELD_CURRENCIES: ReadonlyArray<[string, RegExp]> = [...new Set(Object.values(FIELD_CURRENCY_WORDS))].map(
  (code) => {
    const words = Object.keys(FIELD_CURRENCY_WORDS).filter((w) => FIELD_CURRENCY_WORDS[w] === code);
    const bounded = words.map((w) => {
      const escaped = w.replace(/[$.]/g, '\\$&');
      return `${/^\p{L}/u.test(w) ? '\\b' : ''}${escaped}${/\p{L}$/u.test(w) ? '\\b' : ''}`;
    });
    return [code, new RegExp(`(?:${alternation(bounded)})`)];
  },
);

/** The one currency a money field's folded name and description name, if exactly one. */
export function fieldCurrency(about: string): string | undefined {
  const named = FIELD_CURRENCIES.filter(([, re]) => re.test(about)).map(([code]) => code);
  return named.length === 1 ? named[0] : undefined;
}
