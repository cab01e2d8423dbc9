import { RECOLLECTION } from '../guards/hedges.js';
import type { FoundNumber } from './amounts.js';
import { MONTH_WORD } from './lexicons/month-names.js';

/** Where a figure stands in its folded sentence. */
type Span = Pick<FoundNumber, 'index' | 'end'>;

/**
 * Whether a figure is a recollection or a comparison rather than the answer (on a segment's
 * folded text), with the cues of guards/hedges.ts:
 * - a hedge on the whole sentence ("if I remember", "from memory", "I think it was") makes every
 *   figure of it one;
 * - a comparison or an earlier period ("higher than", "last year", "letztes Jahr", "höher als
 *   bisher") makes one of the figures after it, until a word that says "now" or "new" ("neu sind
 *   es 185,- €", "désormais 1 250 €", "ahora 38 €", "nu € 145"), and of the figures before it in
 *   its own clause ("1,180 last year"); a figure before it in another clause is the answer ("la
 *   location serait de 1 250 € HT (l'an dernier nous étions à 1 180 € HT)").
 * Bounded windows and single-pass alternations: linear in the counterparty's text.
 */
export function pastFigure(folded: string, n: Span, cuesOf: RegExp = CUES): boolean {
  const cues = [...folded.matchAll(cuesOf)];
  if (cues.length === 0) return false;
  for (const c of cues) {
    const at = c.index ?? 0;
    if (WHOLE_SENTENCE.test(c[0])) return true;
    if (at >= n.end) {
      // A cue after the figure: the figure's own clause only.
      if (!CLAUSE_BREAK.test(folded.slice(n.end, at))) return true;
    } else {
      // "as last year" in a clause of its own qualifies what it follows ("paper and gold foil as
      // last year, the price is 0,085 €"): the figure in a later clause is today's.
      if (LIKE_BEFORE.test(folded.slice(Math.max(0, at - 12), at)) && CLAUSE_BREAK.test(folded.slice(at, n.index)))
        continue;
      // After the cue: current only in a clause of its own that says "now" ("(80 €), neu sind es
      // 95 €"), never "higher than this year's £6,200".
      const gap = folded.slice(at + c[0].length, n.index);
      const breaks = [...gap.matchAll(/[,;:)]|\s[-–—]\s/g)];
      const last = breaks[breaks.length - 1];
      const clause = gap.slice((last?.index ?? 0) + (last?.[0].length ?? 0));
      // "list price £18 per seat, but as a charity you get £14": a contrast after the cue's own
      // figure opens today's offer.
      const contrast = last !== undefined && CONTRAST.test(clause) && /\d/.test(gap.slice(0, last.index));
      if (!last || !(NOW.test(clause) || contrast)) return true;
    }
  }
  return false;
}

/**
 * What the client pays today, told beside a new price ("Aktuell zahlen Sie … 0,31 €", "you
 * currently pay £4.20", "vous payez actuellement", "actualmente paga", "attualmente paga", "u
 * betaalt nu", "atualmente paga"): the old price, never the one asked for.
 */
const CURRENTLY_PAID = String.raw`(?:aktuell|derzeit|zurzeit|momentan|bisher) zahl(?:en sie|st du)|sie zahlen (?:aktuell|derzeit|zurzeit|momentan|bisher)|you(?:'re| are)? (?:currently|presently|now) pay(?:ing)?|(?:vous payez|tu payes) actuellement|actuellement,? vous payez|actualmente (?:paga|pagan|pagas)|(?:paga|pagan|pagas) actualmente|attualmente (?:paga|pagate|paghi)|(?:paga|pagate) attualmente|(?:u betaalt|je betaalt|jullie betalen) (?:nu|momenteel|op dit moment|op het moment)|atualmente (?:paga|pagam)|(?:paga|pagam) atualmente`;

/**
 * Another order or another time named as such ("beim letzten Auftrag (…, damals 1.080,00 €
 * netto)", "back then", "à l'époque", "en su momento", "all'epoca", "destijds", "na altura"): its
 * figures are that order's, not this one's.
 */
const EARLIER_ORDER = String.raw`damals|seinerzeit|(?:beim|im) (?:letzten|vorigen) auftrag|back then|at the time(?! of)|(?:on|for) (?:the|our|your) (?:last|previous) (?:order|job)|a l'epoque|lors de (?:la|votre|notre) (?:derniere|precedente) commande|en (?:aquel|ese) momento|en su momento|en el (?:ultimo|anterior) pedido|all'epoca|a quel tempo|nell'ultimo ordine|destijds|bij (?:de|uw|jullie) (?:vorige|laatste) (?:bestelling|opdracht|order)|na altura(?! d)|na epoca|naquela altura|na ultima encomenda`;

/**
 * A figure given to compare ("pour comparaison, en mai dernier nous vous avions facturé 1 390 €",
 * "for comparison", "zum Vergleich", "ter vergelijking", "per confronto", "como comparación",
 * "para comparação") or of a month gone by ("last May", "en mai dernier", "im letzten Mai", "el
 * pasado mayo", "lo scorso maggio", "afgelopen mei", "em maio passado").
 */
