import { foldForMatching } from './language-fold.js';
import { findOptOut } from './opt-out.js';
import { findRefusal } from './guards/refusals.js';

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
  /\b(?:i(?:'ll| will) be back (?:in the office |at my desk )?on|i(?:'m| am) (?:currently )?travel(?:l)?ing (?:until|and will)|(?:i(?:'ll| will) be )?returning to the office on)\b/,
  // German, French, Spanish, Italian, Dutch, Portuguese: back on a date, away until one
  /\b(?:ab dem \S{1,20} (?:bin ich )?wieder (?:im buro|erreichbar|fur sie da)|bin (?:ich )?(?:bis|ab) (?:einschliesslich )?\S{1,20} (?:wieder )?erreichbar)\b/,
  /\b(?:je serai absente?|je serai de retour (?:le|au bureau)|de retour au bureau le)\b/,
  /\b(?:estare de vuelta|regresare (?:el|a la oficina))\b/,
  /\b(?:rientrero (?:in ufficio|il)|saro di nuovo in ufficio)\b/,
  /\b(?:ik ben (?:tot en met|t\/m|tot) \S{1,20}(?: \S{1,20})? (?:afwezig|met vakantie|op vakantie)|vanaf \S{1,20}(?: \S{1,20})? (?:ben ik )?weer (?:op kantoor|aanwezig|bereikbaar))\b/,
  /\b(?:estou fora (?:do escritorio|ate)|estarei de volta|regresso ao escritorio)\b/,
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
  const refusal = findRefusal(body);
  if (refusal !== undefined) return { kind: 'refusal', phrase: refusal, optOut: false };
  return { kind: 'none' };
}
