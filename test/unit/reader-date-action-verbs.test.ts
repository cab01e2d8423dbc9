import { describe, expect, it } from 'vitest';
import { actionStem } from '../../services/worker/brain/readers/lexicons/action-nouns.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;
const date = (description: string) => ({ type: 'string', format: 'date', description });

describe('a date field named by an action noun is answered by its verb', () => {
  it('cuts the noun endings of the seven languages, never to a short stem', () => {
    expect(actionStem('plaatsing')).toBe('plaats');
    expect(actionStem('instalacao')).toBe('instal');
    expect(actionStem('demarrage')).toBe('demarr');
    expect(actionStem('installazione')).toBe('install');
    expect(actionStem('montierung')).toBe('montier');
    expect(actionStem('livraison')).toBeUndefined();
    expect(actionStem('booking')).toBeUndefined();
  });

  it.each<[string, string, string, string]>([
    ['nl', 'datum van aflevering', 'We kunnen de steigers afleveren op dinsdag 16 februari 2027.', '2027-02-16'],
    ['pt', 'data da instalação dos painéis', 'A equipa pode instalar os painéis a 10/02/2027.', '2027-02-10'],
    [
      'fr',
      'date du démarrage du chantier',
      'Nous pourrons démarrer le chantier le mardi 9 février 2027.',
      '2027-02-09',
    ],
    ['it', "data dell'installazione", 'Il tecnico può installare la caldaia martedì 9 febbraio 2027.', '2027-02-09'],
    ['es', 'fecha de la instalación', 'Podemos instalar el equipo el martes 9 de febrero de 2027.', '2027-02-09'],
    ['en', 'date of the placement', 'Our crane can place the cabin on Tuesday 9 February 2027.', '2027-02-09'],
  ])('%s: %s', (_lang, description, text, expected) => {
    expect(read({ when: date(description) }, text)).toEqual({ when: expected });
  });

  it('a verb of the action does not pick between two dates, nor bind a date to another action', () => {
    const f = { placementDate: date('datum van plaatsing') };
    expect(read(f, 'De factuur volgt op vrijdag 12 maart 2027.')).toEqual({});
    expect(read(f, 'We kunnen hem plaatsen op vrijdag 12 maart of op maandag 15 maart 2027.')).toEqual({});
  });

  it.each<[string, string, string]>([
    ['nl', 'datum van levering', 'De prijs is € 640. Onze leverancier is gesloten op vrijdag 5 maart 2027.'],
    ['nl', 'datum van plaatsing', 'De prijs is € 640. Onze plaatselijke vestiging is dicht op vrijdag 5 maart 2027.'],
  ])('%s: a word that only holds the verb stem binds no date: %s', (_lang, description, text) => {
    expect(read({ when: date(description) }, text)).toEqual({});
  });

  it('a date its own clause denies is never the answer, in any language', () => {
    const f = { installDate: date('date of the installation') };
    expect(read(f, 'Installation is not possible on Tuesday 9 February 2027.')).toEqual({});
    expect(read(f, 'Die Montage ist am 9. Februar 2027 leider nicht möglich.')).toEqual({});
    expect(read(f, "L'installation n'est pas possible le 9 février 2027.")).toEqual({});
    expect(read(f, 'We cannot install on 9 February 2027, but we can install on Thursday 11 February 2027.')).toEqual({
      installDate: '2027-02-11',
    });
    expect(read(f, 'No problem, we can install on Tuesday 9 February 2027.')).toEqual({ installDate: '2027-02-09' });
    expect(read(f, 'Podemos instalar sin coste adicional el martes 9 de febrero de 2027.')).toEqual({
      installDate: '2027-02-09',
    });
  });

  it('a French start is read from démarrer and débuter', () => {
    const f = { startDate: date('first day the service can start') };
    expect(read(f, 'Nous pouvons démarrer la prestation dès le mardi 9 février 2027.')).toEqual({
      startDate: '2027-02-09',
    });
    expect(read(f, 'Nous pourrons débuter le mardi 9 février 2027.')).toEqual({ startDate: '2027-02-09' });
  });
});
