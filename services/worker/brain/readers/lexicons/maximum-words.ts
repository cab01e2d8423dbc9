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

/** Words right before a figure that name it as the limit (a bounded look-behind, one span). */
export const MAXIMUM_BEFORE =
  /(?:\bmax\.?|\bmaximum|\bmaximal|\bup to|\bat most|\bno more than|\bnot more than|\blimited to|\bcapped at|\bhochstens|\bbis zu|\bbegrenzt auf|\bbeschrankt auf|\bau maximum|\bau plus|\bjusqu'?a|\blimitee?s? a|\bplafonnee?s? a|\bhasta|\bcomo maximo|\bmaximo|\blimitad[oa]s? a|\bfino a|\bal massimo|\bmassimo|\blimitat[oaie] a|\bmaximaal|\bhoogstens|\bbeperkt tot|\btot|\bate|\bno maximo)\s{0,3}(?:(?:of|de|di|van|a) )?$/;

/** Words right after a figure that name it as the limit ("8 max", "10 au maximum", "12 höchstens"). */
export const MAXIMUM_AFTER =
  /^\s*(?:\p{L}+\s)?(?:max\b|maximum\b|maximal\b|hochstens\b|au maximum\b|au plus\b|como maximo\b|maximo\b|al massimo\b|massimo\b|maximaal\b|hoogstens\b|no maximo\b|at most\b)/u;

/** A field about a group or class counts its people (count-field.ts PEOPLE). */
export const GROUP_FIELD =
  /\b(?:group|groups|class|classes|team|party|gruppe\w*|klasse\w*|groupe\w*|classe\w*|grupo\w*|clase\w*|gruppo|gruppi|groep\w*|klas|klassen|turma\w*)\b/;
