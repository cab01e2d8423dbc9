import { foldForMatching } from '../language-fold.js';
import { alternation, EACH_WORDS, PER_CONTRACTED, PER_PREPOSITIONS, SUM_WORDS } from './lexicons/per-words.js';
import { PRICE_OF_ONE } from './units/price-per-unit.js';

/**
 * What an amount is the price of: per unit ("€119 per room and night", "CHF 49/seat/month",
 * "€27.50 a head", "2,35 € por unidad", "12 € pro Stück", "30 € par personne", "5 € cada uno"),
 * a total ("€3,700 in total", "the total is …", "insgesamt", "en total"), or unscoped; and what
 * a schema property asks for (a per-unit price, a total, or either). A per-unit amount binds
 * only to a per-unit field, a total field takes a total or an unscoped amount; the periods and
 * units named on both sides (month, year, night, room, person …) must not disagree.
 *
 * All checks look at a bounded window of folded text right before or after the amount, with
 * simple alternations (no nested quantifiers): linear in the counterparty's text.
 */

export type AmountScope = 'per-unit' | 'total' | 'none';
export type FieldScope = 'per-unit' | 'total' | 'any';

const WINDOW = 40;

/** Tax or price qualifiers that may stand between an amount and its "per …": "€12 excl. VAT per unit", "£68 + VAT per clean". */
const QUALIFIER =
  /^\s*(?:[.,]?-+|\+\s?(?:vat|iva|tva|mwst|btw|ust|gst)\b\.?|\((?:excl|incl|ex|net|netto|brutto|ht|htva|ttc|tvac|zzgl|inkl)[^)]{0,20}\)|(?:net|gross|netto|brutto|ht|htva|ttc|tvac|all-?in|(?:excl|incl|ex|zzgl|inkl|exkl|iva|vat|mwst|btw)\.?(?: (?:vat|mwst|btw|iva|tva))?\.?))(?=\s|$)/;

/** What must not follow a preposition for it to mean "per" ("per cent", "per the contract", "par virement", "por transferencia"). */
const NOT_A_DENOMINATOR: Record<(typeof PER_PREPOSITIONS)[number], string> = {
  per: String.raw`cent\b|the\b|la\b|il\b|lo\b|i\b|gli\b|le\b|l'|un[ao]?\b|all\w*\b|tutt\w*\b|our\b|your\b|this\b`,
  pro: '',
  par: String.raw`le\b|la\b|les\b|l'|un\w*\b|virement\b|cheque\b|carte\b`,
  por: String.raw`el\b|la\b|los\b|las\b|un\w*\b|tod\w*\b|transferencia\b|su\b|sus\b|seus?\b|suas?\b|vuestr\w*\b|nuestr\w*\b|est[eao]s?\b`,
  je: '',
};
const PREPOSITION_AFTER = PER_PREPOSITIONS.map((w) =>
  NOT_A_DENOMINATOR[w] ? `${w} (?!${NOT_A_DENOMINATOR[w]})` : String.raw`${w}\b`,
).join('|');

/**
 * Things and periods an Italian, Spanish or Portuguese "a" makes a denominator of ("2,40 € a
 * bancale", "0,09 € a palabra", "18 € a persona", "45 € a noite"); other nouns after "a" are a
 * place or a purpose ("a Roma", "a parte", "a partire da").
 */
const A_NOUNS =
  'persona|notte|testa|pessoa|noite|mes|ano|dia|noche|semana|cabeza|settimana|bancale|pallet|palet|palete|pezzo|pieza|peca|unidad|unita|unidade|collo|cartone|scatola|caja|caixa|chilo|kilo|kg|litro|metro|m2|hora|camera|plaza|parola|palabra|palavra|pagina|mese';

/**
 * "For the week", "pour la journée", "für eine Nacht", "por el mes", "per la settimana", "voor de
 * dag", "pela noite": an amount for ONE period is its rate per that period (a number of periods,
 * "for the 3 days", is no denominator).
 */
