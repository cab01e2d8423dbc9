/**
 * Nouns of an action and the verb they come from, in the seven reading languages (folded): a
 * field about the "placement" / "plaatsing" / "installation" / "instalação" / "démarrage" /
 * "Lieferung" is answered by a sentence with the verb ("we can place it", "we kunnen hem
 * plaatsen", "podemos instalar", "nous pouvons démarrer", "wir liefern"). `actionStem` cuts the
 * noun's ending off; the stem binds a word that starts with it. Stems shorter than five letters
 * are not used ("livraison" → "livr" would reach too far).
 */
/** Endings that make a noun of a verb, longest first where one ends another. */
const ENDINGS = [
  'izzazione',
  'azione',
  'zione',
  'acion',
  'acao',
  'ation',
  'atie',
  'ement',
  'mento',
  'ment',
  'agem',
  'aggio',
  'age',
  'ung',
  'ing',
  'ion',
] as const;

const MIN_STEM = 5;

/**
 * Booking nouns keep no verb: "reserved", "prenotato", "gebucht" are said of anyone's booking
 * ("réservé par un autre groupe"); their dates are bound by date-evidence.ts's booking evidence.
 */
const BOOKING_STEMS = /^(?:reserv|prenot|buch|boek|book|marcac|agend)/;

/** The verb stem of an action noun (`plaatsing` → `plaats`, `demarrage` → `demarr`), or undefined. */
export function actionStem(word: string): string | undefined {
  for (const e of ENDINGS)
    if (word.endsWith(e) && word.length - e.length >= MIN_STEM) {
      const stem = word.slice(0, word.length - e.length);
      return BOOKING_STEMS.test(stem) ? undefined : stem;
    }
  return undefined;
}

/**
 * Verb endings after a stem, in the seven reading languages (folded): "plaats|en", "install|ed",
 * "instal|ar", "demarr|er", "liefer|n", "install|iamo". A stem binds a word only at its start and
 * followed by one of these (or nothing): "leverancier" is no "lever|en", "printers" no verb.
 */
const VERB_ENDING =
  /^(?:|e|s|es|ed|d|ing|en|n|t|st|te|ten|et|er|ez|ons|ont|ent|era|erons|eront|ee|ees|ait|ar|amos|an|a|o|ara|aremos|ado|ada|are|iamo|ano|ato|ata|eremo|iremo|ire|ir|imos|ido|ida|am|aram)$/;

/** Whether a word of the folded text is the verb of one of the stems ("plaatsen" for "plaats"), not any word holding it. */
export function writesTheVerb(folded: string, stems: readonly string[]): boolean {
  if (stems.length === 0) return false;
  const words = folded.match(/\p{L}+/gu) ?? [];
  return words.some((w) => stems.some((s) => w.startsWith(s) && VERB_ENDING.test(w.slice(s.length))));
}
