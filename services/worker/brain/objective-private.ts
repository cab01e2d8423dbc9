import { foldForMatching } from './language-fold.js';
import { CEILING_WORDS } from './readers/lexicons/maximum-words.js';

/**
 * The client's objective can carry sentences meant for us, not the counterparty: the most the
 * client would pay ("Our budget is €4,000", "Do not go above 12 €/m²"), "do not tell them …",
 * internal notes and fallback positions. `objectiveParts` splits the objective into the request
 * (what the first email may state) and those private sentences (which no email may repeat), in
 * the seven languages the brain reads. Matching runs on folded text (lower case, no accents).
 *
 * The first sentence is the request itself and always stays, save a private clause after a
 * semicolon, dash or comma in it ("Get a quote for 200 chairs; we can pay at most €9,000", "…,
 * budget up to £900"). A quantity,
 * a deadline or a spec is the request: "up to 500 units" or "at most 3 weeks" has no money in
 * it and stays. A ceiling word ("up to", "maximum", "no more than") makes a sentence private only
 * beside money (an amount with a currency, or paying/spending); a budget, a walk-away or fallback
 * position, "do not mention/tell", "for your information only" and an internal note are private on
 * their own. Linear: literal
 * alternations only; input bounded.
 */

const MAX_OBJECTIVE = 20_000;
/** How far after a ceiling word its amount stands ("up to a total of 1,800 EUR including VAT"). */
const CEILING_REACH = 40;