const FOR_ONE_PERIOD = String.raw`(?:for (?:the|a|one)|pour (?:la|une|le|un)|fur (?:die|eine|den|einen|ein)|por (?:la|una|el|un)|per (?:la|una|il|un)|voor (?:de|een|het)|para (?:a|uma|o|um)|pela|pelo) (?:week|day|night|month|hour|semaine|journee|jour|nuit|mois|heure|woche|tag|nacht|monat|stunde|semana|dia|noche|mes|hora|settimana|giornata|giorno|notte|mese|ora|dag|maand|uur|noite)\b`;

const PER_UNIT_AFTER = new RegExp(
  String.raw`^\s*(?:\/\s*\p{L}|${PREPOSITION_AFTER}|(?:${alternation(EACH_WORDS)})\b|the (?:piece|unit)\b|an? (?:head|piece|unit|night|day|week|month|year|person|hour|seat|room|item|guest|kg|litre|liter|copy|visit|bag|box|bottle|sheet|page|side|word|pallet|carton|label|user|licence|license|ticket|lesson|session|meal|cover|trip|mile|case|crate|sack|tin|jar|can|keg|barrel|drum|tray|roll|bundle|tub|pack|tonne|ton)\b|a (?:${A_NOUNS})\b|(?:${alternation(PER_CONTRACTED)}) (?:mese|giorno|anno|dia|mes|ano|settimana|semana|notte|noite|kg|chilo|litro|metro|m2|pezzo|bancale|palete)\b|la (?:nuit|piece|personne|semaine|tonne|journee|notte|noche|semana|hora|jornada|unidad|pieza|persona|giornata|settimana|tonnellata|tonelada)\b|le (?:m|kg|mois|jour|litre|metre)\b|el (?:dia|mes|kilo|metro|litro|ano|turno)\b|il (?:giorno|mese|chilo|metro|litro|pezzo|turno)\b|o (?:dia|mes|ano|quilo|metro|litro|turno)\b|(?:de |a )?l'(?:unite|heure|unita|annee|ora)\b|het stuk\b|de (?:nacht|maand|week)\b|im monat\b|monatlich\b|${FOR_ONE_PERIOD}|mensuel\w*|mensual\w*|mensil\w*|maandelijks\b|jahrlich\b|annuel\w*|anual\w*|annual\w*|yearly\b|monthly\b|nightly\b|daily\b|hourly\b|weekly\b)`,
  'u',
);

const TOTAL_AFTER =
  /^\s*(?:in total|total\b|overall\b|altogether\b|all together\b|in all\b|for (?:the )?(?:whole|entire|complete)\b|insgesamt\b|gesamt\b|au total\b|en total\b|in totale\b|complessiv\w*|in totaal\b|totaal\b|no total\b|ao todo\b|em total\b|zusammen\b|en tout\b|in tutto\b|en conjunto\b|bij elkaar\b|no conjunto\b)/;

