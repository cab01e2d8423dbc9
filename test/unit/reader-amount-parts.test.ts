import { describe, expect, it } from 'vitest';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { scopeWords } from '../../services/worker/brain/readers/amount-scope.js';
import { otherDenominator } from '../../services/worker/brain/readers/denominators.js';
import { partOfSum, termSpan } from '../../services/worker/brain/readers/amount-parts.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/**
 * Figures that are only part of what a field asks: a price for part of a term, a price per
 * another thing, a term of a sum.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const refs = { dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() };
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], refs).values;

const at = (text: string, figure: string) => {
  const i = text.indexOf(figure);
  return [text, i, i + figure.length] as const;
};

describe('an amount for the first periods of a term, or for several periods', () => {
  it.each([
    ['The hire comes to £2,400 for the first six weeks, then £310 a week.', '2,400'],
    ['Rent is €900 for the first 3 months and €1,100 after.', '900'],
    ['Die Miete beträgt 450 € für die ersten 2 Monate.', '450'],
    ['Le loyer est de 700 € pour les 3 premiers mois.', '700'],
    ['La cuota es de 80 € por los primeros 6 meses.', '80'],
    ['Il canone è 120 € per i primi 4 mesi.', '120'],
    ['A mensalidade é 60 € pelos primeiros 2 meses.', '60'],
    ['De huur is € 500 voor de eerste 2 weken.', '500'],
    ['For the first two weeks the rate is $640, then $410 per week.', '640'],
  ])('first periods: %s', (text, figure) => {
    expect(termSpan(...at(text, figure))).toBe('first');
  });
  it.each([
    ['The mixer is £1,100 for 4 weeks.', '1,100'],
    ['Das Gerüst kostet 3.200 € für sechs Wochen.', '3.200'],
  ])('several periods: %s', (text, figure) => {
    expect(termSpan(...at(text, figure))).toBe('several');
  });
  it.each([
    ['After the first four weeks it is £310 per week.', '310'],
    ['The rate is £310 per week after the first four weeks.', '310'],
    ['The room is €95 for one night.', '95'],
    ['We charge €95 for the delivery within 2 weeks.', '95'],
    ['For the first two weeks we are closed; the rate is £410 per week.', '410'],
    // A rate per period before the span: the span says how long it is paid, not what it buys.
    ['£390 a week for 4 weeks minimum.', '390'],
    ['£390 weekly for the 6 weeks you need.', '390'],
    ['Das Gerüst kostet 280 € pro Woche für 6 Wochen.', '280'],
    ['La nacelle est à 450 € par semaine pour 3 semaines.', '450'],
    ['Il ponteggio costa 300 € a settimana per 5 settimane.', '300'],
    ['De steiger kost € 260 per week voor 8 weken.', '260'],
    ['Le loyer est de 700 € mensuel pour 6 mois.', '700'],
  ])('no span of its own: %s', (text, figure) => {
    expect(termSpan(...at(text, figure))).toBeUndefined();
  });
});

describe('the periods a span is counted in', () => {
  // Every period word the reader knew before it took them from unit-words.ts, and the nights.
  const periods = (
    'day days week weeks month months year years night nights ' +
    'tag tage tagen woche wochen monat monate monaten jahr jahre jahren nacht nachte nachten ' +
    'jour jours semaine semaines mois an ans annee annees nuit nuits ' +
    'dia dias semana semanas mes meses ano anos noche noches noite noites ' +
    'giorno giorni settimana settimane mese mesi anno anni notte notti ' +
    'dag dagen week weken maand maanden jaar jaren nacht nachten'
  ).split(' ');
  it.each(periods)('"€300 for 3 %s" is for several periods', (word) => {
    expect(termSpan(...at(`It is €300 for 3 ${word}.`, '300'))).toBe('several');
  });
  it.each(['hours', 'pallets', 'kg', 'Stunden'])('"€300 for 3 %s" is no span of periods', (word) => {
    expect(termSpan(...at(`It is €300 for 3 ${word}.`, '300'))).toBeUndefined();
  });
});

describe('a term of a sum', () => {
  it.each([
    ['That makes 8 + 35 crates.', '8'],
    ['That makes 8 + 35 crates.', '35'],
    ['It is €600 + 20% + €50 for the transport.', '600'],
    ['Es kostet 2.980 € + 19 % MwSt + 120 € Fracht.', '2.980 €'],
    ['The cost is €600 + €470 for the transport.', '470'],
    ['The cost is EUR 600 + EUR 470.', '600'],
  ])('part of a sum: %s (%s)', (text, figure) => {
    expect(partOfSum(...at(text, figure))).toBe(true);
  });
  it.each([
    ['The cost is €600 + VAT.', '600'],
    ['Call us on +44 20 7946 0000 about the 35 crates.', '35'],
    ['We deliver 35 crates.', '35'],
    // A rate after the plus is a tax or a surcharge on the amount, no second term.
    ['Der Preis ist 2.980 € + 19 % MwSt.', '2.980 €'],
    ['De prijs is € 2.980 + 21% btw.', '2.980'],
    ['The price is £2,980 + 20% VAT.', '2,980'],
    ['Le prix est de 1 450 € + 20 % de TVA.', '1 450 €'],
    ['El precio es 900 € + 21,5% de recargo.', '900 €'],
  ])('no sum: %s (%s)', (text, figure) => {
    expect(partOfSum(...at(text, figure))).toBe(false);
  });
});

