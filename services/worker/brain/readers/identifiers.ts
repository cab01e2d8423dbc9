import { foldForMatching } from '../language-fold.js';
import type { Found, Prepared } from './field-readers.js';
import { REFERENCE_NOUNS } from './lexicons/reference-nouns.js';

/**
 * Identifiers (tracking, RMA, booking, order, reference numbers) as people write them: letters
 * and digits in groups joined by dashes or single spaces ("RMA-2027-00481", "1Z 999 AA1 01 2345
 * 6784", "TR 44817", "HV-58213"). A code ends where its groups end: at punctuation, or at a word
 * without a digit after a space ("… 00481 and the collection …", "TR 44817 UPS"). Read by a
 * scan of word characters, linear in the text.
 */

/** Words that name a field an identifier: `trackingNumber`, `rmaNumber`, `bookingRef`, `orderId`. */
const ID_WORDS = new Set(['number', 'code', 'id', 'ref', 'reference', 'nummer', 'numero', 'no', 'nr', 'num', 'key']);
const GENERIC = new Set(['number', 'code', 'nummer', 'numero', 'num', 'ref', 'no', 'nr', 'id']);

export function isIdentifierName(words: readonly string[]): boolean {
  const last = words[words.length - 1];
  return last !== undefined && ID_WORDS.has(last) && words.length >= 2;
}

/** A reference named by one word: `reference`, `ref`, `referenz`, `référence` … */
const SOLE_REFERENCE = new Set(['reference', 'ref', 'referenz', 'referencia', 'riferimento', 'referentie']);

/**
 * What a description names an identifier by ("Movement Reference Number of the import
 * declaration", "Vehicle identification number", "numéro de dossier", "Aktenzeichen"): its first
 * phrase (before "of", "de", "for", a comma …) ends in a number, code, reference or identifier word.
 */
