import type { EnumMention } from './enums.js';
import type { Segment } from './segments.js';

/**
 * An enum value the sentence says was changed into another: "replaced the old oil-fired boiler
 * with an air source heat pump", "the EPC went up from an E to a C", "switched from monthly to
 * quarterly", "von E auf C verbessert", "remplacé la chaudière fioul par une pompe à chaleur",
 * "pasó de E a C", "sostituita la caldaia a gasolio con una pompa di calore", "van E naar C
 * gegaan", "substituímos a caldeira por uma bomba de calor". The value before the change is
 * history, the one after it is the answer. On folded text, in the seven reading languages.
 */

/** A verb of replacing right before the old value (within a few words). */
const REPLACED =
  /\b(?:replac\w*|swapp\w*|exchang\w*|ersetz\w*|ausgetauscht|getauscht|austausch\w*|remplac\w*|sustitu\w*|reemplaz\w*|cambiad[oa]|sostitu\w*|rimpiazz\w*|vervang\w*|substitu\w*|trocad[oa]|trocamos)\b[^.;!?]{0,40}$/;
/** The word that brings the new value after the old one of a replacing: "with", "by", "durch", "par", "por", "con", "door", "met". */
const REPLACED_WITH = /\b(?:with|by|for|durch|gegen|par|por|con|door|met|pela|pelo)\b/;

/** A verb of change and "from" right before the old value: "went up from an E", "switched from gas". */
const CHANGED_FROM =
  /\b(?:went|gone|go(?:es)?|moved|changed|switched|upgraded|improved|rose|risen|raised|increased|dropped|fell|fallen|converted|downgraded|ging|gestiegen|verbessert|umgestellt|gewechselt|geandert|passee?|passes|change|amelioree?|subi|paso|subio|mejoro|cambio|mejorado|passat[oa]|passata|salit[oa]|migliorat[oa]|cambiat[oa]|gegaan|gestegen|verbeterd|veranderd|overgestapt|overgeschakeld|passou|subiu|mudou|melhorou|mudamos)\b(?: \p{L}+){0,3} (?:from|von|vom|de|du|des|d'|da|dal|dalla|van|desde|do)(?: (?:an?|the|der|die|das|dem|einem|einer|un|une|le|la|l'|el|il|lo|een|het|de|o|a|um|uma))?(?: \p{L}+){0,2} ?$/u;
/** A German or Dutch verb of replacing or changing written after the new value. */
const REPLACED_LAST = /\b(?:ersetzt|ausgetauscht|getauscht|vervangen|verwisseld)\b/;
const CHANGED_LAST =
  /\b(?:gestiegen|verbessert|umgestellt|gewechselt|geandert|gegangen|gegaan|gestegen|verbeterd|veranderd|overgestapt|overgeschakeld)\b/;

/** The word that brings the new value of a change: "to", "auf", "zu", "à", "a", "para", "naar", "in". */
const CHANGED_TO = /\b(?:to|into|auf|zu|zum|zur|a|au|al|en|para|naar|tot|in|pra)\b/;

/** The mentions that another value in the same sentence replaced. */
export function replacedMentions(segments: readonly Segment[], mentions: readonly EnumMention[]): Set<EnumMention> {
  const out = new Set<EnumMention>();
  for (const old of mentions) {
    const folded = segments[old.segment]?.folded ?? '';
    const before = folded.slice(Math.max(0, old.index - 60), old.index);
    const next = mentions.find((m) => m.segment === old.segment && m.index > old.index && m.value !== old.value);
    if (!next) continue;
    const gap = folded.slice(old.index, next.index);
    if (/[.;!?]/.test(gap) || gap.length > 120) continue;
    // German and Dutch put the verb last: "den Gaskessel durch eine Wärmepumpe ersetzt", "van E naar C gegaan".
    const after = (folded.slice(next.index, next.index + 60).split(/[.;!?,]/)[0] ?? '').replace(/^\S+/, '');
    const replaced = REPLACED.test(before) || (REPLACED_LAST.test(after) && /\b(?:durch|door)\b/.test(gap));
    const changed =
      CHANGED_FROM.test(before) || (CHANGED_LAST.test(after) && /\b(?:von|vom|van)(?: \p{L}+){0,2} ?$/u.test(before));
    if ((replaced && REPLACED_WITH.test(gap)) || (changed && CHANGED_TO.test(gap))) out.add(old);
  }
  return out;
}
