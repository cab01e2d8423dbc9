/**
 * Corrections, on folded text, in the seven reading languages: "sorry, I meant the 15th",
 * "correction: 4,520", "the 12th, no wait, the 13th", "my mistake", "ich meinte", "nein, Moment,
 * falsch abgelesen", "ich habe mich vertippt", "je voulais dire", "je me suis trompé",
 * "quise decir", "me equivoqué", "intendevo", "mi sono sbagliato", "ik bedoelde", "ik heb me
 * vergist", "queria dizer", "enganei-me". A value written after a correction
 * cue replaces what was said before it (in the same message or an earlier one).
 */

import { EXTRA_COST } from '../readers/lexicons/cost-terms.js';

/** A typo or swapped digits named as such: "erreur de frappe", "Zahlendreher", "foutje", "the digits the wrong way round". */
const TYPO_WORDS = [
  'erreur de frappe',
  'foutje',
  'zahlendreher',
  'zahlen verdreht',
  '(?:digits|numbers|figures) (?:the )?wrong way round',
  '(?:i|we) (?:swapped|transposed|mixed up) (?:the |two )?(?:digits|numbers|figures)',
  '(?:ai|avons) inverse les chiffres',
  'chiffres inverses',
  '(?:he|hemos) (?:invertido|intercambiado) (?:los|dos) (?:numeros|digitos|cifras)',
  '(?:ho|abbiamo) invertito (?:le|due) cifre',
  'cijfers omgedraaid',
  '(?:troquei|trocamos) (?:os|dois) (?:numeros|digitos|algarismos)',
  // A slip of the keys named as such: "errore di battitura", "Schreibfehler", "error de tecleo",
  // "erro de escrita", "typefout", "slip of the keyboard", "ho sbagliato a scrivere".
  'error[ei] di (?:battitura|digitazione|scrittura)',
  'ho sbagliato a scrivere',
  'schreibfehler',
  'error(?:es)? (?:de tecleo|de escritura|de mecanografia|tipografico)',
  'erros? (?:de escrita|tipografico)',
  'typefout',
  'schrijffout',
  'slip of the (?:pen|keyboard|keys)',
].join('|');

/** A message that names a typo corrects the figure it gave before, wherever the phrase stands. */
export const TYPO_NAMED = new RegExp(`\\b(?:${TYPO_WORDS})\\b`);

/** An apology word, in the seven languages. */
export const APOLOGY =
  'sorry|pardon|excusez-moi|desole|perdon|perdone|disculpe?|lo siento|scusi|scusa|scusate|entschuldigung|sorry|excuses|desculpe|desculpa|perdao';

/**
 * After a correction noun: not the name of a job ("la rettifica del volano" is the machining of a
 * flywheel, "Korrektur der Spur" a wheel alignment, "correction of the tracking"). A correction
 * names what it corrects as a figure, an offer or a message of the writer ("rettifica del prezzo",
 * "correction to my last mail"), or nothing ("Correction: 4,520").
 */
const NOT_A_SERVICE = String.raw`(?! (?:of|on|to|der|des|von|du|de|del|della|dello|dei|degli|di|van|do|da|das|dos)(?: the| la| le| les| l'| il| lo| el| los| las| der| die| das| den| het| de| o| a| os| as)? (?!(?:price|prices|figure|amount|total|quote|offer|date|rate|mail|email|e-mail|message|preis|preise|betrag|angebot|termin|datum|summe|prix|montant|devis|offre|tarif|precio|importe|presupuesto|oferta|fecha|tarifa|prezzo|prezzi|importo|preventivo|offerta|data|tariffa|prijs|bedrag|offerte|preco|valor|orcamento|proposta|mensagem|messaggio|nachricht|mensaje|bericht|my|mia|mio|meine|meiner|meines|mon|ma|mes|mi|mis|mijn|minha|meu|our|nostra|nostro|unsere|unseres|notre|nos|nuestra|nuestro|onze|nossa|nosso|previous|last|vorigen|letzten|precedente|anterior|vorige|earlier|above)\b)[a-z])`;

