/**
 * A choice asked of our side without a question mark: "let me know which you prefer", "sagen
 * Sie mir bitte, welche Variante Sie möchten", "dites-moi laquelle vous préférez", "dígame cuál
 * prefiere", "mi faccia sapere quale preferite", "laat me weten welke u kiest", "diga-me qual
 * prefere". Which option, date or model is the client's to say: the sentence is answered like a
 * question (data-requests.ts `findRequests`), from the case, else by the client, never met with
 * our own request sent again. Only a which-word after the asking verb counts: "let me know if
 * you have any questions" or "let me know what you think" asks no choice.
 *
 * Folded text (language-fold.ts), one bounded gap per form: linear time.
 */
const GAP = '[^.!?\\n]{0,30}';

export const CHOICE_REQUEST = new RegExp(
  [
    // en
    `\\b(?:let (?:me|us) know|tell (?:me|us)|please (?:advise|confirm))${GAP}\\bwhich\\b`,
    // de
    `\\b(?:sagen|teilen|geben) sie (?:mir|uns)${GAP}\\bwelche[nmrs]?\\b`,
    `\\blassen sie (?:mich|uns)${GAP}\\bwissen,? welche[nmrs]?\\b`,
    // fr
    `\\b(?:dites|indiquez|precisez|confirmez)-(?:moi|nous)${GAP}\\b(?:lequel|laquelle|lesquel(?:le)?s|quel(?:le)?s? (?:option|formule|solution|modele|date|offre|variante))\\b`,
    `\\bfaites-(?:moi|nous) savoir${GAP}\\b(?:lequel|laquelle|lesquel(?:le)?s|quel(?:le)?s? (?:option|formule|solution|modele|date|offre|variante))\\b`,
    // es
    `\\b(?:digame|diganos|dime|indiqueme|indiquenos|confirmeme|confirmenos|hagame saber|haganos saber|hazme saber|aviseme|avisenos|me (?:dice|indica|confirma))${GAP}\\bcual(?:es)?\\b`,
    // it
    `\\b(?:(?:mi|ci) (?:faccia|fate|fa|fai) sapere|fammi sapere|fatemi sapere|(?:mi|ci) (?:dica|dite|indichi|indicate|confermi|confermate))${GAP}\\bqual[ei]\\b`,
    // nl
    `\\b(?:laat (?:me|mij|ons)${GAP}\\bweten|(?:zeg|vertel) (?:me|mij|ons|het maar|maar))${GAP}\\bwelke?\\b`,
    // pt
    `\\b(?:diga-me|diga-nos|indique-me|indique-nos|informe-me|informe-nos|confirme-me|diz-me|avise-me|(?:me|nos) (?:diga|informe|indique|avise))${GAP}\\b(?:qual|quais)\\b`,
  ].join('|'),
);
