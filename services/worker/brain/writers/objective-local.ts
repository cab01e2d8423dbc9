import type { Lang } from '../readers/language.js';

/**
 * An objective the client wrote in French, Spanish, Italian, Portuguese or Dutch, as an
 * instruction to us ("Demander à Loca-Élévation le tarif journalier HT d'une nacelle…",
 * "Preguntar a Finca El Olivar si tiene libre el sábado 12 de junio…", "Vraag bij FietsFlex de
 * leaseprijs per e-bike…"), turned into the sender's own request in that language ("Je
 * souhaiterais connaître le tarif journalier HT d'une nacelle…", "¿Podrían indicarme si tiene
 * libre el sábado 12 de junio…?", "Graag verneem ik de leaseprijs per e-bike…"). The first
 * email had pasted the instruction after "Le escribo en relación con la siguiente solicitud:".
 *
 * Only the opening verb, the counterparty named after it and what follows are read: a question
 * word starts a question, an article a thing asked for. The counterparty's name is taken as the
 * case names it when it stands there, else up to the first lower-case question word or article
 * (capitalised articles belong to names: "Finca El Olivar", "Le Clos des Vignes"). Anything
 * else is left to the caller (the instruction is then quoted as before). Linear: anchored
 * patterns with one lazy span of bounded length.
 */

export interface LocalRequest {
  lang: Lang;
  request: string;
  isQuestion: boolean;
  /** The thing asked for, with its article ("le tarif journalier HT d'une nacelle…"), for a subject. */
  thing?: string;
}

interface Shape {
  lang: Lang;
  /** The opening verb and the preposition before the counterparty ("demander à", "chiedere al"). */
  verb: RegExp;
  questionWords: string;
  definite: string;
  indefinite: string;
  ask: (clause: string) => string;
  know: (thing: string) => string;
  receive: (thing: string) => string;
  /** Their possessive and verbs addressed to them ("leur prix" → "votre prix", "s'il peut" → "si vous pouvez"). */
  yours?: ReadonlyArray<[RegExp, string]>;
}

