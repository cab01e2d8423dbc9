/**
 * Just enough of Cloud Logging to check the log-based metrics against lines the services wrote:
 *  - `logEntryFromStdout`: what Cloud Run makes of one JSON line on stdout (structured logging:
 *    severity, time and the `logging.googleapis.com/*` fields become LogEntry fields, the rest
 *    is jsonPayload; the monitored resource is the Cloud Run revision);
 *  - `matchesFilter`: the filter subset the metrics use, `path = "string"` comparisons joined by
 *    `AND` (and `!=`). Anything else (OR, NOT, `:`, parentheses, numbers, implicit AND) throws,
 *    so a metric written beyond this subset fails its test instead of passing unchecked;
 *  - `extract`: a label extractor `EXTRACT(path)`.
 */

export interface LogEntry {
  resource: { type: string; labels: Record<string, string> };
  severity: string;
  jsonPayload: Record<string, unknown>;
  [field: string]: unknown;
}

const SPECIAL = new Set(['severity', 'time', 'timestamp', 'httpRequest']);

export function logEntryFromStdout(line: string, resource: LogEntry['resource']): LogEntry {
  const parsed: unknown = JSON.parse(line);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not a JSON object line');
  const jsonPayload: Record<string, unknown> = {};
  const entry: LogEntry = { resource, severity: 'DEFAULT', jsonPayload };
  for (const [k, v] of Object.entries(parsed)) {
    if (k === 'severity') entry.severity = String(v);
    else if (k.startsWith('logging.googleapis.com/')) entry[k.slice('logging.googleapis.com/'.length)] = v;
    else if (SPECIAL.has(k)) entry[k === 'time' ? 'timestamp' : k] = v;
    else jsonPayload[k] = v;
  }
  return entry;
}

type Token = { kind: 'path' | 'string' | 'op' | 'and'; text: string };

function tokenize(filter: string): Token[] {
  const tokens: Token[] = [];
  const re = /\s*(?:(AND)\b|([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*)|(!=|=)|"((?:[^"\\]|\\.)*)"|(\S))/gy;
  while (re.lastIndex < filter.length) {
    const m = re.exec(filter);
    if (!m) break;
    if (m[1]) tokens.push({ kind: 'and', text: m[1] });
    else if (m[2]) tokens.push({ kind: 'path', text: m[2] });
    else if (m[3]) tokens.push({ kind: 'op', text: m[3] });
    else if (m[4] !== undefined) tokens.push({ kind: 'string', text: m[4].replace(/\\(.)/g, '$1') });
    else if (m[5]) throw new Error(`unsupported filter syntax at "${filter.slice(m.index).trim()}"`);
    else break; // trailing whitespace
  }
  return tokens;
}

interface Comparison {
  path: string[];
  op: '=' | '!=';
  value: string;
}

export function parseFilter(filter: string): Comparison[] {
  const tokens = tokenize(filter);
  const out: Comparison[] = [];
  for (let i = 0; ; ) {
    const [path, op, value] = [tokens[i], tokens[i + 1], tokens[i + 2]];
    if (path?.kind !== 'path' || op?.kind !== 'op' || value?.kind !== 'string') {
      throw new Error(`unsupported filter: expected path = "string" at token ${i} of ${JSON.stringify(filter)}`);
    }
    out.push({ path: path.text.split('.'), op: op.text as Comparison['op'], value: value.text });
    i += 3;
    if (i === tokens.length) return out;
    if (tokens[i]?.kind !== 'and')
      throw new Error(`unsupported filter: expected AND at token ${i} of ${JSON.stringify(filter)}`);
    i++;
  }
}

function valueAt(entry: LogEntry, path: string[]): unknown {
  let v: unknown = entry;
  for (const p of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string, unknown>)[p];
  }
  return v;
}

/** A scalar compared as Cloud Logging does with a string: by its text; an absent field never equals. */
function text(v: unknown): string | undefined {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;
}

export function matchesFilter(filter: string, entry: LogEntry): boolean {
  return parseFilter(filter).every((c) => {
    const v = text(valueAt(entry, c.path));
    return c.op === '=' ? v === c.value : v !== undefined && v !== c.value;
  });
}

/** A label extractor `EXTRACT(path)`: the field's text, or undefined when absent. */
export function extract(extractor: string, entry: LogEntry): string | undefined {
  const m = extractor.match(/^EXTRACT\(([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)\)$/);
  if (!m) throw new Error(`unsupported extractor ${extractor}`);
  return text(valueAt(entry, m[1]!.split('.')));
}
