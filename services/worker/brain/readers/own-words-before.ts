/**
 * The words before an amount that can only be its own: from its sentence's start (a full stop, a
 * line break or a semicolon), or, when another figure stands before it in the sentence, from the
 * first clause break after that figure ("€19.80 per chair, so €1,980": the chair is the €19.80's;
 * "For 6 weeks only I can do £17.00": no break, so no words are the £17.00's alone). A percentage
 * is no such figure ("adjudicação, que é de 50% (1.170 €").
 *
 * `head`: folded text right before the amount (bounded by the caller).
 */
export function ownWordsBefore(head: string): string {
  const sentence = head.slice(
    Math.max(head.lastIndexOf('. ') + 1, head.lastIndexOf('\n') + 1, head.lastIndexOf(';') + 1),
  );
  const figures = [...sentence.matchAll(/\d+(?:[.,]\d+)*(?!\s?%|[\d.,])/g)];
  if (figures.length === 0) return sentence;
  const last = figures[figures.length - 1]!;
  const after = sentence.slice((last.index ?? 0) + last[0].length);
  const brk = after.search(/[,;:()]|\s[-–—]\s/);
  return brk >= 0 ? after.slice(brk + 1) : '';
}
