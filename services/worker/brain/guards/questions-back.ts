import { foldForMatching } from '../language-fold.js';

/**
 * A question back that only the client can answer, asked beside a complete answer: the
 * counterparty wants to know how many, which option, what time, who, someone's details, or "A or B?" ("Do you want
 * the pallet at the gate or round the back?", "Wie viele Stück brauchen Sie genau?", "Préférez-vous
 * la version en chêne ou en hêtre ?", "¿A qué hora se puede acceder a la obra?", "Quale colore
 * preferite?", "Hoeveel stuks wilt u precies?", "Quantas unidades pretende?"). Their answer is
 * not final until the client answers, so the values they gave are not delivered: the client is
 * asked, their question quoted. Courtesy ("any other questions?", "can I help with anything
 * else?"), an offer to act for us ("shall I book it?", "soll ich …", "voulez-vous que je …") and
 * a request for our agreement are not such questions (agreement-questions.ts reads those).
 * On folded text (language-fold.ts), in the seven languages; literal alternations only.
 */

/** Asking for a count, an option, a time, a person or a place: an answer only the client has. */
const ASKS_CLIENT_FACT = new RegExp(
  `\\b(?:${[
    // English
    'how many|how much (?:do|would|will) you (?:need|want|require)|which (?:one|ones|option|colou?r|size|model|version|finish|day|time|slot|address|entrance)|what (?:time|size|colou?r|quantity|model|version)|when (?:can|could|should|would|will) (?:we|our|the|i)|who (?:will|should|can|is going to)',
    // German
    'wie viele?|welche[nrsm]? (?:option|farbe|grosse|variante|ausfuhrung|modell|uhrzeit|adresse|tag)|um wie viel uhr|wann (?:konnen|durfen|sollen) wir|wer (?:wird|kann|soll|nimmt)',
    // French
    'combien|quel(?:le)?s? (?:option|couleur|taille|modele|version|finition|jour|heure|creneau|adresse|quantite)|a quelle heure|quand (?:pouvons|pourrons|peut|pourra)|qui (?:sera|pourra|va|recevra|receptionnera)',
    // Spanish
    'cuant[oa]s|cual(?:es)? (?:opcion|color|talla|modelo|version|acabado|prefiere|prefieren)|que (?:color|talla|modelo|version|opcion|cantidad)|a que hora|cuando (?:podemos|podriamos|puede|pueden)|quien (?:va a|podra|recibira|estara)',
    // Italian
    'quant[ie]|qual[ei]? (?:opzione|colore|taglia|modello|versione|finitura|preferite|preferisce)|che (?:colore|taglia|modello|versione|quantita)|a che ora|quando (?:possiamo|potremo|si puo)|chi (?:sara|potra|ricevera|ritira)',
    // Dutch
    'hoeveel|welke (?:optie|kleur|maat|model|versie|uitvoering|dag|tijd|adres|ingang)|hoe laat|wanneer (?:kunnen|mogen) (?:we|wij)|wie (?:zal|kan|neemt)',
    // Portuguese
    'quant[oa]s|qual (?:opcao|cor|tamanho|modelo|versao|acabamento|prefere|preferem)|que (?:cor|tamanho|modelo|versao|quantidade)|a que horas|quando (?:podemos|poderemos|pode)|quem (?:vai|ira|podera|recebe)',
  ].join('|')})\\b`,
);

/**
 * The option, solution or variant our side chooses, asked by its participle or as our choice:
 * "Could you tell us the option you have chosen?", "Welche ist die gewünschte Variante?",
 * "Pourriez-vous nous indiquer l'option retenue ?", "¿Nos indica la opción elegida?", "Ci può
 * indicare l'opzione scelta?", "Kunt u de gekozen optie doorgeven?", "Pode indicar a opção
 * escolhida?", or "your choice / decision" in the seven languages: a choice only the client makes.
 */
const CHOSEN_OPTION = new RegExp(
  `\\b(?:${[
    "(?:option|solution|variant|package|alternative)s? (?:you(?:'ve| have)? (?:chosen|picked|selected|prefer|decided on))|(?:your|the) (?:chosen|preferred|selected) (?:option|solution|variant|package|alternative)|your (?:choice|decision)",
    '(?:gewunschte|gewahlte|bevorzugte)n? (?:option|variante|losung|ausfuhrung|alternative)|ihre (?:wahl|entscheidung)',
    '(?:option|solution|formule|variante|alternative)s? (?:retenue|choisie|preferee|souhaitee)s?|votre (?:choix|decision)',
    '(?:opcion|solucion|variante|alternativa)(?:es)? (?:elegida|escogida|preferida|deseada)s?|su (?:eleccion|decision)',
    '(?:opzione|soluzione|variante|alternativa) (?:scelta|preferita|desiderata)|(?:la sua|la vostra) (?:scelta|decisione)',
    '(?:gekozen|gewenste) (?:optie|oplossing|variant|alternatief)|uw (?:keuze|beslissing)',
    '(?:opcao|solucao|variante|alternativa) (?:escolhida|preferida|pretendida|desejada)|(?:sua|vossa) (?:escolha|decisao)',
  ].join('|')})\\b`,
);

