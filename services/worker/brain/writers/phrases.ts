import type { Lang } from '../readers/language.js';
import { it, nl, pt } from './phrases-it-nl-pt.js';
import type { Phrases } from './phrase-set.js';

export type { Phrases } from './phrase-set.js';

/**
 * The sentences the writers use, per language the brain writes (English, German, French,
 * Spanish here; Italian, Dutch and Portuguese in phrases-it-nl-pt.ts). German uses the formal
 * "Sie", French "vous", Spanish "usted": we write to business contacts we do not know.
 */
const en: Phrases = {
  greeting: { formal: (n) => `Dear ${n},`, friendly: (n) => `Hi ${n},`, plain: (n) => `Hello ${n},` },
  signOff: { formal: 'Kind regards,', friendly: 'Best regards,', plain: 'Best regards,' },
  and: 'and',
  yes: 'yes',
  no: 'no',
  ask: (x) => `Could you please let me know ${x}?`,
  askList: 'Could you please let me know:',
  askAlso: (x) => `Could you also let me know ${x}?`,
  askAlsoList: 'Could you also let me know:',
  precisely: (x) => `In particular, I would like to know ${x}.`,
  preciselyList: 'In particular, I would like to know:',
  confirm: 'Could you please confirm, so that we can go ahead?',
  thanksInAdvance: 'Thank you in advance.',
  thanksReply: 'Thank you for your reply.',
  noted: (x) => `I have noted ${x}.`,
  notedList: 'I have noted:',
  thanksPatience: 'Thank you for your patience.',
  yourQuestion: (q) => `As for your question "${q}":`,
  yourQuestionUnquoted: 'As for your question:',
  yourProposal: 'As for your proposal:',
  yourMessage: 'As for your message:',
  cannotShare: 'I am afraid I cannot share that information.',
  nudgeFirst: (t) => `I am writing to follow up on my email about ${t}.`,
  nudgeAgain: (t) => `I am writing again about ${t}, in case my earlier emails did not reach you.`,
  nudgeLast: (t) => `This is my last follow-up about ${t}.`,
  nudgeAfterAutoReply: (t) =>
    `Thank you for your automatic reply. I am writing again about ${t}, for whenever you or a colleague can look at it.`,
  afterReply: 'Thank you again for your reply.',
  lastFollowUp: 'This is my last follow-up on this request.',
  askDetails: 'Could you please send me the details?',
  intro: (name, from) => `My name is ${name}${from}.`,
  roleAt: (role, company) => `, ${role} at ${company}`,
  from: (company) => ` from ${company}`,
  about: (o) => `I am writing to you about the following request: ${o}`,
};

const de: Phrases = {
  greeting: { formal: (n) => `Guten Tag ${n},`, friendly: (n) => `Hallo ${n},`, plain: (n) => `Guten Tag ${n},` },
  signOff: { formal: 'Mit freundlichen Grüßen', friendly: 'Viele Grüße', plain: 'Mit freundlichen Grüßen' },
  and: 'und',
  yes: 'ja',
  no: 'nein',
  ask: (x) => `Könnten Sie mir bitte Folgendes mitteilen: ${x}?`,
  askList: 'Könnten Sie mir bitte Folgendes mitteilen:',
  askAlso: (x) => `Könnten Sie mir bitte noch Folgendes mitteilen: ${x}?`,
  askAlsoList: 'Könnten Sie mir bitte noch Folgendes mitteilen:',
  precisely: (x) => `Ich benötige insbesondere: ${x}.`,
  preciselyList: 'Ich benötige insbesondere:',
  confirm: 'Könnten Sie das bitte kurz bestätigen, damit wir fortfahren können?',
  thanksInAdvance: 'Vielen Dank im Voraus.',
  thanksReply: 'vielen Dank für Ihre Antwort.',
  noted: (x) => `Ich habe Folgendes notiert: ${x}.`,
  notedList: 'Ich habe Folgendes notiert:',
  thanksPatience: 'vielen Dank für Ihre Geduld.',
  yourQuestion: (q) => `Zu Ihrer Frage „${q}“:`,
  yourQuestionUnquoted: 'Zu Ihrer Frage:',
  yourProposal: 'Zu Ihrem Vorschlag:',
  yourMessage: 'Zu Ihrer Nachricht:',
  cannotShare: 'Diese Information kann ich leider nicht weitergeben.',
  nudgeFirst: (t) => `ich möchte kurz an meine E-Mail zu folgendem Anliegen erinnern: ${t}.`,
  nudgeAgain: (t) =>
    `ich melde mich noch einmal zu folgendem Anliegen, falls meine E-Mails Sie nicht erreicht haben: ${t}.`,
  nudgeLast: (t) => `dies ist meine letzte Nachfrage zu folgendem Anliegen: ${t}.`,
  nudgeAfterAutoReply: (t) =>
    `vielen Dank für Ihre automatische Antwort. Ich schreibe Ihnen noch einmal zu folgendem Anliegen, für Sie oder Ihre Vertretung: ${t}.`,
  afterReply: 'nochmals vielen Dank für Ihre Antwort.',
  lastFollowUp: 'Dies ist meine letzte Nachfrage zu dieser Anfrage.',
  askDetails: 'Könnten Sie mir bitte die Einzelheiten mitteilen?',
  intro: (name, from) => `mein Name ist ${name}${from}.`,
  roleAt: (role, company) => `, ${role} bei ${company}`,
  from: (company) => ` von ${company}`,
  about: (o) => `Ich wende mich mit folgendem Anliegen an Sie: ${o}`,
};

