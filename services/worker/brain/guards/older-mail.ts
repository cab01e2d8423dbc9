import { foldForMatching } from '../language-fold.js';
import { isDateProp, isMoneyProp, type Prop } from '../readers/field-readers.js';
import { MONTH_WORD } from '../readers/lexicons/month-names.js';
import { LONG_WEEKDAY_WORD } from '../readers/weekday-dates.js';

/**
 * What an older mail said, inside a newer one. Two kinds, in the seven languages the brain
 * reads; patterns run on folded text, are literal alternations and linear in the text.
 *
 * - A sentence that points at an older mail ("as you'll see in the email below, it was due on
 *   the 21st", "in my previous message I quoted €1,200", "wie in der Mail unten", "comme dans le
 *   mail ci-dessous", "como ve en el mensaje de abajo", "come nella mail qui sotto", "zoals in
 *   de mail hieronder", "como no email abaixo") restates history: its figures and dates are not
 *   the answer (the offline reader leaves the sentence out; the answer, if any, is in another one).
 * - A statement that what was said before no longer holds ("that price is no longer valid",
 *   "der Termin gilt nicht mehr", "le tarif n'est plus valable", "el precio ya no es válido",
 *   "il prezzo non è più valido", "de prijs is niet meer geldig", "o preço já não é válido"),
 *   or has changed ("our rate has gone up", "der Preis hat sich geändert", "le tarif a augmenté",
 *   "el precio ha subido", "il prezzo è aumentato", "de prijs is gestegen", "o preço subiu"; not
 *   "nothing has changed"): a value of that kind read from an older message is not delivered.
 */

const OLDER_MAIL = new RegExp(
  [
    // English
    '\\b(?:e-?mail|mail|message|confirmation|thread) (?:below|underneath|beneath|further down)\\b',
    '\\b(?:my|our) (?:previous|earlier|last|original|old) (?:e-?mail|mail|message|confirmation|quote|offer)\\b',
    '\\bforwarded (?:below|e-?mail|message)\\b',
    // German
    '\\b(?:e-?mail|mail|nachricht) (?:unten|weiter unten|darunter)\\b',
    '\\b(?:unten|untenstehenden?|nachstehenden?) (?:e-?mail|mail|nachricht|angebot)\\b',
    '\\b(?:meiner|unserer) (?:letzten|vorherigen|vorigen|ursprunglichen|alten) (?:e-?mail|mail|nachricht)\\b',
    // French
    '\\b(?:mail|courriel|message|e-?mail) (?:ci-dessous|plus bas|precedent|initial)\\b',
    '\\b(?:mon|notre) (?:precedent|dernier|ancien) (?:mail|courriel|message|devis)\\b',
    // Spanish
    '\\b(?:correo|mensaje|email|e-mail) (?:de abajo|de mas abajo|anterior|inferior)\\b',
    // Italian
    '\\b(?:mail|e-?mail|messaggio) (?:qui sotto|sottostante|sotto|precedente)\\b',
    // Dutch
    '\\b(?:mail|e-?mail|bericht) hieronder\\b',
    '\\bonderstaande (?:mail|e-?mail|bericht)\\b',
    '\\b(?:mijn|onze) (?:vorige|eerdere) (?:mail|e-?mail|bericht)\\b',
    // Portuguese
    '\\b(?:email|e-mail|mensagem|correio) (?:abaixo|anterior|em baixo)\\b',
  ].join('|'),
);

