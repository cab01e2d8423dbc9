import { foldForMatching } from '../language-fold.js';
import { HABITUAL } from '../readers/lexicons/habitual.js';
import { GUESS_SENTENCE, RECOLLECTION } from './hedges.js';
import { ANOTHER_OCCASION } from './not-served.js';

/**
 * A provisional figure: a sentence that gives a value as rough, estimated or still to be
 * confirmed ("about 25 so far", "vorläufig rund 8.300 € netto", "debe rondar los
 * 600 kg", "environ 300, à confirmer", "circa 25, da confermare", "voorlopig 12", "cerca de
 * 80, por confirmar"), or as one the writer is not sure of ("should be £420, might be £465 now",
 * "dürfte", "devrait", "debería", "dovrebbe", "waarschijnlijk", "provavelmente"). In a message that also promises the exact value for later (promises.ts),
 * such a sentence gives no value: the case waits for the confirmation, and the rough figure is
 * never delivered, nor competes with the confirmed one when it comes.
 *
 * Folded text (language-fold.ts); literal alternations only: linear time.
 */
const PROVISIONAL = new RegExp(
  `\\b(?:${[
    // English
    'roughly',
    'approximately',
    'approx',
    'around',
    'about',
    'in the region of',
    'ballpark',
    'at this stage',
    'for now',
    'provisional(?:ly)?',
    'tentative(?:ly)?',
    'preliminary',
    'estimated?',
    'rough(?:ly)?',
    'indicative(?:ly)?',
    // Given only as an idea of the figure: "just to give you an idea".
    'to give you (?:an|a rough) idea',
    'as a (?:rough )?guide',
    'subject to confirmation',
    'to be confirmed',
    'tbc',
    'give or take',
    // A figure the writer is not sure of, beside the promise to check it ("should be £420, though
    // Jess reckons it might be £465 now; let me double-check").
    'might be',
    'may be',
    'could be',
    'should be',
    'probably',
    'i think',
    'reckons?',
    'maybe',
    'perhaps',
    // German
    'grob',
    'rund',
    'ungefahr',
    'etwa',
    'circa',
    'ca',
    'vorlaufig(?:e|er|en)?',
    'voraussichtlich',
    'schatzungsweise',
    'geschatzt',
    'schatze',
    'unverbindlich(?:e|er|en)?',
    'stand jetzt',
    'noch zu bestatigen',
    'zur (?:groben )?orientierung',
    'als (?:grober )?anhaltspunkt',
    'durften?',
    'vielleicht',
    'konnte',
    'sollte',
    'wahrscheinlich',
    'vermutlich',
    'ich glaube',
    // French
    'environ',
    'a peu pres',
    'approximativement',
    'provisoire(?:s|ment)?',
    'estime(?:e|s|es)?',
    'a confirmer',
    'sous reserve',
    'pour (?:vous )?donner une idee',
    'a titre indicatif',
    "de l'ordre de",
    'aux alentours de',
    'grosso modo',
    'devrait',
    'pourrait',
    'probablement',
    'je pense',
    'je crois',
    'peut-etre',
    // Spanish
    '(?:estariamos|estaria|seria|serian) sobre (?:los|las)',
    '(?:te|le|les|os) (?:puedo|podemos) adelantar',
    'rondar',
    'ronda',
    'rondara',
    'aproximadamente',
    'aprox',
    'alrededor de',
    'mas o menos',
    'provisional(?:es|mente)?',
    'estimad[oa]s?',
    'por confirmar',
    'a confirmar',
    'en principio',
    'para (?:que se haga|hacerse|darle|daros|darles) una idea',
    'a titulo orientativo',
    'deberia',
    'podria',
    'probablemente',
    'creo que',
    'quizas?',
    'tal vez',
    // Italian
    "all'incirca",
    'approssimativamente',
    'indicativamente',
    'provvisori[oae]',
    'stimat[oaie]',
    'da confermare',
    "(?:per|tanto per) (?:darle|darvi|avere) un'idea",
    'a titolo indicativo',
    'piu o meno',
    'intorno a',
    'dovrebbe',
    'potrebbe',
    'probabilmente',
    'credo che',
    'penso che',
    'forse',
    // Dutch
    'ongeveer',
    'rond de',
    'rondom de',
    'om en nabij',
    'ruwweg',
    "zo'n",
    'voorlopig(?:e)?',
    'geschat(?:te)?',
    'indicatief',
    'nog te bevestigen',
    'om (?:u |je |jullie )?een idee te geven',
    'ter indicatie',
    'waarschijnlijk',
    'misschien',
    'ik denk',
    'zou (?:moeten|kunnen)',
    // Portuguese
    'cerca de',
    'a volta de',
    'por volta de',
    'provisori[oa]s?',
    'mais ou menos',
    'provavelmente',
    'para (?:ter|terem|dar|lhe dar) uma ideia',
    'a titulo indicativo',
    // "deve subir uns cêntimos": the figure is expected to move.
    'deve (?:ser|ficar|subir|descer|rondar|andar|custar)',
    'deveria',
    'poderia',
    'acho que',
    'talvez',
  ].join('|')})\\b`,
);

