/**
 * A refusal written politely, without a stock phrase: the writer says they do not serve this
 * kind of customer, job size or area ("we only supply trade accounts", "on ne se déplace plus
 * pour des chantiers de moins de 80 m²", "non seguiamo privati", "no trabajamos con
 * particulares", "nur an Gewerbekunden", "buiten ons werkgebied", "só vendemos a empresas").
 *
 * It is a refusal only when the reply offers nothing the goal could use: no amount of money, no
 * question to us, no first-person offer or condition ("but we can …", "unless you open an
 * account", "si vous ouvrez un compte", "wir können Ihnen aber …"). A pointer to someone else
 * (another firm, a local builder, a showroom) is not something the goal can use: the case asked
 * this counterparty. When in doubt the reply is not a refusal, and the ordinary reading decides
 * (usually a question to the client).
 *
 * Runs on folded text (language-fold.ts), bounded; literal alternations with bounded gaps only.
 */

import { offersAlternative } from './alternative-offers.js';

const TRADE =
  '(?:registered |approved )?(?:the trade|trade(?: accounts?| customers| clients| buyers)?|businesses|companies|professionals|contractors|installers|retailers|resellers|wholesale(?: customers| accounts)?|account holders|commercial (?:customers|clients))';
const PRIVATE =
  '(?:private (?:customers|clients|individuals|buyers|persons|people|households)|the (?:general )?public|members of the public|consumers|homeowners|end (?:users|customers))';

/**
 * Any language: no new clients taken, only existing ones served, the whole capacity taken. These
 * speak for the whole business only with a "we"/"our" subject and no narrower object: "the
 * loyalty discount is only for existing customers" or "the 14th is booked out" refuse nothing.
 */
const WHOLE_BUSINESS = [
  '(?:not|no longer) (?:taking on|taking|accepting) (?:any )?new (?:clients|customers|work|jobs|instructions|bookings|orders|projects|contracts)',
  '(?:only|exclusively) (?:for|with|serve|serving|work for|working for) (?:our )?(?:existing|current|regular) (?:clients|customers)',
  "(?:are|is|we're) (?:already |completely |fully )?booked out",
  'keine neuen (?:kunden|auftrage|objekte|projekte|mandate|auftraggeber|vertrage|wartungsvertrage)',
  '(?:ausschliesslich|nur noch|nur) (?:\\w{1,15} ){0,2}(?:unserer |von |fur )?(?:bestandskunden|stammkunden)',
  "(?:n'acceptons|ne prenons|n'accepte|ne prend) (?:plus |pas )?(?:de )?nouveaux (?:clients|contrats|chantiers)",
  '(?:uniquement|exclusivement|seulement) (?:pour |avec |a |aupres de )?(?:nos )?clients (?:existants|actuels|habituels)',
  'affich(?:e|ons|ent) complet',
  'non (?:accettiamo|prendiamo|acquisiamo|seguiamo) (?:piu )?nuovi (?:clienti|contratti|incarichi)',
  '(?:solo|soltanto|esclusivamente) (?:per |con |ai )?(?:i )?(?:nostri )?clienti (?:gia acquisiti|esistenti|abituali)',
  'no (?:aceptamos|admitimos|cogemos|estamos aceptando) (?:nuevos (?:clientes|contratos|encargos)|clientes nuevos|mas clientes)',
  '(?:solo|solamente|unicamente|exclusivamente) (?:trabajamos|atendemos) (?:con|a) (?:nuestros )?clientes (?:actuales|habituales)',
  'nao (?:aceitamos|estamos a aceitar|estamos aceitando) (?:novos (?:clientes|contratos|trabalhos)|clientes novos|mais clientes)',
  '(?:apenas|so|exclusivamente) (?:trabalhamos|atendemos) (?:com|a|os) (?:nossos )?clientes (?:atuais|habituais)',
  'geen nieuwe (?:klanten|opdrachten|klussen|projecten|contracten) (?:meer )?aan',
  '(?:planning|agenda) zit (?:\\w{1,12} ){0,4}vol(?![a-z])',
  'zitten (?:we|wij) (?:helaas |momenteel |nu |op dit moment )*(?:vol|volgeboekt)(?![a-z])',
];