/** After an apology word: what it apologises for is an omission or a delay, not a figure ("pardon, j'ai oublié …"). */
const NOT_AN_OMISSION = String.raw`(?![^.!?\n]{0,40}\b(?:oubli\w*|retard|attente|delai|olvid\w*|retraso|demora|tardanza|dimenticat\w*|dimenticanz\w*|ritardo|attesa|forgot\w*|delay|vergessen|verspatung|vergeten|vertraging|esqueci\w*|atraso)\b)`;

export const CORRECTION = new RegExp(
  `\\b(?:${[
    `correction${NOT_A_SERVICE}`,
    'corrected',
    'i meant',
    'sorry,? i mean',
    'we meant',
    'i mean',
    'sorry,? (?:i|we) (?:meant|mean|wrote)',
    // "should be 2,890", "should be the 15th"; not "should be with you about 10", "should be fine".
    'should (?:read|have been|be(?= (?:the |[a-z]{1,3} )?[€$£]?\\s?\\d))',
    'update:',
    "actually it'?s",
    // "450, or rather 480"; never "12 visits rather than 8" (the figure after is the replaced one,
    // past-figures.ts) nor "if you'd rather have longer lessons, 45 minutes is £336" (a preference).
    'or rather',
    'typo',
    'no,? wait',
    'scratch that',
    'scratch the',
    'scrap that',
    '(?:ignore|disregard) (?:that|the (?:above|first|last) (?:figure|price|one))',
    'forget (?:that|what i said)',
    'make that',
    'my mistake',
    'my bad',
    '(?:i|we) misread',
    'wrong line',
    '(?:i|we) (?:was|were) wrong',
    '(?:i|we) got (?:that|it) wrong',
    `korrektur${NOT_A_SERVICE}`,
    `berichtigung${NOT_A_SERVICE}`,
    'ich meinte',
    'ich meine',
    'wir meinten',
    'gemeint war',
    'richtig ist',
    'nein,? moment',
    'vergessen sie das',
    'streichen sie das',
    'falsch abgelesen',
    'verschrieben',
    'vertippt',
    'tippfehler',
    '(?:ich habe|hab) mich (?:vertan|geirrt|verschrieben|vertippt|verlesen)',
    'besser gesagt',
    'genauer gesagt',
    'je voulais dire',
    // "12 €, pardon, 15 €"; never "Pardon, j'ai oublié ce point" nor "pardon pour le retard": an
    // apology for an omission or a delay corrects no figure (the same for "perdón", "scusate").
    `pardon${NOT_AN_OMISSION}`,
    'je veux dire',
    'nous voulions dire',
    `rectification${NOT_A_SERVICE}`,
    // "ou plutôt le 15"; never "12 passages plutôt que 8" nor "si vous préférez plutôt …".
    'ou plutot',
    'je me suis trompee?',
    'nous nous sommes trompes',
    'erreur de ma part',
    'coquille',
    'faute de frappe',
    'je rectifie',
    'je corrige',
    'non,? attendez',
    'oubliez (?:ca|cela|ce chiffre|ce prix)',
    `correccion${NOT_A_SERVICE}`,
    'quise decir',
    'quiero decir',
    `perdon${NOT_AN_OMISSION}`,
    'queria decir',
    'mejor dicho',
    'me equivoque',
    'nos equivocamos',
    'error mio',
    'errata',
    'fe de erratas',
    'corrijo',
    'olvide (?:esa cifra|ese precio)|olvidelo|olvida (?:eso|esa cifra|ese precio)',
    `correzione${NOT_A_SERVICE}`,
    'intendevo',
    'anzi',
    `scusate${NOT_AN_OMISSION}`,
    'volevo dire',
    `rettifica${NOT_A_SERVICE}`,
    'mi sono sbagliat[oa]',
    'ci siamo sbagliati',
    'errore mio',
    'refuso',
    'correggo',
    'no,? aspetti',
    'lasci perdere',
    'dimentichi (?:quello|quella cifra|quel prezzo)',
    `correctie${NOT_A_SERVICE}`,
    'ik bedoelde',
    'ik bedoel',
    'we bedoelden',
    'ik heb me vergist',
    'we hebben ons vergist',
    'vergissing',
    'typfout',
    'tikfout',
    'verbetering',
    'nee,? wacht',
    'vergeet (?:dat|dit|die prijs)',
    'ik corrigeer',
    `correcao${NOT_A_SERVICE}`,
    'queria dizer',
    'quero dizer',
    'quis dizer',
    'retifico',
    'enganei-me',
    'me enganei',
    'erro meu',
    'gralha',
    'esqueca (?:isso|esse valor|esse preco)',
    // "38,50 €, aliás 36,50 €": Portuguese "or rather", a cue only right before a figure that
    // ends its clause ("aliás, o preço inclui …" is "by the way"; "aliás 36,50 € se pagar a
    // pronto" or "… para encomendas acima de 10 kg" offers a second price under a condition).
    "alias(?=,?\\s{0,3}[€$£]?\\s?\\d[\\d.,' ]{0,12}\\s?(?:€|\\$|£|eur|euros?|reais|brl)?\\s?(?:[.;!?)]|\\n|$|,(?=\\s)(?!\\s*(?:se|para|caso|quando|desde|acima|a partir|com|sem|so|apenas)\\b)))",
    'erro de digitacao',
    'corrijo',
    // "não, desculpe, a 10": an apology taking back a figure, when a new one follows ("não
    // espere …" is a plain "don't expect", never a cue: espere/espera are ordinary verbs).
    'nao, desculpe(?=,[^.!?\\d]{0,24}\\d)',
    // A typo named as such, when a figure follows it (else it describes the slip after the
    // corrected figure: "… £4,520, I swapped the digits"): see TYPO_NAMED.
    `(?:${TYPO_WORDS})(?=[^.!?\\d]{0,24}\\d)`,
    // An apology right before a figure: "2,980 – sorry, 2,890", "pardon, 2.890".
    `(?:${APOLOGY})[,:;]?\\s{0,3}[-\u2013\u2014]?\\s{0,3}(?=[€$£]?\\s?\\d)`,
  ].join('|')})\\b`,
);

