import { foldForMatching } from './language-fold.js';
import { findOptOut } from './opt-out.js';
import { findRefusal } from './guards/refusals.js';
import { findStandIn } from './guards/stand-ins.js';
import { answerFigures } from './guards/answer-figures.js';
import { findNumbers } from './readers/amounts.js';
import { detectReadLanguage, type ReadLang } from './readers/language.js';

/**
 * What a reply signals before any value is read from it, in the seven languages the brain
 * reads: an automatic reply (out of office, autoresponder) or a refusal (which an opt-out always
 * is). A colleague who answers for someone who is away is a person, not an out-of-office. Patterns run on the folded text (see `foldForMatching`: lower case, no accents),
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

/** In the text: an autoresponder's or a ticket system's own words; always automatic. */
const NOTICE: readonly RegExp[] = [
  /\b(?:automatic reply|auto[- ]?reply|autoreply|auto[- ]?response|autoresponder|this is an automated (?:reply|response|message))\b/,
  /\b(?:abwesenheitsnotiz|abwesenheitsmeldung|automatische antwort|automatische benachrichtigung)\b/,
  /\b(?:reponse automatique|message d'absence)\b/,
  /\b(?:respuesta automatica|mensaje de ausencia)\b/,
  /\b(?:risposta automatica|messaggio di assenza)\b/,
  /\b(?:automatisch antwoord|afwezigheidsbericht|afwezigheidsmelding)\b/,
  /\b(?:resposta automatica|mensagem de ausencia)\b/,
  // Ticket systems acknowledging receipt
  /\b(?:your (?:request|ticket|message|enquiry|inquiry|e-?mail|case)(?: #?[\w-]{1,20})? has been (?:received|logged|registered)|please do not reply to this (?:message|e-?mail)|this (?:message|e-?mail) (?:was|has been|is) (?:automatically generated|sent automatically))\b/,
  // "Do not reply to this mail", "this message was generated automatically", in the six other languages
  /\b(?:do not reply to this (?:automated |automatic )?(?:message|e-?mail)|this is an automatically generated (?:message|e-?mail)|bitte antworten sie nicht auf diese (?:\S{1,25} ){0,2}(?:e-?mail|nachricht)|automatisch (?:erzeugte|generierte|erstellte|versandte|versendete)n? (?:e-?mail|nachricht)|diese (?:e-?mail|nachricht) wurde automatisch|merci de ne pas repondre a (?:ce|cet) (?:message|e-?mail|courriel)|ceci est un (?:message|courriel) automatique|(?:message|courriel|e-?mail) (?:genere|envoye) automatiquement|no responda a (?:este|esta) (?:correo|mensaje|e-?mail)|este es un (?:mensaje|correo) automatico|(?:mensaje|correo) (?:generado|enviado) automaticamente|non rispondere a (?:questa|questo) (?:e-?mail|mail|messaggio)|questo e un messaggio automatico|(?:messaggio|e-?mail|mail) (?:generat[ao]|inviat[ao]) automaticamente|niet (?:te )?(?:antwoorden|reageren) op (?:deze|dit) (?:e-?mail|mail|bericht)|dit is een automatisch (?:gegenereerd |verzonden )?(?:bericht|e-?mail)|(?:dit|deze) (?:bericht|e-?mail) (?:is|werd) automatisch|nao responda a (?:este|esta) (?:e-?mail|mensagem|correio)|esta e uma mensagem automatica|(?:mensagem|e-?mail) (?:gerad[ao]|enviad[ao]) automaticamente)\b/,
  // A mailbox nobody reads ("this inbox is not monitored at weekends"), in the seven languages
  /\b(?:(?:inbox|mailbox|e-?mail address|address) is (?:not|no longer|un)(?: being)? ?(?:monitored|checked|attended)|(?:postfach|e-?mail-?adresse|mailadresse) wird (?:\S{1,20} ){0,3}?nicht (?:uberwacht|gelesen|betreut|abgerufen)|(?:boite|adresse)(?: \S{1,15}){0,3} n'est pas (?:surveillee|consultee|relevee)|(?:buzon|direccion)(?: \S{1,15}){0,3} no (?:esta|es) (?:supervisad|monitorizad|atendid|revisad)[oa]|(?:casella|indirizzo)(?: \S{1,15}){0,3} non (?:e|viene) (?:monitorat|presidiat|controllat)[oa]|(?:mailbox|inbox|e-?mailadres|postbus)(?: \S{1,15}){0,3} wordt niet (?:gelezen|bewaakt|gecontroleerd|gemonitord)|(?:caixa|endereco)(?: \S{1,15}){0,3} nao (?:e|esta a ser) (?:monitorizad|monitorad|vigiad)[oa])\b/,
];

/**
 * A queue answered in turn, or within a service time, by a team ("we aim to respond to all
 * enquiries within two working days", "in der Reihenfolge des Eingangs", "par ordre d'arrivée").
 * A person says it too before answering at once, so it counts only beside a second automatic
 * cue: a receipt word, a reference number or an out-of-office tail (see `queueNotice`).
 */
const QUEUE =
  /\b(?:we aim to (?:respond|reply|answer) to (?:all |every |your )?(?:enquiries|inquiries|e-?mails|messages|requests)|in (?:der )?reihenfolge (?:des|ihres) eingangs|(?:par|dans l') ?ordre d'arrivee|por orden de llegada|in ordine di arrivo|op volgorde van binnenkomst|por ordem de chegada)\b/;

/**
 * A receipt under a reference number ("Ihre Anfrage wurde unter der Ticketnummer #2026-1187
 * erfasst", "votre demande n° 48213 a bien été enregistrée"): a helpdesk's acknowledgement, in
 * the seven languages. Both in one sentence: a person who mentions a ticket number answers.
 */
const RECEIPT =
  /\b(?:received|logged|registered|recorded|eingegangen|erfasst|registriert|angelegt|recue|enregistree|prise en compte|recibid[ao]|registrad[ao]|ricevut[ao]|registrat[ao]|presa in carico|ontvangen|geregistreerd|aangemaakt|recebid[ao]|registad[ao])\b/;
const REFERENCE =
  /#\s?[a-z]{0,5}-?\d{3,}|\b(?:ticket|case|reference|ref|referenz|vorgang|dossier|demande|caso|solicitud|incidencia|pratica|richiesta|zaak|melding|aanvraag|pedido|processo|chamado)\w{0,8}\b[^.!?\n\d]{0,25}\d[\d/-]{2,}/;

function ticketReceipt(body: string, lang: ReadLang): boolean {
  const m = RECEIPT.exec(body.slice(0, 5_000));
  if (!m) return false;
  const { from, to } = sentenceSpan(body, m.index, m.index + m[0].length);
  const ref = REFERENCE.exec(body.slice(from, to));
  if (!ref) return false;
  // "Your request has been received; the price is €480", "order received under reference …;
  // delivery on 3 May": a person answering, not a helpdesk. An amount anywhere, or a date or a
  // figure that could be an answer beside the receipt and its reference, spares the mail. (A dot
  // after the reference's digits ends no sentence, so the reference alone is set aside.)
  if (findNumbers(body, lang).some((n) => n.currency !== undefined)) return false;
  const at = from + ref.index;
  const rest = `${body.slice(0, at)}\n${body.slice(at + ref[0].length)}`.slice(0, 5_000);
  const figures = answerFigures(rest, lang, Date.now());
  return figures.dates.length === 0 && figures.prices.length === 0;
}

/** A queue notice (`QUEUE`) beside a second automatic cue: a receipt, a reference or an out-of-office tail. */
function queueNotice(body: string): boolean {
  const head = body.slice(0, 5_000);
  return QUEUE.test(head) && (RECEIPT.test(head) || REFERENCE.test(head) || NOTICE_TAIL.test(head));
}

/**
 * Words right before an autoresponder's name that make it a person speaking of one: "you will
 * have received my automatic reply", "sorry for the auto-reply", "meine Abwesenheitsnotiz", "mon
 * message d'absence", "mi respuesta automática", "il mio messaggio di assenza", "mijn
 * afwezigheidsbericht", "a minha mensagem de ausência". An autoresponder says "this is an
 * automatic reply" or starts with its name.
 */
const REFERENCE_BEFORE =
  /\b(?:my|your|our|the|that|received|got|saw|seen|mein\w*|ihr\w*|unser\w*|erhalten|mon|ma|votre|notre|recu|mi|su|sus|nuestr\w*|recibido|il mio|la mia|mio|mia|ricevuto|mijn|uw|onze|ontvangen|meu|minha|recebido|recebeu)\s+(?:\p{L}+\s+)?$/u;

/** Whether the pattern names an autoresponder in the text other than as a person's reference to one. */
function noticeIn(body: string, pattern: RegExp): boolean {
  let from = 0;
  while (from < body.length) {
    const m = pattern.exec(body.slice(from));
    if (!m) return false;
    const at = from + m.index;
    if (!REFERENCE_BEFORE.test(body.slice(Math.max(0, at - 40), at))) return true;
    from = at + Math.max(1, m[0].length);
  }
  return false;
}

/**
 * A sentence in the past ("I was on holiday", "ich war im Urlaub", "j'étais absent", "he estado
 * fuera de la oficina", "sono stato fuori ufficio", "ik was niet op kantoor", "estive fora do
 * escritório"): a person back at work, answering, and no out-of-office.
 */
const PAST_BEING =
  /\b(?:i was|we were|i've been|i have been|i had been|ich war|wir waren|war ich|bin \S{1,20} gewesen|gewesen|j'etais|nous etions|j'ai ete|ai ete|avons ete|estuve|estuvimos|estaba|estabamos|he estado|hemos estado|ero|eravamo|sono stat[oaie]|siamo stat[ie]|ik was|was ik|we waren|waren we|ben \S{1,20} geweest|geweest|estive|estivemos|estava|estavamos|tenho estado)\b/;

/** In the text: the writer's own present absence, in the first person (a person who *was* away is not one). */
const WRITER_ABSENT: readonly RegExp[] = [
  // English
  /\b(?:i am|i'm|i will be|i'll be|we are|we're)\s+(?:currently\s+|now\s+)?(?:out of (?:the )?office|out-of-office|away|out of town|on (?:leave|vacation|holiday|annual leave|parental leave|sick leave|a business trip))\b/,
  /\b(?:with|have) (?:limited|no) access to (?:my )?e-?mails?\b/,
  /\b(?:i(?:'ll| will) be back (?:in the office |at my desk )?on|i(?:'m| am) (?:currently )?travel(?:l)?ing (?:until|and will)|(?:i(?:'ll| will) be )?returning to the office on)\b/,
  // French, Spanish, Italian, Dutch, Portuguese: back on a date, away until one
  /\b(?:je serai absente?|je serai de retour (?:le|au bureau))\b/,
  /\b(?:estare de vuelta|regresare (?:el|a la oficina))\b/,
  /\b(?:rientrero (?:in ufficio|il)|saro di nuovo in ufficio)\b/,
  /\b(?:ik ben (?:tot en met|t\/m|tot) \S{1,20}(?: \S{1,20})? (?:afwezig|met vakantie|op vakantie)|vanaf \S{1,20}(?: \S{1,20})? (?:ben ik )?weer (?:op kantoor|aanwezig|bereikbaar))\b/,
  /\b(?:estou fora (?:do escritorio|ate)|estarei de volta|regresso ao escritorio)\b/,
  /\bje suis (?:actuellement )?(?:absente?|en conges?|en vacances|en deplacement)\b/,
  /\b(?:estoy|me encuentro|estare) (?:actualmente )?(?:fuera|de vacaciones|ausente|de viaje)\b/,
  /\b(?:sono|saro) (?:attualmente |momentaneamente )?(?:assente|fuori sede|in ferie|in vacanza|fuori ufficio)\b/,
  /\b(?:ik ben|ben ik) (?:momenteel |nu |helaas )?(?:afwezig|op vakantie|met verlof|niet aanwezig)\b/,
  /\bbeperkte? toegang tot (?:mijn )?e-?mail\b/,
  /\b(?:estou|estarei) (?:atualmente |actualmente )?(?:ausente|de ferias|fora do escritorio|de licenca)\b/,
];

/**
 * In the text: an absence said without a subject of its own ("nicht im Büro", "hors du bureau",
 * "fuera de la oficina", "fuori ufficio", "niet op kantoor", "fora do escritório", "ab dem 14.
 * wieder im Büro"). The writer's own unless its sentence speaks of someone else in the third
 * person ("Frau Albers ist im Urlaub") and not of the writer (see `isWritersAbsence`).
 */
const UNATTRIBUTED_ABSENCE: readonly RegExp[] = [
  /\b(?:ab dem \S{1,20} (?:bin ich )?wieder (?:im buro|erreichbar|fur sie da)|bin (?:ich )?(?:bis|ab) (?:einschliesslich )?\S{1,20} (?:wieder )?erreichbar)\b/,
  /\b(?:nicht im buro|ausser haus|im urlaub|nicht erreichbar|keinen zugriff auf (?:meine )?e-?mails)\b/,
  /\b(?:absente? du bureau|hors du bureau|de retour au bureau le)\b/,
  /\b(?:fuera de la oficina|fuera de oficina)\b/,
  /\bfuori ufficio\b/,
  /\bniet op kantoor\b/,
  /\bfora do escritorio\b/,
];

/** The writer as the one who is (away): first-person verbs of being (folded). */
const FIRST_PERSON_BEING =
  /\b(?:i am|i'm|we are|we're|ich bin|bin ich|wir sind|sind wir|je suis|nous sommes|estoy|estamos|me encuentro|sono|siamo|ik ben|ben ik|wij zijn|we zijn|zijn we|estou|estamos)\b/;

/**
 * Someone else away, in the third person (folded; words that are also articles or "this" in
 * another language, like Spanish "el" and "esta" or Italian "il" and "e", only beside the absence).
 */
const THIRD_PERSON =
  /\b(?:she|he|they|is|ist|sind|er|est|sont|elle|zijn|hij|zij|ele|ela)\b|\b(?:esta|estan|se encuentra|se encuentran) fuera de (?:la )?oficina\b|\b(?:e|sara) fuori ufficio\b|\b(?:esta|estao|se encontra) fora do escritorio\b/;

/**
 * What an out-of-office adds after a third-person absence (a notice written for the person):
 * the mail is not forwarded, whom to call for urgent matters.
 */
const NOTICE_TAIL =
  /\b(?:(?:your )?(?:e-?mail|message) (?:will not|won't) be forwarded|for urgent (?:matters|enquiries|inquiries|requests)|in urgent cases|wird nicht weitergeleitet|in dringenden fallen|en cas d'urgence|pour toute urgence|para (?:asuntos|temas|casos) urgentes|en caso de urgencia|per urgenze|in caso di urgenza|voor dringende zaken|in dringende gevallen|para assuntos urgentes|em caso de urgencia)\b/;

/**
 * Whether an absence without a subject is the writer's: its sentence names nobody else in the
 * third person, or says the writer is ("ich bin", "je suis", "sono" …), or the text reads as an
 * out-of-office notice written for someone (their mail is not forwarded, whom to call in urgent
 * cases). "Frau Albers ist im Urlaub, ich schicke Ihnen die Preise" is a colleague writing.
 */
function isWritersAbsence(body: string): boolean {
  for (const pattern of UNATTRIBUTED_ABSENCE) {
    const m = pattern.exec(body);
    if (!m) continue;
    const sentence = sentenceAround(body, m.index, m.index + m[0].length);
    // "Ich war letzte Woche im Urlaub, daher erst heute": a person back, answering.
    if (PAST_BEING.test(sentence) && !NOTICE_TAIL.test(body)) continue;
    if (FIRST_PERSON_BEING.test(sentence) || !THIRD_PERSON.test(sentence) || NOTICE_TAIL.test(body)) return true;
  }
  return false;
}

/** The writer's own present absence, said in the first person; not a sentence in the past ("I was travelling with limited access to email"). */
function writerAbsent(body: string): boolean {
  return WRITER_ABSENT.some((p) => {
    const m = p.exec(body);
    if (!m) return false;
    return !PAST_BEING.test(sentenceAround(body, m.index, m.index + m[0].length)) || NOTICE_TAIL.test(body);
  });
}

/**
 * The sentence (or line) holding [start, end), bounded to 300 characters either side. A dot after
 * a digit ("bis 14. März", "1.150") ends no sentence.
 */
function sentenceAround(text: string, start: number, end: number): string {
  const { from, to } = sentenceSpan(text, start, end);
  return text.slice(from, to);
}

function sentenceSpan(text: string, start: number, end: number): { from: number; to: number } {
  const endsAt = (i: number) => /[!?\n]/.test(text[i]!) || (text[i] === '.' && !/\d/.test(text[i - 1] ?? ''));
  let from = start;
  while (from > 0 && start - from < 300 && !endsAt(from - 1)) from--;
  let to = end;
  while (to < text.length && to - end < 300 && !endsAt(to)) to++;
  return { from, to };
}

export type ReplySignal =
  | { kind: 'auto_reply' }
  | { kind: 'refusal'; phrase: string; optOut: boolean }
  | { kind: 'none' };

/** The signal of a reply's new text (and subject, which auto-replies often use alone). */
export function replySignal(text: string, subject = ''): ReplySignal {
  const body = foldForMatching(text);
  // "Re: Automatic reply: ..." is a person answering in the autoresponder's thread.
  const subj = /^\s*(?:re|aw|antw|sv|rv|ref|wg|fw|fwd|tr)\s*:/i.test(subject) ? '' : foldForMatching(subject);
  if (
    AUTO_REPLY_SUBJECT.some((p) => p.test(subj)) ||
    NOTICE.some((p) => noticeIn(body, p)) ||
    queueNotice(body) ||
    ticketReceipt(body, detectReadLanguage(text))
  )
    return { kind: 'auto_reply' };
  // An absence the writer states is an out-of-office, unless the writer is standing in for
  // someone ("Frau Albers ist im Urlaub, ich vertrete sie: …"): a deputy's or a colleague's
  // answer is a person's, never waited on as if nobody had answered (guards/stand-ins.ts).
  if ((writerAbsent(body) || isWritersAbsence(body)) && findStandIn(text) === undefined) return { kind: 'auto_reply' };
  const optOut = findOptOut(text);
  if (optOut !== undefined) return { kind: 'refusal', phrase: optOut, optOut: true };
  const refusal = findRefusal(body);
  if (refusal !== undefined) return { kind: 'refusal', phrase: refusal, optOut: false };
  return { kind: 'none' };
}
