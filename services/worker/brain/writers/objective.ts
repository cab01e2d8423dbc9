import { objectiveParts } from '../objective-private.js';
import { oneLine } from './one-line.js';
import { localRequest } from './objective-local.js';
import type { Lang } from '../readers/language.js';

/**
 * The client's objective, written as an instruction to us ("Get a quote for 100 oak chairs",
 * "Confirm the delivery date of PO 4471", "Find out whether Oakline can supply 300 table tops"),
 * turned into what the sender says to the counterparty: a request in the first person ("We would
 * like a quote for 100 oak chairs.", "Could you please confirm the delivery date of PO 4471?"), a
 * topic for later mail ("a quote for 100 oak chairs") and a subject ("Quote for 100 oak chairs",
 * uncut: subjects.ts bounds it).
 * English by the objective's first words, and the usual openings in French, Spanish, Italian,
 * Portuguese and Dutch (objective-local.ts); an objective that starts otherwise is kept as written. Sentences meant for us only (a budget, "do not tell them …": objective-private.ts)
 * are left out first.
 */

export interface ObjectiveWords {
  /** The request, as the first email states it. */
  request: string;
  /** The request is a question to the counterparty (it asks them to confirm or tell something). */
  isQuestion: boolean;
  /** What the case is about, to be put after "about" ("a quote for 100 oak chairs"). */
  topic: string;
  /** The email's subject. */
  subject: string;
  /** The language of `request` when the objective was written in another than English (objective-local.ts). */
  lang?: Lang;
}

/** A sentence of the objective that instructs us what to obtain, in English. */
const INSTRUCTION_TO_US =
  /^(?:(?:please|also|then|and)\s+)?(?:get|obtain|find out|ask (?:for|them|about)|confirm|check|make sure|ensure|request|note down|record|report)\b/i;

/** A sentence in the client's own voice that states what they have or need ("We have …", "Our office …"). */
const STATEMENT = /^(?:we|our|i|my)\s/i;

/** A clause that tells us what to get, after the question ("…, and get the loading date"). */
const AND_GET = /,?\s+and\s+(?:then\s+)?(?:get|obtain|find out|request|note)\s+.+$/i;

/** How a request read from no known opening starts. */
const FALLBACK = 'I am writing to you about';

/** A question word: a name before "for" or a clause never holds one ("Ask them what they charge for …"). */
const WH_WORD = /\b(?:whether|if|how|what|when|which|who|where|why|about)\b/i;

/** Verbs that open an objective, turned into "We would like to …" / "… about <gerund> …". */
const ACTIONS = new Set(
  'find book arrange order renew hire contract agree reserve schedule buy purchase secure negotiate cancel return reschedule collect organise organize set source register extend upgrade'.split(
    ' ',
  ),
);

