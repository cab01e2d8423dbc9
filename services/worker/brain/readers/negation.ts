import type { ReadLang } from './language.js';

/**
 * Negation in the seven reading languages, on folded text (lower case, no accents, see
 * language-fold.ts): one list every reader and guard uses, so that a "no" read as a no in one
 * place is read as a no everywhere.
 *
 * - negators (`negatorPattern`, `negated`, `negatedBefore`): the words that deny: not, n't, no,
 *   never, none, neither, nor, cannot; nicht, kein…, nie, niemals; ne/n' … pas, jamais, aucun…;
 *   nunca, ningún…, tampoco; non, mai, nessun…, nemmeno, neanche; niet, geen, nooit, evenmin;
 *   não, nunca, nenhum…, tampouco, nem; nothing and its kin (nichts, rien, nada, niente, niks);
 *   and, unless `privative: false`, the words that deny by leaving out: without, ohne, sans,
 *   sin, senza, zonder, sem.
 * - `NO_LONGER`: a thing that stopped: no longer, not any more, stopped, nicht mehr, ne … plus,
 *   ya no, non più, niet meer, já não.
 * - `REGRET`: the words that announce a no: unfortunately, I'm afraid, leider,
 *   malheureusement, lamentablemente, purtroppo, helaas, infelizmente.
 *
 * Words that are a negation in one language and another word in a second are read by the
 * text's language when it is known: Portuguese "no"/"na" are "in the" ("no dia 12"), Italian
 * "ne" is "of it" ("ne abbiamo 5"), Italian "mai" (never) is French "mai" (May); without a language they are left out (a bare "no" still
 * counts, it is the commoner reading in the other five).
 */

const CORE = [
  'not',
  "n't",
  'never',
  'none',
  'neither',
  'nor',
  'cannot',
  'nicht',
  'kein',
  'keine',
  'keinen',
  'keinem',
  'keiner',
  'keines',
  'nie',
  'niemals',
  'pas',
  'jamais',
  'aucun',
  'aucune',
  'nunca',
  'ningun',
  'ninguna',
  'ninguno',
  'tampoco',
  'non',
  'nessun',
  'nessuna',
  'nessuno',
  'nemmeno',
  'neanche',
  'niet',
  'geen',
  'nooit',
  'evenmin',
  'nao',
  'nenhum',
  'nenhuma',
  'tampouco',
  'nem',
];

/** Words that deny by leaving out: "without", "ohne", "sans", "sin", "senza", "zonder", "sem". */
const PRIVATIVE = ['without', 'ohne', 'sans', 'sin', 'senza', 'zonder', 'sem'];

/** Nothing: "nothing", "nichts", "rien", "nada", "niente", "niks". */
const NOTHING = ['nothing', 'nichts', 'rien', 'nada', 'niente', 'niks', 'nope'];

/** Words that negate in some languages only: by language, and whether they count without one. */
const BY_LANGUAGE: ReadonlyArray<{ word: string; langs: readonly ReadLang[]; unknown: boolean }> = [
  { word: 'no', langs: ['en', 'es', 'it'], unknown: true },
  { word: 'ne', langs: ['fr'], unknown: false },
  { word: "n'", langs: ['fr'], unknown: false },
  { word: 'nein', langs: ['de'], unknown: true },
  { word: 'nee', langs: ['nl'], unknown: false },
  { word: 'ni', langs: ['fr', 'es'], unknown: false },
  // Italian "never", French "May".
  { word: 'mai', langs: ['it'], unknown: false },
];

const NO_LONGER_WORDS = [
  'no longer',
  'not any ?more',
  'stopped',
  'discontinued',
  'nicht mehr',
  'ne (?:\\p{L}+ )?plus',
  "n'(?:\\p{L}+ )?plus",
  'ya no',
  'non (?:\\p{L}+ )?piu',
  'niet meer',
  'geen \\p{L}+ meer',
  'ja nao',
  'nao (?:\\p{L}+ )?mais',
  // Something the writer stopped doing: "nous avons arrêté", "wir haben aufgehört", "hemos dejado
  // de", "abbiamo smesso", "we zijn gestopt", "deixámos de".
  "(?:avons|avions|ont|on a|j'ai) arrete",
  'aufgehort',
  '(?:hemos dejado|dejamos) de',
  'smesso',
  'gestopt',
  '(?:deixamos|paramos) de',
];

const REGRET_WORDS = [
  'unfortunately',
  'leider',
  'bedauerlicherweise',
  'malheureusement',
  'lamentablemente',
  'desafortunadamente',
  'desgraciadamente',
  'purtroppo',
  'sfortunatamente',
  'helaas',
  'jammer genoeg',
  'infelizmente',
  'lamentavelmente',
];

function wordsFor(lang: ReadLang | undefined, privative: boolean): string[] {
  const extra = BY_LANGUAGE.filter((w) => (lang ? w.langs.includes(lang) : w.unknown)).map((w) => w.word);
  return [...CORE, ...NOTHING, ...extra, ...(privative ? PRIVATIVE : [])];
}

export interface NegationOptions {
  /** Count "without", "ohne", "sans", "sin", "senza", "zonder", "sem" (default true). */
  privative?: boolean;
}

