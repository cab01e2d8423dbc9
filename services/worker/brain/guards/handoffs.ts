import { foldForMatching } from '../language-fold.js';

/**
 * A handoff: the person passes our request to someone else who will answer ("copying in Ana
 * from logistics", "I've forwarded your email to our warehouse", "my colleague will get back to
 * you", "ich habe Ihre Anfrage an die Kollegin weitergeleitet", "je transmets votre demande à
 * notre service", "le reenvío su consulta a mi compañero", "inoltro la sua richiesta al
 * collega", "ik stuur uw vraag door", "encaminhei o seu pedido"). Like a promise
 * (promises.ts), it answers nothing and asks nothing: the case waits for the colleague, and
 * asking the person again for what they just handed on would be a nag.
 *
 * Patterns run on folded text (language-fold.ts), are literal alternations and at most one
 * bounded gap of non-sentence characters after a literal: linear time.
 */

/** Up to 60 characters within one sentence. */
const GAP = '[^.!?\\n]{0,60}';

const HANDOFF = new RegExp(
  [
    // English
    "\\b(?:copying|cc'?ing|looping|bringing) in\\b",
    "\\b(?:i've|i have|we've|we have|i'm|i am|we're|we are|i'll|i will|we'll|we will) (?:just )?(?:copied|cc'?d|looped|forwarded|forwarding|forward|passed|passing|pass|handed|handing|hand|referred|referring|refer) (?:in |on )?(?:this|it|your (?:e-?mail|message|request|enquiry|inquiry|question)|my colleague|our (?:colleague|team|\\w{1,20} (?:team|department)))\\b",
    "\\b(?:i've|i have|we've|we have) (?:copied|cc'?d|looped) in\\b",
    // Someone else asked to answer: "I've asked Chef to send you the menu directly", "I have asked
    // our warehouse to confirm the stock".
    "\\b(?:i've|i have|we've|we have) asked (?:\\S{1,30} ){1,3}?to (?:(?:send|contact|email|e-mail|reply to|answer|confirm|call) (?:you|it|the|this|that)|get back to you)\\b",
    `\\b(?:my|our) (?:colleague|team|coworker|co-worker)s?\\b${GAP}\\b(?:will|'ll|shall|is going to|are going to) (?:reply|answer|respond|get back|come back|be in touch|contact you|follow up|confirm)\\b`,
    // The colleague named or meant by a pronoun: "I've copied her in", "I've cc'd Agnieszka on
    // this", "she'll come back to you directly", "Sarah will be in touch".
    "\\b(?:i've|i have|we've|we have|i'll|i will) (?:just )?(?:copied|cc'?d|looped|copy|cc|loop) (?:her|him|them|\\p{L}{2,20}) (?:in|on|into)\\b",
    "\\b(?:she|he)(?:'ll| will| is going to) (?:\\w{1,12} )?(?:get back to you|come back to you|be in touch|reply to you|respond to you|answer you|contact you|write to you|email you)\\b",
    // Someone else had write: "I'll have our chef email you directly", "I'll get Sam to call you".
    "\\b(?:i'll|i will|we'll|we will) (?:have|get|ask) (?:\\S{1,30} ){1,3}?(?:to )?(?:email|e-mail|contact|call|write to|reply to|get back to) you\\b",
    // German
    '\\b(?:ich|wir) (?:leite|leiten|gebe|geben) (?:ihre|deine|eure|die|diese) (?:anfrage|e-?mail|mail|nachricht) (?:an|weiter)\\b',
    '\\b(?:ich|wir) (?:habe|haben) (?:ihre|deine|eure|die|diese) (?:anfrage|e-?mail|mail|nachricht)\\b[^.!?\\n]{0,60}\\bweitergeleitet\\b',
    '\\b(?:setze|setzen|nehme|nehmen) \\S{1,30} (?:in (?:cc|kopie)|ins cc)\\b',
    `\\b(?:mein|meine|unser|unsere) (?:kollege|kollegin|kollegen|team)\\b${GAP}\\b(?:(?:wird|werden) sich (?:bei ihnen |bei dir |bei euch )?(?:melden|zuruckmelden)|(?:meldet|melden) sich)\\b`,
    '\\b(?:er|sie) (?:wird sich|meldet sich) (?:\\p{L}{1,12} ){0,3}(?:bei ihnen|bei dir|bei euch)\\b',
    '\\b(?:ich habe|wir haben) (?:\\p{L}{2,20} ){1,3}(?:in (?:cc|kopie)|ins cc) (?:gesetzt|genommen)\\b',
    // French
    '\\b(?:je|nous) (?:transmets|transmettons|transfere|transferons|fais suivre|faisons suivre) (?:votre|ta|la|ce|cette|votre) (?:demande|message|mail|e-?mail|courriel|question)\\b',
    "\\b(?:j'ai|nous avons) (?:transmis|transfere|fait suivre) (?:votre|ta|la|ce|cette) (?:demande|message|mail|e-?mail|courriel|question)\\b",
    '\\b(?:je|nous) (?:mets|mettons|mettrai|ai mis|avons mis) \\S{1,30} en copie\\b',
    `\\b(?:mon|ma|notre|nos) (?:collegue|collegues|equipe|service)\\b${GAP}\\b(?:vous (?:repondra|repondront|recontactera|contactera|ecrira|confirmera)|reviendra vers vous|reviendront vers vous)\\b`,
    '\\b(?:elle|il|ils|elles) (?:vous (?:repondra|repondront|recontactera|contactera|ecrira)|reviendra vers vous|reviendront vers vous)\\b',
    // "je laisse notre chef vous écrire", "je demande à Paul de vous répondre".
    '\\b(?:je|nous) (?:laisse|laissons|demande a|demandons a)\\b[^.!?\\n]{0,40}?\\bvous (?:ecrire|repondre|contacter|appeler|recontacter)\\b',
    "\\b(?:je l'ai|nous l'avons|je les ai|nous les avons) (?:mise?s? )?en copie\\b",
    // Spanish
    '\\b(?:le |te |les )?(?:reenvio|reenviamos|traslado|trasladamos|paso|pasamos) (?:su|tu|vuestra|la|el|este|esta) (?:consulta|correo|mensaje|solicitud|peticion|pregunta)\\b',
    '\\b(?:he|hemos) (?:reenviado|trasladado|pasado) (?:su|tu|vuestra|la|el|este|esta) (?:consulta|correo|mensaje|solicitud|peticion|pregunta)\\b',
    '\\b(?:pongo|ponemos|he puesto|hemos puesto) (?:en copia|en cc)\\b',
    '\\b(?:le |te |les )(?:paso|pasamos) (?:a|con) (?!detallar|explicar|enviar|indicar)\\p{L}{2,30}\\b',
    '\\bque (?:le|te|les) (?:contesta|contestara|responde|respondera|escribe|escribira)\\b',
    `\\b(?:mi|nuestro|nuestra|nuestros) (?:companer[oa]s?|colega|equipo|departamento)\\b${GAP}\\b(?:le (?:respondera|contestara|contactara|escribira|confirmara)|se pondra en contacto)\\b`,
    '\\b(?:ella|el) (?:le (?:respondera|contestara|contactara|escribira)|se pondra en contacto)\\b',
    // "le pido a nuestro chef que le escriba directamente".
    '\\b(?:le pido|pido|le pedire|pedire|pedimos) a\\b[^.!?\\n]{0,40}?\\bque (?:le|te|les|os) (?:escriba|conteste|responda|llame|contacte)\\b',
    '\\b(?:la|lo|los|las) (?:he|hemos) puesto en copia\\b',
    // Italian
    '\\b(?:inoltro|inoltriamo|giro|giriamo|ho inoltrato|abbiamo inoltrato|ho girato|abbiamo girato) (?:la (?:sua|vostra|tua) |il (?:suo|vostro|tuo) |la |il )?(?:richiesta|mail|e-?mail|messaggio|domanda)\\b',
    '\\b(?:metto|mettiamo|ho messo|abbiamo messo) in copia\\b',
    `\\b(?:il mio|la mia|un mio|una mia|il nostro|la nostra) (?:collega|ufficio|reparto)\\b${GAP}\\b(?:le|vi|ti) (?:rispondera|contattera|scrivera|fara sapere|confermera)\\b`,
    '\\b(?:lei|lui) (?:le|vi|ti) (?:rispondera|contattera|scrivera)\\b|\\b(?:le|vi|ti) (?:rispondera|contattera|scrivera) (?:direttamente )?(?:lei|lui)\\b',
    // "chiedo al nostro chef di scriverle direttamente".
    '\\b(?:chiedo|chiediamo|chiedero)\\b[^.!?\\n]{0,40}?\\bdi (?:scriverle|scrivervi|scriverti|contattarla|contattarvi|risponderle|rispondervi|chiamarla|chiamarvi)\\b',
    "\\b(?:l'ho|l'abbiamo|li ho|le ho) (?:messa |messo |messi )?in copia\\b",
    // Dutch
    '\\b(?:ik|we|wij) (?:stuur|sturen) (?:uw|je|jullie|de|het|deze) (?:mail|e-?mail|bericht|vraag|aanvraag) door\\b',
    '\\b(?:ik heb|we hebben|wij hebben) (?:uw|je|jullie|de|het|deze) (?:mail|e-?mail|bericht|vraag|aanvraag) doorgestuurd\\b',
    '\\b(?:zet|zetten) \\S{1,30} in (?:de )?cc\\b',
    `\\b(?:mijn|onze) (?:collega|collega's|afdeling)\\b${GAP}\\b(?:neemt|nemen) contact\\b`,
    `\\b(?:mijn|onze) (?:collega|collega's|afdeling)\\b${GAP}\\b(?:komt|komen) (?:er )?(?:bij u |bij je )?(?:op )?terug\\b`,
    '\\b(?:zij|hij|ze) (?:neemt|komt) (?:\\w{1,12} )?(?:contact met u op|bij u (?:op )?terug|bij je (?:op )?terug)\\b',
    '\\b(?:ik heb|we hebben|wij hebben) (?:haar|hem|hen|\\p{L}{2,20}) in (?:de )?cc (?:gezet|geplaatst)\\b',
    // Someone else let to write: "laat ik onze chef Ruud je even rechtstreeks mailen", "ik laat Pieter u bellen".
    '\\b(?:laat ik|ik laat|laten we|we laten|wij laten)\\b[^.!?\\n]{0,40}?\\b(?:je|u|jullie) (?:\\p{L}{1,15} ){0,2}?(?:mailen|bellen|terugmailen|antwoorden|een mail sturen|laten weten)\\b',
    // Portuguese
    '\\b(?:encaminho|encaminhamos|encaminhei|reencaminho|reencaminhei|reencaminhamos) (?:o seu |a sua |o teu |a tua |o |a )?(?:pedido|email|e-mail|mensagem|solicitacao|pergunta)\\b',
    '\\b(?:coloco|colocamos|pus|ponho) (?:em copia|em cc)\\b',
    `\\b(?:o meu|a minha|meu|minha|nosso|nossa) (?:colega|equipa|equipe|departamento)\\b${GAP}\\b(?:ira|vai|irá) (?:responder|contactar|contatar|confirmar)\\b`,
    '\\b(?:ela|ele) (?:ira|vai) (?:responder|contacta|contactar|contatar)(?:-lhe)?\\b|\\b(?:ela|ele) (?:entrara|vai entrar) em conta(?:c)?to\\b',
    // "peço ao nosso chef que lhe escreva", "vou pedir à Ana para lhe responder".
    '\\b(?:peco|pedimos|vou pedir|vamos pedir)\\b[^.!?\\n]{0,40}?\\b(?:que|para) (?:lhe|te|vos) (?:escreva|escrever|responda|responder|envie|enviar|ligue|ligar|contacte|contactar)\\b',
    '\\b(?:coloquei|colocamos|pus)-(?:a|o|os|as) em (?:copia|cc)\\b',
  ]
    .map((p) => `(?:${p})`)
    .join('|'),
  'u',
);

/** The handoff phrase in the new text, as found in its folded form, or undefined. */
export function findHandoff(newText: string): string | undefined {
  const m = HANDOFF.exec(foldForMatching(newText.slice(0, 20_000)));
  return m ? m[0] : undefined;
}
