/**
 * The word lists of the number reader (number-field.ts, number-naming.ts), folded, in the seven
 * reading languages: what makes a field a percentage, a minimum, a fee or a deposit, and what
 * names a figure one of those.
 */

/**
 * A field that asks for a percentage: its words, or a "%" of its own ("discount (%)", "in %");
 * not the "%" of a figure that names the thing ("100% rye bread", "2 % milk").
 */
export const PERCENT =
  /\b(?:percent|percentage|pct|prozent|pourcentage|porcentaje|percentuale|procent|percentagem)\b|(?<!\d\s?)%/;

/** A break that opens an aside or a relative clause: " - which you are above", "(…". */
export const ASIDE =
  /\s[-–—]\s|\(|\b(?:which|who|welche[rsn]?|lequel|laquelle|ce qui|cosa che|il che|lo que|lo cual|o que|wat)\b/;

/** Currency and unit words of a name: they say how a value is written, not which it is. */
export const UNIT_NAME_WORDS: ReadonlySet<string> = new Set([
  'price',
  'eur',
  'usd',
  'gbp',
  'chf',
  'brl',
  'cost',
  'amount',
  'value',
  'number',
]);

/** Words that name a figure a minimum, in the seven languages ("minimum 24 months", "mindestens", "au moins", "almeno"). */
export const MINIMUM_MARK =
  /\b(?:minim(?:um|al|ale|aal|o|a|os|as|i|e)|minimum\w*|mindest\w*|at least|au moins|al menos|como minimo|almeno|minstens|ten minste|pelo menos|no minimo)\b/;
/** Words that make a field a minimum: those and the short forms of a field's name ("min", "moq"). */
export const MINIMUM = new RegExp(`${MINIMUM_MARK.source}|\\b(?:min|moq)\\b`);
export const MINIMUM_BEFORE =
  /(?:\bmin\.?|\bminimum\w*|\bminimal\w*|\bmoq|mindest\w*|\bminim[oa]s?|\bminime|\bminimaal|\bminimale|\bat least|\bau moins|\bmindestens|\bal menos|\balmeno|\bten minste|\bminstens|\bpelo menos)[^.;!?\d]{0,30}$/;
/** A minimum's words right before a figure ("com mínimo de 1.000 €", "minimum of £50", "mindestens 50 €", "min. 3"). */
export const MINIMUM_RIGHT_BEFORE =
  /(?:\bminim\w*|\bmindest\w*|\bat least|\bau moins|\bal menos|\balmeno|\bminstens|\bpelo menos|\bmin\.?)\s*(?:(?:de|di|da|of|van|von|do|du)\s+)?(?:[\p{Sc}]\s*|(?:eur|gbp|usd|chf)\s+)?$/u;
export const MINIMUM_AFTER =
  /^\s*(?:\p{L}+\s)?(?:minimum|min\.?|mindestens|au minimum|como minimo|minimo|minimaal|no minimo)\b/u;

/** A fee or flat rate, and a deposit, named in a field or beside an amount, in the seven languages. */
export const FLAT =
  /\b(?:fee|flat|one-off|one off|set-?up|lump sum|call-?out|pauschal\w*|gebuhr\w*|einrichtung\w*|forfait\w*|frais|tarifa plana|cuota|forfettari\w*|tariffa fissa|vast bedrag|vaste prijs|taxa)\b/;
export const DEPOSIT =
  /\b(?:deposit|down payment|security deposit|anzahlung|kaution|acompte|arrhes|caution|depot de garantie|senal|fianza|anticipo|deposito|acconto|caparra|cauzione|aanbetaling|borg|borgsom|waarborgsom|sinal|caucao)\b/;
/** A flat charge beside an amount, compounds included ("Anfahrtspauschale", "Grundgebühr"). */
export const FLAT_CHARGE = new RegExp(`${FLAT.source}|pauschale\\b|gebuhr\\b`);
/** A field's own denominator: "fee per user", "Gebühr pro Besuch", "frais par trajet". */
export const PER_SOMETHING = /\b(?:per|pro|par|por|je|each)\s+\p{L}/u;

/**
 * Words that call an amount or a label the whole ("total", "insgesamt", "Gesamtpreis", "totale",
 * "totaal", "all in", "en tout"): the total's own line or amount, never one of its parts.
 */
export const TOTAL_WORDS =
  /\b(?:total\w*|overall|gesamt\w*|insgesamt|summe|totale|totaal|totaux|all in|alles in allem|en tout|in tutto|ao todo)\b/;

/** A minimum named after a preposition in a field's words: the condition the value holds under, not the value. */
export const MINIMUM_AS_CONDITION =
  /\b(?:on|for|at|with|under|bei|auf|fur|mit|sur|pour|avec|en|con|para|per|sulla|sul|met|voor|op|bij|com|em|no|na)\s+(?:the|a|our|your|their|der|die|das|dem|den|einer?|le|la|les|l'|el|los|las|il|lo|gli|de|het|o|os|as)?\s*(?:minim(?:um|al|ale|aal|o|a|os|as|i|e)|mindest\w*)\b/g;
