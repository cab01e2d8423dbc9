import { AND, ART, D, H, K, M, type Part, table, U, X } from './parts.js';

/** English, German and Dutch number words (accents folded, lower case) → parts. */

export const EN: Readonly<Record<string, Part>> = table(
  ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'],
  ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'],
  { hundred: H, thousand: K, million: M, dozen: D, and: AND, a: ART, an: ART },
);

export const DE: Readonly<Record<string, Part>> = table(
  ['eins', 'zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun'],
  ['zehn', 'elf', 'zwolf', 'dreizehn', 'vierzehn', 'funfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'],
  ['zwanzig', 'dreissig', 'vierzig', 'funfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'],
  {
    ein: U(1),
    eine: ART,
    einen: ART,
    dreisig: X(30),
    hundert: H,
    tausend: K,
    million: M,
    millionen: M,
    dutzend: D,
    und: AND,
  },
);

export const NL: Readonly<Record<string, Part>> = table(
  ['een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen'],
  ['tien', 'elf', 'twaalf', 'dertien', 'veertien', 'vijftien', 'zestien', 'zeventien', 'achttien', 'negentien'],
  ['twintig', 'dertig', 'veertig', 'vijftig', 'zestig', 'zeventig', 'tachtig', 'negentig'],
  { honderd: H, duizend: K, miljoen: M, dozijn: D, en: AND },
);
