import { foldForMatching } from '../language-fold.js';
import { fieldTerms, relevance } from './field-terms.js';
import { actionStem, writesTheVerb } from './lexicons/action-nouns.js';
import type { ReadLang } from './language.js';
import { ATTEND, happensThen, WE_CAN } from './date-events.js';
import { CONDITION } from './list-items.js';
import { negated } from './negation.js';
import type { Segment } from './segments.js';

/**
 * Evidence that a date answers a date field when its sentence does not name the field's own
 * subject (a date is never bound only because it is the one date a reply writes). On folded
 * text, in the seven reading languages. Two kinds of evidence:
 * - the sentence names the date itself ("the date is 14 March", "Datum 14.03.", "la fecha será
 *   el 3 de abril"), the word not qualifying another thing ("invoice date", "Bestelldatum");
 * - the sentence says the field's own kind of event happens then: for a delivery field the goods
 *   go out or leave with a carrier ("the boxes go out on the 9th with DPD", "gehen am 12.03.
 *   raus", "partent le 12"); for a start or move-in field the thing is free or available from
 *   the date; for an appointment, interview or visit the person can come then; for a pickup
 *   field the goods are ready to collect.
 * Never when the sentence is about another occasion (an absence, a closure, a validity, a
 * payment or invoice, a bound "until", a past event) or is a question.
 */

/** Words that name a date without saying what of: evidence only without another thing's noun. */
export const GENERIC_DATE_WORDS = new Set(['date', 'dates', 'datum', 'termin', 'fecha', 'data', 'datas', 'datum']);

/** Words of a date field's name or description that say nothing about what the date is of. */
export const DATE_FORMAT_WORDS = new Set([
  'date',
  'time',
  'day',
  'datum',
  'fecha',
  'data',
  'when',
  'iso',
  'yyyy',
  'offset',
  'format',
  'utc',
  'zone',
  'timezone',
  'wann',
  'quand',
  'jour',
  'cuando',
  'dia',
  'giorno',
  'quando',
  'wanneer',
  'dag',
  'termin',
]);

/** Another thing a generic date word may be the date of ("order date", "date of issue"). */
const OTHER_THING =
  /^(?:order|invoic|issu|payment|due|expir|valid|birth|birth|booking|offer|quot|estimat|presupuest|preventiv|orcament|kostenvoranschlag|document|contract|letter|bestell|rechnung|ausstell|zahlung|geburt|angebot|vertrag|command|factur|emis|paiement|naissance|devis|contrat|pedido|pago|nacimiento|oferta|ordin|fattur|pagamento|nascita|offert|contratt|uitgift|betaling|geboorte|encomenda|fatur)/;

export const OTHER_OCCASION =
  /\b(?:leav\w*|away|absent\w*|abwesend|holiday\w*|vacation|closed|out of (?:the )?office|urlaub|geschlossen|conge\w*|ferme\w*|vacaciones|cerrad\w*|ausente|ferie|chius\w*|assente|vakantie|gesloten|afwezig|ferias|fechad\w*|valid\w*|gultig\w*|valable|geldig|until|till|bis|jusqu\w*|hasta|fino|tot|ate|pay\w*|zahl\w*|paiement|pago|pagamento|betaling|invoice\w*|rechnung|factur\w*|fattura|factuur|fatura|due|falligk\w*|faellig|echeance|vencimiento|scadenza|vervaldatum|vencimento|expir\w*|since|seit|depuis|(?<!disponible |libre |livre |disponivel )desde|da quando|sinds|option|birthday|born|received|sent|ordered|spoke|wrote|called|get back|come back(?! (?:to|and) (?:fit|install|mount|put in|repair|service|clean|finish))|melde\w*|reviens|reviendrai|recontact\w*|terugkom\w*)\b/;

