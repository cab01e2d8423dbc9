/**
 * Whether a reply that says no to one thing still leaves a way forward: another date or time
 * ("the 21st is still open", "le dimanche 15 est libre", "in april kan het wel", "after that we
 * can fit you in"), or a condition ("a deposit is needed first", "once the survey is done",
 * "sobald", "si vous", "zodra"). Such a reply is no refusal of the request: the ordinary reading
 * decides, which puts the choice to the client. Callers: not-served.ts `offersNothing`, and the
 * capacity refusals of refusals.ts ("fully booked", "ausgebucht").
 *
 * Runs on folded text (language-fold.ts), bounded; literal alternations only.
 */

import { MONTH_OF } from '../readers/lexicons/month-names.js';
import { LONG_WEEKDAY_WORD } from '../readers/weekday-dates.js';
import { negatedBefore } from '../readers/negation.js';

/** Month names of four letters or more; "may"/"mai" (a modal, Italian "never") only after a day or a preposition. */
const MONTH_FULL = [...MONTH_OF.keys()]
  .filter((m) => m.length >= 4 && m !== 'mayo')
  .sort((a, b) => b.length - a.length)
  .join('|');

const WHEN = new RegExp(
  `\\b(?:${[
    MONTH_FULL,
    'mayo',
    '\\d{1,2}\\.? (?:may|mai)',
    "(?:in|until|till|from|after|before|by|early|late|mid|end of|im|bis|ab|ende|anfang|en|jusqu'en|des|avant|apres|hasta|desde|fino a|da|a partir de|tot|vanaf|na|eind|begin|ate|em|depois de|antes de) (?:may|mai)",
    LONG_WEEKDAY_WORD,
    '(?:the )?\\d{1,2}(?:st|nd|rd|th)',
    '\\d{1,2}[./]\\d{1,2}(?:[./]\\d{2,4})?',
    '\\d{1,2}(?::\\d{2})? ?(?:am|pm|uhr|h\\d{0,2})',
    '\\d{1,2}:\\d{2}',
    'next (?:week|month|year|season|spring|summer|autumn|winter)',
  ].join('|')})(?![a-z])`,
  'g',
);

/** A date in the past that only says since when ("depuis janvier", "seit März", "since May"). */
/**
 * "since January", "depuis le départ de notre consœur en janvier", "seit dem Umzug im März": the
 * start of a past state, its "since" a few words before the date in the same clause.
 */
const SINCE_BEFORE = /\b(?:since|seit|depuis|sinds|sindsdien)\s+(?:[^\s.,;:!?]+\.?\s+){0,6}$/;

/** Something still free, and a way in later ("after that", "danach", "ensuite", "daarna"). */
const OPEN = new RegExp(
  `\\b(?:${[
    'free|frees up|open(?! (?:an? |any |new |trade |business )?accounts?\\b)|available|after that|fit you in|squeeze you in|wird frei|se libere|si libera|se libera|vrijkomt',
    'frei|verfugbar|danach|ab dann',
    'libre|libres|disponible|disponibles|apres cela|ensuite',
    'libero|libera|liberi|libere|disponibil[ei]|dopo',
    'despues',
    'livre|livres|disponivel|disponiveis|depois',
    'vrij|beschikbaar|daarna|kan het wel|kunnen (?:we|wij) (?:u |je )?wel',
  ].join('|')})(?![a-z])`,
  'g',
);

/** A condition under which the writer would go on (seven languages). */
const CONDITION = new RegExp(
  `\\b(?:${[
    'first|until|till|once|need|needs|needed|require|requires|required|if|as soon as|provided|subject to',
    'zuerst|erst|vorher|bis|sobald|wenn|falls|brauchen|benotigen|notwendig|erforderlich|vorausgesetzt',
    "d'abord|avant|jusqu'a|jusqu'au|une fois|des que|si (?:vous|tu|nous|le|la|les)|il faut|besoin|necessaire|a condition",
    'primero|antes|hasta|una vez|en cuanto|si (?:usted|ustedes|nos|me|le|les)|necesitamos|hace falta|necesario|siempre que',
    'prima|fino a|una volta|appena|qualora|purche|occorre|necessari[oa]|bisogno|a condizione',
    'primeiro|antes|ate|assim que|caso|desde que|precisamos|necessari[oa]|e preciso',
    'eerst|vooraf|zodra|indien|mits|nodig|vereist|op voorwaarde',
  ].join('|')})(?![a-z])`,
);

