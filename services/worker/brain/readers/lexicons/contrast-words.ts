/**
 * "But" in the seven reading languages (folded), as an alternation: the word a sentence turns on
 * from what holds elsewhere to what holds here ("normally extra, but in this price", "con otros
 * hoteles 30 días, pero con vosotros 21"). Used by the clause readers that stop a clause there.
 */
export const BUT_WORDS = 'but|aber|doch|mais|pero|sino|ma|maar|mas';