/**
 * A date that changed, in the seven languages: "the new date is", "postponed to", "moved to",
 * "neuer Termin", "verschoben auf", "nouvelle date", "reporté au", "nueva fecha", "aplazado",
 * "nuova data", "rinviato", "nieuwe datum", "uitgesteld", "nova data", "adiado". A date written
 * after it replaces the field's date written before it (for dates only: a figure before it is
 * not changed by it).
 */
export const DATE_CHANGE =
  /\b(?:new date|revised date|new delivery date|postponed|pushed back|moved (?:to|back)|rescheduled|delayed (?:to|until)|neue[rs]? (?:termin|datum|liefertermin)|verschoben|nouvelle date|report[ee]e?s? (?:au|a)|decale|nueva fecha|aplazad[oa]|pospuest[oa]|retrasad[oa] (?:al|hasta)|nuova data|rinviat[oa]|posticipat[oa]|spostat[oa] (?:al|a)|nieuwe datum|uitgesteld|verplaatst naar|nova data|adiad[oa]|remarcad[oa])\b/;

/** End index of the last correction cue in the folded text, or -1. */
export function lastCorrectionEnd(folded: string): number {
  let end = -1;
  const re = new RegExp(CORRECTION.source, 'g');
  for (const m of folded.matchAll(re)) end = (m.index ?? 0) + m[0].length;
  return end;
}

/**
 * Whether the text after the last correction cue writes a figure (a digit): then a value said
 * before the cue is superseded even when the reader cannot bind the new one ("the 12th of April,
 * no wait, the 13th"), and the field is asked for rather than the first value delivered.
 */