/** Whether the sentence names a date as such, not another thing's ("invoice date", "Bestelldatum"). */
export function namesTheDate(folded: string): boolean {
  const words = folded.match(/\p{L}+/gu) ?? [];
  return words.some((w, i) => {
    // Only the word itself: a compound ("rechnungsdatum") names another thing's date.
    if (!GENERIC_DATE_WORDS.has(w)) return false;
    if (OTHER_THING.test(words[i - 1] ?? '')) return false; // "order date"
    // "the quote with date 26/11", "presupuesto con fecha", "Angebot mit Datum", "devis en date du":
    // a document's date of issue, written as its date.
    if (WITH.has(words[i - 1] ?? '') && OTHER_THING.test(words[i - 2] ?? '')) return false;
    if (words[i - 1] === 'en' && OTHER_THING.test(words[i - 2] ?? '')) return false;
    // "date of the invoice", "date de facturation", "data della fattura"
    if (OF.has(words[i + 1] ?? '')) {
      const next = ARTICLES.has(words[i + 2] ?? '') ? words[i + 3] : words[i + 2];
      if (OTHER_THING.test(next ?? '')) return false;
    }
    return true;
  });
}

/** "with" before a date word: "con fecha", "mit Datum", "com data", "met datum", "con data", "avec date". */
const WITH = new Set(['with', 'con', 'mit', 'com', 'met', 'avec', 'de', 'del', 'van', 'vom', 'of', 'do', 'da', 'di']);
const OF = new Set(['of', 'de', 'del', 'des', 'della', 'dello', 'dei', 'van', 'do', 'da', 'der', 'di', 'du']);
const ARTICLES = new Set(['the', 'la', 'le', 'l', 'el', 'il', 'lo', 'het', 'a', 'o', 'your', 'our', 'votre', 'su']);

/**
 * Whether a sentence that does not name the field's own subject still answers the date field
 * `name`: see the file comment. `segment` is the sentence holding the date.
 */
export function answersDateField(segment: Segment, name: string, description: string, lang?: ReadLang): boolean {
  const folded = segment.folded;
  if (notAnAnswer(segment, lang)) return false;
  if (namesTheDate(folded)) return true;
  // "We'll come back to fit, probably Tuesday 16 March", "… unless the blinds are delayed": the
  // work's day under a guess or a condition binds no date (asked).
  if (happensThen(name, description, folded)) {
    // "at the earliest" names the earliest day the work can happen: a bound, not a guess.
    const open = folded.replace(POLITE_IF, ' ').replace(EARLIEST, ' ');
    return !UNSURE.test(open) && !OPEN_CONDITION.test(open);
  }
  return echoesTheAsk(segment, name, description);
}

/** The earliest day, in the seven languages. */
const EARLIEST = /\b(?:at the earliest|fruhestens|au plus tot|como pronto|al piu presto|op zijn vroegst|no minimo)\b/g;

/** A condition the day hangs on, in the seven languages ("if", "unless", "provided", "sous réserve"); never "si", "se", "als", which also mean yes, oneself, as. */
const OPEN_CONDITION =
  /\b(?:if|unless|provided|as long as|subject to|depending on|falls|wenn|sofern|vorausgesetzt|sous reserve|a condition que|a moins que|pourvu que|siempre que|a menos que|con tal de que|purche|a patto che|a condizione che|salvo che|tenzij|mits|op voorwaarde|desde que|a nao ser que)\b/;

/**
 * A sentence that makes its offer a guess or leaves it open, folded: "probably", "more likely",
 * "at the earliest", "assuming", "otherwise", "wahrscheinlich", "voraussichtlich", "sonst",
 * "probablement", "sinon", "probablemente", "si no", "probabilmente", "altrimenti",
 * "waarschijnlijk", "anders", "provavelmente", "caso contrário".
 */
export const UNSURE =
  /\b(?:probabl[ey]|more likely|likely|maybe|perhaps|possibly|hopefully|tentativ\w*|at the earliest|assuming|otherwise|or else|wahrscheinlich|vermutlich|voraussichtlich|vielleicht|eventuell|fruhestens|vorausgesetzt|sonst|ansonsten|probablement|peut-etre|eventuellement|au plus tot|en principe|sinon|pourvu|probablemente|quizas?|tal vez|a lo mejor|como pronto|si no|de lo contrario|con tal de|probabilmente|forse|magari|al piu presto|in linea di massima|altrimenti|a patto|waarschijnlijk|misschien|eventueel|op zijn vroegst|anders|op voorwaarde|provavelmente|talvez|se calhar|no minimo|caso contrario|senao|contanto)\b/;