/**
 * A rough word before a clock time ("he'd be with you about 8am", "gegen etwa 8 Uhr", "vers
 * environ 8h30", "alrededor de las 8:00", "intorno alle 8", "ongeveer 8 uur", "por volta das
 * 8h"): the hour of arrival is rough, not a figure or day the case asks.
 */
const ROUGH_CLOCK_TIME =
  /\b(?:roughly|approximately|approx|around|about|ungefahr|etwa|circa|ca|environ|aproximadamente|aprox|alrededor de|intorno|ongeveer|cerca de|a volta de|por volta de)\.?\s+(?:(?:las|alle|das|om|les|a las)\s+\d{1,2}(?:[:.h]\d{2})?(?:\s?(?:h|uur|uhr))?\b|\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|o'clock|uhr)(?!\p{L})|\d{1,2}[:h]\d{2}\b)/gu;

/**
 * A rough word before a count of things ("bei rund 200 Laugenbrezeln am Tag", "for about 200
 * pieces", "pour environ 200 pièces") in a sentence that prices them: the quantity is rough, the
 * price is not. Blanked only when an amount in a currency follows in the sentence; a duration or
 * an amount after the rough word is the figure itself ("about 3 weeks", "around €400").
 */
const ROUGH_COUNT =
  /\b(?:about|around|approximately|approx|roughly|some|circa|ca|rund|etwa|ungefahr|environ|aproximadamente|unos|unas|alrededor de|intorno a|ongeveer|zo'?n|cerca de|por volta de)\.?\s+\d[\d.,']*\s+(?!(?:days?|weeks?|months?|years?|hours?|minutes?|tage?n?|wochen?|monate?n?|jahre?n?|stunden?|minuten?|jours?|semaines?|mois|ans?|heures?|dias?|semanas?|meses?|anos?|horas?|giorni|settimane|mesi|anni|ore|dagen|weken|maanden|jaren?|uren?|eur|euros?|gbp|usd|chf)\b)\p{L}{3,}(?=[^.!?\n]*(?:[€$£]|\b(?:eur|euros?|gbp|usd|chf)\b))/gu;

/** Whether the sentence gives its figure as rough, estimated or still to be confirmed. */
export function isProvisional(sentence: string): boolean {
  return PROVISIONAL.test(
    foldForMatching(sentence.slice(0, 2_000)).replace(ROUGH_CLOCK_TIME, ' ').replace(ROUGH_COUNT, ' '),
  );
}

/**
 * A figure given as a range ("between £1,600 and £2,200", "entre el 18 y el 22 %", "zwischen 300
 * und 400 €", "entre 180 et 250 €", "tra 150 e 200 €", "tussen 300 en 400", "from £90 to £120",
 * "de 180 a 250 €", "von 300 bis 400"): a span, not the value. Folded text; literal alternations.
 */
const RANGE =
  /\b(?:between|zwischen|entre|tra|fra|tussen|from|von|de|da|van)\s(?:(?:el|la|los|las|le|les|il|i|o|os|a|as|de|het)\s)?[€$£]?\s?\d[\d.,'’]*(?: \d{3})*\s?(?:%|[€$£]|eur|euros?|gbp|usd|chf|k)?\s?(?:and|und|et|y|e|en|to|bis|a|al|tot|ate)\s(?:(?:el|la|los|las|le|les|il|i|o|os|a|as|het)\s)?[€$£]?\s?\d/;

/** Another occasion's figure: "last time", "l'ultima volta", "la última vez", "letztes Mal". */
const LAST_TIME =
  /\b(?:last time|the last (?:one|job|visit|tuning|order)|letztes mal|beim letzten mal|la derniere fois|la ultima vez|l'ultima volta|la volta scorsa|vorige keer|de laatste keer|da ultima vez|na ultima vez)\b/;

/**
 * A sentence whose figure is not the answer when the same reply promises the answer for later:
 * rough or to be confirmed (above), a guess, a recollection of another time ("last time"), given for
 * reference ("para referência", "for reference"), a range, or the writer's habit. What the promise brings
 * is the answer; these figures are neither stored nor taken for an answer the reader missed.
 */
export function heldForThePromise(sentence: string): boolean {
  const folded = foldForMatching(sentence.slice(0, 2_000));
  return (
    isProvisional(sentence) ||
    GUESS_SENTENCE.test(folded) ||
    RECOLLECTION.test(folded) ||
    ANOTHER_OCCASION.test(folded) ||
    RANGE.test(folded) ||
    HABITUAL.test(folded) ||
    LAST_TIME.test(folded)
  );
}