export function figureAfterCue(
  segments: readonly { folded: string }[],
  cue: { segment: number; end: number },
): boolean {
  for (let i = cue.segment; i < segments.length; i++) {
    const text = segments[i]!.folded;
    if (/\d/.test(i === cue.segment ? text.slice(cue.end) : text)) return true;
  }
  return false;
}

/** "not", "nicht", "pas", "non", "no", "niet", "não", "instead of", "statt", "au lieu de" … right before a figure. */
export const DENIED_BEFORE =
  /(?:\bnot|\bnicht|\bpas|\bnon|\bno|\bniet|\bnao|\binstead of|\brather than|\bstatt|\banstatt|\bau lieu de|\ben (?:lugar|vez) de|\binvece di|\banziche|\bin plaats van|\bem vez de)\s*(?:de |of |van |di |da |do )?(?:eur|euro|usd|gbp|chf|[€$£])?\s*$/;

/**
 * The old date's day written denied: "not the 4th", "nicht am 4.", "pas le 4", "no el 4", "non il
 * 4", "niet op de 4e", "não a 4", "instead of the 4th". Beside another date ("the 14th, not the
 * 4th") it corrects the older date, with or without a correction word. On folded text.
 */
export function deniesDay(folded: string, day: number): boolean {
  const re = new RegExp(
    `(?:\\bnot|\\bnicht|\\bpas|\\bnon|\\bno|\\bniet|\\bnao|\\binstead of|\\bstatt|\\banstatt|\\bau lieu d[eu]|\\ben (?:lugar|vez) del?|\\binvece del?|\\banziche|\\bin plaats van|\\bem vez d[eao])\\s+(?:(?:on|the|am|den|le|el|il|l'|lo|a|o|op|de|dia|giorno|al|au|do|da)\\s*)*0?${day}(?:st|nd|rd|th|er|e|º|°|\\.)?(?![\\d.,:/-]\\d|\\d)`,
  );
  return re.test(folded);
}

/**
 * Words that keep an older figure as it was ("the €2,980 is right", "stays", "stimmt", "bleibt",
 * "reste valable", "sigue", "resta", "klopt", "mantém-se", "valid until Friday"): a sentence
 * with them confirms the older value, whatever correction word it opens with.
 */
const CONFIRMS_OLD =
  /\b(?:(?:is|are) (?:right|correct|still (?:right|correct|valid|good))|stays|remains|still (?:stands|holds)|(?:is |are )?valid (?:until|till|through)|stimm(?:t|en)|bleib(?:t|en)|gultig bis|reste(?:nt)?|valable jusqu|sigue(?:n)?|se mantiene(?:n)?|(?:es|son) correct[oa]s?|valid[oa]s? hasta|resta(?:no)?|rimane|rimangono|(?:e|sono) corrett[oi]|valid[oa] fino|klopt|kloppen|blijft|blijven|geldig tot|mantem-se|mantem|(?:esta|estao) cert[oa]s?|continua(?:m)? (?:valid|igual)|valid[oa]s? ate)\b/;

/**
 * Words that say a figure is a charge added on top of the older one ("I forgot the delivery
 * charge", "… adds", "kommt hinzu", "s'ajoute", "se me olvidó", "si aggiunge", "komt erbij",
 * "acresce"): beside EXTRA_COST (lexicons/cost-terms.ts), no new value of the older figure.
 */