const SHAPES: readonly Shape[] = [
  {
    lang: 'fr',
    verb: /^(?:demander|obtenir|solliciter)\s+(?:(?:à|a|de|auprès\s+de)\s+l'|(?:aux|au|à|a|auprès\s+(?:des|du|de)|des|du|de)\s+)/i,
    questionWords: "si|s'il|s'ils|quel|quelle|quels|quelles|quand|combien|comment|où",
    definite: "le|la|les|l'|leur|leurs|son|sa|ses",
    indefinite: 'un|une|des',
    ask: (c) => `Pourriez-vous m'indiquer ${c} ?`,
    know: (t) => `Je souhaiterais connaître ${t}.`,
    receive: (t) => `Je souhaiterais obtenir ${t}.`,
    yours: [
      [/\bleurs?\s/g, 'votre '],
      [/\bs'ils? (?:peut|peuvent)\b/g, 'si vous pouvez'],
      [/\bs'ils? (?:a|ont)\b/g, 'si vous avez'],
      [/\bs'ils? (?:propose|proposent)\b/g, 'si vous proposez'],
    ],
  },
  {
    lang: 'es',
    verb: /^(?:preguntar(?:le)?|pedir(?:le)?|pide(?:le)?|solicitar(?:le)?|obtener|consultar)\s+(?:a\s+la|a\s+los|al|a|de\s+la|del|de)\s+/i,
    questionWords:
      'si|qué|que|cuál|cual|cuáles|cuales|cuándo|cuando|cuánto|cuanto|cuántos|cuantos|cuántas|cómo|como|dónde',
    definite: 'el|la|los|las|su|sus',
    indefinite: 'un|una|unos|unas',
    ask: (c) => `¿Podrían indicarme ${c}?`,
    know: (t) => `Quisiera conocer ${t}.`,
    receive: (t) => `Quisiera solicitarles ${t}.`,
  },
  {
    lang: 'it',
    verb: /^(?:chiedere|domandare|ottenere|richiedere)\s+(?:all'|dall'|(?:alla|allo|agli|alle|al|ai|ad|a|dalla|dallo|dagli|dal|dai|da)\s+)/i,
    questionWords: 'se|quale|quali|quando|quanto|quanti|quante|come|dove',
    definite: "il|lo|la|i|gli|le|l'",
    indefinite: "un|uno|una|un'",
    ask: (c) => `Potreste indicarmi ${c}?`,
    know: (t) => `Vorrei conoscere ${t}.`,
    receive: (t) => `Vorrei ricevere ${t}.`,
    yours: [[/\b(il|la|i|le) loro\s/g, '$1 vostro ']],
  },
  {
    lang: 'pt',
    verb: /^(?:pedir|perguntar|solicitar|obter)\s+(?:à|a|ao|aos|às|da|do|dos|das|de)\s+/i,
    questionWords: 'se|qual|quais|quando|quanto|quantos|quantas|como|onde',
    definite: 'o|a|os|as',
    indefinite: 'um|uma|uns|umas',
    ask: (c) => `Poderiam indicar-me ${c}?`,
    know: (t) => `Gostaria de saber ${t}.`,
    receive: (t) => `Gostaria de receber ${t}.`,
  },
  {
    lang: 'nl',
    verb: /^(?:vraag|vragen)\s+(?:bij\s+|aan\s+)?/i,
    questionWords: 'of|wat|welke|wanneer|hoeveel|hoe|waar',
    definite: 'de|het|hun|om de|om het|naar de|naar het|naar hun',
    indefinite: 'een|om een|naar een',
    ask: (c) => `Kunt u mij laten weten ${c}?`,
    know: (t) => `Graag verneem ik ${t}.`,
    receive: (t) => `Graag ontvang ik ${t}.`,
    yours: [[/\bhun\s/g, 'uw ']],
  },
];

/** The request in the objective's own language, or undefined when its opening is not one read here. */
export function localRequest(head: string, counterpartyNames: readonly string[]): LocalRequest | undefined {
  for (const shape of SHAPES) {
    const v = shape.verb.exec(head);
    if (!v) continue;
    const after = head.slice(v[0].length);
    const rest = afterName(after, counterpartyNames, shape);
    if (rest === undefined) continue;
    const own = (s: string) => (shape.yours ?? []).reduce((out, [re, by]) => out.replace(re, by), s);
    const q = new RegExp(`^(?:${shape.questionWords})(?=[\\s'])`).exec(rest);
    if (q) {
      // The question ends at its sentence's end ("… del pedido 7731. El PDF que les mandamos …").
      const end = /[.!?](?=\s+\p{Lu})/u.exec(rest);
      const question = end ? rest.slice(0, end.index) : rest;
      const more = end ? rest.slice(end.index + 1).trim() : '';
      const after = more === '' ? '' : ` ${/[.!?]$/.test(more) ? more : `${more}.`}`;
      return { lang: shape.lang, request: `${shape.ask(own(question))}${after}`, isQuestion: true };
    }
    const d = new RegExp(`^(?:${shape.definite})(?=\\s)|^l'|^(?:${shape.indefinite})(?=\\s)`).exec(rest);
    if (!d) continue;
    // Dutch "om een offerte", "naar de prijs": the preposition of "vragen" goes.
    const thing = own(rest.replace(/^(?:om|naar)\s+/, ''));
    const indefinite = new RegExp(`^(?:${shape.indefinite})(?=\\s)`).test(rest);
    return {
      lang: shape.lang,
      request: indefinite ? shape.receive(thing) : shape.know(thing),
      isQuestion: false,
      thing,
    };
  }
  return undefined;
}

/** What follows the counterparty's name: the case's name when it stands first, else up to a lower-case question word or article. */
function afterName(after: string, names: readonly string[], shape: Shape): string | undefined {
  for (const name of names) {
    const n = name.trim();
    // The name, or a word for what they are before it ("du gîte Le Clos des Vignes").
    const at = n.length >= 2 ? after.toLowerCase().indexOf(n.toLowerCase()) : -1;
    if (at >= 0 && at <= 24 && !/[,;:]/.test(after.slice(0, at))) {
      const rest = after.slice(at + n.length).replace(/^[\s,]+/, '');
      return rest.length > 0 ? rest : undefined;
    }
  }
  // No name of the case: a name of at most eight words with a capital in its first three
  // ("Frío Levante", "Quinta do Vale Fundo", "gîte Le Clos des Vignes").
  const words = after.split(' ');
  const named = words.slice(0, 3).some((w) => /^\p{Lu}/u.test(w));
  const opener = new RegExp(`^(?:${shape.questionWords}|${shape.definite}|${shape.indefinite})$|^(?:l'|s'|un'|all')`);
  for (let i = 1; i <= Math.min(8, words.length - 1); i++) {
    const w = words[i]!;
    // "Mme Lefèvre, des Éditions du Rhône, la date …": an apposition names who they are.
    if (words[i - 1]!.endsWith(',')) continue;
    // "des Vignes", "do Vale": an article before a capitalised word is the name's own.
    if (/^\p{Lu}/u.test(words[i + 1] ?? '')) continue;
    // Without a capital, only a word or two for who they are ("au traiteur s'il peut …").
    if (!named && i > 2) return undefined;
    if (/^\p{Ll}/u.test(w) && opener.test(w)) return words.slice(i).join(' ');
    // Dutch "om een offerte" / "naar de prijs" open with a preposition.
    if (shape.lang === 'nl' && /^(?:om|naar)$/.test(w)) return words.slice(i).join(' ');
  }
  return undefined;
}
