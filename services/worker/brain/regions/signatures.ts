import { foldForMatching } from '../language-fold.js';

/**
 * Where a signature starts in the new text of a reply (the lines above any quoted history):
 * - a delimiter line: `--`, `-- ` (RFC 3676), `—`, `__`;
 * - a mobile client's line: "Sent from my iPhone", "Von meinem iPhone gesendet", "Envoyé de mon
 *   iPhone", "Enviado desde mi", "Inviato da", "Verzonden vanaf", "Enviado do meu", "Get Outlook
 *   for iOS" …;
 * - a sign-off line ("Best regards,", "Thanks, Tom", "Mit freundlichen Grüßen", "Cordialement",
 *   "Saludos", "Cordiali saluti", "Met vriendelijke groet", "Atenciosamente" …) after some
 *   content, followed only by a few short lines (name, title, company, phone, address): a
 *   sign-off followed by a paragraph of prose is not a signature.
 * Linear: each line is folded once and matched against anchored alternations.
 */

const MAX_LINE = 200;
const MAX_SIGNATURE_LINES = 14;
const MAX_SIGNATURE_LINE_CHARS = 120;

const DELIMITER = /^(?:--|-- |—|–|_{2,4}|-{3,4})$/;

const MOBILE =
  /^(?:sent from|sent via|sent with|get outlook for|von meinem .{1,40} gesendet|gesendet von|gesendet mit|envoye de|envoye depuis|envoye a partir|telecharger outlook|enviado desde|enviado con|enviado do|enviado a partir|inviato da|inviato dal|verzonden vanaf|verstuurd vanaf|verzonden met)\b/;

const SIGN_OFF = new RegExp(
  '^(?:' +
    [
      // English
      '(?:best|kind|warm|warmest|many|with best|with kind|all the best|best wishes and)? ?regards',
      'best wishes',
      'best',
      'all the best',
      'cheers',
      'thanks(?: again| a lot| so much)?',
      'thank you(?: again| very much| so much)?',
      'many thanks',
      'sincerely',
      'yours sincerely',
      'yours faithfully',
      'yours truly',
      'yours',
      'take care',
      'talk soon',
      // German
      'mit freundlichen grussen',
      'mit freundlichem gruss',
      'mit besten grussen',
      'freundliche grusse',
      'viele grusse',
      'beste grusse',
      'liebe grusse',
      'herzliche grusse',
      'schone grusse',
      'gruss',
      'grusse',
      'lg',
      'mfg',
      'vg',
      'danke(?: schon)?',
      'vielen dank',
      // French
      'cordialement',
      'bien cordialement',
      'tres cordialement',
      'bien a vous',
      'salutations(?: distinguees)?',
      'sinceres salutations',
      'meilleures salutations',
      'amicalement',
      'merci(?: beaucoup| encore)?',
      'bonne journee',
      'a bientot',
      // Spanish
      'saludos(?: cordiales)?',
      'un saludo(?: cordial)?',
      'atentamente',
      'cordialmente',
      'un abrazo',
      '(?:muchas )?gracias',
      // Italian
      'cordiali saluti',
      'distinti saluti',
      'saluti',
      'un saluto',
      'grazie(?: mille)?',
      'a presto',
      // Dutch
      'met vriendelijke groet(?:en)?',
      'vriendelijke groet(?:en)?',
      'hartelijke groet(?:en)?',
      'groet(?:en|jes)?',
      'bedankt',
      'dank je(?: wel)?',
      'dank u(?: wel)?',
      // Portuguese
      'atenciosamente',
      'cumprimentos',
      'melhores cumprimentos',
      'obrigad[oa]',
      'um abraco',
      'abracos',
    ].join('|') +
    // The sign-off may end with punctuation and a short name ("Thanks, Tom", "Best, Dana").
    ")[ \\t]*[,.!]*(?:[ \\t]+[\\p{L}'.-]{1,30}(?:[ \\t]+[\\p{L}'.-]{1,30})?)?[ \\t]*[,.!]*$",
  'u',
);

function fold(line: string): string {
  return foldForMatching(line.trim().slice(0, MAX_LINE));
}

export function isSignOffLine(line: string): boolean {
  return SIGN_OFF.test(fold(line));
}

/**
 * The index of the line where the signature starts among `lines` (the new text, history
 * already cut), or `lines.length` when there is none.
 */
export function signatureStart(lines: readonly string[]): number {
  let seenContent = false;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] ?? '';
    const line = fold(raw);
    if (line === '') continue;
    if (raw === '-- ' || DELIMITER.test(raw.trim())) return i;
    if (MOBILE.test(line)) return i;
    if (seenContent && SIGN_OFF.test(line) && shortTail(lines, i + 1)) return i;
    if (!isGreeting(line)) seenContent = true;
  }
  return nameBlockStart(lines);
}

/**
 * A closing block without a sign-off: the last paragraph (after a blank line) of at most four
 * short lines whose first is a name ("Morag Ellis", "Dana") and which holds no sentence.
 */
function nameBlockStart(lines: readonly string[]): number {
  let end = lines.length;
  while (end > 0 && (lines[end - 1] ?? '').trim() === '') end--;
  let start = end;
  while (start > 0 && (lines[start - 1] ?? '').trim() !== '') start--;
  if (start === 0 || end - start > 4) return lines.length;
  // "Jenny Rowe | Trade Sales | Westcountry Dairies Ltd": the name is the line's first part.
  const first = (lines[start] ?? '').trim().split(PART_SEPARATOR)[0]!.trim();
  const block = lines.slice(start, end).map((l) => l.trim());
  const isName = /^\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,3}$/u.test(first) && !ANSWER_WORD.test(fold(first));
  return isName && block.every((l) => l.length <= MAX_SIGNATURE_LINE_CHARS && !isProseSentence(l))
    ? start
    : lines.length;
}

/** Parts of a signature line: "Name | Title | Company", "Name · Title". */
const PART_SEPARATOR = /\s[|\u00b7\u2022]\s/;

/** A closing line that is an answer, not a name. */
const ANSWER_WORD =
  /\b(?:yes|no|ok|okay|sure|confirmed|agreed|ja|nein|oui|non|si|no|sim|nao|nee|ja|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|lunes|martes|miercoles|jueves|viernes|sabado|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|segunda|terca|quarta|quinta|sexta)\b/;

/** The lines after a sign-off look like a signature block: few, short, no long prose. */
function shortTail(lines: readonly string[], from: number): boolean {
  const rest = lines.slice(from).filter((l) => l.trim() !== '');
  return (
    rest.length <= MAX_SIGNATURE_LINES &&
    rest.every((l) => l.trim().length <= MAX_SIGNATURE_LINE_CHARS && !isProseSentence(l.trim()))
  );
}

/** Eight words or more ending like a sentence: prose, not a name, title or address line. */
function isProseSentence(line: string): boolean {
  return /[.!?]$/.test(line) && line.split(/\s+/).length >= 8;
}

const GREETING =
  /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|hallo|liebe|lieber|sehr geehrte|guten (?:tag|morgen)|moin|servus|bonjour|bonsoir|salut|cher|chere|madame|monsieur|hola|estimad[oa]s?|buen[oa]s|ciao|gentile|egregio|buongiorno|salve|beste|geachte|hoi|goedemiddag|goedemorgen|ola|prezad[oa]s?|car[oa]|bom dia|boa tarde)\b/;

export function isGreeting(foldedLine: string): boolean {
  return GREETING.test(foldedLine) && foldedLine.length <= 60;
}
