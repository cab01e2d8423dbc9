/**
 * The "otherwise" branch of a two-way offer, in the seven reading languages, on folded text:
 * "otherwise", "or else", "if not,", "failing that", "sonst", "ansonsten", "andernfalls",
 * "sinon", "autrement", "faute de quoi", "si no", "de lo contrario", "en caso contrario",
 * "altrimenti", "in caso contrario", "zo niet", "anders" opening its clause, "senão", "caso
 * contrário". "If you book by Friday fitting is included, otherwise it is £80": the yes holds
 * only on a condition the client has to meet, the no only without it; neither is the answer.
 * Boilerplate that names no branch ("unless otherwise agreed", "sofern nicht anders vereinbart",
 * "sauf mention contraire", "salvo diversamente concordato", "tenzij anders overeengekomen") and
 * "sonst noch", "wie sonst", "autrement dit" are none.
 */
const BRANCH = new RegExp(
  String.raw`(?:\b(?:otherwise|or else|failing (?:that|this)|if not(?=\s*[,;:])|(?<!wie )sonst(?! noch\b| (?:auch|immer|uberall|nichts|alles|etwas|jemand|ublich)\b)|ansonsten(?! noch\b)|andernfalls|anderenfalls|sinon|autrement(?! dit)|faute de quoi|si no(?! (?:es|hay) (?:ningun )?problema)|de lo contrario|en caso contrario|de otro modo|altrimenti|in caso contrario|zo niet|indien niet|zoniet|senao|caso contrario|do contrario|de outro modo)\b|(?:^|[,;:]\s*|\b(?:en|maar)\s+)anders\b(?! dan| als| gezegd| vermeld| overeengekomen| aangegeven))`,
);

/** Set phrases that say "unless agreed otherwise": no branch of an offer. */
const BOILERPLATE =
  /\b(?:unless (?:\p{L}+ ){0,2}otherwise|except (?:as|where) (?:\p{L}+ ){0,2}otherwise|otherwise (?:agreed|stated|specified|noted|indicated|arranged)|(?:nicht|keine?) anders|anders (?:vereinbart|angegeben|geregelt)|sauf (?:accord|mention|indication|avis) contraire|salvo (?:diversamente|indicazione contraria|pacto en contrario|acordo em contrario|indicacion en contrario)|tenzij anders)\b/gu;

/** Whether a folded sentence speaks in an "otherwise" branch (see the file comment). */
export function otherwiseBranch(folded: string): boolean {
  return BRANCH.test(folded.replace(BOILERPLATE, ' '));
}
