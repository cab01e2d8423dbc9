import { foldForMatching } from '../language-fold.js';

/**
 * Where quoted history or a forwarded message starts in a reply, as the major mail clients
 * write it in English, German, French, Spanish, Italian, Dutch and Portuguese (the forms
 * email-reply-parser and email-forward-parser know, checked here line by line without
 * backtracking: both libraries run whole-text regular expressions that take seconds on crafted
 * input, see docs/brain.md):
 * - a reply header: `On <date>, <name> wrote:`, `Am … schrieb …:`, `Le … a écrit :`,
 *   `El … escribió:`, `Il …/In data … ha scritto:`, `Op … schreef …:`, `Em … escreveu:`, also
 *   split over two lines, and `<name> <address> wrote:`;
 * - a separator: `-----Original Message-----` and its translations;
 * - a header block: `From:` (`Von:`, `De :`, `Da:`, `Van:`, `Expéditeur :`) followed within four
 *   lines by `Sent:`/`Date:`/`Subject:`/`To:` … in any of the languages (Outlook, Apple Mail's
 *   forwards, pasted transcripts with `Timestamp:`);
 * - a forward marker: `---------- Forwarded message ---------`, `Begin forwarded message:`,
 *   `Weitergeleitete Nachricht`, `Message transféré`, `Mensaje reenviado`, `Messaggio
 *   inoltrato`, `Doorgestuurd bericht`, `Mensagem encaminhada`/`reencaminhada`, and Apple
 *   Mail's (`Anfang der weitergeleiteten Nachricht:`, `Début du message réexpédié :`, `Inicio del
 *   mensaje reenviado:`, `Inizio messaggio inoltrato:`, `Begin doorgestuurd bericht:`, `Início da
 *   mensagem reencaminhada:`); Apple Mail's Dutch reply header (`Op … heeft … het volgende
 *   geschreven:`) and Zimbra's separators (`----- Mail original -----`, `----- Ursprüngliche
 *   Mail -----`).
 * - Horde's `Quoting X:` (`Zitat von X:`, `Citando X:`, `Citation de X :`), and an older mail
 *   pasted without any header: a second greeting below a line that introduces it ("Dear Tom,"
 *   under "here is last year's confirmation:", in a reply that opened with its own greeting).
 * Lines are folded (lower case, no accents) and looked at up to 300 characters.
 */

const MAX_LINE = 300;

const HEADER_OPENERS = /^(?:on|am|le|el|il|in data|op|em|den)\s/;
const HEADER_VERBS =
  /\s(?:wrote|writes|schrieb|a ecrit|ecrit|escribio|ha scritto|scrisse|schreef|heeft geschreven|geschreven|escreveu|skrev)(?:\s|:|$)/;
const TRAILING_VERB = /(?:wrote|schrieb|a ecrit|escribio|ha scritto|schreef|het volgende geschreven|escreveu)\s*:\s*$/;

function fold(line: string): string {
  return foldForMatching(line.trim().slice(0, MAX_LINE)).replace(/^[*_>\s]+|[*_\s]+$/g, '');
}

/** `On … wrote:` and its kin on one line. */
function isReplyHeaderLine(folded: string): boolean {
  if (!folded.endsWith(':')) return false;
  if (HEADER_OPENERS.test(folded) && HEADER_VERBS.test(folded)) return true;
  // `Dana Whitfield <dana@…> wrote:` / `dana@… schrieb:`
  return TRAILING_VERB.test(folded) && (folded.includes('@') || /\d/.test(folded));
}

