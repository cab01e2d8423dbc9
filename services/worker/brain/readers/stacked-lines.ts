import { LAID_OUT_FIGURE } from './amounts.js';
import { CURRENCY_SIGN_OR_CODE } from './lexicons/currencies.js';

/**
 * Label/amount pairs a document's text writes stacked instead of side by side, as extracted PDF
 * text and pasted quotes do: each label on its line and its amount on the next ("Total TTC" /
 * "2 574,00 €"), or a block of labels and, after it, a block of as many amounts in the same
 * order ("Subtotal / Net total / VAT @ 20% / Total" then "£3,940.00 / … / £4,491.60"). Joined
 * as "label  amount" lines, so that the summary reader reads them as it reads a table's foot.
 *
 * Only exact shapes: a run of label lines (words, no amount at their end; one at least a summary
 * label: `isLabel`) followed at once (blank lines aside) by a run of exactly as many lines that
 * are an amount and nothing else; several labels only when a blank line parts the two blocks.
 * Runs of different lengths pair nothing (which amount is whose cannot be told). Linear.
 */
export function joinStacked(rows: readonly string[], isLabel: (row: string) => boolean): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < rows.length) {
    const labels = runOf(rows, i, isLabelLike);
    if (labels.length === 0 || !labels.some(isLabel)) {
      out.push(rows[i]!);
      i++;
      continue;
    }
    let j = i + labels.length;
    while (j < rows.length && rows[j]!.trim() === '') j++;
    // Several labels pair with amounts only as two blocks apart (a blank line between, as a PDF's
    // two columns are extracted); labels running straight into amounts in one column
    // ("Net amount / VAT 20% / Total / EUR 1,000.00 / …") are not told apart: nothing is paired.
    const apart = j > i + labels.length;
    const amounts = runOf(rows, j, (r) => AMOUNT_ONLY.test(r.trim()));
    // The amount run must end there: a longer run belongs to something else.
    if (amounts.length === labels.length && (labels.length === 1 || apart)) {
      out.push(...labels.map((l, k) => `${l.trim()}  ${amounts[k]!.trim()}`));
      i = j + amounts.length;
    } else {
      out.push(...labels);
      i += labels.length;
    }
  }
  return out;
}

/** A line of words (a rate at most: "VAT @ 20%"), no amount at its end, short as a label is. */
function isLabelLike(row: string): boolean {
  const t = row.trim();
  return t.length <= 60 && /\p{L}/u.test(t) && !AMOUNT_AT_END.test(t);
}

function runOf(rows: readonly string[], from: number, test: (row: string) => boolean): string[] {
  const run: string[] = [];
  for (let k = from; k < rows.length && rows[k]!.trim() !== '' && test(rows[k]!); k++) run.push(rows[k]!);
  return run;
}

const FIGURE = LAID_OUT_FIGURE;
const CURRENCY = CURRENCY_SIGN_OR_CODE;
/** "2 574,00 €", "-£197.00", "EUR 1.481,55", "CHF 2'400.–". */
const AMOUNT_ONLY = new RegExp(String.raw`^[-−–+]?\s?${CURRENCY}?\s?[-−–]?${FIGURE}\s?${CURRENCY}?$`, 'iu');
const AMOUNT_AT_END = new RegExp(String.raw`${FIGURE}\s?${CURRENCY}?$`, 'iu');
