import type { ReadLang } from './language.js';
import { negated, REGRET } from './negation.js';
import { CONSEQUENCE, UNSURE } from './date-evidence.js';
import { NO_CHARGE } from './lexicons/no-charge.js';
import { EXCLUDED, INCLUDED } from './lexicons/inclusion.js';
import { scopedFree } from './scoped-free.js';
import { withoutContrasts } from './contrasts.js';
import { includerVerbAt } from './includer-subject.js';
import { endsItsPart, inclusionVerbBefore, LIST_BREAK } from './inclusion-list.js';

/**
 * Yes or no in a sentence, in the seven reading languages, on folded text (lower case,
 * no accents). A negation (`not`, `nicht`, `kein`, `pas`, `no ...`, `out of stock`, `sold out`,
 * `unfortunately` ...) makes it no; otherwise an affirmation (`yes`, `ja`, `oui`, `si`, `in
 * stock`, `available`, `we can` ...) makes it yes; a sentence with neither says nothing. "No
 * problem" and its kin are affirmations.
 */

export const NO_PROBLEM =
  /\b(?:no problem|not a problem|kein problem|(?:n'est )?pas (?:de|un) (?:souci|probleme)|aucun (?:souci|probleme)|no (?:es|sera) (?:ningun |un )?problema|no hay (?:ningun )?problema(?: ninguno| alguno)?|ningun problema|sin problema|non e (?:un )?problema|non c'e (?:nessun |alcun )?problema|nessun problema|geen probleem|nao e (?:um )?problema|nao ha (?:nenhum )?problema(?: nenhum| algum)?|nenhum problema|sem problema)\b/g;

const NO_CHARGE_ONE = new RegExp(NO_CHARGE.source, 'u');
/** Whether a text says something is part of the deal ("covers", "comprend", "incluye", "enthalten", "inbegrepen"); folded. */
export function saysIncluded(folded: string): boolean {
  return INCLUDED.test(folded);
}

/** A word that says included or free by itself ("inklusive", "compris", "inbegrepen", "gratis"). */
export function inclusionWord(word: string): boolean {
  return INCLUDED.test(word) || NO_CHARGE_ONE.test(word);
}

/**
 * "Is part of", "fait partie de", "forma parte de", "fa parte di", "maakt deel uit van", "faz parte
 * de": included only when what it is part of is the deal itself (the price, the package, the
 * service, "le forfait", "el presupuesto", "il pacchetto", "de offerte", "o orçamento") within a
 * few words. "Part of a separate package", "part of the hotel next door" or "part of the final
 * invoice" says nothing of inclusion, and neither does a clause that bills, charges or adds it,
 * or writes a price (partOfTheDeal).
 */
const PART_OF =
  /\b(?:part of|(?:gehort|gehoren) (?:\p{L}+ ){0,2}(?:zum|zur|zu)|(?:hoort|horen) (?:\p{L}+ ){0,2}bij|(?:fait|font) partie (?:de|du|des)|(?:forma|forman) parte (?:de|del)|(?:fa|fanno) parte (?:di|del|della|dello|dei|delle)|(?:maakt|maken) deel uit van|(?:faz|fazem) parte (?:de|do|da|dos|das))\b/u;
const DEAL_NOUN =
  /^(?:hire|rental|membership|miete|mitgliedschaft|location|alquiler|noleggio|abbonamento|abono|aluguer|aluguel|assinatura|huur|zaalhuur|lidmaatschap|price|prices|rate|rates|quote|quotation|package|deal|plan|offer|service|subscription|tier|bundle|fee|contract|agreement|policy|cover|preis|angebot|paket|leistung\w*|pauschale|vertrag|tarif|prix|devis|offre|forfait|prestation|formule|contrat|precio|tarifa|presupuesto|oferta|paquete|servicio|contrato|prezzo|tariffa|preventivo|offerta|pacchetto|servizio|contratto|piano|prijs|tarief|offerte|pakket|aanbod|dienst|dienstverlening|abonnement|preco|orcamento|pacote|servico|plano)$/;
/** What makes the whole apart or paid for: the thing is not included whatever it is part of. */
const APART =
  /\b(?:separate\w*|extra|additional|optional|billed|charged|added|invoiced|separat|gesondert|zusatzlich\w*|berechnet|separee?s?|supplementaire\w*|factur\w*|aparte|separad[oa]s?|adicional\w*|opcional\w*|cobrad[oa]s?|separat[oa]|aggiuntiv[oaie]|opzional[ei]|fatturat[oa]|apart|afzonderlijk\w*|aanvullend\w*|berekend|gefactureerd|cobrad[oa]s?)\b|[€$£]|\d/;

/** Whether the text says its subject is part of the deal ("is part of our standard package"). */
function partOfTheDeal(text: string): boolean {
  const m = PART_OF.exec(text);
  if (!m || APART.test(text)) return false;
  const words = text.slice(m.index + m[0].length).match(/\p{L}+/gu) ?? [];
  return words.slice(0, 4).some((w) => DEAL_NOUN.test(w));
}

/** Said of a thing to buy: there is none, or only once ordered in ("backordered", "nicht vorrätig"; negation words themselves come from negation.ts). */
const NONE_LEFT =
  /\b(?:unavailable|out of stock|sold out|back[- ]?order(?:ed)?|nicht vorratig|en reapprovisionnement|in riordino|in nabestelling|ausverkauft|vergriffen|nicht (?:auf lager|lieferbar)|rupture|epuises?|indisponibles?|agotad[oa]s?|sin (?:stock|existencias)|esaurit[oaie]|non disponibil[ei]|uitverkocht|niet (?:leverbaar|op voorraad)|esgotad[oa]s?|indisponive(?:l|is))\b/;

/** A no: a negating word (not "without": "without extra charge" is read above), a regret, or none left. */
function saysNo(text: string, lang?: ReadLang): boolean {
  return negated(text, lang, { privative: false }) || REGRET.test(text) || NONE_LEFT.test(text);
}

/**
 * Two alternating cases in one sentence ("some weeks nothing, some weeks loads", "sometimes yes,
 * sometimes no", "manchmal …, manchmal …", "parfois …, parfois …", "a veces …, a veces …", "a
 * volte …, a volte …", "soms …, soms …", "às vezes …, às vezes …"): the sentence says it varies,
 * neither yes nor no. The same opening word twice within one sentence; bounded gap: linear.
 */
const ALTERNATING =
  /\b(some (?:weeks|days|months|times)|sometimes|manchmal|mal|parfois|tantot|a veces|unas veces|a volte|talvolta|soms|as vezes|ora)\b[^.!?;]{1,60}?,\s*(?:and |but |und |et |y |e |en |mais |ma |maar )?\1\b/;

/**
 * Free on a date or doable, said of a room, a slot or a job ("the room is still free", "free on
 * the 15th", "le samedi est encore libre", "ist noch frei", "e fattibile", "is haalbaar"). Free of
 * charge is another sense: "delivery is free", "free on orders over £500" are not read here.
 */
export const FREE_OR_DOABLE = String.raw`still free|free on (?!orders?|all|any|purchases?|deliver)|(?:est|sont) (?:encore |toujours )?libres?|noch frei|(?:esta|estan) (?:todavia |aun )?libres?|(?:e|sono) (?:ancora )?liber[oaie]|(?:is|zijn) (?:nog )?vrij|(?:esta|estao) (?:ainda )?livres?|feasible|doable|faisable|realisable|machbar|factible|realizable|fattibile|realizzabile|haalbaar|uitvoerbaar|viavel|exequivel`;

const POSITIVE = new RegExp(
  String.raw`\b(?:noproblem|(?:is|'s|are) (?:fine|ok|okay)|${FREE_OR_DOABLE}|yes|yeah|yep|sure|certainly|of course|absolutely|correct|confirmed|we can|we do|we will|is included|are included|included|in stock|available|ja|jawohl|klar|gerne|naturlich|selbstverstandlich|bestatigt|auf lager|vorratig|verfugbar|konnen wir|inklusive|enthalten|oui|bien sur|certainement|volontiers|confirme|en stock|disponible|disponibles|nous pouvons|inclus|claro|por supuesto|desde luego|confirmado|podemos|tenemos|en existencia|incluido|incluida|certo|certamente|volentieri|confermat[oaie]|possiamo|disponibil[ei]|in magazzino|zeker|natuurlijk|uiteraard|bevestigd|(?:wij|we) kunnen|kunnen (?:wij|we)|beschikbaar|op voorraad|sim|com certeza|confirmad[oa]s?|confirmee?s?|disponive(?:l|is)|em (?:stock|estoque))\b`,
);

/**
 * `true`, `false`, or undefined when the folded sentence says neither; `lang`, the text's
 * language when known, reads the words that negate in one language only (Portuguese "no" is "in the").
 */
export function polarity(folded: string, lang?: ReadLang): boolean | undefined {
  // "some weeks nothing, some weeks loads", "manchmal ja, manchmal nein": it varies, no answer.
  if (ALTERNATING.test(folded)) return undefined;
  // "a non-refundable deposit", "non-stop": a compound adjective, no negation of the subject.
  const text = folded
    .replace(/\bnon-(?=\p{L})/gu, 'non')
    .replace(NO_PROBLEM, ' noproblem ')
    .replace(NO_CHARGE, ' included ');
  if (EXCLUDED.test(text) || saysNo(text, lang)) return false;
  if (INCLUDED.test(text)) return scopedFree(text) ? undefined : true;
  if (POSITIVE.test(text) || partOfTheDeal(text)) return true;
  return undefined;
}

/** Where a subject's clause ends: a contrast, a semicolon, or a consequence after a comma (date-evidence.ts). */
const CLAUSE_END = new RegExp(
  `\\s(?:but|aber|jedoch|mais|pero|sino|ma|pero|maar|mas|whereas|while)\\s|;|${CONSEQUENCE.source}`,
);

/**
 * Yes or no in a clause about the field's subject: the clause that names `subject` (its words,
 * folded), up to the next clause break (",", ";", " but ", " aber ", " mais ", " pero ", " ma ",
 * " maar ", " mas "), read for exclusion, negation, inclusion or affirmation. "Escape of water,
 * including burst pipes, is covered" → true; "flood is excluded" → false.
 */
export function clausePolarity(text: string, subject: readonly string[], lang?: ReadLang): boolean | undefined {
  if (subject.length === 0) return undefined;
  // A comma inside parentheses ("le carburant (plein au départ, à refaire au retour) et les péages
  // sont à votre charge") breaks no clause: the subject is read on to its verb.
  const spaced = withoutContrasts(
    text.replace(/\([^()]{0,160}\)/g, (m) => m.replace(/[,;]/g, ' ')),
    subject,
  );
  if (!subject.every((w) => spaced.includes(w))) return undefined;
  // The first mention that says nothing ("if Barney needs the vet … , but vet costs aren't
  // covered") leaves the word to a later one; a later one that is a guess or an otherwise ("…
  // otherwise the vet is covered") says nothing either.
  for (let at = subjectAt(spaced, subject[0]!, 0), first = true; at >= 0; at = subjectAt(spaced, subject[0]!, at + 1)) {
    const v = polarityAt(spaced, at, subject[0]!, lang);
    if (v !== undefined && (first || !UNSURE.test(clauseFrom(spaced, at)))) return v;
    first = false;
  }
  return undefined;
}

/** The clause a later mention of the subject stands in: from the sentence's start or a break before it to the next. */
function clauseFrom(folded: string, at: number): string {
  const start = Math.max(folded.lastIndexOf('. ', at), folded.lastIndexOf('; ', at), folded.lastIndexOf(', ', at), 0);
  const end = folded.slice(at).search(/[.;](?:\s|$)/);
  return folded.slice(start, end < 0 ? undefined : at + end);
}

/** Yes or no in the clause of the subject's mention at `at` (see clausePolarity). */
function polarityAt(spaced: string, at: number, word: string, lang?: ReadLang): boolean | undefined {
  // An aside in parentheses closed before the subject qualifies what it follows, not the subject
  // ("nei 58 € a coperto (IVA esclusa) il servizio è compreso", "the rate (excl. VAT) covers the
  // cleaning"): its words are read as blank.
  const folded = spaced.slice(0, at).replace(/\([^()]{0,160}\)/g, (m) => ' '.repeat(m.length)) + spaced.slice(at);
  const start = Math.max(
    folded.lastIndexOf('. ', at) + 1,
    folded.lastIndexOf('; ', at) + 1,
    lastBreak(folded.slice(0, at)),
  );
  const rest = folded.slice(at);
  // A consequence after a comma is a clause of its own ("SSO is part of the plan, so nothing
  // changes there": its "nothing" says nothing of the subject).
  const m = CLAUSE_END.exec(rest);
  // The comma-bounded part that names the subject decides first: in "the transport is included,
  // the set-up not" the "not" is the set-up's; only a part that says nothing itself ("Parking,
  // unfortunately, is not included") is read with the rest of its clause.
  const end = at + (m ? m.index : rest.length);
  // The subject that includes others ("la media jornada incluye pantalla y agua") is not included itself.
  const verb = includerVerbAt(folded.slice(at, end), word);
  if (verb > 0 && polarity(folded.slice(at, at + verb), lang) === undefined) return undefined;
  const comma = folded.lastIndexOf(',', at) + 1;
  // A coordinating "and" opens a clause of its own too ("el montaje no está incluido y el
  // transporte sí"): the negation before it is the other subject's.
  const conj = lastConjunction(folded.slice(0, at));
  const from = Math.max(start, comma, conj);
  const afterConj = conj > Math.max(start, comma);
  const commaAfter = folded.indexOf(',', at);
  const to = commaAfter < 0 ? end : Math.min(commaAfter, end);
  const part = folded.slice(from, to);
  // "If you book by Friday the technician is included", "se fechar a reserva até sexta o técnico
  // fica incluído": said only under a condition, which is not a yes or a no.
  if (CONDITION_OPENS.test(folded.slice(from, at))) return undefined;
  // … or opens its sentence before a comma ("If the order is in by Thursday, Saturday delivery is
  // included", "Se confermate entro venerdì, il montaggio è compreso").
  if (from > start && CONDITION_FIRST.test(folded.slice(start, from))) return undefined;
  // "…, il wifi sì", "…, de afbouw wel": a part that ends with a bare yes.
  if (BARE_YES_END.test(part)) return true;
  // Read on from the subject to the first "and" after which the words so far say yes or no ("the
  // item is in stock and there is no waiting time": the "no" is the waiting time's), else to the
  // end of the part; a part that says nothing itself is read on to the end of its clause, never
  // back into the part before it ("Il parcheggio non è incluso, il wifi sì" is no "no" for the wifi).
  const own = newSubjectAfter(folded, to, end);
  const near = polarityToConjunction(folded, from, at, to, lang);
  if (near !== undefined) return near;
  // Read on past the subject's own part only where no condition opens a part of its own ("…
  // durante o jantar: temos uma campanha, se fechar a reserva até sexta o técnico fica incluído").
  if (CONDITION_OPENS.test(folded.slice(to, own))) return undefined;
  // The last item of a list after an inclusion verb is included, whatever the clause after its comma
  // says ("está incluída a …, a lavagem e a retirada dos resíduos (…), não fica nada no seu jardim").
  if (afterConj && to < own && endsItsPart(folded.slice(at, to)) && listedAfterInclusion(folded, at, lang) === true)
    return true;
  const forward = polarityToConjunction(folded, from, at, own, lang);
  if (forward !== undefined) return forward;
  // After an "and", what stands before it is another subject's: "we don't cover flood and storm
  // damage" and "flood is not covered and storm damage is" cannot be told apart; nothing is read.
  // … unless the subject stands in the list of what an inclusion verb before it names ("the price
  // includes the hire, the fuel and the driver", "inclui as intérpretes e as cabines").
  if (afterConj) return listedAfterInclusion(folded, at, lang);
  // "…, and yes, still with breakfast": a bare yes or no in the part right before.
  const before = folded.slice(start, Math.max(start, from - 1));
  const prev = before.slice(before.lastIndexOf(',') + 1);
  if (BARE_ANSWER.test(prev)) return polarity(prev, lang);
  // Never back past a comma that opens the subject's own part with an article ("disposal is
  // included, the certificate comes with the invoice, the travel we charge extra": nothing is
  // said of the travel).
  // … unless it is listed after an inclusion verb ("includes the survey, the scaffold and …").
  // A list is closed by an "and" ("A, B and C"): "comes with the invoice, the travel we charge
  // extra" lists nothing.
  if (comma > start && NEW_SUBJECT.test(folded.slice(comma, at + 1).trimStart())) {
    const sentenceEnd = folded.slice(at).search(/[.!?](?:\s|$)/);
    const closed = /\s(?:and|und|et|y|e|en|or|oder|ou|o|of)\s/.test(
      folded.slice(at, sentenceEnd < 0 ? undefined : at + sentenceEnd),
    );
    return (closed ? listedAfterInclusion(folded, at, lang) : undefined) ?? polarity(folded.slice(comma, own), lang);
  }
  // Never back past a comma into a part before the subject's: "95 € al día, IVA no incluido, con
  // kilometraje ilimitado" says nothing of the mileage; that part is another subject's.
  if (comma > start) return undefined;
  return polarity(folded.slice(start, own), lang);
}

/**
 * A condition before the subject ("if any plant dies we replace it"): what follows is no statement
 * about it. A "si" set apart by a comma or a stop is the Spanish yes ("Sí, el técnico va incluido"), no "if".
 */
export const CONDITION_BEFORE =
  /\b(?:if|unless|should|wenn|falls|sofern|si(?!\s*[,.;:!])|sauf si|se|caso|als|indien|tenzij)\b/;

/** A sentence that opens with a condition: what its main clause says holds only then. */
const CONDITION_FIRST = /^\s*(?:if|unless|provided|wenn|falls|sofern|si|se|caso|indien|tenzij|mits)\s/;

/** A condition opening the subject's clause: "if", "wenn", "falls", "si", "se", "als", "indien", "caso". */
const CONDITION_OPENS = /(?:^|[\s(])(?:if|unless|provided|wenn|falls|sofern|si|se|caso|als|indien|tenzij|mits)\s/;

/**
 * Where the subject stands as a subject: not as the complement of another noun ("le repas du
 * chauffeur", "the meals of the driver", "the driver's meals", "el almuerzo del conductor", "il
 * pasto dell'autista", "de lunch van de chauffeur", "a refeição do motorista": it is the meal that
 * is charged, not the driver), unless that noun is its price or its hire ("the cost of the
 * driver", "la location du minibus"). -1 when it stands only as a complement.
 */
function subjectAt(folded: string, word: string, from: number): number {
  for (let at = folded.indexOf(word, from); at >= 0; at = folded.indexOf(word, at + 1)) {
    const before = folded.slice(Math.max(0, at - 40), at);
    const of = OF_BEFORE.exec(before);
    const possessive = /^\p{L}*'s\s+\p{L}/u.test(folded.slice(at)) && !IS_AFTER.test(folded.slice(at));
    if (!possessive && (!of || PRICE_OR_HIRE.test(of[1]!) || FUNCTION_WORD.test(of[1]!))) return at;
  }
  return -1;
}
/** "Saturday's not a problem", "delivery's included": an "'s" that is "is", before no noun. */
const IS_AFTER =
  /^\p{L}*'s\s+(?:not|no|never|fine|ok|okay|included|covered|extra|free|available|booked|taken|full|also|still|already|part|on|in|at|a|an|the|our|your|all|done|possible)\b/u;
/** A noun, then "of the", "du", "de la", "des", "del", "della", "dell'", "van de", "do", "da" right before a word. */
const OF_BEFORE =
  /(\p{L}{3,})\s+(?:of the|of|du|de la|de l'|des|del|de los|de las|della|dello|dell'|dei|degli|delle|van de|van het|do|da|dos|das)\s*$/u;
/** A word before "of"/"des" that is no noun governing the subject ("et des péages", "sont des frais"). */
const FUNCTION_WORD =
  /^(?:and|with|for|from|some|most|all|none|part|plus|avec|pour|sont|pas|sans|tous|toutes|ainsi|hors|und|mit|para|todos|todas|sobre|entre|tutti|tutte|senza|alle|voor|alle|zonder|tous|tout|sauf|except|inclusief|including|comprenant|inclus|incluye|incluso|include|parte|partie|part)$/;
/** Nouns of a subject's price, hire or service: "the cost of the driver", "el servicio de café" speak of it. */
const PRICE_OR_HIRE =
  /^(?:service|servicio|servizio|servico|cost|costs|price|prices|fee|fees|charge|charges|hire|rental|use|frais|prix|cout|couts|tarif|location|utilisation|coste|costes|precio|alquiler|uso|costo|costi|prezzo|noleggio|utilizzo|spese|kosten|prijs|huur|gebruik|custo|custos|preco|aluguer|aluguel)$/;

/**
 * Where a part read on past its comma ends: at a later comma that opens a new subject with an
 * article ("den Nachweis bekommen Sie mit der Rechnung, die Anfahrt rechnen wir extra": the
 * "extra" is the travel's), else at the clause's end.
 */
function newSubjectAfter(folded: string, to: number, end: number): number {
  for (let c = folded.indexOf(',', to); c >= 0 && c < end; c = folded.indexOf(',', c + 1))
    if (
      NEW_SUBJECT.test(folded.slice(c + 1, c + 14).trimStart()) &&
      !PRONOUN_VERB.test(folded.slice(c + 1, c + 20).trimStart())
    )
      return c;
  return end;
}

/** A demonstrative that speaks of the subject before it ("…, die sind damit abgegolten", "…, dat is inbegrepen", "…, ce sont des frais"): no new subject. */
const PRONOUN_VERB =
  /^(?:die|das|dat|het|ce|cela|esto|eso|questo|questi|isso) (?:sind|ist|zijn|is|sont|est|son|es|sono|e|sao)\b/;

/**
 * The subject at `at` listed after an inclusion verb of its sentence, with no break, negation or
 * exclusion between them: true ("the fee covers the survey, the report and the certificate"); a
 * verb that is itself denied ("does not include") or anything uncertain: undefined.
 */
function listedAfterInclusion(folded: string, at: number, lang?: ReadLang): boolean | undefined {
  const before = folded.slice(Math.max(0, at - 240), at);
  const verb = inclusionVerbBefore(before);
  if (!verb) return undefined;
  const between = before.slice(verb.end);
  if (LIST_BREAK.test(between) || saysNo(between, lang) || EXCLUDED.test(between)) return undefined;
  const lead = before.slice(Math.max(0, verb.index - 30), verb.index);
  const leadClause = lead.slice(Math.max(lead.lastIndexOf(','), lead.lastIndexOf('.')) + 1);
  return saysNo(leadClause, lang) ? undefined : true;
}

/** " and ", " und ", " et ", " y ", " e " (Italian and Portuguese; also "è" folded, read on past it). */
const CONJUNCTION = /\s(?:and|und|et|y|e)\s/g;

/** A new subject after an "and": an article or possessive ("and the", "y el", "e o", "und die"). */
export const NEW_SUBJECT =
  /^(?:the|a|an|our|your|der|die|das|den|dem|ein|eine|unser\w*|le|la|les|l'|un|une|notre|nos|votre|el|los|las|una|nuestr[oa]s?|su|sus|il|lo|gli|i|uno|nostr[oaie]|o|os|as|um|uma|noss[oa]s?)\s/;

/** Where the clause after the last "and" that opens a new subject starts, or 0. */
function lastConjunction(before: string): number {
  const from = Math.max(0, before.length - 300);
  let last = 0;
  for (const m of before.slice(from).matchAll(CONJUNCTION)) {
    const after = from + m.index + m[0].length;
    if (NEW_SUBJECT.test(before.slice(after, after + 12))) last = after;
  }
  return last;
}

/** "non è", "não é": the folded "e" there is the verb, not an "and". */
const NEGATOR_END = /(?:^|\s)(?:non|nao|not|no)$/;

/**
 * Polarity of `folded[from, to)` read in steps: up to each "and" after the subject in turn, the
 * first prefix that says yes or no decides; "the transport and the assembly are not included"
 * reads on past the "and" because "the transport" alone says nothing.
 */
function polarityToConjunction(
  folded: string,
  from: number,
  at: number,
  to: number,
  lang?: ReadLang,
): boolean | undefined {
  const span = folded.slice(at, to);
  for (const m of span.matchAll(CONJUNCTION)) {
    if (NEGATOR_END.test(folded.slice(from, at + m.index))) continue;
    const v = polarity(folded.slice(from, at + m.index), lang);
    if (v !== undefined) return v;
  }
  return polarity(folded.slice(from, to), lang);
}

const BARE_ANSWER = /^\s*(?:and |und |et |y |e |en )?(?:yes|no|ja|nein|oui|non|si|sim|nao|nee)\s*$/;
const BARE_YES_END = /\s(?:yes|ja|oui|si|sim|wel|schon|doch|too|also|auch|aussi|tambien|anche|ook|tambem)\s*[.!]?\s*$/;

function lastBreak(before: string): number {
  const m = /.*\s(?:but|aber|jedoch|mais|pero|ma|maar|mas|whereas|while)\s/s.exec(before);
  return m ? m[0].length : 0;
}

/** Tax words a leading yes or no most often answers beside the field ("No, VAT is extra"). */
const TAX_WORD = /\b(?:vat|tax|taxes|mwst|ust|tva|iva|btw|imposto|impuesto|imposta)\b/;

/**
 * A reply whose first words are a bare yes or no ("Yes, ...", "Nein.", "Oui !", "Sí,"); not one
 * whose sentence goes on about another subject than the field's (`about`: its name words and
 * description, folded): a tax ("No, el precio no lleva el IVA", "No, VAT is on top") or a thing
 * it names with an article that the field does not ("No, the van is booked that week"). "Ja,
 * der Eingang ist separat" still answers "eigener Eingang?".
 */
export function leadingAnswer(folded: string, about = ''): boolean | undefined {
  const m = folded.match(/^\s*(yes|yeah|yep|no|nope|ja|nein|oui|non|si|no)\b\s*[,.!:;-]?/);
  if (!m?.[1]) return undefined;
  // A bare "si" runs on into a condition ("Si vous confirmez, …", "Si nos confirma …"): only
  // "Sí," or "Sí." set apart answers yes.
  if (m[1] === 'si' && !/[,.!:;-]\s*$/.test(m[0])) return undefined;
  const rest = folded.slice(m[0].length);
  const sentence = rest.slice(0, Math.max(0, rest.search(/[.!?]\s|$/)) || rest.length);
  if (TAX_WORD.test(sentence) && !TAX_WORD.test(about)) return undefined;
  const named = new RegExp(`^${NEW_SUBJECT.source}(\\p{L}+)`, 'u').exec(sentence.trimStart())?.[1];
  if (named && !(about.match(/\p{L}+/gu) ?? []).some((w) => w.length >= 4 && named.slice(0, 4) === w.slice(0, 4)))
    return undefined;
  return ['yes', 'yeah', 'yep', 'ja', 'oui', 'si'].includes(m[1]);
}