const SEPARATOR =
  /^-{2,}\s*(?:original message|original-nachricht|originalnachricht|ursprungliche nachricht|ursprungliche mail|message d'origine|message original|mail original|mensaje original|correo original|messaggio originale|oorspronkelijk bericht|origineel bericht|mensagem original)\s*-{2,}$/;

const FORWARD_MARKER =
  /^(?:-{2,}\s*)?(?:forwarded message|begin forwarded message|weitergeleitete nachricht|anfang der weitergeleiteten (?:nachricht|e-?mail)|message transfere|debut du message (?:reexpedie|transfere)|mensaje reenviado|inicio del mensaje reenviado|messaggio inoltrato|inizio messaggio inoltrato|doorgestuurd bericht|begin doorgestuurd bericht|mensagem encaminhada|mensagem reencaminhada|inicio da mensagem (?:encaminhada|reencaminhada))\s*:?\s*(?:-{2,})?$/;

const FROM_LABEL = /^(?:from|von|de|da|van|expediteur|remetente|mittente|absender)\s?:/;
const HEADER_LABEL =
  /^(?:sent|date|to|subject|cc|timestamp|time|message|gesendet|datum|an|betreff|envoye|date|a|objet|enviado|fecha|para|asunto|inviato|data|a|oggetto|verzonden|aan|onderwerp|enviada em|assunto)\s?:/;

/** A header label inside a line, after a space: the second and later fields of a flattened header. */
const INLINE_LABEL =
  /\s(?:sent|date|to|subject|cc|gesendet|datum|an|betreff|envoye|objet|enviado|fecha|para|asunto|inviato|data|oggetto|verzonden|aan|onderwerp|assunto)\s?:/g;

const INLINE_SUBJECT = /\s(?:subject|betreff|objet|asunto|oggetto|onderwerp|assunto)\s?:/;

/** A `Quoting X:` line (Horde, and its translations): the quoted mail follows. */
const QUOTING = /^(?:quoting|zitat von|citando|citation de|citazione di|citaat van)\s[^:]{1,200}:$/;

/** A greeting that opens a mail (folded, a short line): "Dear Tom,", "Sehr geehrte Frau …", "Bonjour," … */
const SALUTATION =
  /^(?:dear|hi|hello|hey|good (?:morning|afternoon)|sehr geehrte[rs]?|guten (?:tag|morgen)|hallo|liebe[rs]?|bonjour|madame|monsieur|chere?s?|hola|estimad[oa]s?|buen(?:os|as) (?:dias|tardes)|buongiorno|gentil[ei]|egregi[oa]|car[oa]|ciao|beste|geachte|goedemorgen|goedemiddag|ola|prezad[oa]s?|bom dia|boa tarde)\b[^.!?]{0,60}$/;

/**
 * An older mail pasted into the reply without a header: the reply opened with a greeting, a line
 * introduces what follows (it ends with ":", "here is last year's confirmation:"), and below it
 * a second greeting starts another mail. Two greetings are two mails; the second is history.
 */
function pastedMailAt(lines: readonly string[], i: number): boolean {
  const line = fold(lines[i] ?? '');
  if (i === 0 || line.length > 80 || !SALUTATION.test(line)) return false;
  let above = i - 1;
  while (above >= 0 && fold(lines[above] ?? '') === '') above--;
  if (above <= 0 || !fold(lines[above] ?? '').endsWith(':')) return false;
  const first = lines.findIndex((l) => fold(l) !== '');
  return first >= 0 && first < above && SALUTATION.test(fold(lines[first] ?? ''));
}

export type HistoryMarker = { line: number; kind: 'quoted' | 'forwarded' };

/** The first line where quoted history or a forwarded message starts, if any. */
export function historyMarker(lines: readonly string[]): HistoryMarker | undefined {
  for (let i = 0; i < lines.length; i++) {
    const line = fold(lines[i] ?? '');
    if (line === '') continue;
    if (FORWARD_MARKER.test(line)) return { line: i, kind: 'forwarded' };
    if (SEPARATOR.test(line)) return { line: i, kind: 'quoted' };
    if (isReplyHeaderLine(line) || QUOTING.test(line)) return { line: i, kind: 'quoted' };
    if (pastedMailAt(lines, i)) return { line: i, kind: 'quoted' };
    const next = fold(lines[i + 1] ?? '');
    if (HEADER_OPENERS.test(line) && !line.endsWith(':') && next !== '' && isReplyHeaderLine(`${line} ${next}`))
      return { line: i, kind: 'quoted' };
    // Outlook's header flattened onto one line: "From: X Sent: … To: … Subject: …".
    if (FROM_LABEL.test(line) && (line.match(INLINE_LABEL) ?? []).length >= 2 && INLINE_SUBJECT.test(line))
      return { line: i, kind: 'quoted' };
    if (FROM_LABEL.test(line) && lines.slice(i + 1, i + 5).some((l) => HEADER_LABEL.test(fold(l)))) {
      // Outlook puts a line of underscores above its header block: it belongs to the history.
      const above = (lines[i - 1] ?? '').trim();
      return { line: /^_{5,}$/.test(above) ? i - 1 : i, kind: 'quoted' };
    }
  }
  return undefined;
}
