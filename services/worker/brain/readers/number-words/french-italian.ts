import { AND, D, H, K, M, type Part, table, U, X } from './parts.js';

/** French and Italian number words (accents folded, lower case) → parts. */

export const FR: Readonly<Record<string, Part>> = table(
  ['un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'],
  ['dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize'],
  ['vingt', 'trente', 'quarante', 'cinquante', 'soixante'],
  {
    une: U(1),
    vingts: X(20),
    cent: H,
    cents: H,
    mille: K,
    million: M,
    millions: M,
    douzaine: D,
    douzaines: D,
    et: AND,
  },
);

export const IT: Readonly<Record<string, Part>> = table(
  ['uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove'],
  [
    'dieci',
    'undici',
    'dodici',
    'tredici',
    'quattordici',
    'quindici',
    'sedici',
    'diciassette',
    'diciotto',
    'diciannove',
  ],
  ['venti', 'trenta', 'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta'],
  {
    un: U(1),
    una: U(1),
    // Elided before "uno" and "otto": ventuno, trentotto.
    vent: X(20),
    trent: X(30),
    quarant: X(40),
    cinquant: X(50),
    sessant: X(60),
    settant: X(70),
    ottant: X(80),
    novant: X(90),
    cento: H,
    mille: K,
    mila: K,
    milione: M,
    milioni: M,
    dozzina: D,
    dozzine: D,
    e: AND,
  },
);
