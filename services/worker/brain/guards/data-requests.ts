import { segmentsOf } from '../readers/segments.js';
import { CHOICE_REQUEST } from './choice-requests.js';

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

/**
 * A short aside between the verb and its object: "we need, first of all, the …", "necesitamos,
 * antes de nada, la …", or the items it is asked for ("necesito de cada furgoneta la matrícula",
 * "we need for each van the plate", "il me faut pour chaque véhicule la carte grise").
 */
const ASIDE = String.raw`(?:,[^,.;!?\n]{1,30},| (?:of|for|from|von|fur|zu|de|du|pour|para|per|da|di|van|voor) (?:each|every|jede[mnrs]?|chaque|cada|ogni|elke|ieder) \w{2,20})?`;
const OBJECT_EN = String.raw`(?:your|the|a|an|some|copies of|a copy of|you to (?:send|provide|confirm|give|sign))\b`;
const REQUEST = new RegExp(
  [
    // en
    String.raw`\b(?:we|i)(?:'ll| will| would|'d| still| first| also)? (?:need|require)${ASIDE} ${OBJECT_EN}`,
    String.raw`\b(?:we|i)(?:'ll| will| would|'d)? (?:must|have to|need to) (?:have|receive|see|get)${ASIDE} (?:your|the|a|an|copies|proof|details)\b`,
    String.raw`\bplease (?:send|provide|forward|supply|give|email|e-mail) (?:us|me)\b`,
    String.raw`\bplease (?:send|provide|forward|supply) (?:your|the)\b`,
    // de
    String.raw`\b(?:wir benotigen|benotigen wir|wir brauchen|brauchen wir|ich benotige|benotige ich|ich brauche|brauche ich|ich brauchte|brauchte ich|wir brauchten|brauchten wir|ich benotigte|benotigte ich|wir benotigten|benotigten wir)(?: noch| zunachst| vorab| dafur| zuerst| vorher)?${ASIDE} (?:ihre?[nrs]?|die|den|das|eine?[nr]?|deine?[nr]?)\b`,
    String.raw`\bbitte (?:senden|schicken|ubermitteln|nennen) sie uns\b`,
    // fr
    String.raw`\b(?:nous avons|nous aurions|j'ai|j'aurais) besoin (?:de|du|des|d')`,
    String.raw`\b(?:je|nous) (?:dois|devons|devrai|devrons|devrais|devrions) (?:avoir|recevoir|disposer (?:de|du|des|d'))\b`,
    String.raw`\bil me (?:faut|faudrait|faudra)${ASIDE} (?:votre|vos|le|la|les|l'|un|une)`,
    String.raw`\bil nous (?:faut|faudrait)${ASIDE} (?:votre|vos|le|la|les|l'|un|une)`,
    String.raw`\b(?:merci|veuillez|je vous prie) de nous (?:envoyer|communiquer|transmettre|indiquer|faire parvenir|fournir)\b`,
    // es
    String.raw`\b(?:necesitamos|necesito|necesitaria(?:mos)?|requerimos|nos hace falta|nos falta)(?: (?:saber|conocer|recibir|tener))?${ASIDE} (?:su|sus|tu|tus|el|la|los|las|un|una|vuestro|vuestra|del|de la)\b`,
    String.raw`\b(?:por favor,? )?(?:envienos|enviennos|enviadnos|indiquenos|facilitenos|mandenos|remitanos)\b`,
    // it
    String.raw`\b(?:abbiamo|avremmo|ho|avrei) bisogno (?:del|della|dei|delle|dello|degli|di (?:un|una|sapere|ricevere|avere))\b`,
    String.raw`\bci (?:serve|servono|servirebbe|servirebbero|occorre|occorrono) (?:il|la|i|le|lo|gli|l'|un|una|vostr\w*|su\w*)`,
    String.raw`\b(?:vi preghiamo|la preghiamo|vi chiediamo) di (?:inviarci|mandarci|indicarci|comunicarci|fornirci)\b`,
    // nl
    String.raw`\b(?:we|wij|ik) (?:hebben|heb|zouden|zou) [^.!?\n]{1,60} nodig\b`,
    String.raw`\b(?:hebben|zouden) (?:we|wij) [^.!?\n]{1,60} nodig\b`,
    String.raw`\b(?:graag ontvangen (?:we|wij)|kunt u ons|wilt u ons|gelieve ons) (?:uw|de|het|een)\b`,
    // pt
    String.raw`\b(?:precisamos|necessitamos|precisariamos|precisaria|preciso)(?: de)?(?: (?:saber|receber|ter|conhecer))?${ASIDE} (?:o|a|os|as|do|da|dos|das|seu|sua|seus|suas|vosso|vossa|um|uma)\b`,
    String.raw`\b(?:por favor,? )?(?:envie-nos|enviem-nos|indique-nos|indiquem-nos|agradecemos que nos (?:envie|enviem|indique|indiquem))\b`,
  ].join('|'),
);

/** A need that is ours to meet later, not something asked of the client ("we need two weeks", "we need to check"). */
const NOT_OF_US =
  /\b(?:need|require|benotigen|benotigte[n]?|brauchen|brauchte[n]?|besoin|necesitamos|bisogno|precisamos|necessitamos|nodig)\b[^.!?\n]{0,30}\b(?:days?|weeks?|time|tage|wochen|zeit|jours|semaines|temps|dias|semanas|tiempo|giorni|settimane|tempo|dagen|weken|tijd)\b|\b(?:tijd|dagen|weken)\b[^.!?\n]{0,30}\bnodig\b/;