export function objectiveWords(objective: string, counterpartyNames: readonly string[] = []): ObjectiveWords {
  const text = oneLine(objectiveParts(objective).request).replace(/[.!]+$/, '');
  // Sentences end after a word of three or more letters, a code ("EUR."), a figure or a bracket,
  // and before a capitalised word: "drawing no. BR-1147" and "approx. 40" stay one sentence.
  const [first, ...more] = text.split(/(?<=(?:\p{Ll}{3}|\p{Lu}{3}|\d|\))[.!?])\s+(?=\p{Lu}\p{Ll})/u);
  const head = (first ?? text).replace(/[.!]+$/, '');
  // A later sentence that tells us what to get ("Get the confirmed price and the name of the
  // photographer") is ours: the fields list asks it in the sender's words.
  const rest = more.filter((m) => !INSTRUCTION_TO_US.test(m)).join(' ');
  const tail = rest === '' ? '' : ` ${/[.!?]$/.test(rest) ? rest : `${rest}.`}`;
  // "We have interview recordings in Polish, … . Ask Clearword which of these languages they can
  // transcribe": what we have first, as we say it, then the request read from the sentence after.
  if (more.length > 0 && STATEMENT.test(head)) {
    const inner = objectiveWords(more.join(' '), counterpartyNames);
    if (!inner.request.startsWith(FALLBACK)) return { ...inner, request: `${head}. ${inner.request}` };
  }
  const clause = (s: string) => youFor(s, counterpartyNames);
  // "We would like a quote for …" / "We would like to know the price of …".
  const wantThing = (thing: string, indefinite: boolean): ObjectiveWords => ({
    request: `${indefinite ? 'We would like' : 'We would like to know'} ${thing}.${tail}`,
    isQuestion: false,
    topic: thing,
    subject: subjectOf(withoutArticle(thing)),
  });
  // "Could you please let me know whether …?"
  // "… any time in March, and get the loading date, the delivery date and the price": what to
  // get is ours to note (the fields list asks it), not part of the question.
  const askWhat = (asked: string, subject: string): ObjectiveWords => {
    const q = asked.replace(AND_GET, '') || asked;
    return {
      request: `Could you please let me know ${clause(q)}?${tail}`,
      isQuestion: true,
      topic: q,
      subject: subjectOf(subject.replace(AND_GET, '') || subject),
    };
  };

  // Get / obtain / request / ask for [the supplier for] <a thing>.
  let m = head.match(/^(?:get|obtain|request|receive|ask\s+for|ask\s+(?:the|our|your)\s+[^,]{1,40}?\s+for)\s+(.+)$/i);
  if (m?.[1]) return wantThing(m[1], /^(?:a|an|some)\s/i.test(m[1]));
  // Ask <the supplier by name> for <a thing> ("Ask Hôtel du Parc in Lyon for 20 single rooms",
  // "Ask Northgate IT for their monthly price"): the name is the counterparty, the thing the request.
  m = head.match(/^ask\s+([^,]{1,60}?)\s+for\s+(.+)$/i);
  if (m?.[1] && m[2] && !WH_WORD.test(m[1])) {
    // "for their monthly price": the counterparty's own, addressed to them.
    const thing = clause(m[2]).replace(/^their\s/i, 'your ');
    return wantThing(thing, /^(?:a|an|some|\d)/i.test(thing));
  }
  // Ask <the supplier by name> whether / which / on which … <a clause>.
  m = head.match(
    /^ask\s+([^,]{1,60}?)\s+((?:(?:on|at|in|for|by|from|to)\s+)?(?:whether|if|how|what|when|which|who|where|why)\b.+)$/i,
  );
  if (m?.[1] && m[2] && !WH_WORD.test(m[1])) return askWhat(m[2], `Enquiry: ${m[2]}`);
  // Confirm / verify <a thing>.
  m = head.match(/^(?:confirm|verify|clarify)\s+(.+)$/i);
  if (m?.[1]) {
    const thing = m[1];
    return {
      request: `Could you please confirm ${clause(thing)}?${tail}`,
      isQuestion: true,
      topic: thing,
      subject: subjectOf(withoutArticle(thing)),
    };
  }
  // Find out / check / ask / enquire whether|how|what|… <a clause>.
  m = head.match(
    /^(?:find\s+out|check|ask|enquire|inquire|learn|determine|establish|see)\s+((?:whether|if|how|what|when|which|who|where|why)\b.+)$/i,
  );
  if (m?.[1]) return askWhat(m[1], `Enquiry: ${m[1]}`);
  m = head.match(/^find\s+out\s+(.+)$/i);
  if (m?.[1]) return askWhat(m[1], withoutArticle(m[1]));
  // Book / arrange / order … <a thing>.
  const verb = (head.match(/^([A-Za-z]+)\s/)?.[1] ?? '').toLowerCase();
  if (ACTIONS.has(verb)) {
    const rest = lowerFirst(head);
    const gerund = `${ing(verb)}${head.slice(verb.length)}`;
    return {
      request: `We would like to ${rest}.${tail}`,
      isQuestion: false,
      topic: gerund,
      subject: subjectOf(gerund),
    };
  }
  // "Demander à Loca-Élévation le tarif …", "Preguntar a Finca El Olivar si …": in its own language.
  const local = localRequest(head, counterpartyNames);
  if (local)
    return {
      request: `${local.request}${tail}`,
      isQuestion: local.isQuestion,
      topic: local.thing ?? lowerFirst(head),
      subject: subjectOf(local.thing ?? text),
      lang: local.lang,
    };
  return {
    // "We need 20 rooms in Lyon": the client's own voice already, said as it is.
    request: STATEMENT.test(head) ? `${head}.${tail}` : `${FALLBACK} ${lowerFirst(head)}.${tail}`,
    isQuestion: false,
    topic: lowerFirst(head),
    subject: subjectOf(text),
  };
}

/**
 * What the client wrote of the counterparty in the third person, addressed to them: "from them",
 * "with them" become "from you", "with you"; "they" before a modal or a verb of trade ("whether
 * they include a technician", "they can deliver") becomes "you"; "their" before a word of their
 * offer ("their price", "their lead time") becomes "your". Other "they" (the goods: "whether they
 * are in stock") are left as written.
 */
const THEM_AFTER = /\b(from|with|by) them\b/g;
const THEY_VERB =
  /\bthey (can|could|will|would|do|does|did|have|offer|include|charge|provide|supply|deliver|accept|need|require|ship|install|service|cover|work|open)\b/g;
const THEIR_NOUN =
  /\btheir (price|prices|rate|rates|quote|quotation|offer|terms|fee|fees|charges?|availability|lead time|delivery|minimum|team|company|office|warehouse|site|hours|opening hours|conditions)\b/g;

/** The counterparty named by company or name before a modal verb becomes "you" ("whether you can supply"). */
function youFor(clause: string, names: readonly string[]): string {
  let out = clause.replace(THEM_AFTER, '$1 you').replace(THEY_VERB, 'you $1').replace(THEIR_NOUN, 'your $1');
  for (const name of names) {
    const n = name.trim();
    if (n.length < 3) continue;
    const escaped = n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`\\b${escaped}\\s+(can|could|will|would)\\b`, 'g'), 'you $1');
  }
  return out;
}

function withoutArticle(s: string): string {
  return s.replace(/^(?:a|an|the|some)\s+/i, '');
}

/** Capitalised; subjects.ts cuts a long one at a word. */
function subjectOf(s: string): string {
  return s.length > 0 ? s[0]!.toUpperCase() + s.slice(1) : s;
}

function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s;
}

function ing(verb: string): string {
  if (verb.endsWith('ee')) return `${verb}ing`;
  if (verb.endsWith('e')) return `${verb.slice(0, -1)}ing`;
  if (verb === 'set') return 'setting';
  return `${verb}ing`;
}
