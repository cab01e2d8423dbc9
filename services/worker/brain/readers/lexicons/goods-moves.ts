/**
 * The two moves of goods sent to the client, as verbs and nouns in the seven reading languages,
 * folded: their dispatch (they leave the sender: "go out", "ship", "versand", "expédié",
 * "despachamos", "spedito", "verzonden", "saem") and their arrival (they reach the client:
 * "deliver", "arrive", "Zustellung", "livraison", "llegan", "consegna", "bezorgd", "chegam").
 * date-events.ts reads either as a delivery's event; date-field.ts keeps a dispatch's date off a
 * field that asks the arrival.
 */

export const DISPATCH_WORDS = String.raw`go(?:es)? out|going out|will go out|sent out|on the road|ship\w*|dispatch\w*|despatch\w*|raus|rausgehen|versand|versend\w*|verschick\w*|partent|partira|partiront|expedi\w*|salen|saldran?|envi(?:a|an|amos|ado|ada|ados|adas|aremos|ara|aran|o)|despach\w*|partono|partiranno|spedi\w*|de deur uit|vertrekt|vertrekken|verzend\w*|verzonden|saem|sairao?`;

export const ARRIVAL_WORDS = String.raw`deliver\w*|arriv\w*|with (?:dhl|dpd|ups|gls|fedex|tnt|hermes|chronopost|seur|mrw|correos|brt|sda|postnl|ctt|royal mail|the carrier|our driver)|liefer\w*|zustell\w*|kommt (?:\w+ )?an|livr\w*|entreg\w*|lleg\w*|consegn\w*|lever\w*|bezorg\w*|komt (?:\w+ )?aan|cheg\w*`;
