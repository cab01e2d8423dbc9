/** Month names in the languages the brain reads (folded: no accents), January first, with common abbreviations. */
const MONTHS: ReadonlyArray<readonly string[]> = [
  ['january', 'januar', 'janvier', 'enero', 'gennaio', 'januari', 'janeiro', 'jan'],
  ['february', 'februar', 'fevrier', 'febrero', 'febbraio', 'februari', 'fevereiro', 'feb'],
  ['march', 'marz', 'mars', 'marzo', 'maart', 'marco', 'mar'],
  ['april', 'avril', 'abril', 'aprile', 'apr'],
  ['may', 'mai', 'mayo', 'maggio', 'mei', 'maio'],
  ['june', 'juni', 'juin', 'junio', 'giugno', 'junho', 'jun'],
  ['july', 'juli', 'juillet', 'julio', 'luglio', 'julho', 'jul'],
  ['august', 'aout', 'agosto', 'augustus', 'aug'],
  ['september', 'septembre', 'septiembre', 'settembre', 'setembro', 'sep', 'sept'],
  ['october', 'oktober', 'octobre', 'octubre', 'ottobre', 'outubro', 'oct', 'okt'],
  ['november', 'novembre', 'noviembre', 'novembro', 'nov'],
  ['december', 'dezember', 'decembre', 'diciembre', 'dicembre', 'dezembro', 'dec', 'dez'],
];
export const MONTH_OF = new Map<string, number>(MONTHS.flatMap((names, i) => names.map((n) => [n, i + 1] as const)));
export const MONTH_WORD = [...MONTH_OF.keys()].sort((a, b) => b.length - a.length).join('|');
