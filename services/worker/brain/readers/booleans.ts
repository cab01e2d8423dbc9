/**
 * Yes or no in a sentence, in English, German, French and Spanish, on folded text (lower case,
 * no accents). A negation (`not`, `nicht`, `kein`, `pas`, `no ...`, `out of stock`, `sold out`,
 * `unfortunately` ...) makes it no; otherwise an affirmation (`yes`, `ja`, `oui`, `si`, `in
 * stock`, `available`, `we can` ...) makes it yes; a sentence with neither says nothing. "No
 * problem" and its kin are affirmations.
 */

const NO_PROBLEM =
  /\b(?:no problem|not a problem|kein problem|pas de (?:souci|probleme)|sin problema|ningun problema)\b/g;

const NEGATIVE =
  /(?:^|\b)(?:no|nope|not|n't|never|none|cannot|unfortunately|unavailable|out of stock|sold out|nein|nicht|kein|keine|keinen|nie|leider|ausverkauft|vergriffen|non|pas|jamais|aucun|aucune|malheureusement|rupture|epuise|epuises|indisponible|nunca|ningun|ninguna|agotado|agotados|lamentablemente|desafortunadamente|sin stock)\b|n't\b/;

const POSITIVE =
  /\b(?:yes|yeah|yep|sure|certainly|of course|absolutely|correct|confirmed|we can|we do|we will|is included|are included|included|in stock|available|ja|jawohl|klar|gerne|naturlich|selbstverstandlich|bestatigt|auf lager|vorratig|verfugbar|konnen wir|inklusive|enthalten|oui|bien sur|certainement|volontiers|confirme|en stock|disponible|disponibles|nous pouvons|inclus|claro|por supuesto|desde luego|confirmado|podemos|tenemos|en existencia|incluido|incluida)\b/;

/** `true`, `false`, or undefined when the folded sentence says neither. */
export function polarity(folded: string): boolean | undefined {
  const text = folded.replace(NO_PROBLEM, ' ok ');
  if (NEGATIVE.test(text)) return false;
  if (POSITIVE.test(text)) return true;
  return undefined;
}

/** A reply whose first words are a bare yes or no ("Yes, ...", "Nein.", "Oui !", "Sí,"). */
export function leadingAnswer(folded: string): boolean | undefined {
  const m = folded.match(/^\s*(yes|yeah|yep|no|nope|ja|nein|oui|non|si|no)\b\s*[,.!:;-]?/);
  if (!m?.[1]) return undefined;
  return ['yes', 'yeah', 'yep', 'ja', 'oui', 'si'].includes(m[1]);
}