export const NO_LONGER = new RegExp(
  [
    '\\bno longer (?:valid|applies|apply|stands|holds|current|available)\\b',
    '\\b(?:is|are) (?:not|no) (?:valid|current) any ?more\\b',
    '\\b(?:has|have) been (?:withdrawn|superseded|cancelled|canceled)\\b',
    '\\b(?:out of date|outdated|superseded)\\b',
    '\\bnicht mehr (?:gultig|aktuell|verfugbar|moglich)\\b',
    '\\b(?:gilt|gelten) (?:(?:leider|daher|also|jetzt|inzwischen|aber|so) ){0,2}nicht mehr\\b',
    '\\b(?:hinfallig|veraltet)\\b',
    "\\bn'est (?:(?:malheureusement|helas|donc|desormais) )?plus (?:valable|valide|d'actualite|possible|disponible)\\b",
    '\\bne sont plus (?:valables|valides|d.actualite)\\b',
    '\\bne tient plus\\b',
    '\\bya no (?:es|son|esta|estan) (?:valid[oa]s?|vigentes?|disponibles?|posibles?)\\b',
    '\\bya no (?:vale|valen|rige|rigen)\\b',
    '\\bnon (?:e|sono) (?:(?:purtroppo|quindi|ormai) )?piu (?:valid[oaie]|attual[ei]|disponibil[ei]|possibile)\\b',
    '\\bniet meer (?:geldig|actueel|beschikbaar|mogelijk)\\b',
    '\\b(?:vervallen|verouderd)\\b',
    '\\b(?:ja )?nao (?:e|sao|esta|estao) mais (?:valid[oa]s?|disponive(?:l|is))\\b',
    '\\bja nao (?:e|sao) valid[oa]s?\\b',
    '\\bdeixou de ser valid[oa]\\b',
    '\\bdesatualizad[oa]s?\\b',
    // No longer right: "is no longer correct", "stimmt nicht mehr", "n'est plus correct", "ya no es
    // correcto", "non è più corretto", "klopt (dus) niet meer", "já não está correto".
    '\\b(?:is|are) no longer (?:correct|right|accurate)\\b',
    '\\b(?:stimmt|stimmen) (?:(?:also|daher|so|leider) )?nicht mehr\\b',
    "\\bn'est (?:(?:donc|malheureusement) )?plus (?:correct|juste|exact|bon)\\b",
    '\\bya no (?:es|son) (?:correct[oa]s?|exact[oa]s?)\\b',
    '\\bnon (?:e|sono) piu (?:corrett[oaie]|giust[oaie]|esatt[oaie])\\b',
    '\\b(?:klopt|kloppen) (?:(?:dus|helaas|ook) )?niet meer\\b',
    '\\bja nao (?:esta|estao|e|sao) (?:corret[oa]s?|cert[oa]s?)\\b',
  ].join('|'),
);

/**
 * A value said before withdrawn: it was for something else or wrong ("the price I gave you was for
 * our 48-page books", "that price was for the old model", "der genannte Preis war für das alte
 * Modell", "ce prix était celui de 2026", "ese precio era para el modelo anterior", "quel prezzo
 * era per il fine settimana", "die prijs was voor het oude model", "esse preço era para o modelo
 * antigo"), or the day said no longer works after all ("we can't do the 15th after all", "Samstag
 * klappt doch nicht", "finalement ce ne sera pas possible", "al final no podemos", "alla fine non
 * riusciamo", "zaterdag lukt toch niet", "afinal não conseguimos").
 */
