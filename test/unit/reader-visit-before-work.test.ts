import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * The day of a visit to measure, survey or inspect before the work is not the work's date
 * (readers/visit-purpose.ts): "we kunnen 9 december komen om te meten; de installatie volgt later"
 * gave 9 December as the installation date.
 */
const installationDate = { type: 'string', format: 'date', description: 'date of the installation' };
const read = (text: string) => readOneReply({ installationDate }, text, 'Book the installation of the heat pump');

describe('a visit to measure is not the installation', () => {
  it.each([
    'Goedemiddag, we kunnen 9 december komen om te meten; de installatie volgt later.',
    'We can come round on 9 December to measure up; the installation itself follows later.',
    'Wir können am 9. Dezember zum Aufmaß vorbeikommen, die Montage folgt danach.',
    'Nous pouvons passer le 9 décembre pour le métré ; la pose suivra.',
    'Podemos pasar el 9 de diciembre para tomar medidas; la instalación será después.',
    'Possiamo passare il 9 dicembre per il sopralluogo, l’installazione seguirà.',
    'Podemos ir a 9 de dezembro para a vistoria; a instalação fica para depois.',
    'Our surveyor could pop in on 9 December for a site survey before we book the installers.',
  ])('%s', (text) => {
    expect(read(text)['installationDate']).toBeUndefined();
  });

  it('the installation date in its own clause beside the visit is read', () => {
    expect(
      read('We can come on 9 December to measure up and the installation will be on 16 December.')['installationDate'],
    ).toBe('2027-12-16');
    expect(read('To measure up we can come on 9 December; installation on 16 December.')['installationDate']).toBe(
      '2027-12-16',
    );
  });

  it('a fitting date beside a later visit is still the fitting date', () => {
    expect(read('We can install it on 9 December, and we will measure up on 2 December.')['installationDate']).toBe(
      '2027-12-09',
    );
  });

  it('two installation days after the visit: none is stored, nor the visit day', () => {
    expect(
      read('We can come on 9 December to measure up; installation on 16 or 17 December, whichever suits.')[
        'installationDate'
      ],
    ).toBeUndefined();
  });

  const fittingDate = { type: 'string', description: 'YYYY-MM-DD' };
  const fittingOf = (text: string) => readOneReply({ fittingDate }, text, 'Find out when the blinds will be fitted');

  it.each([
    'Our surveyor will pop in on Thursday 2 December at 10am to do the final measure, and we will come back to fit on Wednesday 15 December.',
    'Paul comes on Thursday 2 December for a site survey, and we’ll be back to install on Wednesday 15 December.',
    'Measuring is on Thursday 2 December; we will come back and fit them on Wednesday 15 December.',
  ])('the fitting day beside the measuring visit: %s', (text) => {
    expect(fittingOf(text)['fittingDate']).toBe('2027-12-15');
  });

  it('a promise to come back to us is still no fitting day', () => {
    expect(
      fittingOf('I will come back to you on Wednesday 15 December with a fitting date.')['fittingDate'],
    ).toBeUndefined();
  });
});
