import type { FoundDate } from './found-date.js';
import type { Segment } from './segments.js';

/**
 * A visit before the work, with its purpose written beside its date: to measure, to survey, to
 * inspect or to price the job ("we can come on 9 December to measure up", "wir kommen am 9.
 * Dezember zum Aufmaß", "nous passerons le 9 décembre pour le métré", "podemos ir el 9 de
 * diciembre a tomar medidas", "passiamo il 9 dicembre per il sopralluogo", "we kunnen 9 december
 * komen om te meten", "podemos ir a 9 de dezembro para a vistoria"). That day is the visit's,
 * never the date of the installation, delivery or repair the field asks for ("…; de installatie
 * volgt later"); only a field about such a visit (`surveyDate`, "date of the site visit") takes it.
 */

/** The purpose of a visit before the work, folded, in the seven reading languages. */
const VISIT_PURPOSE = new RegExp(
  String.raw`\b(?:` +
    [
      // en
      String.raw`(?:to|and) (?:measure|survey|inspect|assess|have a look|take (?:the )?measurements|look at)`,
      String.raw`for (?:a|the) (?:survey|site (?:visit|survey)|measure[- ]?up|inspection|measurement)`,
      String.raw`measure[- ]?up`,
      // de
      String.raw`(?:zum|fur das|fur ein) (?:aufmass|ausmessen|vermessen|besichtigen)`,
      String.raw`zur (?:besichtigung|begehung|vermessung)`,
      String.raw`um (?:\p{L}+ ){0,4}(?:aus|auf|ver)?zumessen`,
      // fr
      String.raw`pour (?:le |un |faire (?:le |les |un )?)?(?:metre|releve|prendre (?:les )?mesures|mesurer|une visite technique|visite technique|la visite technique|repérage|reperage)`,
      // es
      String.raw`(?:para|a) (?:tomar (?:las )?medidas|medir|la visita tecnica|una visita tecnica|hacer la medicion|la medicion)`,
      // it
      String.raw`per (?:il |un |fare (?:il |un )?)?(?:sopralluogo|rilievo|prendere (?:le )?misure|misurare)`,
      // nl
      String.raw`om (?:\p{L}+ ){0,3}(?:op )?te meten`,
      String.raw`(?:voor|om) (?:de|een) (?:inmeting|opmeting|opname|schouw)`,
      // pt
      String.raw`para (?:a |uma |fazer (?:a |as |o )?)?(?:vistoria|medicao|medicoes|tirar (?:as )?medidas|medir)`,
      // "para levantamento" is a survey, but goods "prontas para levantamento" are ready for pickup.
      String.raw`(?<!(?:pront[oa]s?|disponive(?:l|is)|preparad[oa]s?) )para (?:o |um |fazer o )?levantamento`,
    ].join('|') +
    String.raw`)\b`,
  'u',
);

/** A field about such a visit: its date is the visit's. */
const VISIT_FIELD =
  /\b(?:survey\w*|measur\w*|inspect\w*|site visit|visit\w*|aufmass|besichtigung|begehung|vermess\w*|metre|releve|mesur\w*|visite|medicion|medida\w*|visita|sopralluogo|rilievo|misur\w*|inmeting|opmeting|opname|schouw|meten|vistoria|medica\w*|levantamento|bezoek\w*)\b/;

/** Articles and pronouns that open a clause of their own after "and" or a comma. */
const OPENER = String.raw`(?:the|die|der|das|la|le|les|l'|el|los|las|il|lo|gli|de|het|a|o|as|os|we|we'll|we'd|wir|nous|on|i|i'll|ich|je|ik|wij|noi|nosotros)`;

/** What ends a clause: a stop, or "and"/a comma with an article or pronoun opening a clause of its own. */
const CLAUSE_STOP = new RegExp(
  String.raw`[;:!?]|\.(?:\s|$)|,?\s(?:and|und|et|y|e|en|but|aber|mais|pero|ma|maar|mas)\s${OPENER}\s|,\s${OPENER}\s`,
  'g',
);

/** The visit itself named in the date's clause ("Measuring on the 2nd stays as is", "the survey on the 4th"). */
const VISIT_NOUN =
  /\b(?:measuring|measure[- ]?up|(?:final|site) measure|measurements|(?:the|a|site) survey|site visit|aufmass|besichtigung|begehung|metre|releve|visite technique|medicion|toma de medidas|visita tecnica|sopralluogo|rilievo|inmeting|opmeting|schouw|vistoria|medicao)\b/;

/** The words of the date's own clause: from the last clause stop before it to the first after it. */
function clauseAround(folded: string, index: number, end: number): string {
  const before = folded.slice(Math.max(0, index - 80), index);
  let from = 0;
  for (const m of before.matchAll(CLAUSE_STOP)) from = (m.index ?? 0) + m[0].length;
  const after = folded.slice(end, end + 80);
  const stop = after.search(CLAUSE_STOP);
  return `${before.slice(from)} ${after.slice(0, stop >= 0 ? stop : after.length)}`;
}

/** Whether `date`, in `segment`, is the day of a visit to measure or survey, for a field that is not about one. */
export function visitBeforeTheWork(segment: Segment, date: FoundDate, fieldFolded: string): boolean {
  if (VISIT_FIELD.test(fieldFolded)) return false;
  const clause = clauseAround(segment.folded, date.index, date.index + date.text.length);
  return VISIT_PURPOSE.test(clause) || VISIT_NOUN.test(clause);
}
