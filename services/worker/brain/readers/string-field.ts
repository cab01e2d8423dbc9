import { foldForMatching } from '../language-fold.js';
import { splitName } from './field-terms.js';
import type { Found, Prepared } from './field-readers.js';
import { codeAt, deliveredCode, isIdentifierField, nextInSeries, readCode } from './identifiers.js';

/**
 * A text property from prose: "<field words> is <value>" in a segment that names the field by
 * its own words, the value cut at its clause; an identifier is only its code
 * (readers/identifiers.ts).
 */

const COPULA = /\s+(?:is|are|will be|would be|ist|sind|lautet|wird|est|sera|sont|es|sera|son)\s*:?\s+|\s*[:=]\s*/;

/** "<field words> is <value>." in a segment that names the field by its own words. */
export function readString(p: Prepared, name: string, description = ''): Found | undefined {
  const found = readText(p, name, description);
  // An identifier is delivered in one piece: "SR - 2026 - 11873" as SR-2026-11873 (identifiers.ts).
  return found && isIdentifierField(name, description) && typeof found.value === 'string'
    ? { ...found, value: deliveredCode(found.value, description) }
    : found;
}

function readText(p: Prepared, name: string, description: string): Found | undefined {
  const own = splitName(name).filter((w) => w.length >= 3);
  if (own.length === 0) return undefined;
  const identifier = isIdentifierField(name, description);
  const found: Found[] = [];
  p.segments.forEach((seg, si) => {
    const at = seg.folded.indexOf(own.join(' '));
    if (at < 0) return;
    const after = seg.text.slice(at + own.join(' ').length);
    const m = after.match(COPULA);
    if (!m || m.index === undefined || m.index > 20) return;
    // An identifier is its code only ("RMA-2027-00481 and the collection …" → RMA-2027-00481);
    // words that are no code ("is still pending") are no value.
    if (identifier) {
      const start = m.index + m[0].length;
      const code = codeAt(after, start);
      if (code) found.push({ value: code, segment: si });
      // "order number: 44718, 44719": two codes, no one value.
      const next = code ? nextInSeries(after, after.indexOf(code, start) + code.length) : undefined;
      if (next) found.push({ value: next, segment: si });
      return;
    }
    const value = after
      .slice(m.index + m[0].length)
      .replace(/[.!;]+\s*$/, '')
      // "the carrier is DB Schenker, they will call": the value ends at the clause.
      .split(/[,;]\s/)[0]!
      .trim();
    if (value.length > 0 && value.length <= 120) found.push({ value, segment: si });
  });
  if (found.length === 1) return found[0];
  if (found.length > 1) return undefined;
  return (
    readCode(p, own, identifier) ??
    (identifier
      ? alternativeNames(description).reduce<Found | undefined>((f, alt) => f ?? readCode(p, alt, true), undefined)
      : undefined) ??
    readPersonName(p, name, description)
  );
}

/**
 * The other names the client's description gives an identifier, "X / Y number" or "X or Y
 * number" ("the workshop's work order / job number", "booking or reservation reference"): each
 * with the generic word after it ("job number").
 */
function alternativeNames(description: string): string[][] {
  const m = ALTERNATIVE_NAME.exec(foldForMatching(description.slice(0, 200)));
  return m ? [[m[1]!, m[2]!]] : [];
}
const ALTERNATIVE_NAME =
  /(?:\/|\bor\b|\boder\b|\bou\b)\s*(\p{L}{3,})\s+(number|no|nr|reference|ref|code|nummer|numero|referenz|referencia|riferimento|referentie|codice|codigo)\b/u;

/** Whose name a field asks for: `candidateName`, `contactName`, `driverName`, `technicianName` … */
const PERSON_WORDS = new Set([
  'candidate',
  'contact',
  'driver',
  'technician',
  'engineer',
  'person',
  'guest',
  'consultant',
  'interpreter',
  'courier',
  'speaker',
  'trainer',
  'instructor',
  'tutor',
  'nurse',
  'doctor',
  'representative',
  'rep',
  'installer',
  'fitter',
  'surveyor',
  'agent',
]);