/**
 * Whether the sentence (folded) makes its day a guess or hangs it on a condition ("maybe",
 * "vielleicht", "if the part arrives", "sous réserve"), a courtesy ("if that suits") aside.
 */
export function unsureOrConditional(folded: string): boolean {
  const open = folded.replace(POLITE_IF, ' ');
  return UNSURE.test(open) || OPEN_CONDITION.test(open);
}

/** A courtesy, not a condition: "if that suits", "wenn es Ihnen passt", "si cela vous convient". */
const POLITE_IF =
  /\b(?:if (?:that|this|it)(?:'s| is)? (?:suits|works|ok|okay|any good|alright|all right|fine|convenient|helps)(?: for)?(?: you)?|if convenient|wenn (?:es|das) (?:ihnen|dir|euch) passt|si (?:cela|ca) vous (?:convient|va)|si (?:le|les|te) (?:viene|va) bien|se (?:le|vi|ti) va bene|als dat (?:u |jullie |je )?(?:uitkomt|past)|se (?:lhe|vos) (?:der jeito|convier))\b/g;

/** A field asked as what the counterparty can or would do on a date ("date the cars can be serviced"). */
const ASKED_AS_ABLE = /\b(?:can|could|would|will|able to)\b/;

/**
 * The field was asked as what they can or would do, and the sentence answers in those terms: a
 * first-person "we can" whose sentence names the field's own subject or verb (`terms`), or says
 * someone comes to do the work (ATTEND). Never any "we can": "we can send you our terms".
 */
function echoesTheAsk(segment: Segment, name: string, description: string): boolean {
  const folded = segment.folded;
  if (!ASKED_AS_ABLE.test(foldForMatching(description)) || !WE_CAN.test(folded)) return false;
  // "We could do it Wed 3rd March if the parts arrive", "I could probably do it …": an offer under
  // a condition or a guess binds no date (asked).
  const open = folded.replace(POLITE_IF, ' ');
  if (CONDITION.test(open) || UNSURE.test(open)) return false;
  if (ATTEND.test(folded)) return true;
  const terms = fieldTerms(name, description).filter((t) => !DATE_FORMAT_WORDS.has(t));
  if (relevance(segment, terms) > 0) return true;
  const stems = terms.map((t) => actionStem(t) ?? verbStem(t)).filter((t): t is string => t !== undefined);
  return writesTheVerb(folded, stems);
}

/** "serviced" → "servic", "calibrated" → "calibrat": an English participle's stem of five letters or more. */
function verbStem(word: string): string | undefined {
  const m = /^(\p{L}{5,}?)(?:ed|d|ing)$/u.exec(word);
  return m ? m[1] : undefined;
}

/**
 * Words right after a date that accept it: "Friday 14 May works", "der 14. passt", "le 14 mai
 * nous convient", "el 14 de mayo nos va bien", "il 14 maggio va bene", "14 mei schikt", "14 de
 * maio serve". Only right after the date ("Friday 14 May doesn't work" or "our engineer works
 * in Marlow on 14 May" accept nothing).
 */
const ACCEPTED_AFTER =
  /^[\s,:;.\-–—]{0,4}(?:(?:that|this|it|das|ca|cela|eso|esto|va|dat|isso|isto)\s)?(?:works|would work|suits(?: us)?|is fine|is good|is perfect|passt|geht|ist gut|ist perfekt|marche|nous va|me va|nous convient|me convient|convient|(?:nos|me) (?:va|viene) bien|funciona|va bene|ci va bene|mi va bene|funziona|schikt|past|is goed|is prima|serve|fica bem|esta bom|e perfeito)\b/u;

/** Whether the date written `written` in `segment` is accepted right after it ("Friday 14 May works"). */
export function acceptedDate(segment: Segment, written: string): boolean {
  const w = foldForMatching(written);
  const at = segment.folded.indexOf(w);
  return at >= 0 && ACCEPTED_AFTER.test(segment.folded.slice(at + w.length, at + w.length + 40));
}

/** A sentence whose date answers nothing: a question, another occasion, or denied ("Friday the 21st is not free"). */
export function notAnAnswer(segment: Segment, lang?: ReadLang): boolean {
  return segment.text.includes('?') || otherOccasion(segment) || negated(segment.folded, lang);
}

/**
 * A word of another occasion in the segment; the Dutch "tot" (until) only as written: the French
 * "tôt" (early, "on commence tôt") folds to the same letters.
 */
function otherOccasion(segment: Segment): boolean {
  if (!OTHER_OCCASION.test(segment.folded)) return false;
  const sameLength = segment.folded.length === segment.text.length;
  for (const m of segment.folded.matchAll(OCCASION_ALL)) {
    const at = m.index ?? 0;
    if (m[0] === 'tot' && sameLength && segment.text.slice(at, at + 3).toLowerCase() === 'tôt') continue;
    return true;
  }
  return false;
}

const OCCASION_ALL = new RegExp(OTHER_OCCASION.source, 'g');

/** Verbs of telling later: confirm, let you know, get back, send, in the seven languages. */
const TELL_LATER =
  /\b(?:confirm\w*|let you know|get back|revert|come back to you|inform\w*|send\w*|bestatig\w*|melde\w*|mitteil\w*|bescheid|confirmer\w*|confirmon\w*|reviens|reviendr\w*|envoy\w*|confirmar\w*|confirmamos|informar\w*|avisar\w*|confermar\w*|confermiamo|far sapere|faremo sapere|comunic\w*|bevestig\w*|laten weten|laat weten|terugkom\w*|vamos confirmar|confirmo)\b/;

/**
 * A bound right before a date, in the seven languages: "by", "until", "before", "no later than",
 * "bis spätestens", "jusqu'au", "au plus tard", "hasta", "a más tardar", "entro", "al più tardi",
 * "uiterlijk", "até", "o mais tardar". On folded text ending where the date starts. The one list
 * of such words: the client's deadline (guards/client-deadline.ts) reads its bound with it too.
 */
export const BOUND_BEFORE =
  /\b(?:by|until|till|no later than|before|bis|spatestens|jusqu'?(?:au|a)|d'ici|avant|au plus tard|hasta|antes del?|a mas tardar|entro|fino al?|prima del?|al piu tardi|uiterlijk|voor|ate|antes de|o mais tardar)\b[^.;!?\d]{0,25}$/;

/**
 * Whether the date at `index` is when something will be told ("we will confirm the visit date
 * by Friday the 9th", "vamos confirmar a data até sexta-feira, dia 9"): a verb of telling later
 * before it, and a bound right before it.
 */
export function confirmedBy(folded: string, index: number): boolean {
  const before = folded.slice(Math.max(0, index - 120), index);
  const bound = BOUND_BEFORE.exec(before.slice(-40));
  if (!bound) return false;
  return TELL_LATER.test(before);
}

/** A deadline's noun right before a date ("the filing deadline of 31 December", "Frist: 3.5.", "date limite le 3 mai"). */
const DEADLINE_BEFORE =
  /\b(?:deadline|due date|cut-?off|frist|stichtag|date limite|echeance|fecha limite|plazo|scadenza|termine ultimo|uiterste datum|prazo|data limite)\b(?:\s+(?:of|is|was|on|for|am|le|du|de|del|di|van|do|da|el|il|em))?\s*[:,]?\s*(?:the\s|le\s|el\s|il\s|den\s|dem\s)?$/;

/** Whether the date at `index` is a deadline named before it: a bound, not the date something happens. */
export function deadlineBefore(folded: string, index: number): boolean {
  return DEADLINE_BEFORE.test(folded.slice(Math.max(0, index - 40), index));
}

/**
 * "before", "prior to", "vor dem", "avant le", "antes del", "prima del", "antes do" right before a
 * date: a bound ("your approval before 9/12"), never the day something happens. Not "by" (a
 * delivery "by Friday" is its day) nor the Dutch "voor" ("voor dinsdag" is also "for Tuesday"),
 * unless written with its accents ("vóór"; `text`: the unfolded text, same places as `folded`).
 */
const BEFORE_BOUND =
  /\b(?:before|prior to|vor(?: dem)?|avant(?: le| la)?|antes (?:del?|do|da)|prima (?:del?|di))\s*(?:(?:the|dia|giorno)\s)?$/;

export function beforeBound(folded: string, index: number, text?: string): boolean {
  if (BEFORE_BOUND.test(folded.slice(Math.max(0, index - 20), index))) return true;
  // The Dutch "vóór" written with its accents is "before" only ("graag vóór 6 september aanleveren").
  return text !== undefined && /(?:^|[^\p{L}])v[óò]{2}r\s*$/iu.test(text.slice(Math.max(0, index - 12), index));
}

/** "until", "till", "bis", "jusqu'au", "hasta", "fino al", "tot", "até": the end of a window. */
const UNTIL_BEFORE =
  /\b(?:until|till|up to|no later than|bis (?:zum|spatestens)?|bis|jusqu'?(?:au|a|en)|hasta (?:el)?|fino (?:al|a)|(?<!plus )tot (?:en met)?|uiterlijk|ate (?:ao|a|dia)?)\s*(?:the\s|le\s|el\s|il\s|den\s|dem\s)?[^\d.;!?]{0,14}$/;

/** Whether the date at `index` closes a window ("possible until 18 December"): a bound, not the date. */
export function boundUntil(folded: string, index: number): boolean {
  return UNTIL_BEFORE.test(folded.slice(Math.max(0, index - 30), index));
}

/** A contrast that opens a clause of its own: "but", "aber", "mais", "pero", "ma", "maar", "mas", "however". */
const CONTRAST =
  /[,;]?\s(?:but|however|aber|jedoch|mais|cependant|pero|sin embargo|ma|pero|tuttavia|maar|echter|mas|porem)\s/g;

/**
 * A consequence after a comma or semicolon opens a clause of its own too: "so", "therefore",
 * "daher", "deshalb", "donc", "por eso", "quindi", "daarom", "por isso" ("the engineer is on
 * leave until the 2nd, so the first free day is Wednesday the 7th": the leave is the 2nd's).
 */
export const CONSEQUENCE =
  /[,;]\s(?:so|therefore|hence|daher|deshalb|darum|donc|alors|c'est pourquoi|por eso|por lo tanto|asi que|quindi|percio|per questo|dus|daarom|por isso|portanto|por esse motivo)\s/g;

/**
 * A purpose opens a clause of its own: "so that", "damit", "pour que", "para que", "perché",
 * "zodat", "a fim de" ("fitting on Tuesday the 9th, we arrive at 7:30 so that the shop is closed
 * by noon": the closure is not the 9th's occasion).
 */
const PURPOSE =
  /\s(?:so that|in order to|in order that|damit|sodass|so dass|pour que|afin que|afin de|para que|a fin de que|de modo que|perche|affinche|in modo che|cosi che|zodat|opdat|a fim de)\s/g;

/**
 * The clause of `segment` that holds the date written `written`, cut at a contrast, a consequence or a purpose ("fully booked
 * till the 3rd, but I've pencilled you in for Tuesday 9 February": the 9th's clause says nothing
 * of a bound). The whole segment when the date cannot be found or nothing contrasts.
 */
export function clauseOf(segment: Segment, written: string): Segment {
  const at = segment.folded.indexOf(foldForMatching(written));
  if (at < 0 || segment.folded.length !== segment.text.length) return segment;
  let from = 0;
  let to = segment.folded.length;
  for (const m of [
    ...segment.folded.matchAll(CONTRAST),
    ...segment.folded.matchAll(CONSEQUENCE),
    ...segment.folded.matchAll(PURPOSE),
  ]) {
    const i = m.index ?? 0;
    if (i + m[0].length <= at) from = Math.max(from, i + m[0].length);
    else if (i >= at + written.length && i < to) to = i;
  }
  if (from === 0 && to === segment.folded.length) return segment;
  return { ...segment, text: segment.text.slice(from, to), folded: segment.folded.slice(from, to) };
}
