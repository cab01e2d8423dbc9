import { foldForMatching } from '../language-fold.js';
import type { ReadSource } from '../readers/read-source.js';
import { isNumberProp } from '../readers/prop-kinds.js';
import { type ReadResult, readFromSources, withoutFields } from '../readers/schema-reader.js';
import type { References } from '../readers/field-readers.js';
import { APOLOGY, CORRECTION } from './corrections.js';
import { CHANGED, NO_LONGER, WITHDRAWN } from './older-mail.js';

type Schema = Record<string, unknown>;

/**
 * Two mails that disagree: a newer mail (or its attachment) gives a number field another value
 * than an older mail of the thread gave, and says nothing of a change ("sorry, I meant", "has
 * gone up", "the revised price", "no longer valid", in the seven languages). A person reading
 * both does not know which holds ("£39 per user" in the mail, "36.50" in the proposal sheet sent
 * after it) and asks; the brain does not pick the newer one. A change said in words is the latest
 * statement and wins as before.
 *
 * Bounded: one more read of the older mails per number field the newer mail answered.
 */

/**
 * Words of a new or changed value, beside the correction, change and withdrawal cues of
 * corrections.ts and older-mail.ts and its apology words: stems of apologies and mistakes
 * ("perdona", "me he equivocado", "Fehler") and of updates ("revised", "neuer", "definitivo").
 */
const CHANGE_WORDS = new RegExp(
  `\\b(?:${APOLOGY}|${[
    'apologies|ignore|disregard|update|mistake|wrong|updated|revised|amended|new|now|instead|final|confirm\\w*',
    'entschuldig\\w*|ignorieren sie|vergessen sie|fehler|vertan|vertippt|aktualisiert\\w*|korrigiert\\w*|geandert\\w*|neue[nrs]?|jetzt|nun|stattdessen|endgultig\\w*|bestatig\\w*',
    'desolee?|ignorez|oubliez|erreur|trompe\\w*|mis a jour|revise\\w*|corrige\\w*|nouve(?:au|l|lle)|desormais|plutot|definiti\\w*',
    'perdon\\w*|disculp\\w*|equivoc\\w*|error|olvide|actualizad\\w*|revisad\\w*|corregid\\w*|nuev[oa]s?|ahora|en su lugar',
    'scus\\w*|ignori|dimentichi|sbagliat\\w*|errore|aggiornat\\w*|rivist\\w*|corrett\\w*|nuov[oaie]|ora|invece|confermat\\w*',
    'negeer|vergeet|fout|vergist|vergis|bijgewerkt|herzien\\w*|gecorrigeerd|nieuwe?|nu|in plaats daarvan|bevestig\\w*',
    'desculp\\w*|desconsidere|engan\\w*|erro|atualizad\\w*|revist\\w*|corrigid\\w*|nov[oa]s?|agora|em vez',
  ].join('|')})\\b`,
);

function marksAChange(text: string): boolean {
  const folded = foldForMatching(text.slice(0, 20_000));
  return [CORRECTION, CHANGED, NO_LONGER, WITHDRAWN, CHANGE_WORDS].some((re) => re.test(folded));
}

/** The read without the number fields whose newer value an older mail contradicts unmarked. */
export function withoutUnmarkedChanges(
  schema: Schema,
  read: ReadResult,
  sources: readonly ReadSource[],
  refs: References,
  /** When our side wrote: an older mail counts only when none of ours stands between it and the newer. */
  ours: readonly number[] = [],
): ReadResult {
  const props = (schema['properties'] ?? {}) as Record<string, Record<string, unknown>>;
  const contested: string[] = [];
  const readsBefore = new Map<number, ReadResult>();
  for (const field of Object.keys(read.values)) {
    if (!isNumberProp(props[field] ?? {})) continue;
    const from = sources[read.sourceOf[field] ?? -1];
    if (!from) continue;
    // "Want the chain done too?" … our yes … "£521 all in": a new total for what our mail
    // decided is no contradiction; only mails that answer the same message of ours are compared.
    const older = sources.filter((s) => s.at < from.at && !ours.some((t) => t > s.at && t < from.at));
    if (older.length === 0) continue;
    // The older mails are read once per newer mail, however many of its fields are checked.
    const olderRead = readsBefore.get(from.at) ?? readFromSources(schema, older, refs);
    readsBefore.set(from.at, olderRead);
    const before = olderRead.values[field];
    if (before === undefined || before === read.values[field]) continue;
    // The newer mail's own text and its attachments: a change said anywhere in it.
    if (
      marksAChange(
        sources
          .filter((s) => s.at === from.at)
          .map((s) => s.text)
          .join('\n'),
      )
    )
      continue;
    contested.push(field);
  }
  return withoutFields(read, contested);
}