export const WITHDRAWN = new RegExp(
  [
    '\\b(?:that|this|the|my|our|those|these) (?:[a-z]{1,20} )?(?:price|rate|figure|quote|amount|total|date|day|fee|cost)s?\\b[^.!?\\n]{0,40}?\\b(?:was|were) (?:actually |only |really |meant )?(?:for (?:the|our|a|an|another|last|your)|from (?:last|our old|the old)|wrong|incorrect|a mistake|an error|a typo|mistaken|not (?:right|correct))\\b',
    "\\b(?:can't|cannot|can not|won't|will not|couldn't|doesn't|does not)\\b[^.!?\\n]{0,30}?\\bafter all\\b",
    '\\b(?:der|die|das|dieser|diese|dieses|unser|mein) (?:[a-z]{1,20} )?(?:preis|betrag|termin|datum|angebot|summe|tarif)\\w{0,6}\\b[^.!?\\n]{0,40}?\\b(?:war|galt) (?:fur|falsch|nicht richtig|ein fehler|ein tippfehler|der alte|noch der alte)\\b',
    '\\b(?:klappt|klappen|geht|gehen|kann|konnen|passt|passen|schaffen|schaffe)\\b[^.!?\\n]{0,20}?\\bdoch nicht\\b|\\bdoch nicht (?:moglich|machbar)\\b',
    '\\b(?:ce|le|cette|la|mon|notre) (?:[a-z]{1,20} )?(?:prix|tarif|montant|date|devis|chiffre|jour)\\b[^.!?\\n]{0,40}?\\betait (?:celui|celle|pour|faux|fausse|errone|erronee|incorrecte?|une erreur)\\b',
    "\\bfinalement\\b[^.!?\\n]{0,30}?\\b(?:pas|plus) (?:possible|libre|disponible)\\b|\\b(?:ne|n')[^.!?\\n]{0,30}?\\bfinalement pas\\b",
    '\\b(?:ese|este|el|la|esa|esta|mi|nuestro) (?:[a-z]{1,20} )?(?:precio|tarifa|importe|fecha|presupuesto|cifra|dia)\\b[^.!?\\n]{0,40}?\\bera (?:para|el de|la de|del|incorrect[oa]|erronea?o?|un error)\\b',
    '\\b(?:al final|finalmente) no (?:podemos|puedo|podra|sera posible|es posible|nos va bien|nos viene bien)\\b',
    "\\b(?:quel|quella|il|la|questo|questa|l') ?(?:[a-z]{1,20} )?(?:prezzo|tariffa|importo|data|preventivo|cifra|giorno)\\b[^.!?\\n]{0,40}?\\bera (?:per|quell[oa]|del|della|sbagliat[oa]|errat[oa]|un errore)\\b",
    '\\balla fine non (?:riusciamo|possiamo|posso|riesco|e possibile|sara possibile|va bene)\\b',
    '\\b(?:die|deze|de|het|mijn|onze) (?:[a-z]{1,20} )?(?:prijs|tarief|bedrag|datum|offerte|dag)\\b[^.!?\\n]{0,40}?\\bwas (?:voor|van (?:het|de) (?:oude|vorige)|fout|onjuist|verkeerd|een vergissing)\\b',
    '\\b(?:lukt|lukken|gaat|gaan|kan|kunnen|past|passen)\\b[^.!?\\n]{0,20}?\\btoch niet\\b|\\btoch niet (?:mogelijk|haalbaar)\\b',
    '\\b(?:esse|este|o|a|essa|esta|o meu|o nosso) (?:[a-z]{1,20} )?(?:preco|valor|tarifa|data|orcamento|dia)\\b[^.!?\\n]{0,40}?\\bera (?:para|o do|o da|do|da|errad[oa]|incorret[oa]|um erro)\\b',
    '\\bafinal (?:ja )?nao\\b',
  ].join('|'),
);
/** A day or month named (folded): a withdrawal that names one is of a date, whatever else it says. */
const NAMES_DAY = new RegExp(`\\b(?:${LONG_WEEKDAY_WORD}|${MONTH_WORD})\\b`);