const TOTAL_BEFORE =
  /(?:\btotal\w*|\boverall|\bsum\b|\bin all\b|\baltogether|\bgesamt\w*|\binsgesamt|\bsumme|\bmontant global|\btotale|\btotaal|\bcomes? to|\bcome to|\bcomplessiv\w*|\bes decir|\bcioe|\bso\b|\bthat is|\bthat's|\bthus|\bthat makes|\bmaking|\bsoit\b|\bdonc\b|\bdas (?:sind|macht|ergibt)|\bsomit|\bquindi|\bovvero|\bo sea\b|\bou seja|\bportanto|\bdat (?:is|maakt)\b|\bdus\b|\bzusammen|\ben tout\b|\bin tutto\b|\ben conjunto\b|\bbij elkaar\b|\bno conjunto\b)[^.;!?\d]{0,25}$|\balso,?\s*(?:rund |ca\.? |etwa )?$/;

/**
 * The price of one thing said before it, an article, the thing and "at" ("das Stück zu 4,50 €",
 * "la pièce à 3 €", "il pezzo a 2,80 €", "la unidad a 1,95 €", "a unidade a 2 €", "het stuk voor
 * € 3", "the piece at £4"): a price per that thing.
 */
const THE_PIECE_AT = String.raw`\b(?:das stuck|das exemplar|das paar|la piece|l'unite|il pezzo|l'unita|la unidad|la pieza|a unidade|a peca|het stuk|the piece|the unit|each one)\s+(?:zu|fur|a|voor|at|for|je)\s*(?:€|£|\$|eur|chf|gbp)?\s*$`;

/**
 * A rate named by its period before the amount: "day rate", "Tagesmiete", "Stundensatz", "tarif
 * journalier", "tarifa diaria", "tariffa giornaliera", "dagprijs", "diária". Days, hours, nights
 * and weeks only: a "monthly fee" or "custo mensal" is as often the whole bill of the month.
 */
const PERIOD_RATE = String.raw`\b(?:(?:day|daily|hourly|nightly|weekly) (?:rate|price|hire|rent|rental)|(?:tages|stunden|wochen|nacht)(?:miete|mietpreis|satz|preis|tarif|lohn)|(?:tarif|prix) (?:journalier|horaire|hebdomadaire|a la journee|de la journee|a l'heure)|(?:tarifa|precio) (?:diari[oa]|por dia|por hora|horari[oa]|semanal)|(?:tariffa|prezzo) (?:giornalier[oa]|orari[oa]|settimanale)|(?:dag|uur|week|nacht)(?:prijs|tarief|huur|loon)|(?:preco|tarifa) (?:diari[oa]|por dia|por hora|horari[oa]|semanal)|diaria)`;

/**
 * "je Kontrolle 162 €", "pro Einsatz 95 €", "par passage 85 €": a German "je" or "pro", a French
 * "par", then a noun and the amount: a price per that thing (the noun is read like any "per …").
 * Italian, Spanish and Portuguese "per"/"por" before a noun as often mean "for" ("per trasporto 18 €").
 */
const EACH_NOUN_AT = String.raw`\b(?:je|pro|par(?! (?:le|la|les|un\w*|virement|cheque|carte|mois|an|jour|semaine)\b| l'))\s+\p{L}{3,}\s*:?\s*(?:€|£|\$|eur|chf)?\s*$`;

const PER_UNIT_BEFORE = new RegExp(
  String.raw`${PERIOD_RATE}[^.;!?\d]{0,32}$|(?:\bunit price|\bprice per \p{L}+|\b(?:${alternation(PER_PREPOSITIONS)}) (?:unit|piece|item|person|head|night|room|seat|stuck)|\bstuckpreis|\beinzelpreis|\bprix unitaire|\bprecio unitario|\bprezzo unitario|\bstukprijs|\bpreco unitario|\beach\b)[^.;!?\d]{0,20}$|${THE_PIECE_AT}|${EACH_NOUN_AT}`,
  'u',
);

/** "Together", "in total" right before an amount (a few words between), in the seven languages (folded). */
const TOGETHER_BEFORE = new RegExp(String.raw`\b(?:${alternation(SUM_WORDS)})\b[^.;!?\d]{0,12}$`);

/** A period right after an amount: "im Monat", "a month", "per month", "par mois", "al mes", "per maand", "/Monat". */
const PERIOD_AFTER =
  /^\s*(?:(?:im|pro|je|per|a|an|par|por|al|ao|em|the|le|la|il|het|de)\s+|\/\s*)?(?:month|monat|mois|mes|mese|maand|week|woche|semaine|semana|settimana|year|jahr|annee|ano|anno|jaar|night|nacht|nuit|noche|notte|noite|monthly|monatlich|mensuel\w*|mensual\w*|mensil\w*|maandelijks|weekly|yearly|annual\w*|jahrlich|nightly)\b/;

/** A count and "x" or "×" right before an amount ("2 drops x £12.50"): the price of one of them, never a total. */
export const TIMES_BEFORE = /\d\s*(?:\p{L}+\s+)?[x×]\s*(?:€|£|\$|eur|gbp|chf)?\s*$/u;

/** "applies to both", "is charged on each", "gilt für beide", "s'applique aux deux", "se aplica a cada" … right after an amount. */
const EACH_OF_THEM_AFTER =
  /^\s*(?:applies|apply|is charged|are charged|is due|counts) (?:to|on|for) (?:both|each|every)\b|^\s*(?:gilt|gelten|fallt|fallen) (?:fur|bei|auf) (?:beide|jede\w*)\b|^\s*s'applique(?:nt)? (?:aux deux|a chaque|a chacun\w*)|^\s*se (?:aplica|aplican|cobra|cobran) (?:a|en|por) (?:ambos|ambas|cada)\b|^\s*si applica(?:no)? (?:a|ad) (?:entrambi|entrambe|ciascun\w*|ogni)\b|^\s*(?:geldt|gelden) voor (?:beide|elke|iedere)\b|^\s*(?:aplica-se|aplicam-se|e cobrad[oa]) (?:a|em|por) (?:ambos|ambas|cada)\b/;

/** A definite article right before an amount ("the £12.50", "die 12,50 €", "les 12,50 €"); not "de", as often "of". */
const ARTICLE_BEFORE = /\b(?:the|die|der|den|les|le|la|los|las|el|il|i|gli|het|os|as|o)\s*(?:€|£|\$|eur|gbp|chf)?\s*$/;

/** Where the amount that spans [index, end) in `text` says it applies. */
export function amountScope(text: string, index: number, end: number, thing?: string): AmountScope {
  const after = afterQualifiers(foldForMatching(text.slice(end, end + WINDOW)));
  const before = foldForMatching(text.slice(Math.max(0, index - WINDOW), index));
  // "Für die 14 Räder zahlen Sie zusammen 826 € im Monat", "altogether £826 a month": all the
  // items together for a period is a total (of the period), never the price per one of them.
  if (TOGETHER_BEFORE.test(before) && PERIOD_AFTER.test(after)) return 'total';
  if (PER_UNIT_AFTER.test(after) || (thing !== undefined && articleThing(thing).test(after))) return 'per-unit';
  // "the £12.50 applies to both": charged on each; "2 x 117 €": the price of one of them; "= 234 €":
  // the sum of them.
  if (EACH_OF_THEM_AFTER.test(after) || TIMES_BEFORE.test(before)) return 'per-unit';
  if (/=\s*(?:€|£|\$|eur|gbp|chf)?\s*$/.test(before)) return 'total';
  if (TOTAL_AFTER.test(after)) return 'total';
  // The nearer of the two words before it says: "€4 per item, so €120" is a total.
  const perUnit = PER_UNIT_BEFORE.exec(before);
  const total = TOTAL_BEFORE.exec(before);
  if (perUnit && (!total || perUnit.index >= total.index)) return 'per-unit';
  // "so the £12.50 applies to both": the article points back at an amount already said, no sum.
  if (total && INFERENCE.test(total[0]) && ARTICLE_BEFORE.test(before)) return 'none';
  if (total && !(INFERENCE.test(total[0]) && opensSentence(text, index - (before.length - total.index))))
    return 'total';
  // "So the total is £2,100": a total word after the opening "so" still says it.
  if (total && TOTAL_BEFORE.test(total[0].replace(INFERENCE, ''))) return 'total';
  return 'none';
}

/**
 * Words that make an amount a total as the result of what comes before ("€4 per item, so €120",
 * "not included, that's an extra £65"): opening a sentence ("So the lift is £165 for the week")
 * they say nothing of its scope.
 */
const INFERENCE =
  /^(?:so|that is|that's|thus|that makes|making|es decir|cioe|soit|donc|das (?:sind|macht|ergibt)|somit|quindi|ovvero|o sea|ou seja|portanto|dat (?:is|maakt)|dus|also)\b/;

/** Whether only a sentence's start stands before `at` in `text`. */
function opensSentence(text: string, at: number): boolean {
  const head = text.slice(Math.max(0, at - 200), Math.max(0, at));
  const start = Math.max(
    head.lastIndexOf('. '),
    head.lastIndexOf('\n'),
    head.lastIndexOf('! '),
    head.lastIndexOf('? '),
  );
  return !/[\p{L}\d]/u.test(head.slice(start + 1));
}

/**
 * The thing a price field is per, after an article that means "per" ("£95 a piano" for a price
 * per piano, "40 € le carton", "3 € il barattolo", "2 € het blik"): any noun the field itself is
 * priced per, beside the closed list of PER_UNIT_AFTER.
 */
function articleThing(thing: string): RegExp {
  const word = thing.replace(/[^\p{L}\d ]/gu, '');
  return new RegExp(
    String.raw`^\s*(?:an?|the|le|la|l'|il|lo|el|o|a|het|das|der|die)\s*${word}\p{L}{0,2}(?![\p{L}])`,
    'u',
  );
}

/** The words right after an amount that say what it is per (to its clause's end). */
export function scopeWords(text: string, end: number): string {
  const after = afterQualifiers(foldForMatching(text.slice(end, end + WINDOW)));
  // "39 € HT par poste et par mois", "£14 per seat and per month": a second "per" after "and"
  // goes on naming what the amount is per.
  // "£269.20 a week including the two deliveries": what it includes starts another clause.
  const stop = after.search(
    /[,;.()!?]|\s(?:and|und|et|y|e|en)\s(?!night|nacht|nuit|noche|notte|nacht|(?:per|par|pro|por|je|al|au|a|an)\s)|\s(?:including|inclusive of|inkl|inklusive|einschliesslich|incluant|y compris|incluyendo|incluido|includendo|compreso|inclusief|incluindo)\b/,
  );
  const scope = stop >= 0 ? after.slice(0, stop) : after;
  // The verb of the next clause ends the scope: in "SB von 500 € je Schadenfall beträgt der
  // Jahresbeitrag …" the 500 is per claim, never per year.
  const verb = scope.search(VALUE_VERB);
  return verb >= 0 ? scope.slice(0, verb) : scope;
}

/**
 * The thing named before an amount by "je", "pro" or "par" ("je Kontrolle 162 €"), as the words
 * of its scope (" je kontrolle "), when no "per …" follows the amount; else the words after it.
 */
const EACH_NOUN_BEFORE = new RegExp(EACH_NOUN_AT, 'u');
export function scopeWordsAround(text: string, index: number, end: number): string {
  const after = scopeWords(text, end);
  if (PER_UNIT_AFTER.test(afterQualifiers(foldForMatching(text.slice(end, end + WINDOW))))) return after;
  const m = EACH_NOUN_BEFORE.exec(foldForMatching(text.slice(Math.max(0, index - WINDOW), index)));
  return m ? ` ${m[0].replace(/\s*:?\s*(?:€|£|\$|eur|chf)?\s*$/u, '')} ` : after;
}

/** A verb that states the value of what follows it, in the seven languages (folded). */
const VALUE_VERB =
  /\s(?:is|are|was|were|costs?|comes? to|amounts? to|ist|sind|betragt|betragen|kostet|belauft|est|sont|coute|coutent|s'eleve|es|son|cuesta|cuestan|asciende|sono|costa|costano|ammonta|zijn|bedraagt|kost|sao|custa|custam|fica|ficam)\b/;

function afterQualifiers(after: string): string {
  let rest = after;
  for (let i = 0; i < 3; i++) {
    const m = QUALIFIER.exec(rest);
    if (!m) break;
    rest = rest.slice(m[0].length);
  }
  return rest;
}

/** "per …" right after an amount (commitments.ts compares limits of the same scope). */
export function isPerUnitAfter(after: string): boolean {
  return PER_UNIT_AFTER.test(afterQualifiers(foldForMatching(after)));
}

const FIELD_PER_UNIT =
  /\b(?:per|each|unit|pro|je|par|por|rate|nightly|hourly|daily|weekly|monthly|yearly|annual|annually|stuck|piece|apiece|unitaire|unitario)\b/;
const FIELD_PERIOD = /\b(?:nightly|hourly|daily|weekly|monthly|yearly|annual|annually)\b/g;
const FOR_A_COUNT = /\b(?:per|por|pro|par)\s+(?:(?:i|le|les|las|los|la|il|gli|os|as|die|the)\s+)?\d+\b/g;
const FIELD_TOTAL = /\b(?:total|overall|whole|entire|gesamt\w*|insgesamt|totale|totaal|sum)\b/;

/** What a property asks for, from its name's words and description (folded). */
export function fieldScope(about: string): FieldScope {
  const total = FIELD_TOTAL.test(about);
  // "annual premium for the whole fleet": a period with a whole is a total over that period.
  // "costo totale per i 3 giorni": a "per" before a count is "for" those periods, no denominator.
  const perUnit = total
    ? FIELD_PER_UNIT.test(about.replace(FIELD_PERIOD, ' ').replace(FOR_A_COUNT, ' '))
    : FIELD_PER_UNIT.test(about) || PRICE_OF_ONE.test(about);
  if (perUnit && !total) return 'per-unit';
  if (total && !perUnit) return 'total';
  return 'any';
}

/** "together", "combined", "zusammen", "ensemble", "juntos", "insieme", "samen" (folded). */
const FIELD_TOGETHER = /\b(?:together|combined|zusammen|ensemble|juntos|juntas|insieme|samen)\b/;

/**
 * A field that sums its parts ("delivery plus collection together", "Anlieferung und Abholung
 * zusammen") and names nothing it is per: an amount said per one of them ("£45 each way") is no
 * value of it ("per night for both dogs together" is a rate per night, and not such a field).
 */
export function sumOfParts(about: string): boolean {
  return FIELD_TOGETHER.test(about) && fieldScope(about) === 'any' && !FIELD_PER_UNIT.test(about);
}

/** Periods and counted things, each with its words in the languages the brain reads. */
const UNIT_CLASSES: ReadonlyArray<{ name: string; period: boolean; words: RegExp }> = [
  {
    name: 'month',
    period: true,
    words: /\b(?:month\w*|mths?|monat\w*|mois|mensu\w*|mes|meses|mese|mensil\w*|maand\w*|mensal\w*)\b|(?<=\/\s?)mo\b/,
  },
  {
    name: 'year',
    period: true,
    words: /\b(?:year\w*|yrs?|annu\w*|annum|jahr\w*|par an|l'an|annee|anual\w*|ano|anos|anno|jaar\w*)\b/,
  },
  { name: 'night', period: true, words: /\b(?:night\w*|nacht|nachte|nuit\w*|noche\w*|notte|notti|noite\w*)\b/ },
  {
    name: 'day',
    period: true,
    words:
      /\b(?:day|days|daily|tag|tage|taglich|jour|jours|journee|dia|dias|diari\w*|giorno|giorni|dag|dagen|dagelijks)\b/,
  },
  { name: 'hour', period: true, words: /\b(?:hour\w*|stunde\w*|heure\w*|hora|horas|ora|ore|uur)\b/ },
  { name: 'week', period: true, words: /\b(?:week\w*|woche\w*|semaine\w*|semana\w*|settiman\w*)\b/ },
  {
    name: 'person',
    period: false,
    words:
      /\b(?:person\w*|participant\w*|partecipant\w*|teilnehmer\w*|deelnemer\w*|attendee\w*|delegate\w*|head|heads|testa|tete|cabeza|cabezas|cabeca|cabecas|hoofd|guest\w*|pax|personne\w*|persona\w*|pessoa\w*|persoon|kopf|gast|gaste|ospit\w*|convidad\w*|invitad\w*|user|users|nutzer\w*|benutzer\w*|utilisateur\w*|usuario\w*|utente|utenti|gebruiker\w*|utilizador\w*)\b/,
  },
  {
    name: 'room',
    period: false,
    words: /\b(?:room\w*|zimmer|chambre\w*|habitacion\w*|camera|camere|kamer\w*|quarto\w*)\b/,
  },
  { name: 'seat', period: false, words: /\b(?:seat\w*|platz|siege\w*|asiento\w*|posto|posti|stoel\w*|lugar\w*)\b/ },
  {
    name: 'pallet',
    period: false,
    words: /\b(?:pallet\w*|palette\w*|palett\w*|bancal\w*|palet|palets|pale|palete\w*)\b/,
  },
  {
    name: 'carton',
    period: false,
    words: /\b(?:carton\w*|karton\w*|cartone|cartoni|caja|cajas|scatol\w*|doos|dozen|caixa\w*|box|boxes)\b/,
  },
  {
    name: 'tin',
    period: false,
    words: /\b(?:tin|tins|can|cans|dose|dosen|boite\w*|lata|latas|latta|latte|lattin\w*|blik\w*)\b/,
  },
  {
    name: 'word',
    period: false,
    words: /\b(?:word|words|wort|worter|mot|mots|palabra\w*|parola|parole|woord\w*|palavra\w*)\b/,
  },
];

/** The unit classes a (folded) text names. */
export function unitClassesOf(folded: string): Set<string> {
  const out = new Set<string>();
  for (const c of UNIT_CLASSES) if (c.words.test(folded)) out.add(c.name);
  return out;
}

export const PERIODS = new Set(UNIT_CLASSES.filter((c) => c.period).map((c) => c.name));

/** A count written before a word ("30-hour", "3 day", "12 Monate"): a length the thing has. */
const COUNTED_WORD = /\b\d+(?:[.,]\d+)?(?:\s*-\s*|\s+)(\p{L}+)/gu;

/**
 * The unit classes a field's words (folded) name as what its value is per or over: a period
 * counted in the field's words ("price per participant for the 30-hour module", "3-day course
 * fee") is a length of the thing priced, not the period a rate is per, and is left out.
 */
export function fieldUnitClasses(about: string): Set<string> {
  return unitClassesOf(
    about.replace(COUNTED_WORD, (all, word: string) =>
      [...unitClassesOf(word)].some((u) => PERIODS.has(u)) ? ' ' : all,
    ),
  );
}

/**
 * How well an amount's "per …" fits the field: -1 when both name a period and the periods
 * differ ("per year" for a monthly price), else the number of units both name.
 */
export function unitFit(field: Set<string>, amount: Set<string>): number {
  const fieldPeriods = [...field].filter((u) => PERIODS.has(u));
  const amountPeriods = [...amount].filter((u) => PERIODS.has(u));
  if (fieldPeriods.length > 0 && amountPeriods.length > 0 && !amountPeriods.some((p) => fieldPeriods.includes(p)))
    return -1;
  return [...amount].filter((u) => field.has(u)).length;
}

/**
 * The amount a parenthetical aside holding the figure at `index` hangs on: "38 € por noche sin IVA
 * (en temporada alta son 52 €)", "£45 per user (£55 on the Premium tier)". The aside gives a
 * variant of that amount (another season, tier or option), of its scope: the host is the nearest
 * amount before the opening parenthesis, with no figure between them and the parenthesis open
 * up to the figure. Undefined when the figure is in no such aside.
 */
export function asideHost<T extends { index: number; end: number }>(
  text: string,
  amounts: readonly T[],
  index: number,
): T | undefined {
  const from = Math.max(0, index - ASIDE_REACH);
  const open = text.slice(from, index).lastIndexOf('(') + from;
  if (open < from || text.slice(open, index).includes(')')) return undefined;
  let host: T | undefined;
  for (const a of amounts) if (a.end <= open && a.end >= open - ASIDE_HOST_REACH) host = a;
  if (!host || open - host.end > ASIDE_HOST_REACH || /\d/.test(text.slice(host.end, open))) return undefined;
  return host;
}
const ASIDE_HOST_REACH = 40;
/** How far after its opening parenthesis an aside's figure may stand. */
const ASIDE_REACH = 80;
