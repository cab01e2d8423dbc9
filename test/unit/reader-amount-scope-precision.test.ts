import { describe, expect, it } from 'vitest';
import { readFromSources, referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';

/**
 * Precision of number fields (round 17): an amount whose scope differs from the field's (for one
 * period, a sum over the things, another period's bill, the size of each thing), a rival total
 * field's word before a rate, and an amount bound by nothing but its currency
 * (readers/number-field.ts, amount-scope.ts, per-period.ts, over-several.ts, count-field.ts,
 * units/). Where nothing binds a figure surely, the field is left unread (asked).
 */

const AT = Date.parse('2027-01-10T09:00:00Z');
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], referencesFrom([], AT)).values;
const num = (description: string) => ({ type: 'number', description });

describe('an amount for ONE period is the rate per that period', () => {
  it.each<[string, string, string, number]>([
    ['en', 'Weekly hire rate in GBP', 'So the mixer is £95 for the week, plus VAT.', 95],
    ['fr', 'Prix par jour en euros', 'Alors la nacelle est à 180 € pour la journée, hors TVA.', 180],
    ['de', 'Preis pro Nacht in EUR', 'Das Zimmer kostet 89 € für eine Nacht.', 89],
    ['es', 'Precio por semana en euros', 'La furgoneta sale a 420 € por la semana.', 420],
    ['it', 'Prezzo al giorno in euro', 'Il furgone costa 120 € per la giornata.', 120],
    ['pt', 'Preço por noite em euros', 'O quarto fica em 75 € pela noite.', 75],
  ])('%s: %s', (_lang, description, text, value) => {
    expect(read({ rate: num(description) }, text)).toEqual({ rate: value });
  });

  it('an amount for another period, or for several, is no daily rate', () => {
    expect(read({ rate: num('Daily rate in GBP') }, "It's £900 for the week.")).toEqual({});
    expect(read({ rate: num('Daily rate in GBP') }, "It's £900 for the 5 days.")).toEqual({});
  });

  it('a rate and a charge in one sentence, the sentence opening with "So", each take their own', () => {
    expect(
      read(
        { weeklyRateGBP: num('hire for one week, excl. VAT'), deliveryChargeGBP: num('delivery and collection') },
        'So the scissor lift is £165 for the week and delivery plus collection together is £60, both plus VAT.',
      ),
    ).toEqual({ weeklyRateGBP: 165, deliveryChargeGBP: 60 });
  });
});

describe("a total field's word before a rate does not take the rate from a per-unit field", () => {
  const props = { pricePerPersonPerNight: num('GBP'), groupTotal: num('GBP, whole group, all nights') };
  it.each<[string, string, number, number]>([
    [
      'en',
      'Our group rate is £23.50 per person per night, so for the 12 of you it comes to £846 (towels are £1.50 each).',
      23.5,
      846,
    ],
    ['en', 'Group price: £19 per person per night, £684 in total for the stay.', 19, 684],
  ])('%s: %s', (_lang, text, rate, total) => {
    expect(read(props, text)).toEqual({ pricePerPersonPerNight: rate, groupTotal: total });
  });

  it('a per-unit rival keeps its word: the weekend rate is no weekday rate', () => {
    const out = read(
      { weekdayRatePerNight: num('GBP'), weekendRatePerNight: num('GBP') },
      'The weekend rate is £120 per night.',
    );
    expect(out['weekdayRatePerNight']).toBeUndefined();
  });
});

describe('an amount per nothing in a clause that names another period is no monthly figure', () => {
  it.each<[string, string, string]>([
    ['en', 'Monthly total in USD', 'We bill quarterly in advance, so your first invoice would be $3,720.'],
    ['de', 'Monatliche Gebühr in EUR', 'Wir rechnen jährlich ab, Sie zahlen dann 1.200 €.'],
    ['fr', 'Total mensuel en euros', 'Nous facturons par trimestre, la première facture sera de 3 720 €.'],
    ['es', 'Cuota mensual en euros', 'Facturamos cada trimestre: la primera factura será de 540 €.'],
  ])('%s: %s', (_lang, description, text) => {
    expect(read({ monthly: num(description) }, text)).toEqual({});
  });

  it.each<[string, string, string, number]>([
    ['en', 'Monthly total in USD', 'The monthly total comes to $1,240; we bill quarterly.', 1240],
    ['pt', 'Total mensal em euros', 'Bom dia! O valor é de 1.240 € por mês.', 1240],
    ['nl', 'Maandbedrag in euro', 'Goedendag, het bedrag is € 95 per maand.', 95],
  ])("%s: the field's own period still binds: %s", (_lang, description, text, value) => {
    expect(read({ monthly: num(description) }, text)).toEqual({ monthly: value });
  });
});

