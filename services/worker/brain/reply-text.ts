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
