/**
 * Whether a sentence prices two fields' things together: it names this field's own thing and
 * another number field's own thing joined by "and" ("Met inboedel en opstal allebei Uitgebreid
 * komt u dus op € 34,35 per maand", "contents and buildings together £41.20", "Inhalt und Gebäude
 * zusammen 38 €"), and the figure follows them. Such an amount is the sum of both, never the
 * price of either. Own words are the words of the field's name and description that no other
 * number field shares; a word of the text names one when one is the other's start (compounds:
 * "inboedel" for "inboedelverzekering"). On folded text, one pass over its words: linear.
 */
export function jointAmount(folded: string, index: number, about: string, rivalAbouts: readonly string[]): boolean {
  if (rivalAbouts.length === 0) return false;
  const own = wordsNoOtherHolds(about, rivalAbouts);
  if (own.length === 0) return false;
  const words = [...folded.slice(0, index).matchAll(/\p{L}+/gu)].map((m) => m[0]);
  for (const rival of rivalAbouts) {
    const theirs = wordsNoOtherHolds(rival, [about]);
    if (theirs.length === 0) continue;
    for (let i = 0; i + 2 < words.length; i++) {
      const a = words[i]!;
      const b = words[i + 2]!;
      if (!AND.has(words[i + 1]!)) continue;
      if ((names(a, own) && names(b, theirs)) || (names(a, theirs) && names(b, own))) return true;
    }
  }
  return false;
}

const AND = new Set(['and', 'und', 'et', 'y', 'e', 'en', 'plus']);

/** The words (four letters or more) of a field's folded words that none of `others` holds. */
export function wordsNoOtherHolds(about: string, others: readonly string[]): string[] {
  const otherWords = new Set(others.flatMap((o) => o.match(/\p{L}{4,}/gu) ?? []));
  return (about.match(/\p{L}{4,}/gu) ?? []).filter((w) => !otherWords.has(w));
}

/** A word names one of `words` when one starts the other and the shorter has at least five letters. */
function names(word: string, words: readonly string[]): boolean {
  return words.some((w) => {
    const [short, long] = word.length <= w.length ? [word, w] : [w, word];
    return short.length >= 5 && long.startsWith(short);
  });
}