describe('a sum per a period is no price per one thing and period', () => {
  it.each<[string, string, string, number]>([
    [
      'de',
      'monatliche Leasingrate je Rad, netto, EUR',
      'Für die 14 Räder zahlen Sie zusammen 826,00 € netto im Monat, das sind 59,00 € je Rad.',
      59,
    ],
    ['fr', 'prix mensuel par poste en euros', 'En tout 480 € par mois pour les 4 postes, soit 120 € par poste.', 120],
    ['en', 'monthly price per licence in GBP', 'Altogether that is £300 a month, or £25 per licence.', 25],
  ])('%s: %s', (_lang, description, text, value) => {
    expect(read({ rate: num(description) }, text)).toEqual({ rate: value });
  });

  it('the sum alone is asked', () => {
    expect(read({ rate: num('monthly price per licence in GBP') }, 'Altogether that is £300 a month.')).toEqual({});
  });
});

describe('an amount bound by nothing but its currency, beside another, is asked', () => {
  it('two amounts, neither named by the field', () => {
    expect(
      read(
        { tuningPrice: num('CHF'), mechanismOverhaulPrice: num('CHF') },
        "Das Stimmen des Flügels kostet Fr. 185.– inkl. MwSt. Für die Überarbeitung der Hammermechanik verrechne ich pauschal CHF 1'240.50 inkl. MwSt.",
      ),
    ).toEqual({});
  });

  it('one amount the field names is still read', () => {
    expect(read({ priceChf: num('CHF') }, 'Der Preis beträgt CHF 240 inkl. MwSt.')).toEqual({ priceChf: 240 });
  });
});

describe('a measure of each thing is no count of them', () => {
  const count = (description: string) => ({ bagCount: { type: 'integer', description } });
  it.each<[string, string, string, number]>([
    ['en', 'number of bags', "Our bark comes in 70-litre bags and you'll need 30 bags.", 30],
    ['de', 'Anzahl Säcke', 'Sie brauchen 12 Säcke zu 25 kg.', 12],
    ['fr', 'nombre de sacs', 'Il vous faut 8 sacs de 40 l.', 8],
    ['it', 'numero di sacchi', 'Servono 6 sacchi da 50 litri.', 6],
  ])('%s: %s', (_lang, description, text, value) => {
    expect(read(count(description), text)).toEqual({ bagCount: value });
  });

  it('the measure alone is no count', () => {
    expect(read(count('number of bags'), 'Our bark comes in 70-litre bags.')).toEqual({});
    expect(read(count('Anzahl Fässer'), 'Die Fässer haben je 30 l.')).toEqual({});
  });
});

describe('a total quantity never takes the size of each thing', () => {
  const props = { totalLitres: num('Gesamtmenge in Litern') };
  it('de: the total in hectolitres, not each keg', () => {
    expect(read(props, 'Wir können vierzehn Fässer zu je 30 l liefern, also insgesamt 4,2 hl.')).toEqual({
      totalLitres: 420,
    });
  });

  it.each<[string, string, Record<string, unknown>, string]>([
    ['en', 'total volume in litres', {}, 'We can supply fourteen kegs of 30 litres each.'],
    ['fr', 'volume total en litres', {}, 'Nous pouvons livrer 12 fûts de 20 litres chacun.'],
  ])('%s: each keg alone gives no total', (_lang, description, expected, text) => {
    expect(read({ totalLitres: num(description) }, text)).toEqual(expected);
  });
});
