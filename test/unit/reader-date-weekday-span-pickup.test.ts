import { describe, expect, it } from 'vitest';
import { findDates } from '../../services/worker/brain/readers/dates.js';
import { isDateProp } from '../../services/worker/brain/readers/field-readers.js';
import { readFromSources, referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';

/** Opening hours written as a span of weekdays name no date; a pickup date in the seven languages. */

const AT = Date.parse('2026-11-28T09:00:00Z');
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], referencesFrom([], AT)).values;

describe('dates: a span of weekdays is opening hours, never a date', () => {
  it.each<[string, string]>([
    ['en', 'We are open Monday to Friday, 8 till 5.'],
    ['en', 'Mon-Fri 9-5.'],
    ['de', 'Wir haben von Montag bis Freitag geöffnet.'],
    ['fr', 'Nous sommes ouverts du lundi au samedi.'],
    ['es', 'Abrimos de lunes a viernes por la tarde.'],
    ['it', 'Siamo aperti dal lunedì al venerdì.'],
    ['nl', 'Wij zijn open van maandag tot en met vrijdag.'],
    ['pt', 'Estamos abertos de segunda a sábado das 9h às 18h.'],
  ])('%s', (lang, text) => {
    expect(findDates(text, lang as never, AT)).toEqual([]);
  });

  it.each<[string, string, string]>([
    ['en', 'We can come on Monday, or else Friday.', '2026-11-30'],
    ['de', 'Montag passt, Freitag nicht.', '2026-11-30'],
    ['fr', 'Livraison lundi, pas vendredi.', '2026-11-30'],
  ])('%s: two weekdays that are no span stay read', (lang, text, first) => {
    expect(findDates(text, lang as never, AT)[0]?.date).toBe(first);
  });
});

describe('dates: a description that names a date in another language makes a date field', () => {
  it.each<[string]>([['data ISO'], ['ISO-Datum'], ['fecha de recogida'], ['Datum van ophalen'], ['date ISO']])(
    '%s',
    (description) => {
      expect(isDateProp('pickupFrom', { type: 'string', description })).toBe(true);
    },
  );
  it('English "data" alone is no date', () => {
    expect(isDateProp('pickupFrom', { type: 'string', description: 'the data we need' })).toBe(false);
  });
});

describe('dates: the pickup date beside an invoice date and opening hours', () => {
  const props = { pickupFrom: { type: 'string', description: 'data ISO' } };
  it.each<[string, string]>([
    [
      'pt',
      'A fatura foi emitida a 27/11. As caixas ficam prontas para levantamento a partir de 4 de dezembro, de segunda a sábado.',
    ],
    [
      'pt',
      'A encomenda pode ser levantada... Pode levantar a encomenda a partir de 4 de dezembro, de segunda a sexta.',
    ],
    ['pt', 'Pode retirar as caixas a partir de 4 de dezembro.'],
    ['fr', 'Vous pourrez récupérer les cartons à partir du 4 décembre, du lundi au samedi.'],
    ['it', 'Potete ritirare le casse dal 4 dicembre, dal lunedì al sabato.'],
    ['nl', 'U kunt de dozen ophalen vanaf 4 december, van maandag tot zaterdag.'],
  ])('%s', (_lang, text) => {
    expect(read(props, text)).toEqual({ pickupFrom: '2026-12-04' });
  });

  it.each<[string, string]>([
    ['pt', 'Podemos ir a 4 de dezembro para levantamento topográfico do terreno.'],
    ['pt', 'A fatura de 4 de dezembro segue em anexo.'],
  ])('%s: a survey or an invoice date is no pickup date', (_lang, text) => {
    expect(read(props, text)).toEqual({});
  });
});
