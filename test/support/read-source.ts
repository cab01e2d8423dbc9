import { referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';
import { readOne } from '../../services/worker/brain/readers/source-reader.js';

const at = Date.parse('2026-11-20T10:00:00Z');

/** The values one reader pass takes from a text (a CSV attachment when `csv`), for the client's words `asked`. */
export function readSource(
  schema: Record<string, unknown>,
  text: string,
  asked: string,
  opts: { csv?: boolean } = {},
): Record<string, unknown> {
  const source = opts.csv ? { text, at, attachmentId: 'a1', csv: true } : { text, at };
  return Object.fromEntries(
    Object.entries(
      readOne(
        Object.entries(schema) as Array<[string, Record<string, unknown>]>,
        source,
        referencesFrom([asked], at, [asked]),
      ),
    ).map(([k, v]) => [k, v.value]),
  );
}

/** The same for a CSV attachment. */
export const readCsv = (schema: Record<string, unknown>, csv: string, asked: string) =>
  readSource(schema, csv, asked, { csv: true });
