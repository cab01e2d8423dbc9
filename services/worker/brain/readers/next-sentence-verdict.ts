import { polarity } from './booleans.js';
import { withoutContrasts } from './contrasts.js';
import type { Found, Prepared } from './field-readers.js';

/**
 * A sentence that names the field's subject and says nothing of it, followed by a short one that
 * opens with a word pointing back at it and gives the verdict ("they'll carry the mattresses
 * right up to the rooms, unwrap them and put them on the bases. That's all in the price, no
 * extras."; "Das ist im Preis inbegriffen.", "C'est compris.", "Eso no está incluido.", "Questo è
 * compreso.", "Dat is inbegrepen.", "Isso está incluído.", "These are charged on top, at £72.50."):
 * the verdict is the subject's.
 * Only the next sentence, only when it is short (a verdict, not a new topic), and only one that
 * opens with the pointing word (a "not a courier" in the first says nothing of it, contrasts.ts): "The wifi is free" after a sentence about parking names its own
 * subject.
 */
export function nextSentenceVotes(
  p: Prepared,
  subject: readonly string[],
  named: (folded: string) => boolean,
): Found[] {
  const votes: Found[] = [];
  p.segments.forEach((seg, si) => {
    const next = p.segments[si + 1];
    if (!next || !named(seg.folded) || named(next.folded)) return;
    if (polarity(withoutContrasts(seg.folded, subject), p.lang) !== undefined) return;
    if (!POINTS_BACK.test(next.folded) || (next.folded.match(/\p{L}+/gu) ?? []).length > MAX_VERDICT_WORDS) return;
    const v = polarity(next.folded, p.lang);
    if (v !== undefined) votes.push({ value: v, segment: si + 1 });
  });
  return votes;
}

const MAX_VERDICT_WORDS = 12;

/** "That's", "this is", "all of that", "das ist", "c'est", "eso", "questo", "dat is", "isso", … at a sentence's start (folded). */
const POINTS_BACK =
  /^(?:that(?:'s| is| was| will be| would be)|this (?:is|was|will be)|it's all|it is all|all (?:of )?(?:that|this)|das (?:ist|alles|ware|wird)|dies (?:ist|alles)|c'est|cela (?:est|sera)|ce (?:sera|serait)|tout (?:cela|ca) est|ca (?:c'est|est)|eso (?:es|esta|va|no)|esto (?:es|esta|va|no)|todo (?:eso|esto)|questo (?:e|sara|non)|cio (?:e|non)|tutto (?:questo|cio)|dat (?:is|zit|valt|wordt|alles)|dit (?:is|zit|valt|wordt)|isso (?:e|esta|fica|nao)|isto (?:e|esta|fica|nao)|tudo isso|(?:these|those|they)(?:'re| are| were| will be| would be| come| cost| get| go)|(?:diese|die) (?:sind|werden|kosten|kommen|gehen)|(?:ceux-ci|celles-ci|ils|elles) (?:sont|seront|coutent|viennent)|(?:estos|estas|ellos|ellas) (?:son|estan|van|se cobran|cuestan)|(?:questi|queste|quelli|quelle) (?:sono|vanno|costano|vengono)|(?:deze|die|ze) (?:zijn|worden|kosten|komen)|(?:estes|estas|esses|essas|eles|elas) (?:sao|ficam|custam|vao))\b/;