/** "The price has gone up", "der Preis hat sich geändert" …: what was said before has changed. */
export const CHANGED = new RegExp(
  [
    '\\b(?:has|have) (?:[a-z]+ )?(?:gone up|increased|changed|risen|moved)\\b',
    '\\b(?:ist|sind) (?:[a-z]+ )?gestiegen\\b',
    '\\b(?:hat|haben) sich (?:[a-z]+ )?(?:geandert|erhoht|verschoben)\\b',
    '\\b(?:a|ont) (?:[a-z]+ )?(?:augmente|change)\\b',
    '\\b(?:ha|han) (?:[a-z]+ )?(?:subido|cambiado)\\b',
    '\\b(?:e|sono) (?:[a-z]+ )?(?:aumentat[oaie]|cambiat[oaie])\\b',
    '\\b(?:is|zijn) (?:[a-z]+ )?(?:gestegen|verhoogd|gewijzigd|veranderd)\\b',
    '\\b(?:subiu|subiram|mudou|mudaram|aumentou|aumentaram)\\b',
  ].join('|'),
);
/** A negation that makes "has changed" say the opposite ("nothing has changed", "hat sich nicht geändert"). */
const NOT_CHANGED = /\b(?:nothing|not|never|nichts|nicht|rien|pas|nada|no|niente|nulla|non|niets|niet|nao)\b/;

const MONEY_WORDS =
  /\b(?:price|prices|rate|rates|tariffs?|cost|costs|fee|preis|preise|tarif|tarife|kosten|prix|tarifs|precio|precios|tarifas?|prezzo|prezzi|tariff[ae]|prijs|prijzen|tarief|tarieven|preco|precos)\b/;
const DATE_WORDS =
  /\b(?:date|dates|day|deadline|datum|termin|liefertermin|jour|fecha|dia|data|giorno|leverdatum|dag)\b/;
const OFFER_WORDS =
  /\b(?:quote|offer|proposal|angebot|offerte|devis|offre|presupuesto|oferta|preventivo|offerta|proposta|orcamento|cotacao)\b/;

/** Whether a sentence points at an older mail (its figures are history, not the answer). */
export function refersToOlderMail(sentence: string): boolean {
  return OLDER_MAIL.test(foldForMatching(sentence.slice(0, 2_000)));
}

/**
 * Where a folded sentence says that what it named before no longer holds ("the October price
 * (31,50 €) is no longer valid", "… non è più valido", "… gilt nicht mehr"), or -1 when it does
 * not: a figure before it is the withdrawn one, a figure after it ("…: it is now €5.10") the new.
 */
export function noLongerValidAt(folded: string): number {
  const m = NO_LONGER.exec(folded.slice(0, 2_000));
  return m ? m.index : -1;
}

export type ValueKind = 'money' | 'date';

/** The kind of value a schema field holds, as `noLongerValid` names kinds: money, a date, or neither. */
export function fieldKind(name: string, prop: Prop): ValueKind | undefined {
  if (isMoneyProp(name, prop)) return 'money';
  return isDateProp(name, prop) ? 'date' : undefined;
}

/**
 * The kinds of value a text says no longer hold: prices, dates, or both for a quote or offer
 * (or when the sentence does not say which). Empty when it says nothing of the kind.
 */
export function noLongerValid(text: string): Set<ValueKind> {
  const out = new Set<ValueKind>();
  for (const line of foldForMatching(text.slice(0, 20_000)).split(/(?<=[.!?])\s+|\n+/)) {
    const money = MONEY_WORDS.test(line);
    const date = DATE_WORDS.test(line);
    // "Has changed" says which value only with its word ("the price has gone up"), unlike "no longer valid".
    const changed = CHANGED.test(line) && !NOT_CHANGED.test(line) && (money || date || OFFER_WORDS.test(line));
    if (WITHDRAWN.test(line)) {
      // "Saturday won't work after all": a date; "that price was for the old model": money.
      const day = date || NAMES_DAY.test(line) || /\b\d{1,2}(?:st|nd|rd|th|e|er|\.)(?!\d)/.test(line);
      if (money || OFFER_WORDS.test(line) || !day) out.add('money');
      if (day || OFFER_WORDS.test(line) || !money) out.add('date');
      continue;
    }
    if (!NO_LONGER.test(line) && !changed) continue;
    if (money || OFFER_WORDS.test(line) || !date) out.add('money');
    if (date || OFFER_WORDS.test(line) || !money) out.add('date');
  }
  return out;
}
