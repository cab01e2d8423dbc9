import type { Lang } from '../readers/language.js';

/**
 * What a writer needs to know of the conversation so far, worked out by the reading side (the
 * offline brain's reader, or its language detection) and passed in: writers stay pure.
 */
export interface ThreadFacts {
  /** The language to write in: that of the counterparty's latest reply; English when unknown. */
  lang?: Lang;
  /** The counterparty has written in this thread (a follow-up then never says "following up"). */
  replied?: boolean;
  /** Only an automatic reply came (out of office, ticket receipt): the mail arrived, nobody answered yet. */
  autoReplied?: boolean;
  /** Values received so far, by field: acknowledged, never asked for again. */
  noted?: Readonly<Record<string, unknown>>;
  /** The fields still needed; undefined: the schema's required fields (all, when none is required). */
  missing?: readonly string[];
}
