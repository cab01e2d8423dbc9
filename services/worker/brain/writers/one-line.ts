/** Whitespace collapsed to single spaces, trimmed: a text placed inside a sentence or a subject. */
export function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}