const DESCRIBED_ID =
  /^[\p{L}\s-]{0,40}?\b(?:number|no|code|reference|identifier|id|nummer|kennung|kennzeichen|numero|reference|codigo|codice|riferimento|referencia|referentie|identificatie|identificador|identificativo|identifiant)\b\s*(?:$|[,;:(]|\b(?:of|for|from|de|del|des|du|der|des|di|della|van|do|da|für|fur|voor|para|per|pour)\b)/u;

/**
 * Whether a text field asks an identifier: a name whose last word names one (`orderNumber`,
 * `bookingRef`), a reference by one word (`reference`), or a short name (an acronym: `mrn`,
 * `vin`, `eori`) whose description names an identifier. Its value is only its code.
 */
export function isIdentifierField(name: string, description: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (isIdentifierName(words)) return true;
  if (words.length !== 1) return false;
  if (SOLE_REFERENCE.has(words[0]!)) return true;
  return /^[a-z]{2,6}$/.test(words[0]!) && DESCRIBED_ID.test(foldForMatching(description).trim());
}

/**
 * A bare figure an identifier word names ("the quote number is 2219", "Angebotsnummer ist 2219",
 * "numéro de devis : 2219", "el número es 2219", "il numero è 2219", "het nummer is 2219") is an
 * id, never an amount.
 */
export function namedAnId(folded: string, n: { index: number }): boolean {
  return /(?:\b(?:number|no|nr|num|ref|reference|code|id|numero)|nummer)\.?(?: de \p{L}+)?(?: (?:is|ist|lautet|est|es|e|é|è))?\s?[:#]?\s?$/u.test(
    folded.slice(Math.max(0, n.index - 30), n.index),
  );
}

/**
 * An identifier as it is delivered: its groups as written, a dash written with a space on each
 * side ("SR - 2026 - 11873", "RL – 2026 – 0457 – B", as word processors set it) as the dash it
 * stands for ("SR-2026-11873"), never spaces inside the code around a dash; and no space at all
 * when the field's description asks it without spaces ("without spaces", "ohne Leerzeichen",
 * "sans espaces", "sin espacios", "senza spazi", "zonder spaties", "sem espaços").
 */
export function deliveredCode(code: string, description = ''): string {
  // The sentence's own full stop or comma after the code ("Work order: WO-31877.") is no part of it.
  const joined = code
    .replace(/[.,;:!?]+$/, '')
    .replace(/\s*[-–—]\s*/g, '-')
    .replace(/\s*\/\s*/g, '/');
  return WITHOUT_SPACES.test(foldForMatching(description)) ? joined.replace(/\s+/g, '') : joined;
}

const WITHOUT_SPACES =
  /\b(?:without (?:any )?spaces|no spaces|ohne (?:leerzeichen|leerstellen)|sans (?:les )?espaces?|sin espacios|senza spazi|zonder spaties|sem espacos)\b/;

const GROUP = /[\p{L}\d]+/uy;

/**
 * Whether the figure at `at`, after a spaced slash, is a count said after a code ("Quote
 * 5110-4470 / 12 units", "Order 88213 / 50 boxes", "PO-4471 / 30 days net"): a word follows it on
 * its line and it has no leading zero. A figure that ends the text, a clause or a line, or is
 * written with a leading zero ("5110 - 4470 / 02 fits"), goes on with the code.
 */
function slashQuantity(text: string, at: number): boolean {
  const m = /^(\d+)[ \t]+\p{L}/u.exec(text.slice(at, at + 24));
  return m !== null && !m[1]?.startsWith('0');
}

/**
 * The code that starts at `start` in `text` (after spaces), or undefined: its first group holds
 * a digit or is 1-6 capital letters; a group after a dash may be anything of letters and
 * digits, after a space it must hold a digit; at least three digits in all, at most 40 characters.
 */
export function codeAt(text: string, start: number): string | undefined {
  let i = start;
  while (text[i] === ' ') i++;
  const from = i;
  let end = i;
  let digits = 0;
  let groups = 0;
  // Where the code stood before its first spaced dash, and its digits then.
  let beforeSpaced: { end: number; digits: number } | undefined;
  let slashed = false;
  while (end - from <= 40) {
    GROUP.lastIndex = i;
    const m = GROUP.exec(text);
    if (!m) break;
    const g = m[0];
    const hasDigit = /\d/.test(g);
    const sep = groups === 0 ? '' : text.slice(end, i);
    if (groups === 0 && !hasDigit && !/^[A-Z]{1,6}$/.test(g)) return undefined;
    // After a space, a group holds a digit, or is one capital letter that ends the code ("401
    // 2287 B (box of 10)", "order 5521 A."): "TR 44817 UPS" ends before the carrier's name.
    if (groups > 0 && sep === ' ' && !hasDigit && !(/^[A-Z]$/.test(g) && !/^\s?[\p{L}\d]/u.test(text.slice(i + 1))))
      break;
    if (groups > 0 && !hasDigit && !/^[A-Z0-9]+$/.test(g)) break;
    digits += g.replace(/\D/g, '').length;
    groups++;
    end = i + g.length;
    // The next group: after one dash or one space (not ", " nor ". "), or a dash with a space on
    // each side ("CW - 2024 - 0881 - 17", as some firms write their numbers).
    const next = text[end];
    if ((next === '-' || next === ' ') && /[\p{L}\d]/u.test(text[end + 1] ?? '')) i = end + 1;
    // "LTB 2026/11 - 3318", "AZ 4711/2026": a slash between two figures joins the code's groups;
    // so does one after a prefix of capitals ("LB/26/7713-C", "AZ/2026/114").
    // Not a count said after it ("Order 4471/2 boxes"), unless a year stands before the slash or
    // three figures after it ("2026/77 segue", "4471/118 vous parvient": a year's or a serial).
    else if (
      next === '/' &&
      (hasDigit || sep === '/' || (groups === 1 && /^[A-Z]{2,6}$/.test(g))) &&
      /^\d+(?![\p{L}_])/u.test(text.slice(end + 1, end + 12)) &&
      (!slashQuantity(text, end + 1) || /^(?:19|20)\d\d$/.test(g) || /^\d{3}/.test(text.slice(end + 1, end + 4)))
    ) {
      slashed = true;
      i = end + 1;
    } else if (next === '/' && hasDigit && /^[A-Z]{1,6}\/\d/.test(text.slice(end + 1, end + 9))) {
      // "2026/TX/0458", "AZ 12/KL/2026": capital letters between two slashes, a figure after.
      slashed = true;
      i = end + 1;
    } else if (next === '/' && hasDigit && /^[A-Z]{1,2}(?![\p{L}\d/])/u.test(text.slice(end + 1, end + 4))) {
      // "PO-4471/B", "OFC/0041 8273/B": one or two capitals after a last slash are the code's
      // version letter, its end (read whole, never cut before it).
      end = end + 1 + /^[A-Z]{1,2}/.exec(text.slice(end + 1))![0].length;
      groups++;
      break;
    } else if (/^ [-–] [\p{L}\d]/u.test(text.slice(end, end + 4))) {
      beforeSpaced ??= { end, digits };
      i = end + 3;
    } else if (/^ \/ \d/u.test(text.slice(end, end + 4)) && !slashQuantity(text, end + 3)) {
      // "5110 - 4470 / 02", "Q 26-11 / 0873": a spaced slash before a figure goes on with the
      // code (cut there, the code read would be another, shorter one).
      slashed = true;
      i = end + 3;
    } else break;
  }
  // A spaced dash followed by a figure and a word is punctuation ("Quote no. 7718 - 500 leaflets",
  // "ref 2291 - 12 March"): the code ends before it.
  // Not once a spaced slash went on with it: "5110 - 4470 / 02 fits" is one code.
  if (beforeSpaced && !slashed && end > beforeSpaced.end && /^\s+\p{L}/u.test(text.slice(end, end + 3))) {
    end = beforeSpaced.end;
    digits = beforeSpaced.digits;
  }
  // "AB.1200.77", "X_12", "PO-4471/BX2": the code goes on in a form not read here; not sure.
  if (/^[/_.#+\\][\p{L}\d]/u.test(text.slice(end, end + 2))) return undefined;
  const code = text.slice(from, end);
  // "12/03", "3/4/2027": a day and month joined by a slash is a date, never a code.
  if (/(?:^|[\s-])\d{1,2}\/\d{1,2}(?:\/\d{2,4})?$/.test(code)) return undefined;
  return (digits >= 3 || lettersAndDigits(code)) && code.length <= 40 ? code : undefined;
}

/**
 * A booking code of capitals and digits with fewer than three digits ("K7Q 4MZ", "XR7-BKQ",
 * "AB4 7KD"): five or more characters in groups of capitals and digits, one group holding both.
 */
function lettersAndDigits(code: string): boolean {
  const groups = code.split(/[\s/-]+/);
  return (
    groups.every((g) => /^[A-Z0-9]+$/.test(g)) &&
    groups.some((g) => /[A-Z]/.test(g) && /\d/.test(g)) &&
    code.replace(/[^A-Z0-9]/g, '').length >= 5
  );
}

/**
 * Words that may stand between an identifier's name and the code: "is", ":", "no.", "number",
 * "ref" ("Job ref DC-22817"), "with us" ("Jullie klantnummer bij ons is 40172").
 */
const CONNECTOR =
  /^(?:\p{L}*)[-.]?\s*(?:(?:with us|at our end|on our side|bei uns|bij ons|chez nous|con nosotros|da noi|presso di noi|connosco|conosco|is|ist|lautet|luidt|est|es|e|è|é|the|le|el|il|het|:|no\.?|n\.|number|nr\.?|nummer|numero|número|num\.?|n°|nº|#|ref\.?|reference|referenz|référence|referencia|referência|riferimento|referentie|code|codice|código|codigo|artikelnummer)(?!\p{L})\s*){0,3}:?/iu;

/**
 * The verb a reply names a booking by ("staat geboekt onder VL - 2026 - 448 193", "gebucht unter
 * …", "réservé sous le n° …", "reservado con el número …", "prenotato con il n. …"): a name of
 * the field as its noun is, but never a kind of identifier between a name and a code.
 */
const HEAD_VERBS: Record<string, readonly string[]> = {
  booking: ['booked', 'gebucht', 'geboekt', 'reserve', 'reservad', 'prenotat'],
};

/** The words for what an identifier names, in the seven languages ("invoice" → "rechnung", "facture" …). */
function nounsOf(head: string): readonly string[] {
  if (Object.hasOwn(REFERENCE_NOUNS, head)) return REFERENCE_NOUNS[head as keyof typeof REFERENCE_NOUNS];
  // A field named in another language ("numeroSeguimiento"): the row that holds its word.
  const row = Object.values(REFERENCE_NOUNS).find((nouns) => (nouns as readonly string[]).includes(head));
  return row ?? [];
}

/** Words naming a kind of identifier: one of them between a name and a code makes the code another's. */
const KIND_WORDS: readonly string[] = Object.values(REFERENCE_NOUNS).flat();
/** A word that makes a code the former one ("the old key", "der bisherige Schlüssel", "l'ancienne clé"). */
const FORMER =
  /^(?:old|previous|former|expired|bisherige[nrs]?|alte[nrs]?|vorige[nrs]?|fruhere[nrs]?|ancien(?:ne)?s?|precedente?s?|anterior(?:es)?|antig[oa]s?|vecchi[oa]?|oude|vorige|oud)$/;

/** Languages that write a name as the last part of a compound. */
const COMPOUNDING = new Set(['de', 'nl']);

/** The kinds of reference but the generic "reference", each its words. */
const KINDS: ReadonlyArray<readonly string[]> = Object.entries(REFERENCE_NOUNS)
  .filter(([kind]) => kind !== 'reference')
  .map(([, words]) => words);

/** Words of a kind too short to stand for their compounds: only themselves ("cle" is no "clean"). */
const WHOLE_ONLY = new Set(['key', 'cle']);

/** Whether a word is a kind's word or, for a German compound's first part, starts with it ("bestellnummer"). */
function namesKind(word: string, kindWord: string): boolean {
  return WHOLE_ONLY.has(kindWord) ? word === kindWord : word.startsWith(kindWord);
}

/** Whether a word names a kind of reference other than the field's own kinds. */
function kindOfOther(word: string, ownKinds: ReadonlyArray<readonly string[]>): boolean {
  const kind = KINDS.find((words) => words.some((k) => namesKind(word, k)));
  return kind !== undefined && word.length >= 3 && !ownKinds.includes(kind);
}

/**
 * A number marker a little after the identifier's name, in the same clause ("commande enregistrée
 * sous le n° …", "a encomenda fica com o número …"): folded text, one pass, no nested quantifiers.
 */
const MARKER =
  /(?<!\p{L})(?:n\.?[°º]|no\.|nr\.|n\.|numero|nummer|number|codigo|codice|code|unter|under|sous|onder|sotto|bajo|sob)\s*:?\s*/gu;
const MARKER_GAP = 40;
/** Right after an identifier's name, the noun that completes it ("d'ordine", "de la commande", "of your order"). */
const OWN_COMPLEMENT =
  /^\s*(?:d'|(?:of|de|di|del|della|dell'|des|du|do|da|dos|das|van|von|vom)\s+(?:(?:the|your|our|la|le|les|l'|el|los|las|il|lo|votre|notre|su|sua|vostro|vostra|de|het|uw|onze|o|a|der|die|das|ihrer|ihres|unserer)\s+)?)\p{L}+/u;
const PREPOSITION = /unter|under|sous|onder|sotto|bajo|sob/;

/**
 * An identifier named by the distinctive word of the field's name ("Your reference is LH-2291",
 * "booking no.: TR 44817", "tracking 1Z 999 AA1 01 2345 6784"): the code right after it, when
 * the text gives one value.
 */
export function readCode(p: Prepared, own: readonly string[], sole = false): Found | undefined {
  const distinctive = own.filter((w) => !GENERIC.has(w));
  const head = distinctive[distinctive.length - 1];
  // One word names the field only when it is an identifier by itself (`reference`, `mrn`).
  if (!head || head.length < 3 || (own.length < 2 && !sole)) return undefined;
  // "bookingReference": a booking number answers it as well as a reference does.
  const before = distinctive[distinctive.length - 2];
  const heads = head === 'reference' && before ? [head, before] : [head];
  const found: Found[] = [];
  // The kinds of reference the field names itself ("quoteReference": a quote's): "your account ref
  // CUS-55120" is the account's, not the quote's reference.
  const ownKinds = KINDS.filter((kind) => own.some((w) => kind.some((k) => namesKind(w, k))));
  const othersKind = ownKinds.length === 0 ? undefined : (word: string) => kindOfOther(word, ownKinds);
  for (const h of heads)
    for (const word of new Set([h, ...nounsOf(h), ...(HEAD_VERBS[h] ?? [])])) codesAfter(p, word, found, othersKind);
  // "replacementPartNumber" and "The direct replacement is the NX-4852P": when the kind word
  // ("part") names no code, the word of what it identifies does; never a word that names
  // another kind of reference ("customerOrderNumber" and "customer no. 104471").
  if (found.length === 0 && before && before.length >= 4 && !KIND_WORDS.some((k) => namesKind(before, k)))
    codesAfter(p, before, found);
  const values = new Set(found.map((f) => f.value));
  return values.size === 1 ? found[0] : undefined;
}

/** The codes right after each whole-word occurrence of `head` in the segments. */
function codesAfter(p: Prepared, head: string, found: Found[], othersKind?: (word: string) => boolean): void {
  p.segments.forEach((seg, si) => {
    let at = seg.folded.indexOf(head);
    while (at >= 0) {
      // The word itself, not a part of another ("rma" in "format"); nor one another kind's word
      // right before it names ("account ref" for a quote's reference).
      const wordBefore = /(\p{L}+)[\s-]+$/u.exec(seg.folded.slice(Math.max(0, at - 30), at))?.[1];
      // A German or Dutch compound ends in the name ("Lizenzschlüssel", "licentiesleutel"): a long
      // name may close a word there.
      const inWord = at > 0 && /\p{L}/u.test(seg.folded[at - 1]!) && !(COMPOUNDING.has(p.lang) && head.length >= 6);
      if (inWord || (wordBefore && (othersKind?.(wordBefore) || FORMER.test(wordBefore)))) {
        at = seg.folded.indexOf(head, at + head.length);
        continue;
      }
      const tail = seg.text.slice(at + head.length, at + head.length + 80);
      const lead = CONNECTOR.exec(tail)?.[0].length ?? 0;
      const code =
        codeAt(tail, lead) ?? codeAfterMarker(tail, seg.folded.slice(at + head.length, at + head.length + 80));
      if (code) {
        found.push({ value: code, segment: si });
        // "Order number: 44718, 44719": a second code in series makes two values (asked).
        const next = nextInSeries(tail, tail.indexOf(code) + code.length);
        if (next) found.push({ value: next, segment: si });
      }
      // "Die MRN lautet\n\n26DE 4711 2345 67A8 90", "Your booking reference is:\nAB-1234-77":
      // the line ends with the name and its connector; the code opens the next line.
      else if (tail.slice(lead).trim() === '' && p.segments[si + 1]) {
        const next = codeAt(p.segments[si + 1]!.text, 0);
        if (next) found.push({ value: next, segment: si + 1 });
      }
      // "Ihr neuer Lizenzschlüssel für die kommende Saison lautet:" then the code on a line of its own.
      else if (tail.trimEnd().endsWith(':') && !/[.;!?]/.test(tail) && p.segments[si + 1]) {
        const line = p.segments[si + 1]!.text.trim();
        const next = codeAt(line, 0);
        if (next && next === line) found.push({ value: next, segment: si + 1 });
      }
      at = seg.folded.indexOf(head, at + head.length);
    }
  });
}

/** What joins two codes of a series: a comma, a semicolon, "and", "und", "et", "y", "e", "en". */
const SERIES_JOIN = /^\s*(?:[,;&]|and|und|et|y|e|en)\s*/i;

/** The code right after `at` when a series joiner stands before it ("44718, 44719"), else undefined. */
export function nextInSeries(text: string, at: number): string | undefined {
  const join = SERIES_JOIN.exec(text.slice(at));
  if (!join) return undefined;
  const next = codeAt(text, at + join[0].length);
  return next && /\d/.test(next) ? next : undefined;
}

/**
 * The code after a number marker that follows the name within a few words of the same clause
 * ("order registered under no. …"): not past a comma, semicolon or colon, nor past a word that
 * names another kind of identifier ("the order for invoice no. …" is the invoice's).
 */
function codeAfterMarker(tail: string, folded: string): string | undefined {
  // "unter der Nr. 4471", "sous le n° 4471": the first marker that a code follows.
  for (const m of folded.slice(0, MARKER_GAP + 12).matchAll(MARKER)) {
    if (m.index > MARKER_GAP) return undefined;
    const gap = folded.slice(0, m.index);
    if (/[,;:.!?]/.test(gap)) return undefined;
    // The name's own complement is no other kind: "conferma d'ordine", "confirmation de
    // commande", "confirmación del pedido", "bevestiging van de bestelling" name one thing.
    const words = gap.replace(OWN_COMPLEMENT, ' ').split(/[^\p{L}]+/u);
    if (words.some((w) => w.length >= 3 && KIND_WORDS.some((k) => namesKind(w, k)))) return undefined;
    const code = codeAt(tail, m.index + m[0].length);
    // After "under"/"unter", a short bare figure is a quantity or a price ("orders under 500 units").
    if (code && !(PREPOSITION.test(m[0]) && /^\d{1,4}$/.test(code))) return code;
  }
  return undefined;
}
