import { foldForMatching } from '../language-fold.js';
import { REFERRAL, saysNo } from './referrals.js';

/**
 * A refusal written in no stock phrase is still written in a refusal's tone: the writer is frank
 * about it ("I have to be straight with you", "je préfère vous le dire tout de suite", "le voy a
 * ser sincera", "preferisco dirglielo chiaramente"), wishes us luck with the project elsewhere
 * ("good luck with the encyclopedia", "bon courage pour vos plannings", "les deseo suerte",
 * "desejo-lhe boa sorte") or sends us to someone else ("Apex Access do that kind of building",
 * "une agence spécialisée sera bien mieux placée que nous", "le recomiendo el taller de …").
 * Two of those three beside a no ("we're not set up for", "nous ne faisons ni …", "non siamo
 * attrezzati") and no question is a refusal, whatever the no's words. Callers also require that
 * nothing was read for the case's fields (offline-brain.ts): a figure that answers is never
 * thrown away for a tone.
 *
 * Folded text (language-fold.ts); literal alternations with bounded gaps (linear time).
 */

/** The writer being frank about what follows. */
export const FRANK = new RegExp(
  `\\b(?:${[
    // English
    "(?:to be|i(?:'ll| will)? be|i (?:have|need) to be|i do have to be|i must be|let me be) (?:honest|straight|frank|upfront)",
    'honestly(?: though)?,',
    "(?:i'?d|i would|we'?d|we would) rather (?:tell|say|be honest|be upfront)",
    'rather than (?:promise|promising|give you|giving you|waste|wasting|keep you waiting|let you down)',
    // German
    'ehrlich gesagt|um ehrlich zu sein|offen gesagt|ich (?:will|mochte|muss) (?:ganz )?ehrlich (?:zu ihnen )?sein|(?:ich|wir) sage?n? (?:es )?ihnen lieber (?:gleich|jetzt|offen)',
    'lieber gleich|statt ihnen (?:etwas|einen termin) zu versprechen',
    // French
    '(?:je|nous) (?:prefere|preferons|prefererais) vous le dire|pour etre (?:franc|franche|honnete|sincere)|(?:je vais|nous allons) devoir vous decevoir|plutot que de vous faire perdre|franchement,',
    // Spanish
    '(?:le|les|te) voy a ser (?:sincer|franc|honest)[oa]s?|para ser (?:sincer|franc|honest)[oa]s?|(?:prefiero|preferimos) (?:decirselo|decirtelo|ser (?:sincer|franc|clar)[oa]s?)|siendo (?:sincer|franc)[oa]s?',
    // Italian
    '(?:preferisco|preferiamo) (?:dirglielo|dirvelo|dirtelo|essere (?:sincer|franc|chiar)[oaie])|ad essere (?:sincer|onest|franc)[oaie]|(?:devo|dobbiamo) (?:essere (?:sincer|franc)[oaie]|deluderla|deludervi)',
    // Dutch
    'eerlijk gezegd|om eerlijk te zijn|(?:ik|we|wij) (?:zeg|zeggen|vertel|vertellen) (?:het )?(?:u |je |jullie )?liever (?:nu|meteen|direct|eerlijk)',
    // Portuguese
    'para ser (?:sincer|franc|honest)[oa]s?|com franqueza|(?:prefiro|preferimos) (?:dizer-lhe|dizer-vos|ser (?:sincer|franc|honest)[oa]s?)',
  ].join('|')})`,
);

/** Luck wished for the project, which the writer will not be part of. */
export const WISH_LUCK = new RegExp(
  `\\b(?:${[
    // English
    'good luck|best of luck|wish (?:you|your team) (?:luck|the best of luck|every success|all the best)|all the best (?:with|for) (?:the|your)|best wishes (?:with|for) (?:the|your) (?:project|event|search|plans?|move|day|congress|offsite)',
    // German
    'viel erfolg|(?:wunsche|wunschen) (?:ich |wir )?ihnen (?:trotzdem |dennoch )?(?:alles gute|viel erfolg|viel gluck)|viel gluck',
    // French
    'bon courage|bonne chance|bonne continuation|(?:je|nous) vous souhaitons? (?:bonne chance|plein succes|de trouver)',
    // Spanish
    '(?:le|les|te|os) deseo (?:mucha |buena )?suerte|(?:le|les|te|os) deseamos (?:mucha |buena )?suerte|(?:mucha|buena) suerte|suerte con',
    // Italian
    'in bocca al lupo|buona fortuna|(?:le|vi|ti) auguro (?:buona fortuna|di trovare|ogni successo)',
    // Dutch
    'veel succes|(?:ik|we|wij) (?:wens|wensen) (?:u|je|jullie) (?:veel )?(?:succes|sterkte)',
    // Portuguese
    'boa sorte|(?:desejo|desejamos)(?:-lhe|-vos)? (?:boa sorte|muito sucesso|sucesso)',
  ].join('|')})\\b`,
);

