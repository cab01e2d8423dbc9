import { foldForMatching } from '../language-fold.js';

/**
 * A provisional figure: a sentence that gives a value as rough, estimated or still to be
 * confirmed ("about 25 so far", "vorläufig rund 8.300 € netto", "debe rondar los
 * 600 kg", "environ 300, à confirmer", "circa 25, da confermare", "voorlopig 12", "cerca de
 * 80, por confirmar"). In a message that also promises the exact value for later (promises.ts),
 * such a sentence gives no value: the case waits for the confirmation, and the rough figure is
 * never delivered, nor competes with the confirmed one when it comes.
 *
 * Folded text (language-fold.ts); literal alternations only: linear time.
 */
const PROVISIONAL = new RegExp(
  `\\b(?:${[
    // English
    'roughly',
    'approximately',
    'approx',
    'around',
    'about',
    'in the region of',
    'ballpark',
    'at this stage',
    'for now',
    'provisional(?:ly)?',
    'tentative(?:ly)?',
    'preliminary',
    'estimated?',
    'rough(?:ly)?',
    'indicative(?:ly)?',
    'subject to confirmation',
    'to be confirmed',
    'tbc',
    'give or take',
    // German
    'grob',
    'rund',
    'ungefahr',
    'etwa',
    'circa',
    'ca',
    'vorlaufig(?:e|er|en)?',
    'voraussichtlich',
    'schatzungsweise',
    'geschatzt',
    'schatze',
    'unverbindlich(?:e|er|en)?',
    'stand jetzt',
    'noch zu bestatigen',
    // French
    'environ',
    'a peu pres',
    'approximativement',
    'provisoire(?:s|ment)?',
    'estime(?:e|s|es)?',
    'a confirmer',
    'sous reserve',
    "de l'ordre de",
    'aux alentours de',
    'grosso modo',
    // Spanish
    'rondar',
    'ronda',
    'rondara',
    'aproximadamente',
    'aprox',
    'alrededor de',
    'mas o menos',
    'provisional(?:es|mente)?',
    'estimad[oa]s?',
    'por confirmar',
    'a confirmar',
    'en principio',
    // Italian
    "all'incirca",
    'approssimativamente',
    'indicativamente',
    'provvisori[oae]',
    'stimat[oaie]',
    'da confermare',
    'piu o meno',
    'intorno a',
    // Dutch
    'ongeveer',
    'ruwweg',
    "zo'n",
    'voorlopig(?:e)?',
    'geschat(?:te)?',
    'indicatief',
    'nog te bevestigen',
    // Portuguese
    'cerca de',
    'a volta de',
    'por volta de',
    'provisori[oa]s?',
    'mais ou menos',
  ].join('|')})\\b`,
);

/** Whether the sentence gives its figure as rough, estimated or still to be confirmed. */
export function isProvisional(sentence: string): boolean {
  return PROVISIONAL.test(foldForMatching(sentence.slice(0, 2_000)));
}
