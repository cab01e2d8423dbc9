/**
 * Label/value layouts: a line that starts with a label and carries its value in the next
 * column, as a PDF's text comes out ("Policy start 01.02.2027", "Net total EUR 18,940.00") or
 * an HTML table with headers in the first column renders ("Delivery date   2027-04-15"). In a
 * reply's body only a column gap (two or more spaces, or a tab) separates label and value; in
 * an attachment a single space may. The label is the line's first words (at most five) that
 * name one property (`nameOf`); when two different lengths of the start name two different
 * properties the line is not read. The caller types the value and drops a line whose value
 * does not have the field's type. Lines are cut on spaces: linear, no backtracking.
 */

export interface LabelValue {
  name: string;
  label: string;
  value: string;
  line: string;
}

const MAX_LABEL_WORDS = 5;
const MAX_LINE = 160;

export function labelValueLines(
  text: string,
  nameOf: (label: string) => string | undefined,
  opts: { singleSpace: boolean },
): LabelValue[] {
  const out: LabelValue[] = [];
  for (const raw of text.split('\n').slice(0, 1_000)) {
    const line = raw.trim();
    if (line.length < 3 || line.length > MAX_LINE || line.includes(':')) continue;
    const gap = /\t| {2,}/.exec(line);
    if (gap) {
      const label = line.slice(0, gap.index).trim();
      const value = line.slice(gap.index).trim();
      const name = isLabel(label) ? nameOf(label) : undefined;
      // Only a two-column line: the value holds no further column gap.
      if (name && value !== '' && !/\t| {2,}/.test(value)) out.push({ name, label, value, line: raw });
      continue;
    }
    if (!opts.singleSpace) continue;
    const words = line.split(' ');
    const names = new Map<string, number>();
    for (let k = 1; k <= Math.min(MAX_LABEL_WORDS, words.length - 1); k++) {
      const label = words.slice(0, k).join(' ');
      if (!isLabel(label)) break;
      const name = nameOf(label);
      if (name) names.set(name, k);
    }
    if (names.size !== 1) continue;
    const [[name, k]] = [...names.entries()] as [[string, number]];
    out.push({ name, label: words.slice(0, k).join(' '), value: words.slice(k).join(' '), line: raw });
  }
  return out;
}

/** Words of letters (an abbreviation's dot allowed: "no.", "Nr."), starting with a letter. */
function isLabel(label: string): boolean {
  return /^\p{L}/u.test(label) && label.split(' ').every((w) => /^[\p{L}][\p{L}'’-]*\.?$/u.test(w));
}
