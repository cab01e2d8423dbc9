import { foldForMatching } from './language-fold.js';

/**
 * Opt-out: a reply asking us not to contact the sender again ("unsubscribe", "remove me from
 * your list", "do not contact me"), in English, German, French and Spanish. An opt-out is also a
 * refusal (the case fails `failed_rejected`); the flag lets the service keep a do-not-contact
 * list. Matching runs on the reply's folded text (lower case, accents removed, ß → ss: see
 * `foldForMatching`), so the patterns are written without accents. Linear time: alternations of
 * literals with bounded gaps only.
 */

const GAP = '(?:\\s+\\S+){0,3}?\\s+'; // up to three words between two parts of a phrase

const PATTERNS: readonly RegExp[] = [
  // English
  // "unsubscribe" as the writer's wish, not a newsletter's "unsubscribe link" or "click here to unsubscribe"
  /\bunsubscrib(?:e|ed|ing)\b(?! (?:link|button|here|at any time|anytime|below|via|using|preferences|page))/,
  /\b(?:opt (?:me|us) out|(?:want|like|wish|need|please) to opt[\s-]?out|opting out of (?:your|these|this|all|future))\b/,
  /^\s*opt[\s-]?out\s*[.!]?\s*$/m,
  /\b(?:be|been|get|getting) (?:removed|taken off|deleted) (?:from|off) (?:your|the|this|all) (?:mailing |email |e-mail |distribution |contact |marketing )?(?:list|lists|database|distribution)\b/,
  new RegExp(
    `\\b(?:remove|take|delete|drop)${GAP}(?:me|us|my (?:email|address)|our (?:email|address))${GAP}(?:from|off)${GAP}(?:list|lists|database|mailing|mailings|newsletters?|distribution|records|system|contacts|address book|e-?mails?|marketing|circulation)\\b`,
  ),
  /\b(?:do not|don't|dont|never|please stop|stop)\s+(?:contact|contacting|email|emailing|e-mailing|mail|mailing|write|writing to|message|messaging|spam|spamming)(?:ing)?\s+(?:me|us)\b/,
  /\bstop\s+(?:contacting|emailing|e-mailing|mailing|writing|sending)\b/,
  /\b(?:no|not any) (?:more|further) (?:emails|e-mails|mails|messages|contact)\b/,
  // German
  /\b(?:abmelden|abbestellen|austragen|abgemeldet|ausgetragen)\b/,
  /\b(?:kontaktieren|schreiben|anschreiben|mailen|kontakieren)\s+sie\s+(?:mich|uns)\s+(?:bitte\s+)?(?:nicht|nie)\s+mehr\b/,
  /\bnicht\s+mehr\s+(?:kontaktieren|anschreiben|schreiben|mailen|kontaktiert|angeschrieben)\b/,
  /\bkeine\s+(?:weiteren\s+)?(?:e-?mails|nachrichten|kontaktaufnahmen?|zusendungen)\s+mehr\b/,
  /\bkeine\s+weiteren\s+(?:e-?mails|nachrichten|kontaktaufnahmen?|zusendungen)\b/,
  new RegExp(`\\btragen\\s+sie\\s+(?:mich|uns|meine\\s+adresse)${GAP}aus\\b`),
  new RegExp(`\\bnehmen\\s+sie\\s+(?:mich|uns|meine\\s+adresse)${GAP}(?:verteiler|liste|mailingliste|adressliste)`),
  new RegExp(
    `\\b(?:entfernen|loschen|streichen)\\s+sie\\s+(?:mich|uns|meine\\s+adresse)${GAP}(?:verteiler|liste|mailingliste|adressliste)`,
  ),
  new RegExp(
    `\\b(?:mich|uns|meine\\s+adresse)${GAP}(?:aus|von)${GAP}(?:verteiler|liste|mailingliste)\\w*${GAP}(?:entfernen|loschen|streichen|nehmen)`,
  ),
  // French
  /\b(?:desabonner|desinscrire|desinscription|desabonnement|me desabonne|me desinscris)\b/,
  /\bne\s+(?:me|nous)\s+(?:contactez|recontactez|ecrivez|envoyez|sollicitez)\s+plus\b/,
  /\bne\s+plus\s+(?:me|nous)\s+(?:contacter|recontacter|ecrire|envoyer|solliciter)\b/,
  /\b(?:cessez|arretez)\s+de\s+(?:me|nous)\s+(?:contacter|ecrire|envoyer|solliciter)\b/,
  new RegExp(`\\b(?:retirez|supprimez|enlevez)[\\s-]+(?:moi|nous)${GAP}(?:liste|fichier|base)`),
  // Spanish
  /\b(?:darme|darnos|dar|denme|dennos|me doy|nos damos)\s+de\s+baja\b/,
  /\bbaja\s+de\s+(?:la|su|vuestra|esta)\s+lista\b/,
  /\bno\s+(?:me|nos)\s+(?:contacte|contacten|contactes|escriba|escriban|escribas|envie|envien|envies)\s+mas\b/,
  /\bno\s+(?:vuelva|vuelvan|vuelvas)\s+a\s+(?:contactar|escribir|enviar)(?:me|nos)?\b/,
  /\b(?:dejen|deje|deja)\s+de\s+(?:enviar|escribir|contactar)(?:me|nos)?\b/,
  new RegExp(
    `\\b(?:eliminarme|eliminarnos|quitarme|quitarnos|borrarme|borrarnos|eliminenme|quitenme|borrenme|sacarme|saquenme)${GAP}(?:lista|base de datos|listado)`,
  ),
  // Italian
  /\b(?:cancellarmi|cancellatemi|rimuovermi|rimuovetemi|togliermi|toglietemi)\s+(?:dalla|dalle|dai|dal)\s+(?:vostra\s+|sua\s+)?(?:mailing list|lista|liste|elenco|newsletter|indirizzari?)\b/,
  /\bnon\s+(?:desidero|voglio|vogliamo|desideriamo)\s+(?:piu\s+)?ricevere\s+(?:altre|ulteriori|piu)?\s*(?:e-?mail|email|messaggi|comunicazioni)\b/,
  /\bnon\s+(?:contattatemi|mi\s+contattate|scrivetemi|mi\s+scrivete|contattateci|ci\s+contattate)\s+piu\b/,
  /\b(?:disiscrivermi|disiscrizione|annullare l'iscrizione)\b/,
  /\bdi non (?:contattarci|contattarmi|scriverci|scrivermi|inviarci|inviarmi|ricontattarci|ricontattarmi) (?:piu|ulteriormente|in futuro)\b/,
  /\bnon (?:ci|mi) (?:contattate|scrivete|inviate|mandate) piu\b/,
  // Dutch
  /\b(?:uitschrijven|afmelden|uitgeschreven)\b/,
  /\bverwijder\s+(?:mij|me|ons|mijn\s+(?:adres|e-?mailadres))\s+(?:uit|van)\b/,
  /\b(?:mail|e-?mail|schrijf|contacteer|benader)\s+(?:mij|me|ons)\s+(?:alstublieft\s+|a\.u\.b\.\s+)?niet\s+meer\b/,
  /\bgeen\s+(?:e-?mails|berichten|mails)\s+meer\b/,
  /\bneem\s+(?:geen|niet\s+meer)\s+contact\b/,
  /\b(?:ons|mij|me) niet meer (?:te )?(?:mailen|e-?mailen|benaderen|contacteren|aanschrijven|lastigvallen)\b/,
  // Portuguese
  /\b(?:retire|retirem|retirar|remova|removam|remover|tire|tirem)\s+(?:o\s+)?(?:meu|nosso)\s+(?:contacto|contato|e-?mail|endereco)\b/,
  /\b(?:retire-me|retirem-me|removam-me|remova-me|tirem-me)\b/,
  /\bnao\s+(?:voltem|volte)\s+a\s+(?:enviar|contactar|contatar|escrever)\b/,
  /\bnao\s+(?:quero|queremos)\s+receber\s+mais\b/,
  /\bnao (?:me|nos) (?:contactem|contatem|contacte|contate|enviem|envie|escrevam|escreva|mandem|mande) mais\b/,
  /\b(?:parem|pare) de (?:me |nos )?(?:enviar|contactar|contatar|escrever|mandar)\b/,
  /\b(?:descadastrar|descadastre|descadastrem|cancelar\s+a\s+(?:minha\s+)?subscricao)\b/,
];

/** The opt-out phrase in the text (as found in its folded form), or undefined. */
export function findOptOut(text: string): string | undefined {
  const folded = foldForMatching(text);
  for (const p of PATTERNS) {
    const m = folded.match(p);
    if (m) return m[0];
  }
  return undefined;
}
