import { foldForMatching } from '../../language-fold.js';
import { FIELD_STOP_WORDS } from '../lexicons/field-vocabulary.js';

/**
 * The row of a price list (a CSV file, a text or HTML table) that the case is about, found by the
 * words that name it: the client's texts (the objective, the constraints, our mail) and the
 * fields' own names and descriptions ("price of one 25 kg sack of organic T55 flour"). A human
 * reading "Wheat flour T55 organic;25 kg;29.85" beside "Wheat flour T55 conventional;25 kg;21.40"
 * takes the row whose name the request spells; so does this, and only then:
 *
 * - a row scores the distinct words of its text cells (cells with a letter: the article, its
 *   pack, its code; never a price or a count) that the wanted words hold;
 * - the best row must score strictly more than every other (two rows that fit alike, such as
 *   two pack sizes when the request names none, are not chosen between);
 * - and the request must spell most of that row's name (at least two thirds of the words of its
 *   name column, the column with the most words): a request for "spelt flour" matches
 *   "Strong white flour" on "flour" alone, which is no naming of it.
 *
 * Words are folded (accents, case) and kept when they have three letters or a digit and are no
 * article or preposition (FIELD_STOP_WORDS), so "de", "del", "for" and "das" weigh nothing. Linear in the table: cells are split on fixed characters.
 */

/** The words of a text that can name a row: folded, three letters or more, or with a digit. */
export function namingWords(text: string): string[] {
  return (foldForMatching(dimensionsJoined(text)).match(/[\p{L}\d]+/gu) ?? []).filter(
    (w) => (w.length >= 3 && !FIELD_STOP_WORDS.has(w) && !WITH_OR_WITHOUT.has(w) && !COURTESY.has(w)) || /\d/.test(w),
  );
}

/**
 * The greetings and sign-offs of our own mail (part of the client's texts) name no row: "hello"
 * would otherwise name the shade group "hell / pastell".
 */
const COURTESY = new Set(
  'hello hallo dear thanks thank regards best kind greetings sincerely cheers bonjour madame monsieur cordialement merci salutations hola saludos gracias estimado estimada buongiorno gentile cordiali saluti grazie geachte beste groeten bedankt vriendelijke obrigado obrigada cumprimentos prezado prezada guten sehr geehrte geehrter liebe lieber viele grusse gruesse freundlichen danke herzliche'.split(
    ' ',
  ),
);

/**
 * "With" and "without" name no row: a field's "sin IVA" or "without VAT" would otherwise pick the
 * row "Pan de molde integral sin corteza" or "Oat bar without chocolate" over the plain one.
 */
const WITH_OR_WITHOUT = new Set(['without', 'ohne', 'sans', 'avec', 'sin', 'con', 'senza', 'zonder', 'sem', 'com']);

/**
 * Dimensions written as one word, whatever their spacing and units: "3m x 2m", "3 x 2 m" and
 * "3x2" all give "3x2", "600 × 600 mm" gives "600x600", "4 m x 2,5 m" gives "4x2p5" (the decimal
 * mark kept inside the word, so it is never the "4x2" of another size).
 */
function dimensionsJoined(text: string): string {
  return text.replace(DIMENSIONS, (_, a: string, b: string) => `${a.replace(/[.,]/, 'p')}x${b.replace(/[.,]/, 'p')}`);
}

const DIMENSIONS =
  /(?<![\p{L}\d.,])(\d{1,4}(?:[.,]\d{1,2})?)\s?(?:mm|cm|m)?\s?[x×]\s?(\d{1,4}(?:[.,]\d{1,2})?)(?:\s?(?:mm|cm|m)(?![\p{L}]))?/gu;

/** A name cell without its bracketed details ("Hot buffet (2 mains + sides)" → "Hot buffet"); the whole cell when that leaves no word. */
function nameCore(cell: string): string[] {
  const core = namingWords(cell.replace(/\([^()]{0,80}\)|\[[^[\]]{0,80}\]/g, ' '));
  return core.length > 0 ? core : namingWords(cell);
}

