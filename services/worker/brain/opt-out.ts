import { foldForMatching } from './language-fold.js';

/**
 * Opt-out: a reply asking us not to contact the sender again ("unsubscribe", "remove me from
 * your list", "do not contact me"), in English, German, French and Spanish. An opt-out is also a
 * refusal (the case fails `failed_rejected`); the flag lets the service keep a do-not-contact
 * list. Besides fixed phrases, the general shapes of such a request in every language: a removal
 * verb whose object is the writer or their address ("remove this address", "retirez notre
 * adresse") and a wish not to receive mail ("we do not wish to receive further emails"). The
 * object keeps it precise: "remove item 3 from the order" or "we no longer send paper invoices"
 * are no opt-outs. Matching runs on the reply's folded text (lower case, accents removed, ß → ss: see
 * `foldForMatching`), so the patterns are written without accents. Linear time: alternations of
 * literals with bounded gaps only.
 */

const GAP = '(?:\\s+\\S+){0,3}?\\s+'; // up to three words between two parts of a phrase

/** The writer's own address as a removal's object: "this address", "our email address", "my contact details". */
const EN_ADDRESS = '(?:this|my|our)\\s+(?:e-?mail\\s+)?(?:address|e-?mail|contact(?:\\s+details)?|details)';
/** Mail as a thing one wishes no more of. */
const EN_MAIL =
  '(?:e-?mails?|mails?|messages|newsletters?|communications?|correspondence|marketing|mailings?|solicitations?)';

/**
 * The removal's shape in any of the seven languages, whatever the words between: a removal verb
 * and "from your lists / files / database" in one sentence, in either order ("que me borren de
 * sus listas", "de la retirer de vos fichiers", "cancellare il nostro indirizzo dai vostri elenchi
 * fornitori", "ons e-mailadres uit uw bestand verwijderen"). Only the reader's own records are
 * such a place: "remove item 3 from the order" is no opt-out.
 */
const REMOVAL_VERB =
  '(?:remove|delete|erase|strike|entfernen|entfernt|loschen|streichen|nehmen|tragen|austragen|retirer|retirez|supprimer|supprimez|enlever|enlevez|effacer|effacez|rayer|rayez|borren|borre|borrar|borrarme|borrarnos|eliminen|elimine|eliminar|eliminarme|eliminarnos|quiten|quite|quitar|quitarme|quitarnos|saquen|saque|sacar|sacarme|sacarnos|retiren|retire|retirar|suprimir|supriman|cancellare|cancellate|cancelli|cancellarci|cancellarmi|rimuovere|rimuovete|rimuova|rimuoverci|rimuovermi|togliere|togliete|tolga|toglierci|togliermi|eliminare|eliminate|elimini|eliminarci|verwijder|verwijderen|verwijdert|haal|halen|schrap|schrappen|retirem|removam|remova|remover|apaguem|apague|apagar|tirem|tire|tirar)';
const YOUR_RECORDS =
  '(?:(?:from|off) (?:your|all your) (?:(?:mailing|contact|distribution|e-?mail|supplier|marketing) lists?|database|records|files|address book|contacts|system)|(?:aus|von) (?:ihrem|ihrer|ihren|eurem|eurer) (?:verteiler|liste|listen|datenbank|kartei|adressliste|adressdatei|system|kontakten|mailingliste)|de (?:vos|votre) (?:fichiers?|listes?|base|bases|carnet|contacts|listings?|annuaire)|de (?:sus|vuestras|vuestros|vuestra|su) (?:listas|lista de (?:correo|contactos|distribucion|proveedores)|base de datos|bases de datos|ficheros|registros|contactos|listados?|agenda)|(?:dai|dalle|dalla|dal|dagli) (?:vostri|vostre|vostra|vostro|suoi|sue) (?:elenchi|liste|lista|archivi|indirizzari|database|contatti|anagrafiche|mailing list)|(?:uit|van) (?:uw|jullie|je) (?:bestand|bestanden|lijst|lijsten|database|adressenbestand|klantenbestand|mailinglijst|verzendlijst|systeem|adresboek)|(?:da|das|dos|do) (?:vossa|vossas|sua|suas|vossos|seus|vosso|seu) (?:lista|listas|base de dados|ficheiros?|contactos|contatos|registos|registros|mailing))';
