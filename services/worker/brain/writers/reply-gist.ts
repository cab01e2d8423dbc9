import { oneLine } from './one-line.js';

/**
 * What of a whole reply the client should read first, within `max` characters: its sentences
 * that carry figures, dates or terms (a price, a deposit, "30%", "12 e 13 de maio"), in the
 * reply's own order, then the others as room allows. A greeting and a thank-you come last, so a
 * long reply's deposit and cancellation terms are not cut off behind them. Untrusted text: only
 * quoted (one line, double quotes made single), never interpreted.
 */
export function replyGist(words: string, max: number): string {
  const line = oneLine(words).replace(/"/g, "'");
  if (line.length <= max) return line;
  const sentences = line.split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== '');
  const figured = (s: string) => /\d/.test(s);
  const chosen = new Set<number>();
  let room = max;
  for (const pass of [figured, (s: string) => !figured(s)])
    sentences.forEach((s, i) => {
      if (chosen.has(i) || !pass(s) || s.length + 1 > room) return;
      chosen.add(i);
      room -= s.length + 1;
    });
  if (chosen.size === 0) return `${line.slice(0, max).trimEnd()}…`;
  const kept = [...chosen].sort((a, b) => a - b);
  return (
    kept.map((i, k) => (k > 0 && kept[k - 1] !== i - 1 ? `… ${sentences[i]}` : sentences[i])).join(' ') +
    (kept.length < sentences.length ? ' …' : '')
  );
}
