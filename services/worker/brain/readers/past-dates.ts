/**
 * A date the writer marks as past ("we last had Kestrel out on 14 March last year", "mon dernier
 * passage chez vous remonte au 14 octobre", "letztes Jahr am 14. März", "la última visita fue el
 * 14 de octubre", "l'ultima volta il 14 ottobre", "vorig jaar op 14 maart", "a última visita foi a
 * 14 de outubro"): the day of an earlier occasion, resolved forward by the date parser, never the
 * date a field about what comes asks for. Not for a field about the past occasion itself (its
 * description says "last", "previous", "dernier", "letzte", "último", "ultimo", "laatste", "vorige").
 * Folded text, bounded windows, plain alternations: linear in the counterparty's text.
 */

/** A count of years ago: "two years ago", "vor zwei Jahren", "il y a deux ans", "hace dos años", "due anni fa", "twee jaar geleden", "há dois anos". */
const N = String.raw`(?:\d{1,2}|a|one|two|three|four|five|einem|zwei|drei|vier|funf|un|deux|trois|quatre|cinq|uno|dos|tres|cuatro|cinco|due|tre|quattro|cinque|een|twee|drie|vier|vijf|um|dois|tres|quatro|cinco)`;
const YEARS_AGO = String.raw`${N} years? ago|vor ${N} jahr(?:en)?|il y a ${N} ans?|hace ${N} anos?|${N} anni fa|un anno fa|${N} jaar geleden|ha ${N} anos?|${N} anos? atras`;

/** "last year" and its kin right after the date ("on 14 March last year", "am 13.06. vor zwei Jahren"). */
const LAST_YEAR_AFTER = new RegExp(
  String.raw`^[,)]?\s{0,3}(?:of |in |del |dell'|de |do |van )?(?:last year|the year before|letztes jahr|letzten jahres|vergangenes jahr|vergangenen jahres|vorjahr|des vorjahres|l'an dernier|l'an passe|l'annee derniere|l'annee passee|de l'an dernier|el ano pasado|del ano pasado|ano pasado|l'anno scorso|dell'anno scorso|anno scorso|vorig jaar|vorige jaar|afgelopen jaar|no ano passado|do ano passado|ano passado|${YEARS_AGO})\b`,
);

/** An earlier occasion named before the date, in its clause ("we last had her out on", "dernier passage … remonte au"). */
const EARLIER_BEFORE =
  /\b(?:(?:war|was|fue|foi|fu|etait|waren|were) (?:die|der|das|the|el|la|o|a|il|l'|le|de|het|our|your|unsere?|ihre?) ?(?:letzte[nrs]?|last|previous|ultim[oa]|derni\w*|laatste|vorige)\b|last year|we last|i last|last (?:time|visit|service|inspection|tuning|delivery|lift|haul)|the previous (?:visit|service|inspection|tuning|delivery)|letztes jahr|zuletzt|letzte[nrs]? (?:mal|besuch|wartung|termin|lieferung)|(?:the|our|your) last \w+ (?:was|took place)|(?:die|der|das) letzte[nrs]? \w+ (?:war|fand)|(?:le|la) dernier\w* \w+ (?:a eu lieu|etait|remonte)|(?:el|la) ultim[oa] \w+ (?:fue|tuvo lugar)|(?:il|la|l') ?ultim[oa] \w+ (?:e stat[oa]|fu)|(?:de|het) laatste \w+ was|(?:o|a) ultim[oa] \w+ foi|das letzte mal|l'an dernier|l'annee derniere|derniere fois|dernier passage|derniere visite|dernier entretien|dernier accord|remonte a|el ano pasado|la ultima vez|ultima visita|ultimo servicio|ultima revision|l'anno scorso|l'ultima volta|ultima visita|ultimo intervento|ultima accordatura|vorig jaar|de vorige keer|de laatste keer|laatste bezoek|laatste onderhoud|no ano passado|a ultima vez|ultima visita|ultima revisao)\b[^.;!?]{0,40}$/;

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