const REMOVAL_SHAPE = new RegExp(
  `\\b${REMOVAL_VERB}\\b[^.!?\\n]{0,60}?\\b${YOUR_RECORDS}\\b|\\b${YOUR_RECORDS}\\b[^.!?\\n]{0,40}?\\b${REMOVAL_VERB}\\b`,
);

const PATTERNS: readonly RegExp[] = [
  // English
  // "unsubscribe" as the writer's wish, not a newsletter's "unsubscribe link" or "click here to unsubscribe"
  /\bunsubscrib(?:e|ed|ing)\b(?! (?:link|button|here|at any time|anytime|below|via|using|preferences|page))/,
  /\b(?:opt (?:me|us) out|(?:want|like|wish|need|please) to opt[\s-]?out|opting out of (?:your|these|this|all|future))\b/,
  /^\s*opt[\s-]?out\s*[.!]?\s*$/m,
  /\b(?:be|been|get|getting) (?:removed|taken off|deleted) (?:from|off) (?:your|the|this|all) (?:mailing |email |e-mail |distribution |contact |marketing )?(?:list|lists|database|distribution)\b/,
  new RegExp(
    `\\b(?:remove|take|delete|drop)${GAP}(?:me|us|${EN_ADDRESS})${GAP}(?:from|off)${GAP}(?:list|lists|database|mailing|mailings|newsletters?|distribution|records|system|contacts|address book|e-?mails?|marketing|circulation)\\b`,
  ),
  /\b(?:do not|don't|dont|never|please stop|stop)\s+(?:contact|contacting|email|emailing|e-mailing|mail|mailing|write|writing to|message|messaging|spam|spamming)(?:ing)?\s+(?:me|us)\b/,
  /\bstop\s+(?:contacting|emailing|e-mailing|mailing|writing|sending)\b/,
  /\b(?:no|not any) (?:more|further) (?:emails|e-mails|mails|messages|contact)\b/,
  new RegExp(
    `\\b(?:do not|don't|dont|no longer|not) (?:wish|want|like|need|care) to (?:receive|get|be sent)(?: any)?(?: (?:more|further|additional|other|these|such|your|future|of)){0,3}(?: \\S+)? ${EN_MAIL}\\b`,
  ),
  // German
  /\b(?:abmelden|abbestellen|austragen|abgemeldet|ausgetragen)\b/,
  /\b(?:kontaktieren|schreiben|anschreiben|mailen|kontakieren)\s+sie\s+(?:mich|uns)\s+(?:bitte\s+)?(?:nicht|nie)\s+mehr\b/,
  /\bnicht\s+mehr\s+(?:kontaktieren|anschreiben|schreiben|mailen|kontaktiert|angeschrieben|anzuschreiben|anzumailen|zu\s+(?:kontaktieren|schreiben|mailen))\b/,
  /\bkeine\s+(?:weiteren\s+)?(?:e-?mails|nachrichten|kontaktaufnahmen?|zusendungen)\s+mehr\b/,
  /\bkeine\s+weiteren\s+(?:e-?mails|nachrichten|kontaktaufnahmen?|zusendungen)\b/,
  new RegExp(
    `\\b(?:entfernen|loschen|streichen|nehmen|tragen)\\s+sie\\s+(?:bitte\\s+)?(?:diese|unsere|meine)\\s+(?:e-?mail-?)?adresse${GAP}(?:verteiler|liste|mailingliste|adressliste|datenbank|newsletter|aus\\b)`,
  ),
  /\b(?:mochten|mochte|wollen|will|wunschen|wunsche)\s+(?:wir|ich)?\s*keine\s+(?:weiteren\s+)?(?:e-?mails|mails|nachrichten|newsletter|werbung|zusendungen)\b/,
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
  /\bne\s+plus\s+(?:me\s+|nous\s+|m')(?:contacter|recontacter|ecrire|envoyer|solliciter|relancer)\b/,
  /\bne\s+(?:me\s+|nous\s+|m')(?:contactez|recontactez|ecrivez|envoyez|sollicitez|relancez)\s+plus\b/,
  /\b(?:cessez|arretez)\s+de\s+(?:me|nous)\s+(?:contacter|ecrire|envoyer|solliciter)\b/,
  new RegExp(
    `\\b(?:retirez|supprimez|enlevez|effacez|rayez|retirer|supprimer|enlever|effacer|rayer)\\s+(?:cette|notre|mon|ma)\\s+adresse${GAP}(?:liste|fichier|base|diffusion|mailing|newsletter)`,
  ),
  /\bne\s+(?:souhaitons|souhaite|voulons|veux|desirons|desire)\s+plus\s+recevoir\b/,
  /\bne\s+plus\s+recevoir\s+(?:de|vos|d'autres|aucun)\s*(?:courriels?|e-?mails?|mails?|messages?|newsletters?|communications?|sollicitations?)\b/,
  new RegExp(`\\b(?:retirez|supprimez|enlevez)[\\s-]+(?:moi|nous)${GAP}(?:liste|fichier|base)`),
  // Spanish
  // Not the client's own right to cancel ("os podéis dar de baja cuando queráis", "puede darse de baja").
  /(?<!\b(?:podeis|puedes|puede|pueden|podreis|podra|podran|poder)\s)\b(?:darme|darnos|dar|denme|dennos|me doy|nos damos)\s+de\s+baja\b/,
  /\bbaja\s+de\s+(?:la|su|vuestra|esta)\s+lista\b/,
  /\bno\s+(?:me|nos)\s+(?:contacte|contacten|contactes|escriba|escriban|escribas|envie|envien|envies)\s+mas\b/,
  /\bno\s+(?:vuelva|vuelvan|vuelvas)\s+a\s+(?:contactar|escribir|enviar)(?:me|nos)?\b/,
  // The pronoun before the verb ("que no me vuelvan a escribir"); sending only of mail, never of goods.
  /\bno\s+(?:me|nos)\s+(?:vuelva|vuelvan|vuelvas)\s+a\s+(?:(?:contactar|escribir|llamar|molestar)\b|enviar\s+(?:mas\s+)?(?:correos|mensajes|e-?mails|ofertas|solicitudes|publicidad)\b)/,
  /\bno\s+(?:deseo|deseamos|quiero|queremos)\s+recibir\s+(?:mas|ningun|ningunos|otros|nuevos)\b/,
  new RegExp(
    `\\b(?:eliminen|elimine|borren|borre|quiten|quite|retiren|retire|supriman|suprima|eliminar|borrar|quitar|retirar|suprimir)\\s+(?:esta|nuestra|mi)\\s+direccion${GAP}(?:lista|listado|base|envios|mailing|boletin)`,
  ),
  /\b(?:dejen|deje|deja)\s+de\s+(?:enviar|escribir|contactar)(?:me|nos)?\b/,
  new RegExp(
    `\\b(?:eliminarme|eliminarnos|quitarme|quitarnos|borrarme|borrarnos|eliminenme|quitenme|borrenme|sacarme|saquenme)${GAP}(?:lista|base de datos|listado)`,
  ),
  // Italian
  /\b(?:cancellarmi|cancellatemi|rimuovermi|rimuovetemi|togliermi|toglietemi)\s+(?:dalla|dalle|dai|dal)\s+(?:vostra\s+|sua\s+)?(?:mailing list|lista|liste|elenco|newsletter|indirizzari?)\b/,
  /\bnon\s+(?:desidero|voglio|vogliamo|desideriamo)\s+(?:piu\s+)?ricevere\s+(?:altre|ulteriori|piu)?\s*(?:e-?mail|email|messaggi|comunicazioni)\b/,
  /\bnon\s+(?:contattatemi|mi\s+contattate|scrivetemi|mi\s+scrivete|contattateci|ci\s+contattate)\s+piu\b/,
  new RegExp(
    `\\b(?:rimuovete|rimuova|cancellate|cancelli|togliete|tolga|eliminate|elimini|rimuovere|cancellare|togliere|eliminare)\\s+(?:questo|il\\s+nostro|il\\s+mio)\\s+indirizzo${GAP}(?:lista|liste|elenco|mailing|newsletter|indirizzari)`,
  ),
  /\b(?:rimuoverci|cancellarci|toglierci|eliminarci)\s+(?:dalla|dalle|dai|dal)\b/,
  /\bnon\s+(?:desidero|voglio|vogliamo|desideriamo)\s+ricevere\s+(?:piu|altre|ulteriori|altri)\b/,
  /\b(?:disiscrivermi|disiscrizione|annullare l'iscrizione)\b/,
  /\bdi non (?:contattarci|contattarmi|scriverci|scrivermi|inviarci|inviarmi|ricontattarci|ricontattarmi) (?:piu|ulteriormente|in futuro)\b/,
  /\bnon (?:ci|mi) (?:contattate|scrivete|inviate|mandate) piu\b/,
  // "di non inviarci ulteriori richieste", "non contattarci più": never "più di due bancali" (more than).
  /\bnon (?:inviarci|inviarmi|mandarci|mandarmi|contattarci|contattarmi|scriverci|scrivermi|ricontattarci|ricontattarmi) (?:piu\b(?! (?:di|che)\b)|(?:ulteriori|altre|altri|nuove|nuovi) (?:richieste|e-?mail|mail|messaggi|comunicazioni|offerte|proposte|solleciti)\b)/,
  // Dutch
  /\b(?:uitschrijven|afmelden|uitgeschreven)\b/,
  /\bverwijder\s+(?:mij|me|ons|mijn\s+(?:adres|e-?mailadres))\s+(?:uit|van)\b/,
  /\b(?:mail|e-?mail|schrijf|contacteer|benader)\s+(?:mij|me|ons)\s+(?:alstublieft\s+|a\.u\.b\.\s+)?niet\s+meer\b/,
  /\bgeen\s+(?:e-?mails|berichten|mails)\s+meer\b/,
  new RegExp(
    `\\b(?:verwijder|haal)\\s+(?:mij|me|ons|dit|mijn)(?:\\s+(?:e-?mail-?)?adres)?\\s+(?:van|uit)${GAP}(?:lijst|mailinglijst|verzendlijst|bestand|database|nieuwsbrief|mailing)`,
  ),
  /\b(?:willen|wil|wensen|wens)\s+(?:wij|we|ik)\s+geen\s+(?:e-?mails|berichten|mails|nieuwsbrieven)\b/,
  /\bneem\s+(?:geen|niet\s+meer)\s+contact\b/,
  /\b(?:ons|mij|me) (?:(?:verder|voortaan|dan|ook|graag|alstublieft|a\.u\.b\.) )?niet meer (?:te )?(?:e-?mailen|e-?mailt|mailen|mailt|benaderen|benadert|contacteren|contacteert|aanschrijven|aanschrijft|lastigvallen|lastigvalt|schrijven|schrijft)\b/,
  // Portuguese
  /\b(?:retire|retirem|retirar|retirasse|retirassem|remova|removam|remover|removesse|removessem|tire|tirem|tirasse|tirassem)\s+(?:o\s+)?(?:meu|nosso)\s+(?:contacto|contato|e-?mail|endereco)\b/,
  // "que não nos voltassem a escrever", "não nos volte a contactar": asked never to be written to again.
  /\bnao\s+(?:nos|me)\s+(?:volte|voltem|voltasse|voltassem|voltar)\s+a\s+(?:escrever|contactar|contatar|enviar)\b/,
  /\b(?:retire-me|retirem-me|removam-me|remova-me|tirem-me)\b/,
  /\bnao\s+(?:voltem|volte)\s+a\s+(?:enviar|contactar|contatar|escrever)\b/,
  /\bnao\s+(?:quero|queremos|desejo|desejamos)\s+(?:voltar\s+a\s+)?receber\s+(?:mais|outros|outras|novos|novas|quaisquer)\b/,
  new RegExp(
    `\\b(?:retire|retirem|remova|removam|elimine|eliminem|apague|apaguem|tire|tirem|retirar|remover|eliminar|apagar)\\s+(?:este|o\\s+nosso|o\\s+meu|nosso|meu)\\s+(?:endereco|e-?mail|contacto|contato)${GAP}(?:lista|listas|base|mailing|newsletter)`,
  ),
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
  const shape = folded.match(REMOVAL_SHAPE);
  if (shape) return shape[0];
  return undefined;
}
