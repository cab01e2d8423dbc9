import { describe, expect, it } from 'vitest';
import { resolveTierHeaders, tierHeader } from '../../services/worker/brain/readers/tables/tier-headers.js';
import { rowAsk } from '../../services/worker/brain/readers/tables/row-choice.js';

/** The headers kept for a request: the tier column whose range holds its quantity, and the others. */
const kept = (headers: string[], asked: string) =>
  resolveTierHeaders(
    headers.map((header) => ({ header })),
    rowAsk([asked]),
  ).map((p) => p.header);

describe('tier headers that write their count word short or after a "+"', () => {
  it('reads "40+ uds" as an open tier counting "uds"', () => {
    expect(tierHeader('Precio 40+ uds (€)')).toMatchObject({ tier: { lo: 40 }, unit: 'uds' });
    expect(tierHeader('Preço 100+ cx (€ s/IVA)')).toMatchObject({ tier: { lo: 100 }, unit: 'cx' });
  });

  it('a word of one piece counts what another does, in several languages', () => {
    const es = ['Ref', 'Precio 1-39 uds (€)', 'Precio 40+ uds (€)'];
    expect(kept(es, 'Precio unitario para 45 unidades del pantalón')).toEqual(['Ref', 'Precio 40+ uds (€)']);
    const de = ['Art.-Nr.', 'Preis 1-9 Stk.', 'Preis 10+ Stk.'];
    expect(kept(de, 'Wir brauchen 12 Stück des Regals')).toEqual(['Art.-Nr.', 'Preis 10+ Stk.']);
    const en = ['SKU', 'Price 1-99 pcs', 'Price 100+ pcs'];
    expect(kept(en, 'Quote for 250 units of the bracket, please')).toEqual(['SKU', 'Price 100+ pcs']);
    const it_ = ['Codice', 'Prezzo 1-49 pz', 'Prezzo 50+ pz'];
    expect(kept(it_, 'Ci servono 30 pezzi della staffa')).toEqual(['Codice', 'Prezzo 1-49 pz']);
  });

  it('a pack written short counts the packs the client names', () => {
    const pt = ['Ref', 'Preço 1-99 cx (€ s/IVA)', 'Preço 100+ cx (€ s/IVA)'];
    expect(kept(pt, 'Preço por caixa para 150 caixas de seringas')).toEqual(['Ref', 'Preço 100+ cx (€ s/IVA)']);
    const fr = ['Réf', 'Prix 1-9 ctn', 'Prix 10+ ctn'];
    expect(kept(fr, 'Il nous faut 12 cartons de gobelets')).toEqual(['Réf', 'Prix 10+ ctn']);
  });

  it('another thing counted, a guessed count or two counts keep no tier', () => {
    const pt = ['Ref', 'Preço 1-99 cx', 'Preço 100+ cx'];
    expect(kept(pt, 'Preço para 150 seringas')).toEqual(['Ref']);
    expect(kept(pt, 'Preço para cerca de 150 caixas')).toEqual(['Ref']);
    expect(kept(pt, 'Preço para 50 caixas agora e 150 caixas em março')).toEqual(['Ref']);
    const es = ['Ref', 'Precio 1-39 uds', 'Precio 40+ uds'];
    expect(kept(es, 'Precio para 45 rollos')).toEqual(['Ref']);
  });
});

describe('a tier header of one count beside an open one', () => {
  it('"1 pallet" beside "2+ pallets": the client\'s count of pallets picks, singular or plural', () => {
    const en = ['Film', '1 pallet', '2+ pallets'];
    expect(kept(en, 'Price per roll for 3 pallets, please')).toEqual(['Film', '2+ pallets']);
    expect(kept(en, 'Price per roll for 1 pallet, please')).toEqual(['Film', '1 pallet']);
    const de = ['Folie', 'Preis 1 Palette', 'Preis ab 2 Paletten'];
    expect(kept(de, 'Preis pro Rolle bei 4 Paletten')).toEqual(['Folie', 'Preis ab 2 Paletten']);
  });

  it('no count of pallets, or of another thing: no tier', () => {
    const en = ['Film', '1 pallet', '2+ pallets'];
    expect(kept(en, 'Price per roll for 40 rolls')).toEqual(['Film']);
    expect(kept(en, 'Price per roll of film')).toEqual(['Film']);
  });
});
