import { foldForMatching } from '../../language-fold.js';

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
 * Words are folded (accents, case) and kept when they have three letters or a digit, so "de",
 * "of" and "la" weigh nothing. Linear in the table: cells are split on fixed characters.
 */

/** The words of a text that can name a row: folded, three letters or more, or with a digit. */
export function namingWords(text: string): string[] {
  return (foldForMatching(text).match(/[\p{L}\d]+/gu) ?? []).filter((w) => w.length >= 3 || /\d/.test(w));
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
  const scores = textCells.map((cells) => new Set(cells.flat().filter((w) => wanted.has(w))).size);
  const top = Math.max(...scores);
  if (top === 0 || scores.filter((s) => s === top).length !== 1) return undefined;
  const at = scores.indexOf(top);
  const name = [...new Set(textCells[at]![nameCol] ?? [])];
  const spelt = name.filter((w) => wanted.has(w)).length;
  return name.length > 0 && spelt * 3 >= name.length * 2 ? at : undefined;
}