/** Private on its own: a budget, a walk-away or fallback position, "do not tell them", a note to us. */
const PRIVATE =
  /^(?:internal|intern|interne?|interno|interna|confidential|confidentiel|vertraulich)\b\s*[:-]|\b(?:budget\w*|walk[\s-]away|fall[\s-]?back (?:position|price|offer|option)|bottom line|our (?:limit|maximum|max)|(?:willing|prepared|happy|able) to (?:pay|spend|go)|(?:we|i|client) (?:can|could|would|will) (?:pay|spend|afford|go up to)|most we (?:can|could|would|will)|(?:don't|do not|never|must not|should not|without) (?:mention|tell|say|let them know|share|reveal|disclose|mentioning|telling|revealing|disclosing)\b|for (?:your|our) (?:information|eyes) only|fyi only|internal(?:ly)? (?:note|only|use|reference|purposes)|internally|note to self|(?:is|are|remains?|stays?) (?:strictly )?(?:confidential|internal)|strictly confidential|schmerzgrenze|hochstpreis|ruckfallposition|(?:nicht|keinesfalls|niemals) (?:erwahnen|sagen|verraten|nennen|mitteilen|preisgeben|weitergeben)|nur zur (?:info|information)|interne (?:notiz|anmerkung|info)|vertraulich\w*|bereit\w* (?:\w+ ){0,3}zu (?:zahlen|bezahlen)|position de repli|(?:ne pas|jamais) (?:mentionner|dire|reveler|divulguer|communiquer|partager|indiquer)|ne (?:mentionnez|dites|revelez|divulguez|communiquez|indiquez) pas|pour information seulement|note interne|confidentiel\w*|a titre interne|presupuesto|tope|(?:no|nunca) (?:mencionar|mencione|mencionen|decir|diga|digan|revelar|revele|divulgar|divulgue|compartir|comparta)\b|solo para (?:su|tu) informacion|nota interna|confidencial\w*|(?:non|mai) (?:menzionare|menzionate|dire|dite|rivelare|rivelate|divulgare|condividere|comunicare)\b|solo per (?:tua|vostra|sua) informazione|riservat[oaie]|orcamento|(?:nao|nunca) (?:mencionar|mencione|mencionem|dizer|diga|digam|revelar|revele|divulgar|partilhar|compartilhar)\b|apenas para (?:sua|tua) informacao|begroting|(?:niet|nooit) (?:noemen|vermelden|zeggen|vertellen|delen|onthullen)|(?:noem|vermeld|zeg|vertel|deel) (?:\w+ ){0,2}niet\b|alleen ter informatie|interne notitie|vertrouwelijk\w*)/;

/** A ceiling: private only beside money ("up to 500 units" or a roof's "techo" are the request). */
const CEILING = new RegExp(
  `\\b(?:${[
    ...CEILING_WORDS,
    'at the most',
    'limit',
    'cap',
    'ceiling',
    'exceed',
    'go above',
    'go over',
    'obergrenze',
    'uberschreiten',
    'plafond',
    'depasser',
    'como mucho',
    'techo',
    'superar',
    'tetto',
    'superare',
    'teto',
    'tecto',
    'exceder',
    'overschrijden',
  ].join('|')})\\b`,
);

/** An amount with a currency sign or code. */
const AMOUNT =
  /[€$£¥]\s?\d|\d[\d.,' ]*\s?(?:[€$£¥]|k\b|(?:eur|euros?|usd|gbp|chf|dollars?|pounds?|francs?)\b)|\b(?:eur|usd|gbp|chf)\s?\d/;
/** Paying or spending. */
const PAYING =
  /\b(?:pay|paying|spend|spending|afford|zahlen|bezahlen|ausgeben|payer|depenser|pagar|gastar|pagare|spendere|betalen|uitgeven)\b/;
/** A price or cost (money only beside a figure). */
const PRICE =
  /\b(?:price|cost|rate|fee|preis|kosten|prix|cout|tarif|precio|coste|costo|prezzo|preco|custo|prijs|tarief)\w*\b/;

/** "More than", the words that with a paying verb set a ceiling ("spend more than €9,000"). */
const MORE_THAN = '(?:more than|mehr als|plus de|mas de|piu di|meer dan|mais de)';
/** The start of an amount after "more than": a figure, a sign before it, or a code ("EUR 9,000"). */
const FIGURE_START = '(?:[a-z]{3}\\s)?\\S{0,4}\\d';
/**
 * Paying or spending more than an amount, the verb before ("we do not want to spend more than
 * EUR 9,000", "non vogliamo spendere più di 9.000 €") or after ("nicht mehr als 9.000 €
 * ausgeben", "geen meer dan 9.000 euro betalen"): a ceiling of the client's, never sent. A few
 * words apart at most; `\s+` and `\S+` never overlap, so the windows stay linear.
 */
const PAY_MORE = new RegExp(
  `${PAYING.source}(?:\\s+\\S+){0,2}?\\s+${MORE_THAN}\\s+${FIGURE_START}|\\b${MORE_THAN}\\s+${FIGURE_START}(?:\\S*\\s+){1,4}?${PAYING.source}`,
);

function isMoney(folded: string): boolean {
  return AMOUNT.test(folded) || PAYING.test(folded) || (PRICE.test(folded) && /\d/.test(folded));
}

export interface ObjectiveParts {
  /** The objective without its private sentences: what an email may state. */
  request: string;
  /** The sentences (or clauses) meant for us only. */
  private: string[];
}

/** Whether a sentence of the objective is meant for us, not the counterparty. */
export function isPrivateInstruction(sentence: string): boolean {
  const f = foldForMatching(sentence.slice(0, MAX_OBJECTIVE));
  return PRIVATE.test(f) || (CEILING.test(f) && isMoney(f)) || PAY_MORE.test(f);
}

export function objectiveParts(objective: string): ObjectiveParts {
  const text = objective.slice(0, MAX_OBJECTIVE);
  // Sentences end after a word of three or more letters (or a figure, or a code such as "EUR.")
  // and before a capital: "no. BR-1147" stays one sentence. Line breaks end a sentence too.
  const sentences = text
    .split(/\n+|(?<=(?:\p{Ll}{3}|\p{Lu}{3}|\d|\))[.!?])\s+(?=[\p{Lu}"(])/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const kept: string[] = [];
  const dropped: string[] = [];
  sentences.forEach((sentence, i) => {
    if (i > 0) {
      (isPrivateInstruction(sentence) ? dropped : kept).push(sentence);
      return;
    }
    // The request: its own private clauses (after ";", " - ", " – ", " — " or in brackets) go.
    const [head, ...clauses] = sentence.split(/\s*;\s*|\s+[-–—]\s+/);
    let first = head ?? sentence;
    for (const c of clauses) {
      if (isPrivateInstruction(c)) dropped.push(c);
      else first = `${first}; ${c}`;
    }
    first = first.replace(/\s*\(([^()]{1,300})\)/g, (all, inner: string) => {
      if (!isPrivateInstruction(inner)) return all;
      dropped.push(inner);
      return '';
    });
    // A private clause after a comma goes too ("a quote for 40 chairs, budget up to £900"), a
    // bracket before it or not ("40 chairs (stackable), budget up to £900"): the request keeps
    // the clauses that are not private. Brackets were read above: a comma inside one that stayed
    // is part of the request.
    const [lead, ...commaClauses] = commaClausesOf(first);
    first = lead ?? first;
    for (const c of commaClauses) {
      if (isPrivateInstruction(c)) dropped.push(c);
      else first = `${first}, ${c}`;
    }
    // What the clause splits missed ("40 chairs with a budget of £900", "chairs / budget £900",
    // ",budget", an unclosed bracket) is cut at the private words: no budget figure is sent.
    const cut = cutAtPrivate(first);
    if (cut.rest.length > 0) dropped.push(cut.rest);
    // A request cut short still ends its sentence before the next one.
    const ended = cut.rest.length > 0 && sentences.length > 1 && !/[.!?]$/.test(cut.head) ? `${cut.head}.` : cut.head;
    if (ended.length > 0) kept.push(ended);
  });
  const request = kept.join(' ').trim();
  return { request: request.length > 0 ? request : text.trim(), private: dropped };
}

/**
 * The clauses of a sentence split at a comma followed by a space, never inside brackets ("40
 * chairs (oak, stackable), budget up to £900" → "40 chairs (oak, stackable)", "budget up to
 * £900"). One pass over the text: linear.
 */
function commaClausesOf(sentence: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sentence.length; i++) {
    const ch = sentence[i];
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    else if (ch === ',' && depth === 0 && /\s/.test(sentence[i + 1] ?? '')) {
      parts.push(sentence.slice(start, i));
      start = i + 1;
      while (start < sentence.length && /\s/.test(sentence[start]!)) start++;
      i = start - 1;
    }
  }
  parts.push(sentence.slice(start));
  return parts;
}

const PRIVATE_ALL = new RegExp(PRIVATE.source, 'g');
/** Words that name a quote as well as a budget. */
const QUOTE_OR_BUDGET = /^(?:presupuesto|orcamento|begroting)$/;

/** A word a cut request may end on that led into the cut part ("… chairs with a", "… und"). */
const DANGLING_WORD =
  /(?:^|[\s,;:/(\[])(?:with|without|ohne|sans|sin|senza|sem|zonder|and|a|an|the|our|my|for|of|at|on|mit|und|einem?|einer|unser\w*|für|fur|avec|et|un|une|notre|pour|de|con|y|e|una|nuestro|para|por|il|la|nostro|per|di|met|en|een|ons|onze|voor|com|um|uma|nosso|do|da)$/i;
const DANGLING_MARK = /[\s,;:/(\[–—-]$/;
/** A condition left open at the end of the request once its private ceiling is cut ("if the price is"). */
const CONDITION_OPENED =
  /(?:^|[\s,])(?:if|provided|as long as|wenn|falls|sofern|si|se|als|mits|indien|desde que|caso)\s[^,;.()]{0,40}$/i;

/**
 * The request cut before its first private words, or before a ceiling with money after it:
 * `head` may be sent, `rest` is private. Folding keeps one folded character per character (save
 * "ß"), so the match is mapped back through a per-character index. Linear: one fold, two literal
 * alternations, a bounded trim.
 */
function cutAtPrivate(sentence: string): { head: string; rest: string } {
  let folded = '';
  const at: number[] = [];
  for (let i = 0; i < sentence.length; i++) {
    const f = foldForMatching(sentence[i]!);
    folded += f;
    for (let k = 0; k < f.length; k++) at.push(i);
  }
  let cut: number | undefined;
  for (const m of folded.matchAll(PRIVATE_ALL)) {
    // "presupuesto", "orçamento" are a quote too ("Pedir presupuesto de 40 sillas"): a budget only
    // with an amount right after.
    if (!QUOTE_OR_BUDGET.test(m[0]) || AMOUNT.test(folded.slice(m.index, m.index + 30))) {
      cut = m.index;
      break;
    }
  }
  const ceiling = CEILING.exec(folded);
  // A ceiling on money, written close after it ("up to 8 EUR", "at most €9,000"): "what maximum
  // load the crane can lift … and their price for a day" sets no ceiling of the client's.
  if (
    ceiling &&
    (cut === undefined || ceiling.index < cut) &&
    isMoney(folded.slice(ceiling.index, ceiling.index + CEILING_REACH))
  )
    cut = ceiling.index;
  const payMore = PAY_MORE.exec(folded);
  if (payMore && (cut === undefined || payMore.index < cut)) cut = payMore.index;
  if (cut === undefined) return { head: sentence, rest: '' };
  const from = at[cut] ?? sentence.length;
  let head = sentence.slice(0, from);
  for (let n = 0; n < 12 && head.length > 0; n++) {
    if (DANGLING_MARK.test(head)) head = head.slice(0, -1);
    else {
      const w = DANGLING_WORD.exec(head);
      if (!w) break;
      head = head.slice(0, w.index);
    }
  }
  // "… from Stampa3D Torino if the price is [up to 8 EUR]": the condition the ceiling completes
  // goes with it, not a dangling "if the price is".
  const condition = CONDITION_OPENED.exec(head);
  if (condition) head = head.slice(0, condition.index).replace(/[\s,;:]+$/, '');
  const open = (head.match(/\(/g) ?? []).length - (head.match(/\)/g) ?? []).length;
  return { head: open > 0 ? `${head})` : head, rest: sentence.slice(from).trim() };
}