const cache = new Map<string, RegExp>();
function compiled(key: string, source: () => string, flags = 'u'): RegExp {
  let re = cache.get(key);
  if (!re) {
    re = new RegExp(source(), flags);
    cache.set(key, re);
  }
  return re;
}

/** One negating word, as a whole word ("n't" and "n'" also inside a word: "don't", "n'est"). */
export function negatorPattern(lang?: ReadLang, opts: NegationOptions = {}): RegExp {
  const privative = opts.privative ?? true;
  return compiled(`neg:${lang ?? ''}:${privative}`, () => {
    const words = wordsFor(lang, privative);
    const inner = words.filter((w) => w.includes("'"));
    const whole = words.filter((w) => !w.includes("'"));
    return `(?:^|[^\\p{L}])(?:${whole.join('|')})(?![\\p{L}])|${inner.join('|')}`;
  });
}

/** "no longer", "nicht mehr", "ne … plus", "ya no", "non più", "niet meer", "já não". */
export const NO_LONGER = new RegExp(`(?:^|[^\\p{L}])(?:${NO_LONGER_WORDS.join('|')})(?![\\p{L}])`, 'u');

/** "I'm afraid", "we regret": a regret that may be about something else ("the rate went up, I'm afraid"). */
export const AFRAID = /(?:^|[^\p{L}])(?:i'?m afraid|we are afraid|we'?re afraid|regret\w*)(?![\p{L}])/u;

/** "The same goes for kosher", "ebenso", "de même", "lo mismo", "lo stesso", "hetzelfde": as the clause before. */
export const SAME_AS_BEFORE =
  /\b(?:the same (?:goes|applies) (?:for|to)|same for|likewise|ebenso|gleiches gilt|genauso|dasselbe gilt|de meme|pareil pour|idem|lo mismo (?:para|con|pasa)|igual (?:para|con)|lo stesso (?:vale|per)|vale lo stesso|hetzelfde geldt|net zo|o mesmo (?:para|vale|se aplica))\b/;

/** "unfortunately", "leider", "malheureusement", "purtroppo", "helaas", "infelizmente" … */
export const REGRET = new RegExp(`(?:^|[^\\p{L}])(?:${REGRET_WORDS.join('|')})(?![\\p{L}])`, 'u');

/** Whether the folded text holds a negating word (not "no problem": callers fold that away first). */
export function negated(folded: string, lang?: ReadLang, opts: NegationOptions = {}): boolean {
  const text = blankNoProblem(folded);
  return negatorPattern(lang, opts).test(text) || NO_LONGER.test(text);
}