/** Whether the (folded) reply names another date or time, something still open, or a condition. */
export function offersAlternative(folded: string): boolean {
  const text = folded.slice(0, 20_000);
  return conditionOffered(text) || dateNamed(text) || openNamed(text);
}

/**
 * A condition word in a sentence that sets it to the client or offers on it ("if you can send
 * the plans", "we could do it once the permit is in", "si vous pouvez", "wenn Sie", "podemos
 * hacerlo en cuanto"); not one that explains the writer's own situation ("the contractors need
 * the car park", "desde que ficámos com a carteira…") nor one about some later day ("do keep us
 * in mind for the future, we'd love to welcome you once the scaffolding is down").
 */
function conditionOffered(text: string): boolean {
  for (const sentence of text.split(/[.!?\n]+/)) {
    if (!CONDITION.test(sentence) || FUTURE_OCCASION.test(sentence)) continue;
    if (ADDRESSED.test(sentence) || UNTIL_WHEN.test(sentence)) return true;
  }
  return false;
}

/** A time the request could be met after ("booked out until the autumn", "bis Ende Mai", "jusqu'en mars"). */
const UNTIL_WHEN =
  /\b(?:until|till|bis|jusqu'a|jusqu'au|jusqu'en|hasta|fino a|fino al|ate|tot|as soon as|sobald|des que|en cuanto|appena|assim que|zodra)\b/;

/** The client addressed, or the writer offering (seven languages, folded). */
const ADDRESSED =
  /\b(?:you|your|we can|we could|we would|we'd|we will|we'll|i can|i could|i would|i'd|i will|i'll|sie|ihnen|ihr|ihre|wir konnen|wir konnten|wir wurden|konnen wir|konnten wir|ich kann|vous|votre|vos|nous pouvons|nous pourrions|on peut|on pourrait|je peux|je pourrais|usted|ustedes|su|sus|podemos|podriamos|podria|puedo|lei|voi|vostr[oaie]|sua|suo|possiamo|potremmo|posso|potrei|u|uw|jullie|je|we kunnen|we zouden|wij kunnen|ik kan|voce|voces|o senhor|a senhora|lhe|poderiamos|posso|poderia)\b/;

/** A sentence about some later occasion, not this request (seven languages, folded). */
const FUTURE_OCCASION =
  /\b(?:keep us in mind|for the future|in (?:the )?future|another time|next time|some other time|ein anderes mal|in zukunft|kunftig|une autre fois|a l'avenir|pour l'avenir|otra vez|en el futuro|otra ocasion|un'altra volta|in futuro|een andere keer|in de toekomst|outra vez|no futuro|outra ocasiao)\b/;

/** A date, weekday, month or time named, not as the start of a past state ("since January"). */
function dateNamed(text: string): boolean {
  for (const m of text.matchAll(WHEN)) {
    const at = m.index ?? 0;
    if (!SINCE_BEFORE.test(text.slice(Math.max(0, at - 60), at))) return true;
  }
  return false;
}

/**
 * A later time that suits, after a contrast: "fully booked next week, but the week after works",
 * "aber übernächste Woche klappt es", "mais la semaine suivante, ça marche", "pero la semana
 * siguiente nos va bien", "ma la settimana dopo va bene", "maar de week erna lukt het", "mas a
 * semana seguinte dá".
 */
const SUITS_AFTER_ALL =
  /\b(?:but|aber|doch|mais|pero|ma|maar|mas)\b[^.!?;]{0,60}?\b(?:works|would work|is fine|suits|klappt|passt|geht es|ca marche|ca nous va|ca ira|nos va bien|nos viene bien|va bene|andrebbe bene|lukt het|kan het|past het|da para|serve)\b/;

/** Something named free or open, not denied ("not available", "keine freien", "pas libre"), or a later time that suits. */
export function openNamed(text: string): boolean {
  if (SUITS_AFTER_ALL.test(text)) return true;
  for (const m of text.matchAll(OPEN)) {
    const at = m.index ?? 0;
    if (!negatedBefore(text.slice(Math.max(0, at - 40), at), undefined, 3)) return true;
  }
  return false;
}
