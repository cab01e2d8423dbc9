import { describe, expect, it } from 'vitest';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { polarity } from '../../services/worker/brain/readers/booleans.js';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * Several yes/no fields answered in one reply, each bound to its own subject: a name whose last
 * word says "included" in the field's language ("peagesCompris", "lunchInbegrepen"), a subject
 * whose clause holds parentheses, a subject named only as another thing's complement ("the
 * driver's meals"), "X is extra", charges left to the client in the seven languages, and a price
 * stated for a thing a field asks to be free.
 */

const read = (props: Record<string, Record<string, unknown>>, text: string) => readOneReply(props, text);
const bool = { type: 'boolean' };
const fold = foldForMatching;

describe('a name that says "included" in its own language names no subject by that word', () => {
  it.each<[string, Record<string, boolean>]>([
    [
      'Le tarif est de 80 € par personne, guide compris. Le transfert depuis l’aéroport est en supplément.',
      { guideCompris: true, transfertCompris: false },
    ],
    [
      'De zaalhuur is € 450, koffie en thee inbegrepen. De lunch rekenen we apart.',
      { koffieInbegrepen: true, lunchInbegrepen: false },
    ],
    [
      'Der Preis beträgt 95 € pro Nacht, Stellplatz inklusive. Die Endreinigung ist nicht im Preis enthalten.',
      { stellplatzInklusive: true, endreinigungInklusive: false },
    ],
    [
      'El precio es de 1.200 €, montaje incluido. El transporte corre por cuenta del cliente.',
      { montajeIncluido: true, transporteIncluido: false },
    ],
  ])('%s', (text, want) => {
    expect(read(Object.fromEntries(Object.keys(want).map((k) => [k, bool])), text)).toEqual(want);
  });
});

describe('each subject keeps its own clause', () => {
  it.each<[string, Record<string, boolean>]>([
    [
      'The rate is €540 a day, driver included. The fuel (a full tank at pick-up, refilled on return) and the tolls are at your expense.',
      { driverIncluded: true, fuelIncluded: false, tollsIncluded: false },
    ],
    [
      'La tariffa è di 600 € al giorno, autista compreso. Il carburante (pieno alla partenza, da rifare al ritorno) e i pedaggi sono a vostro carico, come il pranzo dell’autista.',
      { autistaCompreso: true, carburanteCompreso: false, pedaggiCompreso: false },
    ],
    ['The price includes the coach and the driver. The driver’s meals are at your expense.', { driverIncluded: true }],
    [
      'Breakfast is included in the rate. Parking is extra I’m afraid, the car park is run by the council. WiFi is free of charge throughout.',
      { breakfastIncluded: true, parkingIncluded: false, wifiFree: true },
    ],
  ])('%s', (text, want) => {
    expect(read(Object.fromEntries(Object.keys(want).map((k) => [k, bool])), text)).toEqual(want);
  });
});

describe('costs left to the client, in the seven languages', () => {
  it.each([
    'Transport is at the client’s expense.',
    'Der Transport geht zu Ihren Lasten.',
    'Le transport est à la charge du client.',
    'El transporte es a cargo del cliente.',
    'Il trasporto è a carico del cliente.',
    'O transporte fica por conta do cliente.',
    'Het transport is voor rekening van de klant.',
    'Towels are extra, I’m afraid.',
  ])('%s → no', (text) => {
    expect(polarity(fold(text))).toBe(false);
  });
  it.each(['El transporte corre de nuestra cuenta.', 'Il trasporto è a nostro carico.'])('%s → yes', (text) => {
    expect(polarity(fold(text))).toBe(true);
  });
  it('"extra large" is no charge', () => {
    expect(polarity(fold('The room is extra large.'))).toBeUndefined();
  });
});

describe('a price stated for a thing a field asks to be free', () => {
  const free = { type: 'boolean', description: 'possible at no charge' };
  it.each([
    'Late check-out we can offer on request, depending on occupancy, and it’s charged at £15 per hour.',
    'Late check-out is possible on the day; it costs €20 per hour after 11am.',
    'A late check-out se puede pedir en recepción y se cobra a 15 € la hora.',
  ])('%s → not free', (text) => {
    expect(read({ freeLateCheckout: free }, text)).toEqual({ freeLateCheckout: false });
  });
  it('a price of another thing in the sentence is not the subject’s', () => {
    expect(
      read({ wifiFree: bool, parkingIncluded: bool }, 'WiFi is free of charge, and the car park costs £12 per day.'),
    ).toMatchObject({ wifiFree: true });
  });
  it('a price that includes the subject says yes', () => {
    expect(read({ breakfastIncluded: bool }, 'The room is £118 per night including breakfast.')).toEqual({
      breakfastIncluded: true,
    });
  });
  it('something that can be had, with a price and a free word for it, is not stored as free', () => {
    expect(
      read(
        { freeLateCheckout: free },
        'Late check-out is free until noon, and after that it is charged at £15 per hour.',
      ),
    ).not.toEqual({ freeLateCheckout: true });
  });
});

describe('a subject included only under a condition is never stored', () => {
  it.each([
    'Assembly is included. About the technician: we run a promotion this month, if you book by Friday the technician is included; after that it is €25 an hour.',
    'A montagem está incluída. Quanto ao técnico: este mês temos uma campanha, se fechar a reserva até sexta o técnico fica incluído; depois são 25 €/hora.',
    'Le montage est compris. Pour le technicien : ce mois-ci, si vous réservez avant vendredi, le technicien est compris ; ensuite 25 € de l’heure.',
    'Der Aufbau ist inklusive. Zum Techniker: diesen Monat gilt, wenn Sie bis Freitag buchen, ist der Techniker inklusive; danach 25 € pro Stunde.',
  ])('%s', (text) => {
    const got = read({ assemblyIncluded: bool, technicianIncluded: bool }, text);
    expect(got).not.toHaveProperty('technicianIncluded');
  });
});