/** Whether one of the (at most `words`) words right before the end of `before` negates ("not the", "kein"). */
export function negatedBefore(before: string, lang?: ReadLang, words = 2, opts: NegationOptions = {}): boolean {
  if (!/\s$/.test(before)) return false; // the word right before is cut: not a whole word
  // Only words of the same clause: "not express, standard" does not deny "standard".
  const clause = before.slice(
    Math.max(...[',', ';', ':', '.', '!', '?', '(', ')'].map((c) => before.lastIndexOf(c))) + 1,
  );
  const tail = (clause.match(/[\p{L}']+/gu) ?? []).slice(-words).join(' ');
  return negatorPattern(lang, opts).test(tail);
}

/** "No problem", "without fail" and their kin say yes: blanked (same length) before a negation is looked for. */
const NO_PROBLEM =
  /\b(?:without fail|ohne fehl|sans faute|sin falta|senza fallo|zonder mankeren|sem falta|no doubt|sans doute|sin duda|senza dubbio|zonder twijfel|sem duvida|no problem|not a problem|no worries|without (?:a |any )?problems?|kein problem|keine probleme|ohne (?:weiteres|probleme?)|pas de (?:souci|probleme)|sans (?:souci|probleme)|aucun (?:souci|probleme)|sin problemas?|ningun problema|no hay problema|nessun problema|senza problemi|geen probleem|zonder problemen|sem problemas?|nenhum problema)\b/g;

/**
 * A writer stopping to correct themselves ("the 12th – no, wait, the 13th", "nein, Moment",
 * "non, attendez", "no, perdón", "no, aspetti", "nee, wacht", "não, desculpe"): the "no" takes
 * back what came before, it denies nothing in the clause that follows (guards/corrections.ts
 * reads the correction itself). Only an interjection: at the start or after a pause (comma,
 * dash, ellipsis, sentence mark), itself followed by a pause and a new figure in the same
 * sentence. "No espere envío gratuito" and "não espere a instalação" are a plain "don't expect"
 * (espere/espera are ordinary verbs, never read as "wait"), and stay a negation.
 */
const SELF_CORRECTION =
  /(?<=^|[,.;:!?\u2026\u2013\u2014-]\s{0,3})(?:no|nein|non|nee|nao),? (?:wait|moment|attendez|attends|perdon|perdone|aspetti|aspetta|wacht|desculpe|desculpa)\s{0,2}[,:\u2026\u2013\u2014-](?=[^.;!?\n\d]{0,80}\d)/g;

/**
 * Two negations in one clause say yes: "we wouldn't send a car out without (it)", "nie ohne",
 * "jamais sans", "nunca sin", "mai senza", "nooit zonder", "nunca sem": what follows "without" is
 * always there. Blanked like "no problem".
 */
const DOUBLE_NEGATION =
  /(?:\b[a-z]+n't|\b(?:not|never|nicht|nie|niemals|jamais|nunca|jamas|mai|nooit|nao)\b)[^.,;:!?\n]{0,40}?\b(?:without|ohne|sans|sin|senza|zonder|sem)\b/g;

export function blankNoProblem(folded: string): string {
  return folded
    .replace(NO_PROBLEM, (m) => ' '.repeat(m.length))
    .replace(SELF_CORRECTION, (m) => ' '.repeat(m.length))
    .replace(DOUBLE_NEGATION, (m) => ' '.repeat(m.length));
}

/** "impossible", "not possible", "unmöglich", "imposible", "impossibile", "onmogelijk", "impossível". */
export const IMPOSSIBLE =
  /\b(?:impossible|imposible|unmoglich|impossibile|onmogelijk|impossivel|out of the question|ausgeschlossen|hors de question|descartado|escluso)\b/;

/**
 * Given to someone else: "the Thursday slot has been allocated to the volleyball section", "an
 * einen anderen Verein vergeben", "attribué ce matin à la section volley", "asignado a otro
 * cliente", "assegnato a un'altra squadra", "toegewezen aan een andere club", "atribuído a outro
 * cliente"; also "already taken/booked" in a clause of its own. Never what is given to us ("booked
 * for you", "réservé pour vous", "à vous"). On folded text; bounded gaps only.
 */
export const TAKEN_BY_OTHERS = new RegExp(
  `\\b(?:${[
    '(?:given|allocated|assigned|let|promised|taken|booked|reserved|sold)(?: out)? (?:\\S+ ){0,3}?(?:to|by) (?!you\\b|your\\b|us\\b|yourselves\\b)',
    '(?:already|just) (?:been )?(?:taken|booked|allocated|gone)',
    '(?:an|fur) (?:\\S+ ){0,4}?(?:vergeben|vermietet)|(?:bereits|schon) (?:\\S+ ){0,2}?(?:vergeben|belegt|vermietet)',
    '(?:attribue|loue|cede|reserve)e?s? (?:\\S+ ){0,3}?(?:a|au|aux|par) (?!vous\\b|votre\\b|vos\\b|nous\\b)|pris par',
    '(?:asignad|adjudicad|alquilad|cedid|reservad)[oa]s? (?:\\S+ ){0,3}?(?:a|al|por) (?!usted|ustedes|vosotros|ti\\b|su\\b|sus\\b|nombre\\b)',
    '(?:assegnat|affittat|concess|ceduto|ceduta|prenotat)[oaie]? (?:\\S+ ){0,3}?(?:a|al|alla|ad|da|dal|dalla) (?!voi\\b|lei\\b|nome\\b|vostr|su[oa]\\b)',
    '(?:toegewezen|gegeven|verhuurd|gereserveerd|vergeven) aan (?!u\\b|jullie\\b)|(?:al|reeds) (?:\\S+ ){0,2}?(?:vergeven|verhuurd)',
    '(?:atribuid|alugad|cedid|reservad)[oa]s? (?:\\S+ ){0,3}?(?:a|ao|por|pelo|pela) (?!si\\b|voce|seu\\b|sua\\b|nome\\b)',
  ].join('|')})`,
);

/** A negating word anywhere in a sentence (folded): the plain list the commitment guard uses. */
export const NEGATION_WORD =
  /\b(?:not|no|never|don't|dont|won't|cannot|can't|without|kein|keine|keinen|nicht|nie|ohne|pas|jamais|sans|aucun|aucune|nunca|sin|ningun|ninguna|ninguno|non|mai|senza|nessun|nessuno|nessuna|niet|geen|nooit|zonder|nao|sem|nenhum|nenhuma)\b/;

/** A term negated by the word or two right before it ("without a deposit", "kein Zuschlag", "sans acompte"). */
export const NEGATED_TERM =
  /\b(?:without|no|ohne|kein|keine|sans|aucun|sin|ningun|senza|nessun|zonder|geen|sem|nenhum|nor|noch|ni|ne|nem)\s+(?:\p{L}+\s+)?$|\b(?:no|nao ha|there is no|there's no|es gibt kein\w*|il n'y a (?:pas|ni)|no hay|non c'e|er is geen|nao existe)\s+(?:\p{L}+\s+){1,3}(?:nor|noch|ni|ne|nem|o|or|oder|ou)\s+(?:\p{L}+\s+)?$/u;

/** Words right before a cost marker that make it part of the whole or absent ("no extras", "inkl. Zuschlag", "sans supplément"). */
export const NOT_APART =
  /\b(?:no|without|incl\w*|all|ohne|inkl\w*|einschliesslich|sans|compris|sin|incluid\w*|senza|compres\w*|inclus\w*|zonder|sem)\b[^.,;:!?\d]{0,8}$/;
