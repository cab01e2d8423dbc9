import type { Lang } from '../readers/language.js';
import type { Draft } from '../../workflow/reply-evaluation.js';
import type { CaseContext } from '../brain.js';
import { fieldLabel } from './field-labels.js';
import { fieldsRequest, wantedFields } from './fields-request.js';
import { letter } from './letter.js';
import { objectiveParts } from '../objective-private.js';
import { objectiveWords } from './objective.js';
import { oneLine } from './one-line.js';
import { phrasesFor } from './phrases.js';
import { caseLanguage } from './case-language.js';
import { counterpartyNames, initialSubject } from './subjects.js';

/**
 * The first email of a case: the sender introduces themself (name, role, company), states the
 * request in their own words (objective.ts, without the client's private sentences), asks for the fields the result needs, named in
 * words (fields-request.ts), and thanks in advance. Nothing is known yet of the counterparty's
 * language: written in the language the client wrote the case in when that is clear
 * (case-language.ts), else English.
 */
export function draftInitial(ctx: CaseContext, lang: Lang = caseLanguage(ctx)): Draft {
  const p = phrasesFor(lang);
  const persona = ctx.senderPersona;
  const role = persona.role?.trim();
  // "-", "n/a", "none": a blank written out is no company to introduce oneself with.
  const written = persona.company?.trim();
  const company =
    written && !/^(?:[-–—.\s]*|n\/?a|none|keine|aucune?|ninguna?|nessuna?|geen|nenhuma?)$/i.test(written)
      ? written
      : undefined;
  const from = company ? (role ? p.roleAt(role, company) : p.from(company)) : role ? `, ${role}` : '';
  const objective = objectiveWords(ctx.goal.objective, counterpartyNames(ctx));
  // The request in the letter's language: an objective read in another language is quoted.
  const request =
    (lang === 'en' && objective.lang === undefined) || (objective.lang !== undefined && objective.lang === lang)
      ? objective.request
      : p.about(withFullStop(oneLine(objectiveParts(ctx.goal.objective).request)));
  const wanted = wantedFields(ctx.resultSchema);
  // "Could you please confirm the delivery date of PO 4471?" needs no "In particular, I need the
  // delivery date." after it.
  const said =
    lang === 'en' &&
    objective.isQuestion &&
    wanted.length > 0 &&
    wanted.every((f) => objective.request.toLowerCase().includes(fieldLabel(ctx.resultSchema, f).words.toLowerCase()));
  const fields = said
    ? ''
    : fieldsRequest(ctx.resultSchema, wanted, lang, objective.isQuestion && lang === 'en' ? 'precisely' : 'ask');
  return {
    subject: initialSubject(ctx),
    text: letter(
      ctx,
      [`${withFullStop(p.intro(oneLine(persona.name), from))} ${request}`, fields, p.thanksInAdvance],
      lang,
    ),
  };
}

/** A sentence ending in one full stop: "… S.r.l." stays, "… S.r.l.." loses one, a bare end gets one. */
function withFullStop(s: string): string {
  const t = s.trim().replace(/\.\.$/, '.');
  return /[.!?…:]$/.test(t) ? t : `${t}.`;
}