const COMPARED = `for comparison|by comparison|pour comparaison|en comparaison|zum vergleich|im vergleich|ter vergelijking|ter vergelijk|per confronto|a titolo di confronto|como comparacion|para comparar|en comparacion|para comparacao|em comparacao|(?:${MONTH_WORD}) (?:dernier|passado|pasado|scorso)|(?:last|letzten|vergangenen|el pasado|lo scorso|afgelopen|vorige) (?:${MONTH_WORD})`;

/** RECOLLECTION's cues, and more ways to name an earlier period than "last year" says. */
const CUES = new RegExp(
  `${RECOLLECTION.source}|\\b(?:l'an (?:dernier|passe)|l'annee passee|im vorjahr|im letzten jahr|last season|previously|el ano anterior|l'anno passato|het vorige jaar|o ano anterior|${CURRENTLY_PAID}|${EARLIER_ORDER}|${COMPARED})\\b`,
  'g',
);

/**
 * A list or catalogue price ("our list price is £18", "Listenpreis", "prix catalogue", "precio de
 * tarifa", "prezzo di listino", "catalogusprijs", "preço de tabela"): the figures it names are the
 * reference, not the offer, unless a field asks for the list price itself (listPriceFigure).
 */
const LIST_PRICE =
  /\b(?:list(?:ed)? price|list (?:is|was|at)|listed at|catalog(?:ue)? price|rrp|recommended retail price|listenpreis\w*|katalogpreis\w*|prix (?:catalogue|public|de liste)|precio (?:de lista|de catalogo|de tarifa|oficial)|prezz[oi] di listino|listino|catalogusprijs|lijstprijs|adviesprijs|preco (?:de tabela|de lista|de catalogo)|(?:normal|usual|regular|full) price|normally|usually|normalpreis|normalerweise|ublicherweise|prix normal|normalement|habituellement|d'habitude|precio normal|normalmente|habitualmente|prezzo (?:normale|pieno)|di solito|solitamente|normaal(?:prijs)?|normaliter|gewoonlijk|doorgaans|preco normal|geralmente)\b/g;

/**
 * Whether a figure is named a list price or the usual one ("list price £18 …, but for you £14",
 * "(normaal is het € 47,25)", "normalement 60 €"), for a field that does not ask for one.
 */
export function listPriceFigure(folded: string, n: Span, about: string): boolean {
  LIST_PRICE.lastIndex = 0;
  if (LIST_PRICE.test(about)) return false;
  // The cue names the figures of its own clause only: "Normaal rekenen we € 47,25 per paard, voor
  // uw 14 paarden wordt het € 42,50" offers the 42,50.
  for (const c of folded.matchAll(LIST_PRICE)) {
    const at = c.index ?? 0;
    // A cue right after another amount names that one ("à 1.490,00 € Listenpreis sind das für
    // 2027 4.023,00 € netto": the 4.023,00 is the price).
    if (at < n.index && AMOUNT_RIGHT_BEFORE.test(folded.slice(Math.max(0, at - 16), at))) continue;
    const between = at >= n.end ? folded.slice(n.end, at) : folded.slice(at + c[0].length, n.index);
    if (!CLAUSE_BREAK.test(between) && !/[.!?\n]/.test(between)) return true;
  }
  return false;
}

/** An amount ending right before a cue ("1.490,00 € ", "£18 "). */
const AMOUNT_RIGHT_BEFORE =
  /\d(?:[\d.,' ]*\d)?\s*(?:[€$£]|eur|gbp|usd|chf)\s*$|(?:[€$£]|eur|gbp|usd|chf)\s*\d(?:[\d.,' ]*\d)?\s*$/;

/** A clause with a contrast ("but", "aber", "mais", "pero", "maar", "however"; "ma", "mas", "doch" only opening it). */
const CONTRAST =
  /^\s*(?:ma|mas|doch)\b|\b(?:but|however|aber|jedoch|mais|toutefois|pero|sin embargo|tuttavia|maar|echter|porem)\b/;

/** The cues of RECOLLECTION that hedge a whole sentence. */
const WHOLE_SENTENCE = /^(?:if i remember|if memory serves|from memory|i think it was)$/;

/** "as", "like", "same as" right before a period cue, in the seven languages (folded). */
const LIKE_BEFORE = /\b(?:as|like|same as|wie|wie schon|comme|como|come|zoals|net als)\s+(?:in\s+|im\s+|en\s+|no\s+)?$/;

const CLAUSE_BREAK = /[,;()]|\s[-–—]\s|\b(?:but|aber|mais|pero|ma|maar|mas|now|jetzt|nun)\b/;

/** "Ab Juli", "from 1 July", "à partir de juillet", "a partir de julio", "dal 1° luglio", "vanaf juli": the new period's price follows. */
const FROM_A_MONTH = String.raw`(?:ab|from|vanaf|a partir de|a partir du|dal|dall'|desde|per) (?:dem |le |el |il |the |1st |1e |1er |1o |1\.? ?)?(?:jan\w*|feb\w*|fev\w*|mar[zcs]\w*|maart|apr\w*|avr\w*|abr\w*|mai|may|mayo|maggio|maio|mei|jun\w*|juin|giugno|jul\w*|juil\w*|luglio|aug\w*|agosto|aout|sep\w*|set\w*|o[ck]t\w*|out\w*|nov\w*|de[cz]\w*|dic\w*)`;
/** Words that say a figure is the current one, in the seven languages (folded). */
const NOW = new RegExp(
  String.raw`\b(?:now|new|currently|from now on|this year|today|jetzt|nun|neu|neue[rsn]?|aktuell|ab sofort|dieses jahr|maintenant|desormais|nouveau|nouvelle|actuellement|cette annee|ahora|nuevo|nueva|actualmente|este ano|ora|adesso|nuovo|nuova|attualmente|quest'anno|nu|nieuw|nieuwe|tegenwoordig|dit jaar|agora|novo|nova|atualmente|${FROM_A_MONTH})\b`,
);

/**
 * The figure a new one replaces, right after "rather than", "instead of", "statt", "au lieu de",
 * "plutôt que", "en lugar de", "en vez de", "invece di", "anziché", "in plaats van", "em vez de",
 * "ao invés de" ("£2,070 in total rather than £1,860"): the old value, never an answer.
 */
const REPLACED_BEFORE =
  /\b(?:rather than|instead of|as opposed to|compared (?:to|with)|(?:an)?statt|anstelle von|gegenuber|au lieu de|plutot que|contre|en lugar de|en vez de|frente a|invece di|anziche|piuttosto che|rispetto a|in plaats van|i\.p\.v\.|tegenover|em vez de|ao inves de|em lugar de)\s*(?:the |the usual |der |die |den |des |les |le |la |los |las |el |il |i |gli |de |het |os |as |o |a )?(?:usual |normal |ublichen |habituels? |habituales? |soliti |gebruikelijke |habituais )?(?:[€$£]|eur|gbp|usd|chf)?\s*$/;

/**
 * The old figure set in brackets beside the new one: "over £300 (was £250)", "9,40 € (vorher
 * 8,60 €)", "(avant 250 €)", "(antes 250 €)", "(prima 250 €)", "(voorheen € 250)", "(antes: 250 €)".
 */
const FORMER_IN_BRACKETS =
  /\(\s*(?:was|were|previously|formerly|before|old price|vorher|bisher|fruher|zuvor|alt|avant|auparavant|anciennement|antes|anteriormente|antiguamente|prima|precedentemente|voorheen|eerder|vroeger|oud)\s*:?\s*(?:[€$£]|eur|gbp|usd|chf)?\s*$/;

/**
 * An earlier figure told in brackets with a verb in the past: "(la X8 était à 2 150 € HT)", "(the
 * old model was £2,150)", "(das alte Modell kostete 2.150 €)", "(el anterior costaba 2.150 €)",
 * "(il vecchio costava 2.150 €)", "(het oude model kostte € 2.150)", "(o antigo custava 2150 €)".
 */
const PAST_IN_BRACKETS =
  /\([^()]{0,50}?\b(?:was|were|used to be|used to cost|war|kostete|lag bei|etait(?: a| de)?|coutait|valait|costaba|estaba a|era(?: de| a| di)?|costava|kostte|lag op|custava|estava a)\s*(?:[€$£]|eur|gbp|usd|chf)?\s*$/;

export function replacedFigure(folded: string, n: Span): boolean {
  const before = folded.slice(Math.max(0, n.index - 60), n.index);
  return REPLACED_BEFORE.test(before) || FORMER_IN_BRACKETS.test(before) || PAST_IN_BRACKETS.test(before);
}

/** A year written alone (not the end of a date such as "01.01.2026"): 1900 to 2099. */
const YEAR = /(?<![\d./-])\b(?:19|20)\d{2}\b(?![.,/-]?\d)/g;

/** A clause's edges around a figure: ";", brackets, a comma before no digit, a dash between spaces, a sentence's end. */
const CLAUSE_EDGE = /[;()]|,(?!\d)|\s[-–—]\s|[.!?](?=\s)/g;

/**
 * Whether a figure is another year's when the field names its year ("Pflegegebühr 2027"): its own
 * clause names another year and not the field's ("2026 waren es noch 3.834,00 €" beside "für 2027
 * 4.023,00 € netto"). A field that names no year, or a clause that names none, is not judged.
 * Linear: one pass over the field's words and the figure's sentence.
 */
export function otherYearFigure(folded: string, n: Span, about: string): boolean {
  const own = new Set([...about.matchAll(YEAR)].map((m) => m[0]));
  if (own.size === 0) return false;
  let start = 0;
  let end = folded.length;
  for (const m of folded.matchAll(CLAUSE_EDGE)) {
    const at = m.index ?? 0;
    if (at < n.index) start = at + m[0].length;
    else if (at >= n.end) {
      end = at;
      break;
    }
  }
  const clause = `${folded.slice(start, n.index)} ${folded.slice(n.end, end)}`;
  const years = [...clause.matchAll(YEAR)].map((m) => m[0]);
  return years.length > 0 && !years.some((y) => own.has(y));
}
