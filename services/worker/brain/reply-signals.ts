import { foldForMatching } from './language-fold.js';
import { findOptOut } from './opt-out.js';

/**
 * What a reply signals before any value is read from it, in English, German, French and
 * Spanish: an automatic reply (out of office, autoresponder) or a refusal (which an opt-out
 * always is). Patterns run on the folded text (see `foldForMatching`: lower case, no accents),
 * are literal alternations and run in linear time.
 */

/** In the subject: the words autoresponders put there. */
const AUTO_REPLY_SUBJECT: readonly RegExp[] = [
  /\b(?:out of (?:the )?office|out-of-office|automatic reply|auto[- ]?reply|autoreply|auto[- ]?response|autoresponder|away from (?:the )?office)\b/,
  /\b(?:abwesenheitsnotiz|abwesenheit|abwesend|automatische antwort|nicht im buro)\b/,
  /\b(?:reponse automatique|message d'absence|absente? du bureau)\b/,
  /\b(?:respuesta automatica|mensaje de ausencia|fuera de la oficina|fuera de oficina)\b/,
  // Italian, Dutch, Portuguese
  /\b(?:risposta automatica|fuori ufficio|messaggio di assenza)\b/,
  /\b(?:automatisch antwoord|afwezigheidsbericht|afwezigheidsmelding)\b/,
  /\b(?:resposta automatica|mensagem de ausencia|fora do escritorio)\b/,
];

/** In the text: present-tense statements of absence (a person who *was* away is not one). */
const AUTO_REPLY_TEXT: readonly RegExp[] = [
  // English
  /\b(?:automatic reply|auto[- ]?reply|autoreply|auto[- ]?response|autoresponder|this is an automated (?:reply|response|message))\b/,
  /\b(?:i am|i'm|i will be|i'll be|we are|we're)\s+(?:currently\s+|now\s+)?(?:out of (?:the )?office|out-of-office|away|out of town|on (?:leave|vacation|holiday|annual leave|parental leave|sick leave|a business trip))\b/,
  /\b(?:with|have) (?:limited|no) access to (?:my )?e-?mails?\b/,
  // German
  /\b(?:abwesenheitsnotiz|abwesenheitsmeldung|automatische antwort|automatische benachrichtigung)\b/,
  /\b(?:nicht im buro|ausser haus|im urlaub|nicht erreichbar|keinen zugriff auf (?:meine )?e-?mails)\b/,
  // French
  /\b(?:reponse automatique|message d'absence|absente? du bureau|hors du bureau)\b/,
  /\bje suis (?:actuellement )?(?:absente?|en conges?|en vacances|en deplacement)\b/,
  // Spanish
  /\b(?:respuesta automatica|mensaje de ausencia|fuera de la oficina|fuera de oficina)\b/,
  /\b(?:estoy|me encuentro|estare) (?:actualmente )?(?:fuera|de vacaciones|ausente|de viaje)\b/,
  // Ticket systems acknowledging receipt
  /\b(?:your (?:request|ticket|message|enquiry|inquiry|e-?mail|case)(?: #?[\w-]{1,20})? has been (?:received|logged|registered)|please do not reply to this (?:message|e-?mail)|this (?:message|e-?mail) (?:was|has been|is) (?:automatically generated|sent automatically))\b/,
  // Italian
  /\b(?:risposta automatica|fuori ufficio|messaggio di assenza)\b/,
  /\b(?:sono|saro) (?:attualmente |momentaneamente )?(?:assente|fuori sede|in ferie|in vacanza|fuori ufficio)\b/,
  // Dutch
  /\b(?:automatisch antwoord|afwezigheidsbericht|afwezigheidsmelding|niet op kantoor)\b/,
  /\b(?:ik ben|ben ik) (?:momenteel |nu |helaas )?(?:afwezig|op vakantie|met verlof|niet aanwezig)\b/,
  /\bbeperkte? toegang tot (?:mijn )?e-?mail\b/,
  // Portuguese
  /\b(?:resposta automatica|mensagem de ausencia|fora do escritorio)\b/,
  /\b(?:estou|estarei) (?:atualmente |actualmente )?(?:ausente|de ferias|fora do escritorio|de licenca)\b/,
];

const REFUSAL: readonly RegExp[] = [
  // English
  /\b(?:(?:we|i)(?:'ll| will| have to| must| would)? (?:have to )?pass on (?:this|that|it)|we (?:no longer|don't|do not) (?:make|produce|supply|offer|sell|carry|stock)(?: or (?:repair|service|sell|supply|make))? (?:those|these|that|this|them|it)|(?:were|was|has been|have been) discontinued|we(?:'re| are) (?:fully|completely) booked|not taking on (?:any )?new (?:jobs|work|clients|customers|orders|projects)|we (?:cannot|can't|are unable to|won't be able to) (?:make|give|send|provide) (?:you )?(?:an? )?(?:offer|quote|quotation|proposal)|we (?:stopped|discontinued|ceased) (?:producing|making|selling|supplying|offering)|not interested|no,? thanks|no,? thank you|we (?:must |have to |will |would )?decline|we (?:cannot|can't|won't|will not) (?:help|assist|provide|share|participate|take part)|we (?:are|'re) not able to (?:help|assist|provide|share))\b/,
  // German
  /\b(?:stellen wir nicht mehr her|(?:produzieren|liefern|fuhren) wir nicht mehr|mussen wir (?:leider )?passen|kein interesse|nicht interessiert|nein,? danke|wir lehnen|lehnen (?:wir|ich) (?:das |dies |ihre anfrage |ihr angebot )?(?:leider )?ab|mussen (?:wir|ich) (?:leider )?(?:absagen|ablehnen)|konnen (?:wir|ich) (?:ihnen )?(?:leider )?nicht (?:helfen|weiterhelfen|anbieten))\b/,
  // French
  /\b(?:nous ne (?:fabriquons|produisons|vendons|proposons) plus|nous devons passer notre tour|pas interesse(?:e|s|es)?|non,? merci|nous (?:devons )?(?:declinons|refusons|decliner|refuser)|nous ne (?:pouvons|pourrons) pas (?:vous aider|donner suite|repondre favorablement))\b/,
  // Spanish
  /\b(?:ya no (?:fabricamos|producimos|vendemos|ofrecemos)|no (?:estamos|estoy) interesad[oa]s?|no (?:me|nos) interesa|no,? gracias|rechazamos|declinamos|no (?:podemos|puedo) (?:ayudarle|ayudarles|ayudarte|ofrecer|participar))\b/,
  // Italian
  /\b(?:non (?:siamo|sono) interessat[ioae]|non (?:ci|mi) interessa|no,? grazie|non (?:produciamo|vendiamo|forniamo|facciamo|trattiamo) piu|dobbiamo (?:declinare|rinunciare)|declin(?:iamo|o) (?:la|il|l')|non (?:possiamo|posso) (?:aiutarla|aiutarvi|aiutarti|fornir\w*|offrir\w*|partecipare|farle un'offerta|farvi un'offerta))\b/,
  // Dutch
  /\b(?:geen interesse|niet geinteresseerd|nee,? (?:bedankt|dank u|dank je)|(?:leveren|maken|verkopen|produceren) (?:wij|we) niet meer|(?:wij|we) (?:zijn|zitten) (?:helaas )?volgeboekt|(?:wij|we) (?:kunnen|zullen) (?:u |je )?(?:helaas )?(?:niet helpen|geen offerte)|moeten (?:wij|we) (?:helaas )?(?:afzeggen|bedanken|passen))\b/,
  // Portuguese
  /\b(?:nao (?:estamos|estou) interessad[oa]s?|nao (?:nos|me) interessa|nao,? obrigad[oa]|ja nao (?:fabricamos|produzimos|vendemos|fornecemos)|nao (?:lhe |vos |te )?(?:podemos|posso) (?:apresentar|fazer|enviar|dar) (?:uma )?(?:proposta|oferta|cotacao|orcamento)|nao (?:podemos|posso) ajuda(?:r|-lo|-la)|recusamos|declinamos)\b/,
];

export type ReplySignal =
  | { kind: 'auto_reply' }
  | { kind: 'refusal'; phrase: string; optOut: boolean }
  | { kind: 'none' };

/** The signal of a reply's new text (and subject, which auto-replies often use alone). */
export function replySignal(text: string, subject = ''): ReplySignal {
  const body = foldForMatching(text);
  // "Re: Automatic reply: ..." is a person answering in the autoresponder's thread.
  const subj = /^\s*(?:re|aw|antw|sv|rv|ref|wg|fw|fwd|tr)\s*:/i.test(subject) ? '' : foldForMatching(subject);
  if (AUTO_REPLY_SUBJECT.some((p) => p.test(subj)) || AUTO_REPLY_TEXT.some((p) => p.test(body)))
    return { kind: 'auto_reply' };
  const optOut = findOptOut(text);
  if (optOut !== undefined) return { kind: 'refusal', phrase: optOut, optOut: true };
  for (const p of REFUSAL) {
    const m = body.match(p);
    if (m) return { kind: 'refusal', phrase: m[0], optOut: false };
  }
  return { kind: 'none' };
}
