import type { Prepared } from './field-readers.js';

/**
 * A closing word in the seven languages, folded: "we're closed on Mondays", "we shut Sundays",
 * "montags geschlossen", "Ruhetag ist Montag", "fermé le lundi", "cerrado los domingos", "il lunedì
 * siamo chiusi", "giorno di chiusura", "maandag gesloten", "encerramos ao domingo", "fechado à
 * segunda". French "ferme" after an article is a farm ("la ferme"), never a closing.
 */
export const CLOSED =
  /\b(?:closed|shut|closing days?|geschlossen|ruhetage?|(?<!\b(?:la|une|notre|cette|votre|de|a) )fermee?s?|fermons|fermeture|cerrad[oa]s?|cerramos|chius[oaie]|chiudiamo|chiusura|riposo settimanale|gesloten|rustdag(?:en)?|fechad[oa]s?|fechamos|encerrad[oa]s?|encerramos)\b/g;

/**
 * The text as a list of what is open reads it: a closing word is a no for the items of its clause
 * ("open Tuesday through Saturday; we shut Sundays and Mondays"). Each closing word is written
 * "not" (padded, so indexes hold). A field about what is closed (`about`: its name's words and
 * description) is read as written.
 */
export function closedAsNo(p: Prepared, about: string): Prepared {
  if (new RegExp(CLOSED.source).test(about)) return p;
  if (!p.segments.some((s) => new RegExp(CLOSED.source).test(s.folded))) return p;
  return {
    ...p,
    segments: p.segments.map((s) => ({
      ...s,
      folded: s.folded.replace(CLOSED, (m) => `not${' '.repeat(m.length - 3)}`),
    })),
  };
}