/**
 * What the writer needs for a part of the work, said as its means ("daar hebben we de hoogwerker
 * voor nodig", "for that we need the cherry picker", "dafür brauchen wir den Steiger", "pour cela
 * il nous faut la nacelle", "para eso necesitamos la plataforma", "per questo ci serve il
 * cestello", "para isso precisamos da plataforma"): their own equipment, nothing asked of the
 * client, unless the sentence names something of the client's ("for that we need your plans").
 */
const FOR_THAT =
  /\b(?:for (?:that|this|which|it)|daar\b[^.!?\n]{0,40}\bvoor|daarvoor|hiervoor|dafur|dazu|hierfur|pour (?:cela|ca|ceci|ce faire)|para (?:eso|ello|esto|isso|isto|o que)|per (?:questo|cio|cui|farlo))\b/;
const CLIENT_OWNED =
  /\b(?:your|yours|uw|je|jullie|ihre[nmrs]?|ihr|euer|eure|votre|vos|su|sus|vuestr[oa]s?|vostr[oaie]|su[oaie]|seu|sua|seus|suas|vosso|vossa|dell'hotel|del hotel|de l'hotel|from you|van u|von ihnen|de votre part|de su parte|da parte vostra|da sua parte)\b/;
function ownMeans(folded: string): boolean {
  return FOR_THAT.test(folded) && !CLIENT_OWNED.test(folded);
}

/** The sentences of a reply's new text that ask our side for something, or to choose, without a question mark. */
export function findRequests(text: string): string[] {
  const out: string[] = [];
  for (const seg of segmentsOf(text.slice(0, 20_000))) {
    if (/[?？]\s*$/.test(seg.text)) continue;
    // A choice asked without a question mark ("let me know which you prefer", choice-requests.ts).
    const choice = CHOICE_REQUEST.test(seg.folded);
    if (!choice && (!REQUEST.test(seg.folded) || NOT_OF_US.test(seg.folded) || ownMeans(seg.folded))) continue;
    out.push(seg.text.slice(0, MAX_REQUEST_CHARS));
  }
  return out;
}

/**
 * A request the counterparty's answer waits on: the request's sentence, or the one after it,
 * says the answer is not final without it ("before we can confirm", "in order to quote",
 * "otherwise", "the final price will depend on it", "avant de bloquer", "sans quoi", "para
 * poder cotizar", "dependerá de", "bevor wir", "andernfalls", "prima di", "altrimenti", "voordat
 * we", "anders", "antes de", "caso contrário"). Beside a complete answer, such a request makes
 * the answer provisional: the client is asked, the request quoted, unless the case's knowledge
 * answers it (`fromCase`). A request for later ("please send your PO when you order") leaves the
 * answer standing.
 */
const WAITS_ON = new RegExp(
  `\\b(?:${[
    // en
    'before (?:we|i) (?:can|could|will)|before (?:confirming|booking|quoting|releasing|holding|we (?:confirm|book|quote|release|hold))|in order to (?:quote|confirm|book|proceed|price|hold|release)|to be able to (?:quote|confirm|book|proceed|price|hold)|otherwise|without (?:which|that|this|these|them|it),? (?:we|i)|(?:will|would) depend on|depends on|until (?:we|i) (?:have|receive|get)',
    // de
    'bevor (?:wir|ich)|um [^.;!?]{0,40} zu konnen|andernfalls|ansonsten|ohne (?:diese|das|die|den|dies)\\b[^.;!?]{0,30}\\b(?:konnen|kann)|hangt [^.;!?]{0,40}\\bab\\b|abhangig von|erst (?:nach|wenn)',
    // fr
    "avant de|avant que|pour pouvoir|sans quoi|faute de quoi|sinon|dependra (?:de|du|des)|depend (?:de|du|des)|tant que (?:je|nous) n'|au prealable",
    // es
    'antes de (?:nada|poder|confirmar|cotizar|reservar)|para poder|de lo contrario|sin (?:esos|estos|esas|estas|ello|eso|esto)\\b|dependera de|depende de|hasta (?:que|recibir|tener)',
    // it
    'prima di (?:poter|confermare|bloccare|quotare|prenotare)|per poter|altrimenti|senza (?:questi|queste|tali|i quali|le quali|di che|cui)\\b|dipendera da|dipende da|finche non',
    // nl
    'voordat (?:we|wij|ik)|om [^.;!?]{0,40} te kunnen|anders kunnen|zonder (?:deze|die|dat|dit)\\b|hangt [^.;!?]{0,40}\\baf van|afhankelijk van',
    // pt
    'antes de (?:poder|confirmar|cotar|reservar)|para (?:podermos|poder)|caso contrario|sem (?:esses|estes|essas|estas|isso|isto)\\b|dependera de|depende de|ate (?:que|recebermos)',
  ].join('|')})`,
);

/** The first request (as written) the reply's answer waits on that the case does not answer, or undefined. */
export function requestBeforeAnswer(text: string, fromCase: (q: string) => string | undefined): string | undefined {
  const segments = segmentsOf(text.slice(0, 20_000));
  for (const [i, seg] of segments.entries()) {
    if (!REQUEST.test(seg.folded) || NOT_OF_US.test(seg.folded) || ownMeans(seg.folded)) continue;
    const next = segments[i + 1]?.folded ?? '';
    if (!WAITS_ON.test(seg.folded) && !WAITS_ON.test(next)) continue;
    const request = seg.text.slice(0, MAX_REQUEST_CHARS);
    if (fromCase(request) === undefined) return request;
  }
  return undefined;
}