/** Details of the client's side asked for: a name, a phone, a registration, a contact, an address. */
const DETAILS =
  /\b(?:names?|phone|mobile|number|registration|reg|plate|contact|address|kennzeichen|telefon\w*|handynummer|ansprechpartner\w*|adresse|nom|telephone|portable|immatriculation|numero|nombre|telefono|movil|matricula|contacto|direccion|nome|cellulare|targa|referente|indirizzo|naam|telefoonnummer|mobiel|kenteken|contactpersoon|adres|telemovel|morada|endereco)\b/;
const TELL_US =
  /\b(?:send|give|tell|provide|let (?:us|me) (?:have|know)|forward|confirm|mitteilen|nennen|senden|schicken|geben|communiquer|indiquer|donner|envoyer|transmettre|indicar|enviar|facilitar|dar|decir|indicare|comunicare|inviare|dare|dire|doorgeven|sturen|geven|laten weten|doorsturen|informar|mandar)\b/;

/** Two options put to the client: "… or …?", "… oder …?", "… ou …?", "… o …?", "… of …?". */
const EITHER_OR = /\b(?:or|oder|ou|o|of)\b/;
const WANT_OR_PREFER =
  /\b(?:do you (?:want|prefer|need)|would you (?:like|prefer)|should (?:we|it|they)|mochten sie|wollen sie|bevorzugen sie|sollen wir|soll (?:es|die|der|das)|preferez|voulez-vous|souhaitez|prefiere|prefieren|quiere|desea|preferite|preferisce|volete|vuole|desidera|wilt u|wil je|heeft u liever|moeten we|prefere|preferem|quer|querem|deseja)\b/;

/**
 * The client's preference asked with the options in the sentence before ("Disposable at €15.40 or
 * reusable at €16.90. Which would you prefer?", "Was ist Ihnen lieber?", "Que préférez-vous ?",
 * "¿Qué prefiere?", "Cosa preferite?", "Wat heeft u liever?", "O que prefere?"): their choice.
 */
