/**
 * A date the writer marks as past ("we last had Kestrel out on 14 March last year", "mon dernier
 * passage chez vous remonte au 14 octobre", "letztes Jahr am 14. März", "la última visita fue el
 * 14 de octubre", "l'ultima volta il 14 ottobre", "vorig jaar op 14 maart", "a última visita foi a
 * 14 de outubro"): the day of an earlier occasion, resolved forward by the date parser, never the
 * date a field about what comes asks for. Not for a field about the past occasion itself (its
 * description says "last", "previous", "dernier", "letzte", "último", "ultimo", "laatste", "vorige").
 * Folded text, bounded windows, plain alternations: linear in the counterparty's text.
 */

/** "last year" and its kin right after the date ("on 14 March last year"). */
const LAST_YEAR_AFTER =
  /^[,)]?\s{0,3}(?:of |in |del |dell'|de |do |van )?(?:last year|the year before|letztes jahr|letzten jahres|vergangenes jahr|vergangenen jahres|vorjahr|des vorjahres|l'an dernier|l'an passe|l'annee derniere|l'annee passee|de l'an dernier|el ano pasado|del ano pasado|ano pasado|l'anno scorso|dell'anno scorso|anno scorso|vorig jaar|vorige jaar|afgelopen jaar|no ano passado|do ano passado|ano passado)\b/;

/** An earlier occasion named before the date, in its clause ("we last had her out on", "dernier passage … remonte au"). */
const EARLIER_BEFORE =
  /\b(?:last year|we last|i last|last (?:time|visit|service|inspection|tuning|delivery|lift|haul)|the previous (?:visit|service|inspection|tuning|delivery)|letztes jahr|zuletzt|letzte[nrs]? (?:mal|besuch|wartung|termin|lieferung)|das letzte mal|l'an dernier|l'annee derniere|derniere fois|dernier passage|derniere visite|dernier entretien|dernier accord|remonte a|el ano pasado|la ultima vez|ultima visita|ultimo servicio|ultima revision|l'anno scorso|l'ultima volta|ultima visita|ultimo intervento|ultima accordatura|vorig jaar|de vorige keer|de laatste keer|laatste bezoek|laatste onderhoud|no ano passado|a ultima vez|ultima visita|ultima revisao)\b[^.;!?]{0,40}$/;

/** A field about the earlier occasion itself ("date of the last sweep", "previous inspection date"). */
const PAST_FIELD =
  /\b(?:last|previous|prior|most recent|letzte\w*|vorige\w*|vorherige\w*|dernier\w*|derniere|precedent\w*|ultim[oa]s?|anterior\w*|precedente|laatste|vorige)\b/;

export function pastDate(folded: string, index: number, written: string): boolean {
  const after = folded.slice(index + written.length, index + written.length + 30);
  if (LAST_YEAR_AFTER.test(after)) return true;
  const before = folded.slice(Math.max(0, index - 80), index);
  return EARLIER_BEFORE.test(before);
}

export function asksPastOccasion(fieldFolded: string): boolean {
  return PAST_FIELD.test(fieldFolded);
}
