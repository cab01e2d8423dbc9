import { isConfidential } from '../confidential.js';
import { foldForMatching } from '../language-fold.js';
import { CEILING_WORDS } from '../readers/lexicons/maximum-words.js';

/**
 * What the offline brain may tell a counterparty who asks something, from the case's knowledge
 * and constraints. Conservative by rule:
 * - an entry is shared only when it answers the question's subject: a word of the question
 *   that is not a generic business word ("order", "client", "information" …) names the entry's
 *   subject (the key of a `key: value` entry, else its own words);
 * - what the client marked internal or confidential (confidential.ts) is never shared;
 * - the client's negotiating position is never volunteered, even unmarked: budgets, maximums
 *   and "up to"/"above" limits in money, other suppliers and competitors, urgency.
 * When the question's subject is only such withheld entries, the answer is a polite refusal;
 * when nothing answers it, undefined (the client is asked).
 */

export const WITHHELD = Symbol('withheld');

const STOPWORDS = new Set(
  (
    'what which when where whom whose could would should will shall does have your yours about there their this that ' +
    'these those with from into some please tell know like want need able also just more much many other than then ' +
    'them they were been being make sure okay thanks thank hello dear kind regards best much very does did done can ' +
    'cannot here send sending share give provide confirm let'
  ).split(' '),
);

/** Words that name no subject of their own: sharing an entry on them alone would volunteer it. */
const GENERIC = new Set(
  (
    'order orders client clients customer customers company business product products item items request ' +
    'requests information info details detail question questions email emails message messages still today ' +
    'week weeks time times thing things case need needs want wants current already again check looking ' +
    'help moment able happy great good right just soon possible there also people team side ' +
    'talking talk speaking'
  )
    .split(' ')
    .map((w) => w.slice(0, 5)),
);

/** Words of 4+ letters, not stopwords, compared on their first 5 letters (deliver ~ delivery). */
export function contentWords(text: string): Set<string> {
  const words =
    text
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  return new Set(words.filter((w) => w.length >= 4 && !STOPWORDS.has(w)).map((w) => w.slice(0, 5)));
}

// Linear on any text: every repetition starts with a character the one before cannot take.
const MONEY = String.raw`(?:[€$£]|eur\b|usd\b|gbp\b|chf\b|\d[\d.,']*(?: [\d.,']+)*\s?(?:€|eur|usd|gbp|chf|euros?|dollars?|pounds))`;

/** The client's negotiating position, on folded text. */
const POSITION = new RegExp(
  [
    String.raw`\b(?:budget\w*|ceiling|walk away|willing to pay|(?:can|could) pay|target price|price target|price limit)\b`,
    String.raw`\b(?:${[...CEILING_WORDS, 'max(?:imum)?\\.', 'above', 'over'].join('|')})\s*(?::\s*)?${MONEY}`,
    String.raw`\bnever (?:accept|pay|go above|exceed)\b`,
    String.raw`\b(?:competitor\w*|competition|rival\w*|other (?:supplier|vendor|quote|offer|bid|provider|agenc|venue|caterer|hotel|compan|firm|partner)\w*|alternative (?:supplier|vendor|offer|quote)\w*)`,
    String.raw`\b(?:also|currently|already) (?:talking|speaking|in talks|negotiating|asking|getting (?:quotes|offers)|considering|comparing|looking at)\b`,
    String.raw`\b(?:talking to|in talks with|(?:quotes?|offers?|bids?) from)\b`,
    String.raw`\b(?:urgent\w*|asap|desperate\w*|running out|runs? out|no alternative|under pressure|last resort)\b`,
    String.raw`\b(?:presupuesto|competencia|otros? proveedor\w*|urgente|konkurren\w*|wettbewerb\w*|andere[nrs]? (?:anbieter|lieferant)\w*|dringend|plafond|concurren\w*|autres? fournisseurs?|concorren\w*|altri fornitor\w*|andere leverancier\w*|outros fornecedores)`,
  ].join('|'),
);

export function isNegotiatingPosition(entry: string): boolean {
  return POSITION.test(foldForMatching(entry.replace(/([a-z])([A-Z])/g, '$1 $2')));
}

/** The words that say what an entry is about: its key ("deliveryAddress: …", "Ship to: …"), else all of it. */
function subjectOf(entry: string): Set<string> {
  const m = /^\s*([^:.!?]{1,40}):\s/.exec(entry);
  const head = m?.[1];
  if (head && head.trim().split(/\s+/).length <= 4) return contentWords(head);
  return contentWords(entry);
}

/**
 * The entries that answer the question, joined; WITHHELD when the question's subject is only
 * entries never shared; undefined when no entry answers it.
 */
export function entriesAnswering(entries: readonly string[], question: string): string | typeof WITHHELD | undefined {
  // A question about the client's position ("are you talking to other vendors?", "what is
  // your budget?") is declined when the case holds any of it, whatever words it shares.
  if (isNegotiatingPosition(question) && entries.some((e) => isNegotiatingPosition(e) || isConfidential(e)))
    return WITHHELD;
  const asked = [...contentWords(question)].filter((w) => !GENERIC.has(w));
  if (asked.length === 0) return undefined;
  const hits = entries.filter((entry) => {
    const subject = subjectOf(entry);
    return asked.some((w) => subject.has(w));
  });
  if (hits.length === 0) return undefined;
  const shareable = hits.filter((e) => !isConfidential(e) && !isNegotiatingPosition(e));
  return shareable.length > 0 ? shareable.join('\n') : WITHHELD;
}