/** The index of the one row the wanted words name, or undefined when none stands out. */
export function namedRow(rows: readonly (readonly string[])[], wanted: ReadonlySet<string>): number | undefined {
  if (rows.length === 0 || wanted.size === 0) return undefined;
  const textCells = rows.map((cells) => cells.map((c) => (/\p{L}/u.test(c) ? namingWords(c) : [])));
  const width = Math.max(...rows.map((r) => r.length));
  // The name column: the one whose cells hold the most words, over all rows.
  let nameCol = 0;
  let most = -1;
  for (let i = 0; i < width; i++) {
    const n = textCells.reduce((sum, cells) => sum + (cells[i]?.length ?? 0), 0);
    if (n > most) {
      most = n;
      nameCol = i;
    }
  }
  // An article code the client wrote ("item DB600") that is one row's whole cell names that row,
  // whatever its other words ("DB600V" beside it is another article).
  const coded = codeRow(rows, wanted);
  if (coded !== undefined) return coded;
  // A word of a row is wanted in another plural, gender or case ending too ("warmes" for "warme", "boxes" for "box").
  const wantedStems = new Set([...wanted].flatMap(stems));
  const isWanted = (w: string) =>
    wanted.has(w) || stems(w).some((s) => wantedStems.has(s)) || [...wanted].some((x) => cognates(w, x));
  const scores = textCells.map((cells) => new Set(cells.flat().filter(isWanted)).size);
  const top = Math.max(...scores);
  if (top === 0 || scores.filter((s) => s === top).length !== 1) return setApart(rows, wanted);
  const at = scores.indexOf(top);
  // The row's name without its bracketed details: "Hot buffet (2 mains + sides)" is named by
  // "hot buffet"; or its label, the first column of words that differ on every row ("Standard"
  // beside "Essential" and "Premium", when the wordiest column says what each includes).
  const spelled = (col: number) => {
    const cell = rows[at]![col] ?? '';
    const name = [...new Set(/\p{L}/u.test(cell) ? nameCore(cell) : [])];
    return name.length > 0 && name.filter(isWanted).length * 3 >= name.length * 2;
  };
  const label = labelColumn(rows);
  if (spelled(nameCol) || (label !== undefined && label !== nameCol && spelled(label))) return at;
  // A cell that lists the things the row covers ("Navy, Schwarz, Dunkelgrün, Anthrazit" for a
  // shade group): one of them spelled whole names the row, as any of them would.
  if (rows[at]!.some((cell) => listedItemSpelled(cell, isWanted))) return at;
  return setApart(rows, wanted);
}

/** The one row with a cell that is, whole, a code the client wrote (letters and digits, four or more characters). */
function codeRow(rows: readonly (readonly string[])[], wanted: ReadonlySet<string>): number | undefined {
  const codes = [...wanted].filter((w) => w.length >= 4 && /\d/.test(w) && /\p{L}/u.test(w));
  if (codes.length === 0) return undefined;
  const hits = rows
    .map((cells, i) => (cells.some((c) => codes.includes(foldForMatching(c).replace(/[\s-]/g, ''))) ? i : -1))
    .filter((i) => i >= 0);
  return hits.length === 1 ? hits[0] : undefined;
}

/** Whether a cell is a list of two or more items ("Navy, Schwarz, Anthrazit") one of which is spelled whole. */
function listedItemSpelled(cell: string, isWanted: (w: string) => boolean): boolean {
  const items = cell.split(/[,;/]/).map((c) => namingWords(c));
  if (items.filter((i) => i.length > 0).length < 2) return false;
  return items.some((words) => words.length > 0 && words.every(isWanted));
}

/**
 * Two long words that differ only in their ending across languages ("microbiologica" and
 * "microbiological", "legionella" and "legionellae"): a common head of seven letters or more
 * that leaves at most three letters of either.
 */
function cognates(a: string, b: string): boolean {
  if (a.length < 8 || b.length < 8 || /\d/.test(a) || /\d/.test(b)) return false;
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n >= 7 && a.length - n <= 3 && b.length - n <= 3;
}

/** The first column whose cells all hold letters and differ from row to row (a package's, a product's name). */
function labelColumn(rows: readonly (readonly string[])[]): number | undefined {
  const width = Math.max(...rows.map((r) => r.length));
  for (let i = 0; i < width; i++) {
    const cells = rows.map((r) => foldForMatching(r[i] ?? '').trim());
    if (cells.every((c) => /\p{L}{3}/u.test(c)) && new Set(cells).size === cells.length) return i;
  }
  return undefined;
}

/**
 * The one row whose own words (those no other row holds: "23" in "23mu cast" beside "17mu
 * cast", "20mu cast", "25mu blown"; a figure and its unit read apart) the wanted words all
 * spell, when no other row's own word is spelled: the client named what sets that row apart.
 */
function setApart(rows: readonly (readonly string[])[], wanted: ReadonlySet<string>): number | undefined {
  if (rows.length < 2) return undefined;
  const words = rows.map(
    (cells) =>
      new Set(
        cells
          .filter((c) => /\p{L}/u.test(c))
          .flatMap((c) => namingWords(c.replace(/(\d)(\p{L})/gu, '$1 $2').replace(/(\p{L})(\d)/gu, '$1 $2'))),
      ),
  );
  const own = words.map((ws, i) => [...ws].filter((w) => words.every((o, j) => j === i || !o.has(w))));
  const named = own.map((ws) => ws.length > 0 && ws.every((w) => wanted.has(w)));
  const touched = own.map((ws) => ws.some((w) => wanted.has(w)));
  const at = named.indexOf(true);
  if (at < 0 || named.lastIndexOf(true) !== at || touched.some((t, i) => t && i !== at)) return undefined;
  return at;
}

/** A word and its stems without a plural or gender ending ("boxes"/"box", "Rollen"/"Rolle", "pezzi"/"pezzo"). */
export function stems(word: string): string[] {
  const out = [word];
  for (const end of ['es', 'en', 'as', 'os', 's', 'e', 'n', 'a', 'i', 'o'])
    if (word.endsWith(end) && word.length - end.length >= 3) out.push(word.slice(0, -end.length));
  return out;
}
