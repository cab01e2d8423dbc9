import { segmentsOf } from '../readers/segments.js';

/**
 * A request written as a statement, not a question: the counterparty needs something from our
 * side before they can answer ("we need your VAT number and billing address", "Für das Angebot
 * benötigen wir Ihre USt-IdNr.", "nous avons besoin du bon de commande", "necesitamos su CIF",
 * "ci serve la partita IVA", "we hebben uw KvK-nummer nodig", "precisamos do NIF"). It is
 * answered like a question (from the case's knowledge, else the client is asked at once),
 * never met with our own request sent again.
 *
 * Only a need with an object the client holds (an article or a possessive after the verb, or a
 * verb of sending with us as its receiver) counts: "we need to check with the press room" or
 * "we need a few days" is not a request; "let us know if you have questions" is courtesy.
 * Matching is on folded sentences, one bounded gap at most (linear in the text).
 */

const MAX_REQUEST_CHARS = 500;

const OBJECT_EN = String.raw`(?:your|the|a|an|some|copies of|a copy of|you to (?:send|provide|confirm|give|sign))\b`;
const REQUEST = new RegExp(
  [
    // en
    String.raw`\b(?:we|i)(?:'ll| will| would|'d| still| first| also)? (?:need|require) ${OBJECT_EN}`,
    String.raw`\bplease (?:send|provide|forward|supply|give|email|e-mail) (?:us|me)\b`,
    String.raw`\bplease (?:send|provide|forward|supply) (?:your|the)\b`,
    // de
    String.raw`\b(?:wir benotigen|benotigen wir|wir brauchen|brauchen wir)(?: noch| zunachst| vorab| dafur| zuerst)? (?:ihre?[nrs]?|die|den|das|eine?[nr]?|deine?[nr]?)\b`,
    String.raw`\bbitte (?:senden|schicken|ubermitteln|nennen) sie uns\b`,
    // fr
    String.raw`\b(?:nous avons|nous aurions|j'ai|j'aurais) besoin (?:de|du|des|d')`,
    String.raw`\bil nous (?:faut|faudrait) (?:votre|vos|le|la|les|l'|un|une)`,
    String.raw`\b(?:merci|veuillez|je vous prie) de nous (?:envoyer|communiquer|transmettre|indiquer|faire parvenir|fournir)\b`,
    // es
    String.raw`\b(?:necesitamos|necesitaria(?:mos)?|requerimos|nos hace falta|nos falta)(?: (?:saber|conocer|recibir|tener))? (?:su|sus|tu|tus|el|la|los|las|un|una|vuestro|vuestra|del|de la)\b`,
    String.raw`\b(?:por favor,? )?(?:envienos|enviennos|enviadnos|indiquenos|facilitenos|mandenos|remitanos)\b`,
    // it
    String.raw`\b(?:abbiamo|avremmo|ho|avrei) bisogno (?:del|della|dei|delle|dello|degli|di (?:un|una|sapere|ricevere|avere))\b`,
    String.raw`\bci (?:serve|servono|servirebbe|servirebbero|occorre|occorrono) (?:il|la|i|le|lo|gli|l'|un|una|vostr\w*|su\w*)`,
    String.raw`\b(?:vi preghiamo|la preghiamo|vi chiediamo) di (?:inviarci|mandarci|indicarci|comunicarci|fornirci)\b`,
    // nl
    String.raw`\b(?:we|wij|ik) (?:hebben|heb) [^.!?\n]{1,60} nodig\b`,
    String.raw`\bhebben (?:we|wij) [^.!?\n]{1,60} nodig\b`,
    String.raw`\b(?:graag ontvangen (?:we|wij)|kunt u ons|wilt u ons|gelieve ons) (?:uw|de|het|een)\b`,
    // pt
    String.raw`\b(?:precisamos|necessitamos|precisariamos)(?: de)?(?: (?:saber|receber|ter|conhecer))? (?:o|a|os|as|do|da|dos|das|seu|sua|seus|suas|vosso|vossa|um|uma)\b`,
    String.raw`\b(?:por favor,? )?(?:envie-nos|enviem-nos|indique-nos|indiquem-nos|agradecemos que nos (?:envie|enviem|indique|indiquem))\b`,
  ].join('|'),
);

/** A need that is ours to meet later, not something asked of the client ("we need two weeks", "we need to check"). */
const NOT_OF_US =
  /\b(?:need|require|benotigen|brauchen|besoin|necesitamos|bisogno|precisamos|necessitamos|nodig)\b[^.!?\n]{0,30}\b(?:days?|weeks?|time|tage|wochen|zeit|jours|semaines|temps|dias|semanas|tiempo|giorni|settimane|tempo|dagen|weken|tijd)\b|\b(?:tijd|dagen|weken)\b[^.!?\n]{0,30}\bnodig\b/;

/** The sentences of a reply's new text that ask our side for something without a question mark. */
export function findRequests(text: string): string[] {
  const out: string[] = [];
  for (const seg of segmentsOf(text.slice(0, 20_000))) {
    if (/[?？]\s*$/.test(seg.text)) continue;
    if (!REQUEST.test(seg.folded) || NOT_OF_US.test(seg.folded)) continue;
    out.push(seg.text.slice(0, MAX_REQUEST_CHARS));
  }
  return out;
}
