import { foldForMatching } from './language-fold.js';

/**
 * Knowledge the client marked as not to be shared: an entry (a sentence of string knowledge, a
 * `key: value` of object knowledge, a constraint) that says it is internal, confidential,
 * secret, or not to be shared/revealed/disclosed, in English, German, French or Spanish. The
 * offline brain never quotes such an entry to the counterparty.
 */

const MARKERS =
  /\b(?:internal|internally|confidential|secret|private|do not (?:share|reveal|disclose|mention|tell)|don't (?:share|reveal|disclose|mention|tell)|never (?:share|reveal|disclose|mention|tell)|not (?:be |to be )?(?:shared|revealed|disclosed)|for (?:our|your) eyes only|intern|interne?s?|vertraulich|geheim|nicht (?:weitergeben|teilen|nennen|verraten)|confidentiel(?:le)?s?|ne (?:pas|jamais) (?:communiquer|partager|divulguer|reveler)|confidencial(?:es)?|interno|interna|no (?:compartir|revelar|divulgar)|nunca (?:compartir|revelar))\b/;

export function isConfidential(entry: string): boolean {
  return MARKERS.test(foldForMatching(entry));
}
