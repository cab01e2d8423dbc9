import { foldForMatching } from '../language-fold.js';
import { BOOKED } from './date-events.js';
import type { Found, Prepared } from './field-readers.js';
import { NEGATION_WORD } from './negation.js';

/**
 * A yes/no field that asks whether the booking is made ("the coach is booked", "reservation
 * confirmed", "Termin gebucht", "réservation confirmée"): the sender saying they booked it for the
 * client, or that it is confirmed ("I've booked you a 49-seater for the 9th", "wir haben den Bus
 * für Sie reserviert", "c'est confirmé"), answers yes (date-events.ts: never in a sentence of regret
 * or unavailability). Never a sentence that is a question, negated, conditional or about the future
 * ("once you pay the deposit we'll have it booked", "we can book it for you", "not booked yet"):
 * no vote, and the field is asked.
 */

const BOOKING_FIELD =
  /\b(?:book(?:ed|ing)?|reserv\w*|confirm\w*|gebucht|buchung\w*|bestatig\w*|reservation|reservad[oa]s?|reserva|prenota\w*|confermat\w*|geboekt|boeking|gereserveerd|bevestigd|agendad[oa]|marcad[oa]|confirmad[oa])\b/u;

/**
 * A condition, a modal or a future: the booking is offered, not made. So is one held under a
 * reserve or undone ("subject to the deposit", "pending", "provisional", "had reserved … but",
 * "sous réserve", "vorbehaltlich", "onder voorbehoud", "still open"), and a booking of a slot, a
 * call or a viewing, which is not the thing itself.
 */
const NOT_MADE =
  /\?|\b(?:had|but|aber|mais|pero|ma|maar|mas|subject to|pending|provisional\w*|tentative\w*|on hold|still open|sous reserve|provisoire\w*|vorbehaltlich|unter vorbehalt|vorlaufig\w*|provisorisch\w*|sujet[oa] a|pendiente|provisional|salvo|a condizione|in attesa|provvisori\w*|onder voorbehoud|voorlopig|sujeit[oa] a|pendente|provisori\w*|slot|call|viewing|to view|appointment|meeting|termin zur|visite|visita|afspraak|bezichtiging|if|once|as soon as|when|unless|until|can|could|would|will|shall|'ll|provided|wenn|falls|sobald|sofern|kann|konnen|konnten|werden|wird|si|des que|lorsque|quand|peut|pouvons|pourr\w*|cuando|en cuanto|puedo|podemos|podr\w*|appena|quando|posso|possiamo|potr\w*|als|zodra|wanneer|kunnen|kan|zullen|zal|caso|assim que|pode|podemos|poder\w*)\b/u;

export function asksBooked(name: string, description: string): boolean {
  const words = `${name.replace(/([a-z])([A-Z])/g, '$1 $2')} ${description}`;
  return BOOKING_FIELD.test(foldForMatching(words.slice(0, 500)));
}

/**
 * The sentences that say the booking is made for the client: a yes each. `subject`: the stems of
 * the field's name (boolean-subjects.ts); those that are not booking words ("parking" of
 * `parkingReserved`) must stand in the sentence: "I've booked the room for you" says nothing of
 * the parking.
 */
export function bookedVotes(p: Prepared, subject: readonly string[]): Found[] {
  const own = subject.filter((w) => !BOOKING_FIELD.test(w) && !BOOKING_STEM.test(w));
  const out: Found[] = [];
  p.segments.forEach((seg, si) => {
    const f = seg.folded;
    if (!own.every((w) => f.includes(w))) return;
    if (BOOKED.test(f) && !NOT_MADE.test(f) && !NEGATION_WORD.test(f)) out.push({ value: true, segment: si });
  });
  return out;
}

/** The stems boolean-subjects.ts cuts booking words to ("booke", "bookin", "reserve", "confir"). */
const BOOKING_STEM = /^(?:book|reserv|confir|buch|gebuch|bestat|prenot|boek|geboek|bevest)/;
