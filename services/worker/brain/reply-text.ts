/**
 * The new text of an inbound reply, without the history mail clients quote below it. Both brains
 * read only this part: quoted lines repeat our own mail (and older replies), and a signature's
 * `Phone: ...` lines would otherwise look like result fields to the offline rules.
 *
 * Removed, in order:
 * - everything from a reply header on: a line `On <anything> wrote:` (also split over two lines;
 *   German `Am ... schrieb ...:`, French `Le ... a écrit :`, Spanish `El ... escribió:`),
 *   `-----Original Message-----` (`Ursprüngliche Nachricht`, `Message d'origine`, `Mensaje
 *   original`), or an Outlook block `From: ...` (`Von:`, `De :`, `De:`) followed within two lines
 *   by `Sent:`/`Date:` (`Gesendet:`/`Datum:`, `Envoyé :`/`Date :`, `Enviado:`/`Fecha:`);
 * - everything from a signature delimiter on (a line that is exactly `-- `, or `--`);
 * - every line starting with `>` (inline quoting).
 */

const MAX_REPLY_CHARS = 20_000;

export function stripQuotedText(raw: string): string {
  const lines = raw.replace(/\r\n?/g, '\n').slice(0, MAX_REPLY_CHARS).split('\n');
  const cut = historyStart(lines);
  const kept = lines.slice(0, cut).filter((l) => !/^\s*>/.test(l));
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** `On … wrote:`, `Am … schrieb …:`, `Le … a écrit :`, `El … escribió:` (checked without regex backtracking). */
const REPLY_HEADER_START = /^(on|am|le|el)\s/i;
const REPLY_HEADER_VERB = /\s(wrote|schrieb|a écrit|escribió)(\s|:|$)/iu;
function isReplyHeader(line: string): boolean {
  return REPLY_HEADER_START.test(line) && line.endsWith(':') && REPLY_HEADER_VERB.test(line);
}

function historyStart(lines: string[]): number {
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    const next = (lines[i + 1] ?? '').trim();
    if (
      isReplyHeader(line) ||
      (REPLY_HEADER_START.test(line) && !line.endsWith(':') && isReplyHeader(`${line} ${next}`))
    )
      return i;
    if (/^-{2,}\s*(original message|ursprüngliche nachricht|message d'origine|mensaje original)\s*-{2,}$/iu.test(line))
      return i;
    if (
      /^(from|von|de)\s?:\s/i.test(line) &&
      lines.slice(i + 1, i + 3).some((l) => /^\s*(sent|date|gesendet|datum|envoyé|enviado|fecha)\s?:\s/iu.test(l))
    )
      return i;
    if (lines[i] === '-- ' || line === '--') return i;
  }
  return lines.length;
}

/**
 * The first JSON object in the text: a fenced ```json (or bare ```) block first, then any
 * balanced `{...}` span that parses. Arrays and scalars are not results.
 */
export function extractJsonObject(text: string): Record<string, unknown> | undefined {
  for (const m of text.matchAll(/```(?:json)?\s*\n?([\s\S]*?)```/gi)) {
    const parsed = parseObject(m[1] ?? '');
    if (parsed) return parsed;
  }
  let tries = 0;
  for (let start = text.indexOf('{'); start !== -1 && tries < 20; start = text.indexOf('{', start + 1), tries++) {
    const end = balancedEnd(text, start);
    if (end === -1) continue;
    const parsed = parseObject(text.slice(start, end + 1));
    if (parsed) return parsed;
  }
  return undefined;
}

function parseObject(s: string): Record<string, unknown> | undefined {
  try {
    const v: unknown = JSON.parse(s.trim());
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Index of the `}` closing the `{` at `start`, skipping braces inside JSON strings; -1 if none. */
function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}

/**
 * `field: value` (or `field = value`) lines: the field is 1 to 5 words of letters, `_` or `-`
 * (no digits, so `at 10:30` is not a field), optionally after a list bullet; the value is the
 * rest of the line, non-empty and not starting with `//` (so URLs are not fields).
 */
export function parseFieldLines(text: string): Array<{ field: string; value: string }> {
  const out: Array<{ field: string; value: string }> = [];
  for (const line of text.split('\n')) {
    const m = line.match(/^\s*(?:[-*•]\s*)?([A-Za-z][A-Za-z_-]*(?:[ \t][A-Za-z_-]+){0,4})\s*[:=]\s*(.+?)\s*$/);
    if (!m?.[1] || !m[2] || m[2].startsWith('//')) continue;
    out.push({ field: m[1], value: m[2] });
  }
  return out;
}

/** `Delivery date`, `delivery_date` and `deliveryDate` all normalise to `deliverydate`. */
export function normalizeFieldName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** `Delivery date` → `deliveryDate`: the key of a field line when no schema names it. */
export function camelCaseField(name: string): string {
  const words = name
    .trim()
    .split(/[\s_-]+/)
    .filter((w) => w.length > 0);
  return words
    .map((w, i) => {
      if (i > 0) return w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
      return w === w.toUpperCase() ? w.toLowerCase() : w.charAt(0).toLowerCase() + w.slice(1);
    })
    .join('');
}