/** Sent to someone else for what we asked, beyond the referral phrases of referrals.ts. */
export const SENT_ELSEWHERE = new RegExp(
  `${REFERRAL.source}|\\b(?:${[
    // English
    '(?:i|we) (?:can |could |would |do )?(?:recommend|suggest) (?:you (?:try|contact|call|ask) )?(?:[a-z]+ ){0,3}?(?:in|at|of|from|on) ',
    "(?:they're|they are|he's|she's) (?:on|at) \\+?\\d",
    '(?:do|does|handle|handles|specialise in|specialize in) (?:a lot of|that kind of|this kind of|that sort of|this sort of|lots of)',
    // German
    '(?:der|die) (?:richtige|bessere|passende) ansprechpartner',
    // "Fragen Sie doch mal bei Dachtechnik Hölscher an", "wenden Sie sich am besten an …", "die machen so etwas öfter"
    'fragen sie (?:doch )?(?:mal |einmal |am besten |lieber )?bei [^.!?\\n]{1,60}? an\\b|wenden sie sich (?:doch )?(?:mal |am besten |lieber )?an\\b',
    '(?:die|der|sie) (?:machen|macht) (?:so etwas|sowas|das) (?:ofter|haufiger|regelmassig|standardmassig)',
    // French
    "vous pouvez (?:le|la|les) contacter de ma part|(?:se fournissent|s'adressent)[^.!?\\n]{0,30}aupres de",
    "(?:il faut|vous pouvez|voyez|adressez-vous) (?:voir |vous adresser )?directement (?:avec|a|aupres d'?) ?(?:eux|elle|lui)\\b",
    // Spanish
    '(?:le|les|te|os) (?:recomiendo|recomendamos|sugiero|sugerimos) (?:el|la|los|las|a|que pruebe|que prueben|probar|contactar|consultar)\\b',
    'pruebe(?:n)? con|(?:la|el) (?:persona|empresa|taller) (?:adecuad|indicad)[oa]',
    // Italian
    "(?:le|vi|ti) (?:consiglio|consigliamo|suggerisco|suggeriamo|segnalo|segnaliamo) (?:il|la|lo|l'|i|le|di provare|di sentire)\\b",
    // Dutch
    '(?:ik|we|wij) (?:raad|raden|beveel|bevelen) (?:u|je|jullie) [^.!?\\n]{1,40} aan',
    // Portuguese
    '(?:recomendo|recomendamos|sugiro|sugerimos|aconselho)(?:-lhe|-vos)? (?:a|o|os|as|uma|um|que)\\b',
  ].join('|')})`,
);

/**
 * Sorry to have nothing better ("Tut mir leid, dass ich nichts Besseres habe", "sorry I don't have
 * anything better for you", "désolée de ne pas pouvoir vous aider davantage", "siento no tener
 * nada mejor", "mi dispiace non avere niente di meglio", "sorry dat ik niets beters heb", "lamento
 * não ter nada melhor"): a refusal's tone, counted with the frank word.
 */
export const NOTHING_BETTER = new RegExp(
  `\\b(?:${[
    "sorry (?:that )?(?:i|we) (?:don't|do not|can't|cannot) (?:have|offer) (?:anything|something) (?:better|else)",
    'tut (?:mir|uns) leid,? dass (?:ich|wir) (?:ihnen )?(?:nichts|keine) (?:besseres|bessere nachricht|anderes)',
    'desole(?:e|s|es)? de ne pas (?:avoir (?:mieux|une meilleure)|pouvoir (?:vous aider|faire) (?:davantage|mieux))',
    '(?:siento|sentimos|lamento|lamentamos) no (?:tener|poder ofrecer\\w*) (?:nada|algo) (?:mejor|mas)',
    'mi dispiace non (?:avere|poterle offrire|potervi offrire) (?:niente|nulla) di (?:meglio|piu)',
    'sorry dat (?:ik|we|wij) (?:niets|geen) (?:beters|beter nieuws|anders) (?:heb|hebben)',
    '(?:lamento|lamentamos) nao (?:ter|poder oferecer) (?:nada|algo) (?:melhor|mais)',
  ].join('|')})`,
);

/** The tone's two cues beside a no, in a reply that asks nothing: the phrases found, or undefined. */
export function refusalByTone(reply: string): string | undefined {
  const text = foldForMatching(reply.slice(0, 20_000));
  if (text.includes('?') || !saysNo(text)) return undefined;
  const frank = FRANK.exec(text)?.[0] ?? NOTHING_BETTER.exec(text)?.[0];
  const cues = [frank, WISH_LUCK.exec(text)?.[0], SENT_ELSEWHERE.exec(text)?.[0]].filter(
    (c): c is string => c !== undefined,
  );
  return cues.length >= 2 ? cues.join(' … ') : undefined;
}
