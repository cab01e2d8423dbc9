import { foldForMatching } from '../language-fold.js';
import { findNumbers } from '../readers/amounts.js';
import { detectReadLanguage as detectLanguage } from '../readers/language.js';
import { segmentsOf } from '../readers/segments.js';

/**
 * The options a counterparty puts before the client ("Option A … £640; option B … £1,150. Which
 * would you prefer?"): when they ask us to choose, the question to the client must carry the
 * options themselves, quoted from the mail and bounded, not only "Which would you prefer?".
 *
 * A question asks to choose when it says so in one of the seven reading languages ("which",
 * "prefer", "welche", "lieber", "lequel", "préférez", "cuál", "prefiere", "quale", "preferite",
 * "welke", "voorkeur", "qual", "prefere") or sets two things side by side ("or", "oder", "ou",
 * "oppure"). The options
 * are the sentences of the new text that name an option ("Option B", "Variante 2", "a)") or
 * state an amount of money: at least two amounts, or two marked options, else there is nothing
 * to choose between.
 */

const CHOICE =
  /\b(?:which|prefer|preference|rather|choose|decide|welche[rsnm]?|wahlen|bevorzugen|lieber|entscheiden|lequel|laquelle|lesquel(?:le)?s|quelle (?:option|formule|variante|offre)|prefere[zr]?|preferiez|choisi(?:r|ssez)|cual(?:es)?|prefier[ea]n?|preferi[rs]|elegir|elija|escoja|quale|quali|preferite|preferisce|scegliere|sceglie|welke|voorkeur|kiezen|kiest|liever|qual|quais|prefere(?:m)?|escolher|escolhe)\b/;
const OR_QUESTION = /\b(?:or|oder|ou|oppure)\b/;
/** A sentence that names an option: "Option A", "Variante 2", "opción B", "pakket 1", "a)". */
const OPTION_MARK =
  /^(?:[-*•]\s*)?(?:(?:option|variant|variante|paket|package|formule|opcion|opzione|optie|pakket|opcao|pacote|offerta|angebot|offre|oferta)\s*[a-d1-4]?\b|[a-d1-4][).:]\s)/;

const MAX_OPTIONS = 4;
const MAX_OPTION_CHARS = 140;

/**
 * The option sentences of `text` a choice question is about, verbatim and each bounded; empty
 * when the question asks no choice or the text offers fewer than two amounts.
 */
export function optionsFor(text: string, question: string): string[] {
  return optionSentences(text, question)
    .slice(0, MAX_OPTIONS)
    .map((o) => cut(o.text, o.amountEnd));
}

/**
 * The sentences of `text` that are the options a choice question is about, whole (with where the
 * first amount of each ends); empty when the question asks no choice or the text offers fewer
 * than two amounts or two marked options.
 */
export function optionSentences(text: string, question: string): Array<{ text: string; amountEnd: number }> {
  const q = foldForMatching(question.slice(0, 400));
  if (!CHOICE.test(q) && !OR_QUESTION.test(q)) return [];
  const lang = detectLanguage(text);
  const options: Array<{ text: string; amountEnd: number }> = [];
  const amounts = new Set<number>();
  let marked = 0;
  for (const seg of segmentsOf(text.slice(0, 20_000))) {
    if (seg.text.includes(question) || question.includes(seg.text)) continue;
    const money = findNumbers(seg.text, lang).filter((n) => n.currency);
    const mark = OPTION_MARK.test(seg.folded);
    if (money.length === 0 && !mark) continue;
    if (mark) marked++;
    for (const n of money) amounts.add(n.value);
    options.push({ text: seg.text, amountEnd: money[0]?.end ?? 0 });
  }
  // Two amounts to choose between, or two options marked as such ("1) … 2) …", "Option A …
  // Option B …") that differ in something else: a date, a split, a model.
  return amounts.size >= 2 || marked >= 2 ? options : [];
}

/** A long option cut at a word; when its amount lies past the cut, its head and the amount's clause. */
function cut(sentence: string, amountEnd: number): string {
  if (sentence.length <= MAX_OPTION_CHARS) return sentence;
  if (amountEnd <= MAX_OPTION_CHARS - 10) return head(sentence, MAX_OPTION_CHARS);
  const tailStart = Math.max(amountEnd - 50, sentence.lastIndexOf(' ', amountEnd - 30) + 1);
  const tail = sentence.slice(tailStart, amountEnd + 10).trimEnd();
  return `${head(sentence, MAX_OPTION_CHARS - tail.length - 1)} ${tail}…`;
}

function head(sentence: string, max: number): string {
  const cutAt = sentence.slice(0, max);
  const space = cutAt.lastIndexOf(' ');
  return `${(space > max / 2 ? cutAt.slice(0, space) : cutAt).trimEnd()}…`;
}
