/**
 * A verb whose objects are part of the deal: "includes", "covers", "comes with", "umfasst",
 * "comprend", "incluye", "comprende", "omvat", "inclui" (listedAfterInclusion in booleans.ts).
 */
export const INCLUSION_VERB =
  /\b(?:includes?|including|covers|comes with|inklusive|umfasst|beinhaltet|enthalt|comprend|comprennent|comprenant|incluye|incluyen|incluyendo|comprende|comprendono|include|includono|omvat|omvatten|inclusief|bevat|inclui|incluem|incluindo)\b/g;

/**
 * The active forms only, a subject before them: "the half day includes …", "la media jornada
 * incluye …", "der Preis umfasst …", "le forfait comprend …", "il pacchetto comprende …", "het
 * arrangement omvat …", "o pacote inclui …" (not "including", "inklusive", "inclusief": those
 * list what the word before them holds; not German "enthalten", said of what is contained; not
 * "comes with": "installation comes with the machine" says the installation is included).
 */
const INCLUDES =
  /\b(?:includes?|covers?|umfass(?:t|en)|beinhalte[tn]|enthalt|comprend|comprennent|incluye|incluyen|comprende|comprendono|includono|omvat|omvatten|bevat|bevatten|inclui|incluem|cobre|copre)\b/;

/**
 * Where, in the subject's clause `clause` (from the subject's word on), a verb makes the subject
 * the one that includes ("La media jornada … incluye pantalla, proyector, wifi y agua": the half
 * day includes them; it is not said to be included itself): the verb's index, when words follow it
 * up to the sentence's end and none of them is the subject's `word`; -1 otherwise ("the package
 * includes the transfer" read for the transfer names it after the verb).
 */
export function includerVerbAt(clause: string, word: string): number {
  const m = INCLUDES.exec(clause);
  if (!m || m.index === 0) return -1;
  const after = clause.slice(m.index + m[0].length);
  const objects = after.slice(0, Math.max(0, after.search(/[.!?](?:\s|$)/)) || after.length);
  return /\p{L}{3,}/u.test(objects) && !objects.includes(word) ? m.index : -1;
}
