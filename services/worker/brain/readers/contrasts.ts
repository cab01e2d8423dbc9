/**
 * "X, not a Y" sets what something is against what it is not ("it's our own crew, not a courier,
 * and they carry the mattresses up to the rooms"): the "not" denies the other thing's name, never
 * the clause's yes or no. Blanked (same length) unless it names the subject ("to the kerb, not a
 * room delivery"). English only: elsewhere the article after the negation is also "no" ("kein",
 * "pas de"), which denies.
 */
const CONTRAST = /, not (?:a|an) \p{L}+(?: \p{L}+)?(?=[,.;:!?]|$| and )/gu;
export function withoutContrasts(text: string, subject: readonly string[]): string {
  return text.replace(CONTRAST, (m) => (subject.some((w) => m.includes(w)) ? m : ' '.repeat(m.length)));
}
