import { describe, expect, it } from 'vitest';
import { readCorrection } from '../support/read-correction.js';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * Round 29's price readers: a figure of another year than the field's, an amount written after a
 * year, a list-price word that names the amount before it, prices per a year or per another plan
 * for a monthly price per user, a price list's item lines, two fields' things priced together,
 * a price for the field's own quantity among others, and another time unit than the field counts in.
 */

const maintenance2027 = {
  feeEUR: { type: 'number', description: 'annual maintenance fee 2027, EUR net' },
};

describe('a field that names its year takes the figure of that year', () => {
  it.each([
    [
      'en',
      'For 2027 the annual fee is €4,120.00 net. In 2026 it was €3,980.00, the list was raised on 1 January.',
      4120,
    ],
    ['en, older year first', 'In 2026 you paid €3,980.00; for 2027 it will be €4,120.00 net.', 4120],
    ['de', 'Für 2027 sind das 4.023,00 € netto. 2026 waren es noch 3.834,00 €.', 4023],
    ['de, list price before', 'Bei 15 Lizenzen à 1.490,00 € Listenpreis sind das für 2027 4.023,00 € netto.', 4023],
    ['fr', 'Pour 2027, la redevance sera de 4 120,00 € HT (en 2026 : 3 980,00 € HT).', 4120],
  ])('%s', (_case, text, value) => {
    expect(readOneReply(maintenance2027, text, 'Ask for the 2027 maintenance fee')['feeEUR']).toBe(value);
  });

  it('only another year named: nothing', () => {
    expect(
      readOneReply(
        maintenance2027,
        'In 2026 the fee was €3,980.00 net; the 2027 list is not out yet.',
        'Ask for the fee',
      )['feeEUR'],
    ).toBeUndefined();
  });

  it('an amount in cents after a bare number is still read ("für 2027 4.023,00 €")', () => {
    const fee = { feeEUR: { type: 'number', description: 'jährliche Gebühr 2027 in EUR netto' } };
    expect(readOneReply(fee, 'Die Gebühr beträgt für 2027 4.023,00 € netto.', 'Gebühr erfragen')['feeEUR']).toBe(4023);
  });

  it('a phone number stays no amount', () => {
    const fee = { feeEUR: { type: 'number', description: 'Gebühr in EUR' } };
    expect(
      readOneReply(fee, 'Rufen Sie uns an: 0521 98 76 54, Durchwahl 21.', 'Gebühr erfragen')['feeEUR'],
    ).toBeUndefined();
  });
});

const perUserMonth = {
  priceUSD: { type: 'number', description: 'list price of the Business plan per user (agent) per month, USD' },
};

describe('a monthly price per user', () => {
  it.each([
    ['a price per year', 'Business is $1,140 per agent per year, billed annually only.'],
    ['a yearly total written /yr', 'For your 25 agents that comes to $28,500/yr before any discount.'],
    [
      'another plan in an aside',
      'Business is annual only (Starter is the one you can pay monthly, $19/agent/mo, but it caps at 10 agents).',
    ],
  ])('%s: not read', (_case, text) => {
    expect(
      readOneReply(perUserMonth, text, "Get the Business plan's price per user per month")['priceUSD'],
    ).toBeUndefined();
  });

  it('the amount per the thing the field names in brackets ("per user (agent)") is read', () => {
    expect(
      readOneReply(perUserMonth, 'Business is $59 per agent per month, SSO included.', 'Get the Business price')[
        'priceUSD'
      ],
    ).toBe(59);
  });

  it('the plan the case names, beside another plan in an aside', () => {
    expect(
      readOneReply(
        perUserMonth,
        'Business is $59 per agent per month (Starter is the one at $19/agent/mo, but it caps at 10 agents).',
        'Get the Business price',
      )['priceUSD'],
    ).toBe(59);
  });
});

describe('nothing bought on top is included', () => {
  const sso = { ssoIncluded: { type: 'boolean', description: 'true if SSO is included in the plan at no extra cost' } };
  it.each([
    ['en', 'SAML SSO (Okta, Azure AD) is part of Business, no add-on.'],
    ['en, not an add-on', "SSO comes with the plan, it's not an add-on."],
    ['de', 'SSO ist im Business-Tarif dabei, kein Add-on.'],
  ])('%s', (_case, text) => {
    expect(readOneReply(sso, text, 'Find out whether SSO is included')['ssoIncluded']).toBe(true);
  });

  it('an add-on with a price is no inclusion', () => {
    expect(
      readOneReply(sso, 'SSO is an add-on at $4 per user per month.', 'Find out whether SSO is included')[
        'ssoIncluded'
      ],
    ).not.toBe(true);
  });
});

const fruit = {
  avocadoPerKg: { type: 'number', description: 'precio por kg del aguacate Hass calibre 18, EUR sin IVA' },
  mangoPerKg: { type: 'number', description: 'precio por kg del mango Osteen, EUR sin IVA' },
};

