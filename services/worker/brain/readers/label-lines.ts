import { foldForMatching } from '../language-fold.js';
import { fieldText, type Prop } from './field-readers.js';
import { TOTAL_WORDS } from './lexicons/number-field-words.js';

/**
 * Several `label: value` lines bound to one field with different values ("rooftop: 1.290,00 €"
 * and "totale canone annuo: 1.860,00 €" for a yearly total covering the rooftop): a total field
 * takes its one line labelled a total (read on its own by the caller); otherwise no line is
 * picked and the field is asked. Before, the first matching line (a part) was delivered.
 */

export interface LabelledLine {
  field: string;
  value: string;
  name: string | undefined;
  line: string | undefined;
}

export function chooseLabelledLines(
  lines: readonly LabelledLine[],
  props: readonly (readonly [string, Prop])[],
): { chosen: Map<string, LabelledLine>; unsure: string[] } {
  const byField = new Map<string, LabelledLine[]>();
  for (const l of lines) if (l.name) byField.set(l.name, [...(byField.get(l.name) ?? []), l]);
  const chosen = new Map<string, LabelledLine>();
  const unsure: string[] = [];
  for (const [name, group] of byField) {
    if (new Set(group.map((g) => g.value.trim())).size < 2) continue;
    const prop = props.find(([n]) => n === name)?.[1] ?? {};
    const totals = group.filter((g) => TOTAL_WORDS.test(foldForMatching(g.field)));
    if (TOTAL_WORDS.test(foldForMatching(fieldText(name, prop))) && totals.length === 1) chosen.set(name, totals[0]!);
    else unsure.push(name);
  }
  return { chosen, unsure };
}