/** Phrases saying whom or what the writer does not serve, per language (folded). */
const NOT_SERVED = new RegExp(
  `\\b(?:${[
    ...WHOLE_BUSINESS,
    // English
    `(?:we|i) (?:only|exclusively) (?:supply|sell(?: to)?|serve|deal with|work with|trade with|deliver to|cater (?:to|for)|quote (?:for|to)) (?:to )?${TRADE}`,
    `(?:we(?:'re| are)|it's|this is) (?:a )?(?:trade|wholesale)[- ]only`,
    `(?:we|i) (?:don't|do not|can't|cannot|won't|no longer) (?:sell|supply|serve|deal|work|quote|deliver|cater)(?: direct(?:ly)?)?(?: (?:to|with|for))? ${PRIVATE}`,
    "(?:we|i) (?:don't|do not|no longer|can't|cannot|won't) (?:take on|do|accept|quote (?:for|on)|travel (?:out )?for|come out for|go out for) (?:any )?(?:jobs|orders|work|projects|installations|deliveries|call-outs)(?: [\\w²³]{1,15}){0,2} (?:under|below|smaller than|of less than|less than)",
    '(?:is|are|falls?|sits?) (?:well )?(?:below|under) our minimum',
    "(?:is|it's|that's) (?:too small|too little) (?:a job |an order )?for us",
    '(?:is|are|falls?|lies?) (?:outside|beyond) (?:of )?our (?:area|service area|delivery area|catchment(?: area)?|region|patch|radius)',
    "we (?:don't|do not|can't|cannot) (?:cover|serve|deliver to|work in) (?:your|that|this) (?:area|region|postcode|part of the country)(?=\\s*(?:[.,;!:\\n)]|$))",
    // French
    "(?:nous ne|on ne) (?:travaillons|travaille|vendons|vend|livrons|livre|servons|sert|fournissons|fournit) qu'(?:avec|aux|a|pour) (?:des |les )?(?:professionnels|entreprises|revendeurs|artisans|installateurs|poseurs|societes|pros)",
    '(?:nous ne|on ne) (?:travaillons|travaille|vendons|vend|livrons|livre|servons|sert|fournissons|fournit) pas (?:avec|aux|a|pour) (?:des |les )?particuliers',
    'pas de (?:vente aux |ventes aux )?particuliers',
    '(?:reserve|reservee|reserves|reservees|destine|destinee|destines) (?:uniquement |exclusivement )?aux (?:professionnels|entreprises|revendeurs)',
    "(?:nous ne nous|on ne se) deplac(?:e|ons) (?:plus|pas)(?: [\\w²³'-]{1,15}){0,6} pour (?:des |les )?(?:chantiers|travaux|interventions|commandes|surfaces)(?: [\\w²³'-]{1,15}){0,2} (?:de moins de|inferieur|en dessous de|sous)",
    "(?:nous ne|on ne) (?:prenons|prend|faisons|fait|acceptons|accepte) (?:plus |pas )?(?:de |les |d')?(?:chantiers|commandes|travaux|interventions)(?: [\\w²³'-]{1,15}){0,2} (?:de moins de|inferieur|en dessous de)",
    'trop petite? pour nous',
    '(?:en dessous|au-dessous) de notre minimum',
    "(?:est|etes|sont|se trouve|se situe|c'est) hors de (?:notre|nos) (?:zone|secteur|rayon|perimetre|zones|secteurs)",
    // Italian
    'non (?:seguiamo|serviamo|trattiamo|forniamo) (?:i )?privati',
    'non (?:vendiamo|forniamo|lavoriamo) (?:ai|a|con|per) (?:i )?privati',
    '(?:lavoriamo|vendiamo|forniamo|trattiamo) (?:esclusivamente|solo|soltanto|unicamente) (?:con|a|ai|alle|per) (?:le |i |gli )?(?:imprese|aziende|professionisti|rivenditori|installatori|posatori|ditte|operatori del settore|partite iva)',
    "non (?:accettiamo|prendiamo|facciamo|eseguiamo) (?:piu )?(?:ordini|lavori|commesse|cantieri|interventi)(?: [\\w²³'-]{1,15}){0,2} (?:sotto|inferiori a|al di sotto di|di meno di)",
    'troppo piccol[oai] per noi',
    'sotto il nostro minimo',
    '(?:e|siete|sono|si trova) fuori (?:dalla nostra zona|zona|dalla nostra area|dal nostro raggio)',
    // Spanish
    'no (?:trabajamos|vendemos|atendemos|servimos|suministramos) (?:con |a )?particulares',
    '(?:solo|solamente|unicamente|exclusivamente) (?:trabajamos|vendemos|servimos|suministramos|atendemos) (?:con|a) (?:empresas|profesionales|distribuidores|instaladores|clientes profesionales|el gremio|mayoristas)',
    'trabajamos (?:solo|solamente|unicamente|exclusivamente) (?:con|para) (?:empresas|profesionales|distribuidores|instaladores|el gremio|mayoristas)',
    "no (?:aceptamos|hacemos|cogemos|realizamos) (?:pedidos|trabajos|obras|encargos)(?: [\\w²³'-]{1,15}){0,2} (?:de menos de|inferiores a|por debajo de|menores de)",
    'demasiado pequen[oa] para nosotros',
    'por debajo de nuestro (?:pedido )?minimo',
    '(?:esta|estan|queda|quedan|cae) fuera de nuestra (?:zona|area)',
    // Portuguese
    'nao (?:trabalhamos|vendemos|atendemos|fornecemos) (?:com |a |para )?particulares',
    '(?:so|apenas|somente|exclusivamente) (?:trabalhamos|vendemos|fornecemos|atendemos) (?:com|a|para) (?:empresas|profissionais|revendedores|instaladores|distribuidores)',
    'trabalhamos (?:so|apenas|somente|exclusivamente) (?:com|para) (?:empresas|profissionais|revendedores|instaladores|distribuidores)',
    "nao (?:aceitamos|fazemos|pegamos) (?:encomendas|trabalhos|obras|pedidos)(?: [\\w²³'-]{1,15}){0,2} (?:de menos de|inferiores a|abaixo de)",
    'pequen[oa] demais para nos',
    'abaixo do nosso minimo',
    '(?:esta|estao|fica|ficam) fora da nossa (?:zona|area|regiao)',
    // German
    '(?:wir )?(?:verkaufen|liefern|arbeiten) (?:wir )?(?:ausschliesslich|nur) (?:an|mit|fur) (?:gewerbe\\w*|wiederverkaufer\\w*|fachhandel\\w*|handler\\w*|geschaftskunden|firmenkunden|handwerk\\w*|fachbetrieb\\w*|unternehmen)',
    '(?:keine|nicht an|nicht fur) privat(?:kunden|personen|leute)',
    'kein(?:en)? privatverkauf',
    'zu klein fur uns',
    'unter unserem mindest\\w*',
    '(?:liegt|liegen|ist|sind) (?:leider )?ausserhalb unseres (?:liefergebiet|einzugsgebiet|gebiet|arbeitsgebiet|einsatzgebiet|servicegebiet)s?',
    '(?:auftrage|bestellungen|einsatze|baustellen|projekte) unter(?: [\\w²³,.-]{1,15}){1,3} (?:nehmen|ubernehmen|machen|fahren|bearbeiten) wir (?:leider )?(?:nicht|keine)',
    // Dutch
    '(?:wij|we) (?:leveren|verkopen|werken) (?:alleen|uitsluitend|enkel) (?:aan|met|voor) (?:de )?(?:handel|zakelijke klanten|bedrijven|professionals|vakhandel|installateurs|aannemers|wederverkopers)',
    '(?:geen|niet aan|niet voor) particulieren',
    'te klein voor ons',
    'onder ons minimum',
    '(?:ligt|valt|is|vallen|liggen) (?:helaas )?buiten ons (?:werkgebied|verzorgingsgebied|leveringsgebied|gebied)',
    '(?:wij|we) (?:nemen|doen|accepteren) geen (?:opdrachten|klussen|bestellingen|orders)(?: [\\w²³]{1,15}){0,2} (?:onder|kleiner dan|van minder dan)',
  ].join('|')})(?![a-z])`,
);

const WHOLE_BUSINESS_PHRASE = new RegExp(`^(?:${WHOLE_BUSINESS.join('|')})$`);

/** The writer's own business as subject: a first-person word in the sentence, or a first-person plural verb in the phrase. */
const WE_SUBJECT =
  /\b(?:we|we're|i'm|i am|our|us|wir|unser\w*|nous|notre|nos|noi|nostr\w*|nosotros|nuestr\w*|wij|ons|onze|nosso\w*|nossa\w*)\b/;
const WE_VERB = /\w(?:iamo|amos|emos|imos|ons)\b/;

/** A narrower object than the request: one offer, a discount, a promotion ("Treuerabatt", "la remise"). */
const NARROWER =
  /(?:discount|rabatt|remise|reduction|sconto|descuento|desconto|korting|promotion|promo\b|voucher|gutschein|coupon)/;

/** A negation just before the phrase ("non lavoriamo solo con …" is the opposite). */
const NEGATED_BEFORE = /(?:\bnon|\bno|\bnao|\bniet|\bnicht|\bnot|n't)\s+$/;

/** An amount of money: the reply quoted something, which the ordinary reading weighs. */
const MONEY = /[€£$]\s?\d|\d\s?(?:€|£|\$|eur\b|euros?\b|gbp\b|usd\b|chf\b|pounds?\b|dollars?\b)/;

/**
 * Terms rather than a no: the sentence of the phrase speaks of a cost ("deliveries outside our
 * area carry a surcharge", "pas de vente aux particuliers sans acompte").
 */
const TERMS =
  /\b(?:surcharge|supplement|extra|charge[sd]?|costs?|fee|price|zuschlag|aufpreis|kosten|preis|supplemento|sovrapprezzo|costo|prezzo|recargo|coste|precio|tarifa|toeslag|kosten|prijs|acrescimo|custo|preco|taxa|cout|prix|tarif|sans|without|ohne|senza|sin|sem|zonder|acompte|anzahlung|acconto|senal|aanbetaling|sinal)\b/;

/** A first-person offer or a condition under which the writer would serve us. */
const OFFER = new RegExp(
  `\\b(?:${[
    "(?:but|however|though),? (?:we|i) (?:can|could|would|will|'d|do)",
    // … not after "nothing" ("there's nothing I can quote you here" offers nothing)
    "(?<!nothing (?:that )?)(?:we|i) (?:can|could|'d be happy to|would be happy to|are happy to|'re happy to) (?:offer|propose|suggest|quote|do|supply|deliver|make)",
    'what (?:we|i) can (?:do|offer)',
    'unless',
    'if you (?:open|register|set up|have|are|can|apply|sign up)',
    '(?:open|set up|apply for) (?:a|an) (?:trade |business )?account',
    'register with us',
    'mais (?:nous pouvons|on peut|je peux)',
    '(?:nous pouvons|on peut|je peux) vous (?:proposer|offrir|faire)',
    'en revanche',
    'sauf si',
    'si vous (?:ouvrez|avez|etes|creez|disposez)',
    'ouvrir un compte',
    'pero (?:possiamo|posso)',
    '(?:possiamo|posso) (?:proporle|offrirle|proporvi|offrirvi|farle|farvi)',
    'a meno che',
    'se (?:lei |voi )?(?:apre|aprite|ha una|avete una|si registra|vi registrate)',
    'aprire un conto',
    'pero (?:podemos|puedo)',
    '(?:podemos|puedo) (?:ofrecerle|proponerle|ofrecerles|hacerle)',
    'a menos que',
    'salvo que',
    'si (?:usted )?(?:abre|tiene|se registra|dispone de)',
    'abrir una cuenta',
    'mas (?:podemos|posso)',
    '(?:podemos|posso) (?:oferecer|propor|fazer)(?:-lhe)?',
    'salvo se',
    'se (?:abrir|tiver|se registar|se registrar)',
    'abrir uma conta',
    'aber (?:wir konnen|ich kann)',
    'wir konnen ihnen (?:aber|jedoch|gerne|gern)',
    'es sei denn',
    'wenn sie (?:ein gewerbe|sich registrieren|ein kundenkonto|gewerbetreibend)',
    'kundenkonto (?:eroffnen|anlegen)',
    'maar (?:we|wij|ik) (?:kunnen|kan)',
    '(?:wij|we) kunnen (?:u|je) wel',
    'tenzij',
    'als (?:u|je) (?:een account|zich registreert|je registreert)',
    'account (?:aanmaken|openen)',
  ].join('|')})(?![a-z])`,
);

/** The not-served phrase of the (new) text, folded, when the reply offers nothing else; or undefined. */
export function findNotServed(folded: string): string | undefined {
  const text = folded.slice(0, 20_000);
  const m = NOT_SERVED.exec(text);
  if (!m) return undefined;
  if (NEGATED_BEFORE.test(text.slice(Math.max(0, m.index - 8), m.index))) return undefined;
  const sentence = sentenceOf(text, m.index, m.index + m[0].length);
  if (TERMS.test(sentence)) return undefined;
  if (WHOLE_BUSINESS_PHRASE.test(m[0]) && !(WE_SUBJECT.test(sentence) || WE_VERB.test(m[0]))) return undefined;
  if (NARROWER.test(sentence)) return undefined;
  return offersNothing(text) ? m[0] : undefined;
}

/**
 * Whether a reply (new text, folded) offers nothing the goal could use: no amount of money, no
 * question to us, no first-person offer or condition, no other date, nothing named still free
 * (alternative-offers.ts). A polite no without a stock phrase counts as a refusal only then
 * (here, and guards/declines.ts).
 */
export function offersNothing(folded: string): boolean {
  // A sentence that declares an offer void ("Das Angebot über 1,45 €/kg ist damit gegenstandslos")
  // offers nothing.
  const live = folded
    .slice(0, 20_000)
    .split(/(?<=[.!?\n])/)
    .filter((s) => !VOID_OFFER.test(s))
    .join('');
  return !live.includes('?') && !namesMoney(live) && !OFFER.test(live) && !offersAlternative(live);
}

/**
 * A sentence that declares an offer or a price void ("ist damit gegenstandslos", "that quote is
 * withdrawn", "le devis est caduc", "queda sin efecto", "l'offerta è annullata", "de offerte
 * vervalt", "a proposta fica sem efeito").
 */
const VOID_OFFER =
  /\b(?:gegenstandslos|hinfallig|(?:null and )?void|withdrawn|caduc(?:ue)?|sans objet|sin efecto|annullat[ao]|vervalt|vervallen|sem efeito)\b/;

/**
 * Whether the (folded) text names an amount of money that could answer: not one given for the
 * record or for another occasion ("for your records, this year's rents were £214", "por si en
 * otra ocasión tienen carga general, nuestra tarifa es de 95 €", "à titre d'information, une stérilisation de
 * chatte c'est 160 €").
 */
export function namesMoney(folded: string): boolean {
  if (!MONEY.test(folded)) return false;
  return folded
    .slice(0, 20_000)
    .split(/[.!?;\n]+/)
    .some((s) => MONEY.test(s) && !ANOTHER_OCCASION.test(s));
}

/** A sentence given for the record or for another occasion, in the seven languages (folded). */
export const ANOTHER_OCCASION =
  /\b(?:for (?:your|the) records?|for future reference|for (?:another|a future|any future) (?:occasion|time|job|enquiry)|fur (?:ihre unterlagen|ein anderes mal|kunftige (?:anfragen|auftrage))|pour (?:une prochaine fois|une autre occasion|memoire)|(?:por si|para) (?:en )?otra ocasion|por si en el futuro|per (?:un'altra occasione|il futuro)|voor een (?:volgende|andere) keer|para (?:outra ocasiao|o futuro)|for (?:your )?information|just so you know|zu ihrer information|zur information|a titre d'information|pour information|a titulo informativo|a titulo de informacao|a titolo (?:informativo|di informazione)|per (?:vostra |sua )?informazione|ter (?:uwer |uw )?informatie|for (?:your )?reference|para (?:sua )?referencia|como referencia|a titre de reference|pour reference|per riferimento|ter referentie|zur orientierung)\b/;

/**
 * The sentence holding [start, end) and the sentence after it (to the next of `stops`): where a
 * no and what the writer offers beside it ("… but we still have two studios") are read together.
 */
export function sentenceAndNext(text: string, start: number, end: number, stops = /[.!?\n]/): string {
  const stop = text.slice(end).search(stops);
  // The next sentence, bounded to 400 characters.
  const after = stop >= 0 ? text.slice(end + stop + 1, end + stop + 400).replace(/^\s+/, '') : '';
  const endOfNext = after.search(new RegExp(`${stops.source}|$`));
  return `${sentenceOf(text, start, end)} ${after.slice(0, Math.max(0, endOfNext))}`;
}

/** The sentence (or line) holding [start, end), bounded to 300 characters either side. */
export function sentenceOf(text: string, start: number, end: number): string {
  const ends = (c: string | undefined) => c === '.' || c === '!' || c === '?' || c === '\n' || c === ';';
  let from = start;
  while (from > 0 && start - from < 300 && !ends(text[from - 1])) from--;
  let to = end;
  while (to < text.length && to - end < 300 && !ends(text[to])) to++;
  return text.slice(from, to);
}