describe("a price list's lines, each opening with its item", () => {
  it('each field takes the price on the line naming its item', () => {
    const text =
      'Precios de esta semana:\naguacate Hass cal. 18 de Málaga 3,45 €/kg\nmango Osteen 2,20 €/kg, caja de 4 kg\nlimón 1,10 €/kg por si te interesa';
    expect(readOneReply(fruit, text, 'Pedir precios')).toMatchObject({ avocadoPerKg: 3.45, mangoPerKg: 2.2 });
  });

  it('a correction that names one item only leaves the other', () => {
    const older = 'aguacate Hass cal. 18: 3,45 €/kg\nmango Osteen: 2,20 €/kg';
    const newer =
      'Perdona, el aguacate de 3,45 es el calibre 22. El calibre 18 te sale a 3,90 €/kg. Lo del mango está bien.';
    expect(readCorrection(fruit, older, newer)).toMatchObject({ avocadoPerKg: 3.9, mangoPerKg: 2.2 });
  });

  it("a price named by another field's item still counts as one per the field's own thing", () => {
    const hotel = {
      roomRate: { type: 'number', description: 'Preis pro Doppelzimmer (2 Personen) und Nacht inkl. Frühstück, EUR' },
      cityTax: { type: 'number', description: 'Kurtaxe pro Person und Nacht, EUR' },
    };
    const text =
      'Preis: 74,50 € pro Person/Nacht im DZ inkl. Frühstücksbuffet\nEinzelzimmerzuschlag: 28,00 € pro Nacht\n\nZzgl. Kurtaxe, derzeit 3,20 € p.P./Nacht.';
    expect(readOneReply(hotel, text, 'Gruppenpreis erfragen')['cityTax']).not.toBe(28);
  });

  it('prices in sentences are no price list: a discount and a side offer leave the field asked', () => {
    const oats = {
      perTonne: {
        type: 'number',
        description: 'Preis je Tonne in Euro netto für 6 t pro Abruf, geliefert in Big Bags',
      },
    };
    const text =
      'Bei Anlieferung lose im Silo-LKW reduziert sich der Preis um 35,00 € je Tonne, das setzt aber einen Silo voraus.\n\nFalls Sie auch Kleinblatt brauchen: der liegt in allen Staffeln 22,00 € je t günstiger.';
    expect(readOneReply(oats, text, 'Preis je Tonne erfragen')['perTonne']).toBeUndefined();
  });

  it('a tier line of the same item keeps the field asked', () => {
    const one = { avocadoPerKg: fruit.avocadoPerKg };
    const text = 'aguacate Hass cal. 18: 3,45 €/kg\nA partir de 100 kg: 3,20 €/kg';
    expect(readOneReply(one, text, 'Pedir precio')['avocadoPerKg']).toBeUndefined();
  });
});

describe('two fields priced together', () => {
  const premiums = {
    contents: { type: 'number', description: 'contents insurance premium per month, GBP' },
    buildings: { type: 'number', description: 'buildings insurance premium per month, GBP' },
  };
  it.each([
    ['en', 'Contents and buildings together come to £41.20 a month.'],
    ['nl', 'Met inboedel en opstal allebei Uitgebreid komt u dus op € 34,35 per maand.'],
  ])('%s: neither field takes the sum', (_case, text) => {
    const props =
      _case === 'nl'
        ? {
            inboedel: { type: 'number', description: 'premie inboedelverzekering per maand in EUR' },
            opstal: { type: 'number', description: 'premie opstalverzekering per maand in EUR' },
          }
        : premiums;
    expect(Object.keys(readOneReply(props, text, 'Ask for both premiums'))).toEqual([]);
  });

  it('one thing priced alone is read', () => {
    expect(readOneReply(premiums, 'Contents cover is £14.80 a month.', 'Ask for both premiums')['contents']).toBe(14.8);
  });
});

