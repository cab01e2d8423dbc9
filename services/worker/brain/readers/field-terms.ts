import { foldForMatching } from '../language-fold.js';
import { FIELD_STOP_WORDS, FIELD_VOCABULARY } from './lexicons/field-vocabulary.js';
import type { Segment } from './segments.js';
import { withoutExcludedPhrases } from './excluded-words.js';

/**
 * What a schema property is about, as words to look for in a reply: the words of its name
 * (`deliveryDate` → delivery, date) and description, each with its usual German, French and
 * Spanish counterparts from a small business vocabulary. `relevance` counts how many of them a
 * segment mentions: values are read from the segments that talk about the field.
 */

/** Terms for a property: folded stems of its name and description, plus their vocabulary rows. */
export function fieldTerms(name: string, description?: string): string[] {
  const words = [
    ...splitName(name),
    ...(description ? (withoutExcludedPhrases(foldForMatching(description)).match(/\p{L}+/gu) ?? []) : []),
  ].filter((w) => w.length >= 3 && !FIELD_STOP_WORDS.has(w));
  // "abholdatum": its head "abhol" says what the date is of, with its vocabulary row.
  for (const w of [...words]) {
    const head = compoundDateHead(w);
    if (head) words.push(head);
    // "abgeholt", "eingebaut", "geliefert": the verb's stem ("abhol", "einbau", "liefer") is
    // what a reply writes ("abholen", "Einbau", "Lieferung") and what the vocabulary rows hold.
    const stem = participleStem(w);
    if (stem) words.push(stem);
  }
  const terms = new Set(words);
  for (const w of words) {
    for (const row of FIELD_VOCABULARY) if (row.some((t) => sameStem(w, t))) for (const t of row) terms.add(t);
  }
  // A row's phrase written whole in the name or description ("collectionDate", "date of
  // collection") brings its row too: the phrase says what the field is about.
  const spaced = ` ${[...splitName(name), ...(description ? (foldForMatching(description).match(/\p{L}+/gu) ?? []) : [])].join(' ')} `;
  for (const row of FIELD_VOCABULARY)
    if (row.some((t) => t.includes(' ') && spaced.includes(` ${t} `))) for (const t of row) terms.add(t);
  return [...terms];
}

/**
 * A name word with its counterparts in the other languages (`installation` → montage, einbau,
 * montaje …), for finding the field's name written right before a value. Only counterparts of
 * four letters or more: shorter stems match inside unrelated words. A phrase ("collection date")
 * counts only whole (relevance, nearestBefore).
 */
export function wordWithCounterparts(word: string): string[] {
  const out = new Set([word]);
  // The first row joins dispatch and arrival words ("ship", "arrive", "llegan"): they name
  // different dates, so none of them names a date field in place of another.
  for (const row of FIELD_VOCABULARY.slice(1))
    if (row.some((t) => sameStem(word, t))) for (const t of row) if (t.length >= 4) out.add(t);
  return [...out];
}

/**
 * The head of a compound that names a date ("abholdatum" → "abhol", "liefertermin" → "liefer",
 * "leveringsdatum" → "levering", "einzugsdatum" → "einzug"): what the date is of, for a field named
 * in one lower-case word. A head of four letters or more, a linking "s" dropped.
 */
export function compoundDateHead(word: string): string | undefined {
  const m = /^(\p{L}{4,}?)s?(?:datum|termin)$/u.exec(word);
  return m ? m[1] : undefined;
}

/**
 * The stem of a German past participle ("abgeholt" → "abhol", "eingebaut" → "einbau",
 * "angeliefert" → "anliefer", "geliefert" → "liefer", "gereinigt" → "reinig"): a separable
 * prefix keeps its place before the "ge"; without one, a stem of five letters or more only
 * ("gebaut" names no "bau" to find).
 */
export function participleStem(word: string): string | undefined {
  const separable = SEPARABLE_PARTICIPLE.exec(word);
  if (separable) return `${separable[1]}${separable[2]}`;
  const plain = /^ge(\p{L}{5,}?)(?:et|t|en)$/u.exec(word);
  return plain ? plain[1] : undefined;
}

/**
 * Whether a word of the folded text is a German participle whose verb starts with one of the
 * terms ("angeliefert", "ausgeliefert", "geliefert" for "liefer"; "eingebaut" for "einbau" or
 * "bau…"): the verb said of the field's subject, which a term read at the word's start misses.
 * Terms of five letters or more.
 */
export function participleNames(folded: string, terms: readonly string[]): boolean {
  const long = terms.filter((t) => t.length >= 5 && !t.includes(' '));
  if (long.length === 0) return false;
  for (const w of folded.match(/\p{L}+/gu) ?? []) {
    const separable = SEPARABLE_PARTICIPLE.exec(w);
    const cores = separable ? [`${separable[1]}${separable[2]}`, separable[2]!] : [participleStem(w)];
    if (cores.some((c) => c !== undefined && long.some((t) => c.startsWith(t) || t.startsWith(c)))) return true;
  }
  return false;
}

const SEPARABLE_PARTICIPLE =
  /^(ab|an|auf|aus|bei|ein|fest|fertig|her|hin|mit|nach|vor|weg|zu|zuruck|zusammen)ge(\p{L}{3,}?)(?:et|t|en)$/u;

/** `deliveryDate`, `delivery_date`, `Delivery date` → ['delivery', 'date']. */
export function splitName(name: string): string[] {
  return foldForMatching(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2'))
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

function sameStem(a: string, b: string): boolean {
  // Six letters when both words have them: "servic" (service) is not "servies" (Dutch crockery).
  const n = Math.min(a.length, b.length, 6);
  return n >= 3 && a.slice(0, n) === b.slice(0, n) && Math.abs(a.length - b.length) <= 4;
}

/**
 * Whether a word of a text holds a term of five letters or more: at the word's start, the stem
 * extended at its end only ("install" in "installation"), or as the last part of a compound
 * with at most a plural or case ending ("preis" in "gesamtpreise", "prijs" in "stuksprijs");
 * never inside a word ("marre" is not in "demarreur", "stall" not in
 * "installation"). Shorter terms are matched by their callers' own rules.
 */
export function holdsTerm(word: string, term: string): boolean {
  if (word.startsWith(term)) return true;
  const at = word.lastIndexOf(term);
  return at >= COMPOUND_HEAD && COMPOUND_ENDINGS.has(word.slice(at + term.length));
}

/** The shortest first part of a compound ("bau" in "bauzeit"), in letters. */
const COMPOUND_HEAD = 3;
/** What may follow a compound's last part: nothing, or a plural or case ending (-e, -n, -s, -en, -es). */
const COMPOUND_ENDINGS = new Set(['', 'e', 'n', 's', 'en', 'es']);

/** How many of the terms the segment mentions (a word starting with the term, or ending a compound with it). */
export function relevance(segment: Segment, terms: readonly string[]): number {
  const words = segment.folded.match(/\p{L}+/gu) ?? [];
  // A term of several words ("collection date") counts only as that phrase, word for word.
  const spaced = ` ${words.join(' ')} `;
  let n = 0;
  for (const t of terms) {
    if (t.includes(' ')) {
      if (spaced.includes(` ${t} `)) n++;
      continue;
    }
    if (words.some((w) => (t.length <= 4 ? w === t || (w.startsWith(t) && w.length <= t.length + 3) : holdsTerm(w, t))))
      n++;
  }
  return n;
}