const fr: Phrases = {
  greeting: { formal: (n) => `Bonjour ${n},`, friendly: (n) => `Bonjour ${n},`, plain: (n) => `Bonjour ${n},` },
  signOff: { formal: 'Cordialement,', friendly: 'Bien à vous,', plain: 'Cordialement,' },
  and: 'et',
  yes: 'oui',
  no: 'non',
  ask: (x) => `Pourriez-vous m'indiquer ${x} ?`,
  askList: "Pourriez-vous m'indiquer les éléments suivants :",
  askAlso: (x) => `Pourriez-vous également m'indiquer ${x} ?`,
  askAlsoList: "Pourriez-vous également m'indiquer les éléments suivants :",
  precisely: (x) => `J'aurais besoin en particulier de : ${x}.`,
  preciselyList: "J'aurais besoin en particulier de :",
  confirm: 'Pourriez-vous me le confirmer, afin que nous puissions avancer ?',
  thanksInAdvance: 'Merci d’avance.',
  thanksReply: 'Merci pour votre réponse.',
  noted: (x) => `J'ai bien noté : ${x}.`,
  notedList: "J'ai bien noté :",
  thanksPatience: 'Merci pour votre patience.',
  yourQuestion: (q) => `Concernant votre question « ${q} » :`,
  yourQuestionUnquoted: 'Concernant votre question :',
  yourProposal: 'Concernant votre proposition :',
  yourMessage: 'Concernant votre message :',
  cannotShare: 'Je ne suis malheureusement pas en mesure de partager cette information.',
  nudgeFirst: (t) => `Je me permets de revenir vers vous au sujet de ma demande : ${t}.`,
  nudgeAgain: (t) =>
    `Je reviens vers vous au sujet de ma demande, au cas où mes messages ne vous seraient pas parvenus : ${t}.`,
  nudgeLast: (t) => `Ceci est ma dernière relance au sujet de ma demande : ${t}.`,
  nudgeAfterAutoReply: (t) =>
    `Merci pour votre message automatique. Je vous écris à nouveau au sujet de ma demande, pour vous ou la personne qui vous remplace : ${t}.`,
  afterReply: 'Merci encore pour votre réponse.',
  lastFollowUp: 'Ceci est ma dernière relance au sujet de cette demande.',
  askDetails: "Pourriez-vous m'envoyer les détails ?",
  intro: (name, from) => `Je suis ${name}${from}.`,
  roleAt: (role, company) => `, ${role} chez ${company}`,
  from: (company) => ` de ${company}`,
  about: (o) => `Je vous contacte au sujet de la demande suivante : ${o}`,
};

const es: Phrases = {
  greeting: { formal: (n) => `Estimado/a ${n}:`, friendly: (n) => `Hola, ${n}:`, plain: (n) => `Buenos días, ${n}:` },
  signOff: { formal: 'Atentamente,', friendly: 'Un saludo,', plain: 'Saludos cordiales,' },
  and: 'y',
  yes: 'sí',
  no: 'no',
  ask: (x) => `¿Podría indicarme ${x}?`,
  askList: '¿Podría indicarme lo siguiente?',
  askAlso: (x) => `¿Podría indicarme también ${x}?`,
  askAlsoList: '¿Podría indicarme también lo siguiente?',
  precisely: (x) => `En particular, necesito: ${x}.`,
  preciselyList: 'En particular, necesito:',
  confirm: '¿Podría confirmármelo para que podamos seguir adelante?',
  thanksInAdvance: 'Muchas gracias de antemano.',
  thanksReply: 'Muchas gracias por su respuesta.',
  noted: (x) => `He tomado nota de: ${x}.`,
  notedList: 'He tomado nota de:',
  thanksPatience: 'Muchas gracias por su paciencia.',
  yourQuestion: (q) => `En cuanto a su pregunta «${q}»:`,
  yourQuestionUnquoted: 'En cuanto a su pregunta:',
  yourProposal: 'En cuanto a su propuesta:',
  yourMessage: 'En cuanto a su mensaje:',
  cannotShare: 'Lamentablemente, no puedo compartir esa información.',
  nudgeFirst: (t) => `Le escribo para dar seguimiento a mi correo sobre la siguiente solicitud: ${t}.`,
  nudgeAgain: (t) => `Le escribo de nuevo sobre mi solicitud, por si mis correos anteriores no le llegaron: ${t}.`,
  nudgeLast: (t) => `Este es mi último recordatorio sobre mi solicitud: ${t}.`,
  nudgeAfterAutoReply: (t) =>
    `Gracias por su respuesta automática. Le escribo de nuevo sobre mi solicitud, para usted o la persona que le sustituya: ${t}.`,
  afterReply: 'Muchas gracias de nuevo por su respuesta.',
  lastFollowUp: 'Este es mi último recordatorio sobre esta solicitud.',
  askDetails: '¿Podría enviarme los detalles?',
  intro: (name, from) => `Mi nombre es ${name}${from}.`,
  roleAt: (role, company) => `, ${role} en ${company}`,
  from: (company) => ` de ${company}`,
  about: (o) => `Le escribo en relación con la siguiente solicitud: ${o}`,
};

export const PHRASES: Record<Lang, Phrases> = { en, de, fr, es, it, nl, pt };

export function phrasesFor(lang: Lang | undefined): Phrases {
  return PHRASES[lang ?? 'en'] ?? en;
}
