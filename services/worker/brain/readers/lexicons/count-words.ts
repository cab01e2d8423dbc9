/**
 * How price lists write what they count, folded, in the seven reading languages: the generic
 * words for one piece (a tier "40+ uds" counts what the client counts in "45 unidades", "Preis ab
 * 10 Stk." what it counts in "12 Stück") and the short forms of packs as column headers write them
 * ("Preço 100+ cx" counts the "150 caixas" of the request, "Prix 1-9 ctn" its "cartons").
 */

/** Words for "one piece, one unit" (and their abbreviations): any one of them counts what another does. */
export const PIECE_WORDS: ReadonlySet<string> = new Set([
  'unit',
  'units',
  'pc',
  'pcs',
  'piece',
  'pieces',
  'ea',
  'stk',
  'stck',
  'stuck',
  'stucke',
  'einheit',
  'einheiten',
  'st',
  'stuk',
  'stuks',
  'eenheid',
  'eenheden',
  'unite',
  'unites',
  'pce',
  'pces',
  'ud',
  'uds',
  'unidad',
  'unidades',
  'pz',
  'pezzo',
  'pezzi',
  'unita',
  'peca',
  'pecas',
]);

/** Short forms of packs and the words they stand for ("cx" for "caixa", "ctn" for "carton"). */
export const PACK_ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  cx: ['caixa'],
  cxs: ['caixa'],
  bx: ['box'],
  ctn: ['carton', 'cartone'],
  ctns: ['carton', 'cartone'],
  ktn: ['karton'],
  krt: ['karton'],
  pk: ['pack', 'pak'],
  pkt: ['packet', 'paket', 'pakket'],
  pck: ['pack', 'packung'],
  pckg: ['packung'],
  cj: ['caja'],
  scat: ['scatola'],
  rl: ['roll', 'rolle', 'rollo', 'rotolo', 'rolo', 'rol'],
  pal: ['pallet', 'palette', 'palet', 'bancale'],
  plt: ['pallet', 'palette'],
};

/**
 * One pack in the seven languages' words ("Karton" is a carton, "caisse" a crate, "saco" a bag,
 * "garrafa" a canister, "Flasche" a bottle),
 * each word to its English kind: a price per "Karton" is a price per carton.
 */
export const PACK_KIND: ReadonlyMap<string, string> = new Map(
  [
    'carton cartons karton kartons cartone cartoni',
    'box boxes schachtel schachteln boite boites scatola scatole doos caja cajas caixa caixas',
    'crate crates case cases kiste kisten caisse caisses cassa casse krat kratten',
    'pallet pallets palette paletten bancale bancali palet palets palete paletes',
    'bag bags sack sacks sacke sac sacs saco sacos sacco sacchi zak zakken beutel',
    'canister canisters kanister bidon bidons jerrycan jerrycans jerrican jerricans garrafa garrafas garrafon garrafones tanica taniche drum drums fass fut futs tambor tambores fusto fusti',
    'bottle bottles flasche flaschen bouteille bouteilles botella botellas bottiglia bottiglie fles flessen',
  ].flatMap((line) => {
    const words = line.split(' ');
    return words.map((w) => [w, words[0]!] as const);
  }),
);
