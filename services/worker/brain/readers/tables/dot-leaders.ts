import type { Table } from './table.js';

/** "Côtes du Rhône rouge ......... 7,90 €": a label and a value apart by a run of dots. */
export function leaders(block: string[]): Table | undefined {
  const rows: string[][] = [];
  const lines: string[] = [];
  for (const line of block) {
    const cut = leaderCut(line.trim());
    if (cut) {
      rows.push(cut);
      lines.push(line);
    } else if (rows.length > 0) break;
  }
  return rows.length >= 2 ? { rows, lines } : undefined;
}

/** The label and value around the first run of three dots (or an ellipsis, or underscores). */
function leaderCut(line: string): [string, string] | undefined {
  const at = [line.indexOf('...'), line.indexOf('…'), line.indexOf('___')]
    .filter((i) => i > 0)
    .sort((a, b) => a - b)[0];
  if (at === undefined) return undefined;
  let end = at;
  while (end < line.length && (line[end] === '.' || line[end] === '…' || line[end] === '_' || line[end] === ' ')) end++;
  const label = line
    .slice(0, at)
    .trim()
    .replace(/^[-*•]\s*/, '');
  const value = line.slice(end).trim();
  return label !== '' && value !== '' ? [label, value] : undefined;
}