/**
 * Roles a sentence names someone for ("your guide will be Callum"): the whose-name words above and
 * more. Only for the sentence that gives the role its name (`namedByRole`): the fallback that takes
 * the text's one capitalised run stays with the words above ("Hoi Emma" opened a photographer's mail).
 */
const ROLE_WORDS = new Set([
  ...PERSON_WORDS,
  'guide',
  'host',
  'chef',
  'photographer',
  'captain',
  'skipper',
  'pilot',
  'coordinator',
  'planner',
  'teacher',
  'coach',
  'therapist',
  'inspector',
  'electrician',
  'plumber',
]);

/** Capitalised words that are no one's name: weekdays, months, greetings, company words. */
const NOT_A_NAME =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|good|hi|hello|hoi|hallo|hola|ciao|salut|bonjour|ola|dear|thanks|thank|regards|best|kind|the|our|your|we|she|he|they|it|this|that|please|let|ltd|gmbh|inc|llc|bv|sa|srl|ag|plc|co|team|street|road|house|hotel|mr|mrs|ms|miss|dr|herr|frau|sr|sra|sig|signora|monsieur|madame|mevrouw|meneer|dhr|mevr)$/i;

const NAME_RUN = /\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){1,2}/gu;

/**
 * A person's name for a field that asks whose ("candidateName"): the one run of two or three
 * capitalised words in the text that are none of weekday, month, greeting or company words
 * ("good news - Daniela Ferreira is keen"). Two different names, or none, give nothing.
 */
export function readPersonName(p: Prepared, name: string, description = ''): Found | undefined {
  const words = splitName(name);
  if (words[words.length - 1] !== 'name') return undefined;
  const roles = [
    ...new Set([...words, ...(foldForMatching(description.slice(0, 200)).match(/\p{L}+/gu) ?? [])]),
  ].filter((w) => ROLE_WORDS.has(w));
  if (roles.length === 0) return undefined;
  const named = namedByRole(p, roles);
  if (named !== undefined) return named ?? undefined;
  if (!words.some((w) => PERSON_WORDS.has(w))) return undefined;
  const found = new Map<string, Found>();
  p.segments.forEach((seg, si) => {
    for (const m of seg.text.slice(0, 2_000).matchAll(NAME_RUN)) {
      if (m[0].split(/[ -]/).some((w) => NOT_A_NAME.test(w))) continue;
      if (!found.has(m[0])) found.set(m[0], { value: m[0], segment: si });
    }
  });
  return found.size === 1 ? [...found.values()][0] : undefined;
}

/**
 * The name a sentence gives the role the field asks about: "Your guide on the day will be
 * Callum", "the driver is Tomasz Nowak", "Ihr Techniker ist Herr Brandt" (a title is no name: none),
 * "votre guide sera Léa", "il fotografo sarà Marco", "de chauffeur is Jan". One or two capitalised
 * words right after the verb; two different names give null (not sure), none undefined.
 */
function namedByRole(p: Prepared, roles: readonly string[]): Found | null | undefined {
  const found = new Map<string, Found>();
  const role = new RegExp(
    `\\b(?:${roles.join('|')})s?\\b[^.;:!?\\n]{0,30}?\\b(?:is|will be|would be|ist|wird|est|sera|es|e|sara|wordt|wird sein)\\s+`,
    'gu',
  );
  p.segments.forEach((seg, si) => {
    for (const m of seg.folded.slice(0, 2_000).matchAll(role)) {
      const at = (m.index ?? 0) + m[0].length;
      const run = /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?/u.exec(seg.text.slice(at, at + 60))?.[0];
      if (!run || run.split(/[ -]/).some((w) => NOT_A_NAME.test(w))) continue;
      if (!found.has(run)) found.set(run, { value: run, segment: si });
    }
  });
  if (found.size === 0) return undefined;
  return found.size === 1 ? [...found.values()][0]! : null;
}
