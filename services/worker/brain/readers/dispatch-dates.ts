import { lastWordInClause } from './clause-last-word.js';
import { ARRIVAL_WORDS, DISPATCH_WORDS } from './lexicons/goods-moves.js';

/**
 * A date field that asks when goods reach the client (`deliveryDate` "day the chairs are
 * delivered to our office", `arrivalDate`) against the day they leave the sender: "Your chairs go
 * out from our warehouse on Tuesday 15th June, and our carrier has you booked in for Thursday
 * 17th June", "Versand am 9.12., Zustellung am 10.12.", "expédié le 9, livré le 10". The dispatch's
 * date is no value of the arrival's field, however near its sentence names the delivery.
 */

const DISPATCH = new RegExp(String.raw`\b(?:${DISPATCH_WORDS})\b`, 'u');
const ARRIVAL = new RegExp(String.raw`\b(?:${ARRIVAL_WORDS})\b`, 'u');
const MOVE = new RegExp(String.raw`\b(?:${DISPATCH_WORDS}|${ARRIVAL_WORDS})\b`, 'gu');
/** Where the date's own clause starts: a stop, a bracket, or a conjunction that opens another clause. */
const CLAUSE_START =
  /[,;:.()!?]|\b(?:and|so|then|but|und|dann|aber|et|puis|mais|y|luego|pero|e|poi|ma|en|dan|maar|depois|mas)\b/gu;

/** Whether the field (its name words and description, folded) asks the arrival and not the dispatch. */
export function asksArrival(fieldFolded: string): boolean {
  return ARRIVAL.test(fieldFolded) && !DISPATCH.test(fieldFolded);
}

/**
 * Whether the move of the date's own clause is the dispatch: the last one it names before the date
 * (within 60 characters), else, the verb last in German and Dutch, the first one after it before
 * the clause ends ("werden am 16.02. verschickt", "worden op 16 februari verzonden"). "Go out … on
 * Wednesday 9 December" is; "so you should have them … on Thursday the 10th" and "shipped and
 * delivered on the 10th" are not.
 */
export function dispatchDate(folded: string, index: number, written: string): boolean {
  let move = lastWordInClause(folded, index, 60, CLAUSE_START, MOVE);
  if (move === undefined) {
    const after = folded.slice(index + written.length, index + written.length + 60);
    const end = after.search(CLAUSE_START);
    move = (end < 0 ? after : after.slice(0, end)).match(MOVE)?.[0];
  }
  return move !== undefined && DISPATCH.test(move) && !ARRIVAL.test(move);
}
