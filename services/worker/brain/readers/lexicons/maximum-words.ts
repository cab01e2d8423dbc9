/**
 * A maximum, in the seven reading languages (folded): the words that make a field ask for an
 * upper limit ("maxGroupSize", "nombre maximum de participants", "höchstens"), and the words
 * that name a figure as that limit ("limited to 8", "up to 12", "höchstens 10", "limités à 8",
 * "hasta 20", "fino a 15", "maximaal 6", "no máximo 30"; after it: "8 max", "10 au maximum").
 * number-field.ts: a maximum field takes the figures named as a limit when the text names any.
 */

/** A field that asks for an upper limit. */
export const MAXIMUM_FIELD =
  /\b(?:max|maxi|maximum|maximal\w*|hochst\w*|maximo|maxima|massim[oa]|maximaal|maximale|at most|up to|largest|biggest|capacity|kapazitat|capacite|capacidad|capienza|capacita|capaciteit|capacidade)\b/;

/**
 * The words that set an upper bound ("up to", "no more than", "höchstens", "au plus", "como
 * máximo", "al massimo", "hoogstens", "no máximo"), folded, as RegExp alternatives: the one list
 * that the limit a figure is named (MAXIMUM_BEFORE), the objective's private ceilings
 * (objective-private.ts) and the client's withheld position (guards/knowledge-sharing.ts) build
 * on, each adding the words of its own use.
 */
export const CEILING_WORDS: readonly string[] = [
  'max',
  'maximum',
  'maximal',
  'up to',
  'at most',
  'no more than',
  'not more than',
  'hochstens',
  'bis zu',
  'nicht mehr als',
  'au maximum',
  'au plus',
  "jusqu'?a",
  'pas plus de',
  'hasta',
  'como maximo',
  'maximo',
  'no mas de',
  'fino a',
  'al massimo',
  'massimo',
  'non piu di',
  'maximaal',
  'hoogstens',
  'niet meer dan',
  'tot',
  'ate',
  'no maximo',
  'nao mais de',
];

/** Words right before a figure that name it as the limit (a bounded look-behind, one span). */
export const MAXIMUM_BEFORE = new RegExp(
  `\\b(?:${[
    ...CEILING_WORDS,
    'max\\.',
    'limited to',
    'capped at',
    'begrenzt auf',
    'beschrankt auf',
    'limitee?s? a',
    'plafonnee?s? a',
    'limitad[oa]s? a',
    'limitat[oaie] a',
    'beperkt tot',
  ].join('|')})\\s{0,3}(?:(?:of|de|di|van|a) )?$`,
);

/** Words right after a figure that name it as the limit ("8 max", "10 au maximum", "12 höchstens"). */
export const MAXIMUM_AFTER =
  /^\s*(?:\p{L}+\s)?(?:max\b|maximum\b|maximal\b|hochstens\b|au maximum\b|au plus\b|como maximo\b|maximo\b|al massimo\b|massimo\b|maximaal\b|hoogstens\b|no maximo\b|at most\b)/u;

/** A field about a group or class counts its people (count-field.ts PEOPLE). */
export const GROUP_FIELD =
  /\b(?:group|groups|class|classes|team|party|gruppe\w*|klasse\w*|groupe\w*|classe\w*|grupo\w*|clase\w*|gruppo|gruppi|groep\w*|klas|klassen|turma\w*)\b/;
