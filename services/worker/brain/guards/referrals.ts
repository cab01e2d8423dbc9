import { negated, REGRET } from '../readers/negation.js';

/**
 * Sent elsewhere: the writer points us to another firm for what we asked ("Misschien kan Binderij
 * De Kaft u verder helpen", "le suggeriamo di rivolgersi a un deposito dentale", "un intégrateur
 * sera bien mieux placé que nous", "Vielleicht fragen Sie bei einer Möbelspedition nach"). With a
 * no somewhere in the reply (a negation or a regret: "lukt het ons niet meer", "non ci è
 * possibile", "helaas") it is a refusal by its shape, whatever words the no is written in.
 * Callers gate it like a not-served phrase (not-served.ts `offersNothing`): a reply that names an
 * amount, asks something or offers something in its stead is not closed by it.
 *
 * Folded text; literal alternations with bounded gaps (linear in the counterparty's text).
 */
export const REFERRAL = new RegExp(
  `\\b(?:${[
    // English
    "(?:i'?d|we'?d|i would|we would|i|we) (?:suggest|recommend|advise)(?: that)?(?: you)? (?:try(?:ing)?|contact(?:ing)?|ask(?:ing)?|speak(?:ing)? to|go(?:ing)? to|get(?:ting)? in touch with|approach(?:ing)?)",
    "you(?:'d| would| will)? be (?:much |far )?better (?:off|served) (?:with|asking|trying|contacting|going to)",
    '(?:would|will) be (?:much |far )?better placed|(?:is|are) (?:much |far )?better placed',
    // German
    '(?:fragen|wenden|versuchen) sie (?:es |sich )?(?:doch |vielleicht |am besten |lieber |besser )*(?:an|bei)\\b',
    '(?:vielleicht|am besten|besser) (?:fragen|wenden|versuchen) sie',
    '(?:empfehle|empfehlen) (?:ich|wir) ihnen|(?:ich|wir) (?:empfehle|empfehlen) ihnen',
    'sind sie (?:bei|mit) [^.!?\\n]{1,50} besser (?:aufgehoben|beraten)',
    // French
    '(?:je|nous) vous (?:conseille|conseillons|recommande|recommandons|suggere|suggerons|invite|invitons) (?:plutot |donc )?(?:de|a) (?:vous adresser|contacter|vous rapprocher|voir avec|vous tourner|consulter)',
    '(?:sera|serait|seront|seraient) (?:bien |beaucoup |sans doute )?mieux place(?:e|s|es)?',
    'adressez-vous (?:plutot |donc )?a',
    // Spanish
    '(?:le|les|te|os) (?:recomiendo|recomendamos|sugiero|sugerimos|aconsejo|aconsejamos) (?:que )?(?:contacte|contacten|se dirija|se dirijan|consulte|consulten|acuda|acudan|pregunte|pregunten|llame|busque|contactar|dirigirse|consultar|acudir|preguntar)',
    '(?:le|les) conviene (?:mas )?(?:dirigirse|contactar|acudir|consultar)',
    // Italian
    '(?:le|vi|ti) (?:consiglio|consigliamo|suggerisco|suggeriamo|raccomando|raccomandiamo) di (?:rivolgersi|rivolgervi|rivolgerti|cercare|contattare|sentire|provare)',
    '(?:si rivolga|vi rivolgiate|potrebbe rivolgersi|potreste rivolgervi) (?:pure )?a',
    // Dutch
    '(?:misschien|wellicht|mogelijk) (?:kan|kunnen) [^.!?\\n]{1,60} (?:u|je|jullie) (?:wel )?(?:verder )?helpen',
    // "kunt u het beste bij Kone zelf terecht": the firm may stand between.
    '(?:kunt|kun) (?:u|je|jullie) (?:beter|het beste|het best) (?:[^.!?\\n ]{1,30} ){0,6}(?:terecht|aankloppen|contact opnemen)',
    '(?:raad|adviseer) (?:ik|we|wij) (?:u|je|jullie) aan',
    'moet (?:je|u) (?:echt |eigenlijk |dan )?bij [^.!?\\n]{1,60} zijn',
    // Portuguese
    '(?:sugiro|sugerimos|recomendo|recomendamos|aconselho|aconselhamos) que (?:contacte|contactem|se dirija|se dirijam|procure|procurem|fale|falem)',
    '(?:o melhor|sera melhor) (?:e|sera) (?:contactar|procurar|falar com|dirigir-se)',
  ].join('|')})`,
);

/** Whether the (folded) text says no somewhere: a negation or a regret ("helaas", "purtroppo"). */
export function saysNo(folded: string): boolean {
  return negated(folded) || REGRET.test(folded);
}

/** The referral phrase of a (folded) text that also says no somewhere, or undefined. */
export function referralAway(folded: string): string | undefined {
  const text = folded.slice(0, 20_000);
  const m = REFERRAL.exec(text);
  if (!m) return undefined;
  return saysNo(text) ? m[0] : undefined;
}
