/**
 * The two moves of goods sent to the client, as verbs and nouns in the seven reading languages,
 * folded: their dispatch (they leave the sender: "go out", "ship", "versand", "expédié",
 * "despachamos", "spedito", "verzonden", "saem") and their arrival (they reach the client:
 * "deliver", "arrive", "Zustellung", "livraison", "llegan", "consegna", "bezorgd", "chegam").
 * date-events.ts reads either as a delivery's event; date-field.ts keeps a dispatch's date off a
 * field that asks the arrival.
 */

/** Words of goods sent ("ship", "versand", "expédié", "spedito"), never of people setting off ("salen", "partent", "on the road"). */
export const SENT_WORDS = String.raw`ship\w*|dispatch\w*|despatch\w*|versand|versandt|versend\w*|verschick\w*|expedi\w*|despach\w*|spedi\w*|verzend\w*|verzonden`;

/** The dispatch: goods sent, or leaving the sender ("go out", "salen", "de deur uit"), which people do too. */
export const DISPATCH_WORDS = String.raw`${SENT_WORDS}|go(?:es)? out|going out|will go out|sent out|on the road|raus|rausgehen|partent|partira|partiront|salen|saldran?|envi(?:a|an|amos|ado|ada|ados|adas|aremos|ara|aran|o)|partono|partiranno|partenza|depart|salida|vertrek|partida|de deur uit|vertrekt|vertrekken|saem|sairao?`;

/** Words of goods handed over to the client, never of people arriving ("liefer", "livr", "consegn", "bezorg"). */
export const DELIVERED_WORDS = String.raw`deliver\w*|(?:an|aus)?geliefert|zugestellt|(?:af)?geleverd|liefer\w*|zustell\w*|livr\w*|entreg\w*|consegn\w*|lever\w*|bezorg\w*`;

/** The arrival: goods delivered, something arriving, a carrier bringing it ("arrive", "llegan", "with DPD"). */
export const ARRIVAL_WORDS = String.raw`${DELIVERED_WORDS}|arriv\w*|with (?:dhl|dpd|ups|gls|fedex|tnt|hermes|chronopost|seur|mrw|correos|brt|sda|postnl|ctt|royal mail|the carrier|our driver)|kommt (?:\w+ )?an|lleg\w*|komt (?:\w+ )?aan|cheg\w*`;