describe('a price for the quantity the field names', () => {
  const cards = {
    cards1000: { type: 'number', description: 'prix des 1 000 cartes de visite, en euros HT' },
    sheets2500: { type: 'number', description: 'prix des 2 500 feuilles de papier à en-tête, en euros HT' },
  };
  it('each quantity its own price, in figures and in words', () => {
    const text =
      "Cartes de visite :\n- 500 ex : 68,00 € HT\n- 1 000 ex : 92,50 € HT (soit 111,00 € TTC)\n\nPour l'en-tête, en deux mille cinq cents exemplaires on est à 318,40 € HT. Si vous montez à 5 000 ex., 412,00 € HT les 5 000.";
    expect(readOneReply(cards, text, 'Demander les prix')).toMatchObject({ cards1000: 92.5, sheets2500: 318.4 });
  });

  it("english: never another tier's price", () => {
    const mugs = { price250: { type: 'number', description: 'price for 250 printed mugs, GBP ex VAT' } };
    const text = '100 mugs: £310\n250 mugs: £640\n500 mugs: £1,150\nArtwork setup is £35.';
    expect([undefined, 640]).toContain(readOneReply(mugs, text, 'Get a price for 250 mugs')['price250']);
  });

  it('a measure before the price is no quantity; another quantity after a short abbreviation is', () => {
    const folders = { total300: { type: 'number', description: 'preço total das 300 pastas em EUR, sem IVA' } };
    const text =
      '300 pastas A4 c/ bolsa, cartolina 350 g, plastificação mate 1 face: 465,00 € + IVA. Se quiser 500 un. fica em 610,00 € + IVA.';
    expect(readOneReply(folders, text, 'Pedir o preço de 300 pastas')['total300']).toBe(465);
  });

  it('a measure in the field ("60.000 km") names no quantity', () => {
    const service = {
      pricePerVan: { type: 'number', description: 'prezzo del tagliando 60.000 km per un Ducato, in euro IVA esclusa' },
    };
    const text = 'Per il tagliando dei 60 mila sul Ducato 2.2 siamo a 410 euro + IVA a mezzo, olio e filtri compresi.';
    expect(readOneReply(service, text, 'Chiedere il prezzo del tagliando')['pricePerVan']).toBe(410);
  });

  it("the field's quantity at the clause's head, a model number nearer the price: never the surcharge", () => {
    const desks = { priceGBP: { type: 'number', description: 'price for the 14 desks in GBP, excluding VAT' } };
    const text =
      "14 x Ergo-Lift 160 (white frame, oak top) comes to £5,922 + VAT, that's £423 each. Carrying them up is £12 per desk per floor.";
    expect([undefined, 5922]).toContain(readOneReply(desks, text, 'Get the price for 14 desks')['priceGBP']);
  });

  it('a price of one of the quantity ("l\'uno") is never the total', () => {
    const panes = { total: { type: 'number', description: 'prezzo totale dei 4 vetri in euro, IVA esclusa' } };
    const text = "I 4 vetrocamera 33.1/16/33.1, 1200x1450, vengono 148 € l'uno + IVA, quindi 592 € + IVA in totale.";
    expect(readOneReply(panes, text, 'Chiedere il prezzo totale')['total']).not.toBe(148);
  });

  it('a quantity written like a year with a separator is a quantity', () => {
    const flyers = { price2000: { type: 'number', description: 'prix de 2 000 flyers en euros HT' } };
    const text = '1 000 flyers : 89,00 € HT\n2 000 flyers : 129,00 € HT\n5 000 flyers : 219,00 € HT';
    expect(readOneReply(flyers, text, 'Demander le prix')['price2000']).toBe(129);
  });

  it('only other quantities priced: nothing', () => {
    const one = { cards1000: cards.cards1000 };
    const text = '- 500 ex : 68,00 € HT\n- 2 500 ex : 180,00 € HT';
    expect(readOneReply(one, text, 'Demander le prix')['cards1000']).toBeUndefined();
  });
});

describe('another time unit than the field counts in', () => {
  const hours = { coverageHours: { type: 'integer', description: 'ore di copertura incluse nel pacchetto' } };
  it('"entro 90 giorni" is no number of hours', () => {
    const text = 'Consegna: tutte le foto in una galleria online entro 90 giorni, più una chiavetta USB.';
    expect(readOneReply(hours, text, 'Chiedere le ore di copertura')['coverageHours']).toBeUndefined();
  });

  it('the hours themselves are read', () => {
    const text = 'Il pacchetto comprende 8 ore di copertura; le foto arrivano entro 90 giorni.';
    expect(readOneReply(hours, text, 'Chiedere le ore di copertura')['coverageHours']).toBe(8);
  });
});

describe("a fee the field's own words name", () => {
  const fees = {
    monthlyFeeEUR: { type: 'number', description: 'monatlicher Betreuungsbeitrag in EUR (ohne Essensgeld)' },
    mealFeeMonthlyEUR: { type: 'number', description: 'monatliches Essensgeld in EUR, falls separat berechnet' },
  };
  it('is read beside a later tariff no word of the field names', () => {
    const text =
      'Für einen Krippenplatz ganztags liegt der Betreuungsbeitrag im Kitajahr 2027/28 bei 890 € monatlich. Ab dem Monat nach dem 3. Geburtstag gilt der Elementartarif, derzeit 720 €.';
    expect(readOneReply(fees, text, 'Beitrag erfragen')['monthlyFeeEUR']).toBe(890);
  });
});

describe('an offer "if you also want" prices something else', () => {
  const price = {
    prezzoEUR: { type: 'number', description: 'prezzo della sostituzione chiavi in mano in euro, IVA esclusa' },
  };
  it.each([
    [
      'it',
      "Il tutto viene 2.380 euro + IVA. Se vuole anche le valvole termostatiche sono 45 euro l'una montate, ma quelle sono a parte.",
      2380,
    ],
    ['en', 'The whole job is €2,380 plus VAT. If you also want thermostatic valves they are €45 each, fitted.', 2380],
  ])('%s', (_case, text, value) => {
    expect(readOneReply(price, text, 'Chiedere il prezzo')['prezzoEUR']).toBe(value);
  });
});