describe('a price per another thing than the field is per', () => {
  const after = (text: string, figure: string) => {
    const [t, , end] = at(text, figure);
    return scopeWords(t, end);
  };
  const about = (words: string) => foldForMatching(words);
  it.each([
    ['day rate in GBP', 'I charge £9 per photo, retouched.', '9'],
    ['nightly rate in EUR', 'It is €30 per guest.', '30'],
    ['price per pallet in EUR', 'The price is €4 per carton.', '4'],
    ['weekly rate in GBP', 'We charge £12 per panel.', '12'],
    ['price per person in EUR', 'It is €45 per room.', '45'],
    ['fee per user per month in EUR', 'It is €6 per pallet.', '6'],
  ])('%s is not bound by "%s"', (field, text, figure) => {
    expect(otherDenominator(about(field), after(text, figure))).toBe(true);
  });
  it.each([
    ['day rate in GBP', 'I charge £450 per day.', '450'],
    ['day rate in GBP', 'I charge £450 per shoot day.', '450'],
    ['hourly rate in EUR', 'We charge €55/h.', '55'],
    ['price per person in EUR', 'The menu is €38 a head.', '38'],
    ['price per pallet in EUR', 'Storage is €4 per pallet per week.', '4'],
    ['price per image in GBP', 'It is £9 per edited image.', '9'],
    ['price per kg in EUR', 'It is €1.90 per kilo.', '1.90'],
    ['unit price in EUR', 'It is €3 per box.', '3'],
    ['room rate per night in EUR', 'It is €119 per room.', '119'],
    ['price in EUR', 'It is €5 each.', '5'],
    ['price per chair in EUR', 'Le prix est de 19 € par chaise.', '19'],
    ['price per pallet in EUR', 'Der Preis ist 19 € pro Stück.', '19'],
    ['price per crate in EUR', 'Storage is €2 per bottle.', '2'],
    ['monthly fee per user in EUR', 'It is €9 per seat.', '9'],
  ])('%s may be bound by "%s"', (field, text, figure) => {
    expect(otherDenominator(about(field), after(text, figure))).toBe(false);
  });
});

describe('the number reader stores none of them', () => {
  const weekly = { weeklyRateGBP: { type: 'number', description: 'weekly hire rate in GBP' } };
  const total = { hireTotalGBP: { type: 'number', description: 'total hire cost in GBP' } };
  it.each<[Record<string, unknown>, string, Record<string, unknown>]>([
    [weekly, 'The barrier hire is £2,400 for the first six weeks.', {}],
    [
      weekly,
      'The barrier hire is £2,400 for the first six weeks, then £310 a week after that.',
      { weeklyRateGBP: 310 },
    ],
    [weekly, 'Für die ersten 6 Wochen kostet es 2.400 £.', {}],
    [weekly, 'The barrier hire is £2,400 for six weeks.', {}],
    [total, 'The barrier hire is £2,400 for the first six weeks, then £310 a week.', {}],
    [total, 'The barrier hire is £2,400 for six weeks.', { hireTotalGBP: 2400 }],
    [{ dayRateGBP: { type: 'number', description: 'day rate in GBP' } }, 'I charge £9 per photo, retouched.', {}],
    [{ dayRateGBP: { type: 'number', description: 'day rate in GBP' } }, 'I charge £450 per day.', { dayRateGBP: 450 }],
    [{ nightlyRateEUR: { type: 'number', description: 'nightly rate in EUR' } }, 'The city tax is €3 per guest.', {}],
    [{ crates: { type: 'integer', description: 'number of crates' } }, 'That makes 8 + 35 crates.', {}],
    [{ crates: { type: 'integer', description: 'number of crates' } }, 'That makes 43 crates.', { crates: 43 }],
    [{ hoursNeeded: { type: 'integer', description: 'hours needed' } }, 'We need 5 + 3 hours on site.', {}],
    [{ leadTimeDays: { type: 'integer', description: 'lead time in days' } }, 'It takes 2 + 3 days.', {}],
    [{ priceEUR: { type: 'number', description: 'price in EUR' } }, 'It is €600 + €470 for the transport.', {}],
    [{ priceEUR: { type: 'number', description: 'price in EUR' } }, 'It is €600 + VAT.', { priceEUR: 600 }],
    [{ priceGBP: { type: 'number', description: 'price in GBP' } }, 'It is £2,980 + 20% VAT.', { priceGBP: 2980 }],
    [
      { priceEUR: { type: 'number', description: 'price in EUR' } },
      'Der Preis beträgt 2.980 € + 19 % MwSt. Lieferung ist inklusive.',
      { priceEUR: 2980 },
    ],
    [{ priceEUR: { type: 'number', description: 'price in EUR' } }, 'It is €600 + 20% + €50.', {}],
    [weekly, 'The barrier hire is £390 a week for 4 weeks minimum.', { weeklyRateGBP: 390 }],
    [weekly, 'The barrier hire is £390 weekly for the 6 weeks you need.', { weeklyRateGBP: 390 }],
    [weekly, 'The barrier hire is £1,850 for the first 4 weeks.', {}],
    [weekly, 'The barrier hire is £1,100 for 4 weeks.', {}],
  ])('%o from "%s"', (props, text, expected) => {
    expect(read(props, text)).toEqual(expected);
  });
});
