/**
 * The shape of one language's sentences for the writers (the sets are in phrases.ts and
 * phrases-it-nl-pt.ts). `{x}` marks where a list of fields goes, `{q}` a quoted question,
 * `{topic}` what the case is about. A file of its own so that both files of sets import it
 * without importing each other.
 */

export interface Phrases {
  /** Greeting for a formal, a friendly and any other tone. */
  greeting: { formal: (name: string) => string; friendly: (name: string) => string; plain: (name: string) => string };
  signOff: { formal: string; friendly: string; plain: string };
  /** "a, b and c". */
  and: string;
  yes: string;
  no: string;
  /** Asking for one or two things inline, and the lead-in of a bullet list. */
  ask: (x: string) => string;
  askList: string;
  /** The same, after something was already received. */
  askAlso: (x: string) => string;
  askAlsoList: string;
  /** In the first email, after the request was stated as a question. */
  precisely: (x: string) => string;
  preciselyList: string;
  /** Nothing more is missing, but the counterparty has to confirm. */
  confirm: string;
  thanksInAdvance: string;
  thanksReply: string;
  /** "I have noted …" with what was noted, inline or as the lead-in of a list. */
  noted: (x: string) => string;
  notedList: string;
  thanksPatience: string;
  /** A question of theirs repeated, then our answer. */
  yourQuestion: (q: string) => string;
  yourQuestionUnquoted: string;
  /** The same for a proposal of theirs (a condition, a counter-offer) and for a message. */
  yourProposal: string;
  yourMessage: string;
  cannotShare: string;
  /** Follow-ups after silence: the first, a later one, the last. */
  nudgeFirst: (topic: string) => string;
  nudgeAgain: (topic: string) => string;
  nudgeLast: (topic: string) => string;
  /**
   * A follow-up after an automatic reply (an out-of-office, a ticket receipt) and nothing else:
   * the mail arrived, so never "in case it did not reach you" nor "following up on my email".
   */
  nudgeAfterAutoReply: (topic: string) => string;
  /** Follow-ups after the counterparty has replied (we still wait for part of the answer). */
  afterReply: string;
  lastFollowUp: string;
  /** Asking for the details when the case names no fields. */
  askDetails: string;
  /** Introducing the sender: name, then "role at company" / "from company" / role. */
  intro: (name: string, from: string) => string;
  roleAt: (role: string, company: string) => string;
  from: (company: string) => string;
  /** The first email's purpose when the objective cannot be rephrased (not English). */
  about: (objective: string) => string;
}
