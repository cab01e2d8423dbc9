import { spelledOut } from './line-values.js';

/**
 * Label/value pairs a document's text writes as two blocks, as a PDF's two columns come out of
 * text extraction: a block of short labels ("Quote no.", "Date", "Valid until", "Customer"), a
 * blank line, then a block of exactly as many values in the same order ("Q-27-0193",
 * "14/01/2027", "13/02/2027", "Fenwick & Rowe Solicitors"). Joined as `label: value` lines for
 * the field-line reader, abbreviations spelled out ("Quote no." → "Quote number"; stacked-lines.ts pairs the amounts of a summary the same way).
 *
 * Only that exact shape: two to eight labels of at most four words, letters only (a trailing
 * "." or ":" aside), then one or more blank lines, then a run of as many short value lines that
 * ends there, more than half of them holding a digit (a reference, a date); a block of any other length pairs nothing.
 * Linear in the text.
 */

const LABEL = /^\p{L}[\p{L}'’-]*(?:[ \t]+\p{L}[\p{L}'’°º-]*){0,3}\s*[.:]?$/u;
const MAX_LABELS = 8;
const MAX_VALUE = 60;

export function stackedFieldLines(text: string): string[] {
  const rows = text.split('\n').map((r) => r.trim());
  const out: string[] = [];
  let i = 0;
  while (i < rows.length) {
    let n = 0;
    while (i + n < rows.length && rows[i + n] !== '' && LABEL.test(rows[i + n]!)) n++;
    const startsBlock = i === 0 || rows[i - 1] === '';
    if (n < 2 || n > MAX_LABELS || !startsBlock || rows[i + n] !== '') {
      i += Math.max(n, 1);
      continue;
    }
    let j = i + n;
    while (j < rows.length && rows[j] === '') j++;
    let m = 0;
    while (j + m < rows.length && rows[j + m] !== '' && rows[j + m]!.length <= MAX_VALUE) m++;
    const ends = j + m >= rows.length || rows[j + m] === '';
    const values = rows.slice(j, j + m);
    if (m === n && ends && values.filter((v) => /\d/.test(v)).length * 2 > n && !values.every((v) => LABEL.test(v))) {
      for (let k = 0; k < n; k++) out.push(`${spelledOut(rows[i + k]!.replace(/\s*[.:]$/, '')).trim()}: ${values[k]}`);
      i = j + m;
    } else i += n;
  }
  return out;
}