const PREFERENCE =
  /\b(?:(?:what|which) (?:would you prefer|do you prefer|would you rather|suits you better|works better for you)|what(?:'s| is) your preference|was (?:ist|ware) ihnen lieber|was (?:bevorzugen|mochten) sie|welche[nrs]? (?:bevorzugen|mochten) sie|was hatten sie (?:lieber|gern)|(?:que|qu'est-ce que vous) prefere[zr]|laquelle (?:preferez|choisissez)|lequel preferez|que (?:prefiere|prefieren|preferis)|cual (?:le|les) (?:viene mejor|conviene mas)|(?:che )?cosa (?:preferite|preferisce)|quale (?:vi|le) (?:va|conviene) meglio|wat (?:heeft|hebt|wilt) (?:u|je|jij|jullie) liever|wat is (?:uw|je|jullie) voorkeur|welke (?:heeft|geniet) (?:uw|de) voorkeur|(?:o )?que (?:prefere|preferem)|qual (?:lhe|lhes) (?:convem|da mais jeito)|(?:how|which(?: one)?) (?:you(?:'d| would)? (?:like|prefer|want)|would you like)|come (?:preferisce|preferite|vuole procedere|volete procedere)|quale (?:preferisce|preferite|sceglie|scegliete)|(?:como|cual) (?:prefiere|prefieren|quiere proceder)|comment (?:vous )?(?:preferez|souhaitez proceder)|laquelle vous (?:preferez|souhaitez)|wie (?:sie es )?(?:lieber|mochten|wunschen) (?:haben|verfahren)?|welke (?:u|je) (?:wilt|verkiest|kiest)|hoe (?:u|je) het (?:liefst|wilt)|como (?:prefere|preferem)|qual (?:prefere|preferem|escolhe))\b/;

/**
 * Whether something exists or is there on the client's side, asked yes or no: "Is there a 32 A
 * socket near the pitch?", "Gibt es auf dem Gelände einen Starkstromanschluss?", "Y a-t-il un
 * monte-charge ?", "¿Hay acceso para camiones?", "C'è un ascensore?", "Is er een laadperron?",
 * "Há estacionamento no local?"; also "Do you have a loading bay?" ("Haben Sie …", "Avez-vous
 * …", "¿Tienen …", "Avete …", "Heeft u …", "Têm …"). Only what the client knows of their site or
 * needs; courtesy ("do you have any questions?") is excluded by NOT_FOR_CLIENT.
 */
const EXISTS_ON_SITE =
  /^(?:\W*\d[).]\s*)?(?:\p{L}+,\s*)?(?:is there|are there|will there be|do you have|have you got|does (?:the|your) \p{L}+ have|gibt es|haben sie|verfugen sie uber|y a-t-il|y aura-t-il|est-ce qu'il y a|avez-vous|disposez-vous|hay|habra|tienen|tiene usted|dispone[n]? de|c'e|ci sono|ci sara|avete|disponete di|is er|zijn er|heeft u|hebben jullie|beschikt u over|havera|existe|tem|tens|tem voces|dispoe[m]? de)\b/u;

/**
 * Courtesy and offers to act for us: not a question for the client. Questions are courtesy only
 * when asked about ("any other questions?", "Haben Sie noch Fragen?", "¿Tiene alguna duda?"):
 * "Which questions should the quiz cover?" asks the client.
 */
const NOT_FOR_CLIENT = new RegExp(
  `\\b(?:${[
    // English
    '(?:any|other|more|further) (?:other |more |further )?(?:questions?|queries)|(?:have|got) (?:any )?(?:questions?|queries)|anything else|help (?:you )?with|can i help|shall i|should i|do you want me to|would you like me to|want us to|like us to|may i',
    // German
    '(?:noch|weitere|irgendwelche|andere) fragen|fragen haben|haben sie (?:noch )?fragen|soll ich|mochten sie,? dass (?:ich|wir)|kann ich (?:ihnen )?(?:noch )?(?:helfen|etwas)',
    // French
    "(?:d'autres|des|autres?) questions?|autre chose|puis-je|dois-je|voulez-vous que (?:je|nous)|souhaitez-vous que (?:je|nous)",
    // Spanish
    '(?:alguna|otra|mas|otras) (?:dudas?|preguntas?)|tienen? (?:dudas|preguntas)|(?:dudas|preguntas) adicionales|quiere que (?:le|les|lo|la)? ?(?:reserve|envie|confirme|llame)|desea que|le ayudo|algo mas|otra cosa',
    // Italian
    '(?:altre|ulteriori|delle|qualche) (?:domande|domanda|dubbi)|(?:avete|ha|hai) (?:domande|dubbi)|vuole che|volete che|posso (?:aiutare|fare)|altro',
    // Dutch
    '(?:nog|andere|verdere) vragen|(?:heeft u|hebt u|heb je|hebben jullie) vragen|zal ik|wilt u dat (?:ik|we)|kan ik|nog iets',
    // Portuguese
    '(?:alguma|outras?|mais) (?:duvidas?|perguntas?)|(?:tem|tens|tenha) (?:duvidas|perguntas)|quer que (?:eu|nos)|posso ajudar|mais alguma',
  ].join('|')})\\b`,
);

/** Whether a question (as written) asks the client for a fact or a choice only they can give. */
export function asksTheClient(question: string): boolean {
  const f = foldForMatching(question).slice(0, 500);
  if (NOT_FOR_CLIENT.test(f)) return false;
  if (ASKS_CLIENT_FACT.test(f) || PREFERENCE.test(f) || CHOSEN_OPTION.test(f) || (DETAILS.test(f) && TELL_US.test(f)))
    return true;
  if (EXISTS_ON_SITE.test(f.replace(/^[¿\s]+/, ''))) return true;
  return WANT_OR_PREFER.test(f) && EITHER_OR.test(f.slice(f.search(WANT_OR_PREFER)));
}

/**
 * The first of a reply's questions (sentences ending in "?") that only the client can answer and
 * the case's knowledge does not (`fromCase`), or undefined. A request written as a statement
 * ("please send us your PO number when you order") asks for something later: the answer stands.
 */
export function questionBack(
  questions: readonly string[],
  fromCase: (q: string) => string | undefined,
): string | undefined {
  return questions.find((q) => /[?？]\s*$/.test(q) && asksTheClient(q) && fromCase(q) === undefined);
}