const ADDS_CHARGE =
  /\b(?:forgot|forgotten|left out|adds?|added|on top|(?:delivery|shipping|freight|transport|travel|assembly|installation) (?:charge|fee|cost)s?|hinzu|vergessen|zuzuglich|oublie|s'ajoute|en plus|olvide|olvido|se suma|se anade|ademas|dimenticato|si aggiunge|in piu|vergeten|komt erbij|komen erbij|esqueci|acresce|a mais)\b/;

/**
 * Whether a sentence that opens with a correction word is no new value of an older figure: it
 * confirms that figure, or it adds a charge on top of it (EXTRA_COST or ADDS_CHARGE). On folded text.
 */
export function keepsOlderFigure(folded: string): boolean {
  const text = folded.slice(0, 1_000);
  return CONFIRMS_OLD.test(text) || ADDS_CHARGE.test(text) || EXTRA_COST.test(text);
}

/** Words that say a value stays as it was: CONFIRMS_OLD, and "unchanged", "the same", "unverändert", "inchangé", "sin cambios", "invariato", "ongewijzigd", "inalterado". */
const UNCHANGED =
  /\b(?:stands?|holds?|unchanged|(?:is|are) (?:still )?the same|as (?:quoted|before|stated)|unverandert|gilt (?:weiterhin|nach wie vor)|wie (?:gehabt|bisher)|inchange(?:e|s|es)?|tient toujours|toujours valables?|sin cambios?|(?:queda|quedan|sigue|siguen) igual|invariat[oaie]|(?:resta|restano|rimane|rimangono) (?:uguale|uguali|valid[oaie])|ongewijzigd|onveranderd|(?:blijft|blijven) (?:hetzelfde|gelijk|staan)|inalterad[oa]s?|sem alteracoes|(?:fica|ficam|mantem-se|mantem-se) igua(?:l|is))\b/;

/**
 * "Everything else stands", "der Rest bleibt", "le reste est inchangé", "lo demás sigue igual",
 * "il resto rimane invariato", "de rest blijft staan", "o resto mantém-se": the rest of what
 * was said before still holds (the other values of an older mail are not corrected).
 */
const THE_REST =
  /\b(?:everything else|all else|anything else|the rest|all (?:the )?other (?:figures|prices|details|terms|items|points)|alles andere|alles ubrige|das ubrige|der rest|die ubrigen (?:angaben|preise|konditionen|punkte)|tout le reste|le reste|les autres (?:prix|conditions|elements|montants|points)|todo lo demas|lo demas|el resto|il resto|tutto il resto|tutto l'altro|al het andere|de rest|het overige|o resto|todo o resto|tudo o resto|o restante)\b/;

/** Whether a (folded) sentence says a value, or the rest, stays as it was. */
export function saysUnchanged(folded: string): boolean {
  const text = folded.slice(0, 1_000);
  return CONFIRMS_OLD.test(text) || UNCHANGED.test(text);
}

/** Whether a (folded) sentence says everything else of the older mail still holds. */
export function keepsTheRest(folded: string): boolean {
  return THE_REST.test(folded.slice(0, 1_000)) && saysUnchanged(folded);
}

/** Whether a (folded) sentence says it corrects something: a correction cue or a typo named as such. */
export function namesCorrection(folded: string): boolean {
  return CORRECTION.test(folded) || TYPO_NAMED.test(folded);
}

/**
 * Words that say something written before was a mistake ("please ignore the figure in my last
 * email, I priced it for 5,000 by mistake", "Fehler", "je me suis trompée", "me equivoqué", "ho
 * sbagliato", "ik heb me vergist", "enganei-me"): stronger than an update, which may only add.
 */
const MISTAKE =
  /\b(?:ignore|disregard|by mistake|my mistake|mistaken(?:ly)?|wrong(?:ly)?|incorrect(?:ly)?|typo|falsch|fehler|vertan|irrtum|irrtumlich|erreur|errone\w*|trompee?s?|equivocad[oa]s?|equivoque|equivocamos|por error|errore|sbagliat[oaie]|per sbaglio|fout|vergist|vergissing|per ongeluk|erro|enganei|enganad[oa]s?|por engano)\b/;

/** Whether a (folded) text says something it wrote before was a mistake. */
export function saysEarlierWasWrong(folded: string): boolean {
  return MISTAKE.test(folded.slice(0, 20_000));
}
