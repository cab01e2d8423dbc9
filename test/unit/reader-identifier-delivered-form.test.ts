import { describe, expect, it } from 'vitest';
import { codeAt, deliveredCode } from '../../services/worker/brain/readers/identifiers.js';
import { readOneReply } from '../support/read-one-reply.js';

const field = (name: string, description?: string) => ({
  [name]: { type: 'string', ...(description ? { description } : {}) },
});

describe('an identifier written with spaced dashes is delivered in one piece', () => {
  it.each([
    ['en', 'reportNumber', 'Your service report is SR - 2026 - 11873, please keep it on file.', 'SR-2026-11873'],
    ['de', 'contractNumber', 'Die Vertragsnummer lautet RL – 2026 – 0457 – B; bitte immer angeben.', 'RL-2026-0457-B'],
    ['fr', 'fileNumber', 'Votre dossier porte le numéro DOS - 2026 - 0031, merci de le rappeler.', 'DOS-2026-0031'],
    ['es', 'orderNumber', 'El número de pedido es PED – 2027 – 118.', 'PED-2027-118'],
    ['it', 'contractNumber', 'Il numero di contratto è CT - 2026 - 77812.', 'CT-2026-77812'],
    ['pt', 'invoiceNumber', 'A fatura nº FT - 2026 / 0415 segue por correio.', 'FT-2026/0415'],
  ])('%s', (_lang, name, text, code) => {
    expect(readOneReply(field(name), text, 'Get the reference')[name]).toBe(code);
  });

  it('keeps the spaces between groups unless the description asks it without spaces', () => {
    const text = 'De zending staat geboekt onder VL - 2026 - 448 193.';
    expect(readOneReply(field('bookingNumber'), text)['bookingNumber']).toBe('VL-2026-448 193');
    expect(readOneReply(field('bookingNumber', 'zonder spaties'), text)['bookingNumber']).toBe('VL-2026-448193');
    expect(deliveredCode('1Z 999 AA1 01', 'tracking number without spaces')).toBe('1Z999AA101');
    expect(deliveredCode('KD 2025 0042', 'Kundennummer ohne Leerzeichen')).toBe('KD20250042');
    expect(deliveredCode('TR 44817')).toBe('TR 44817');
  });

  it('a line "Reference: …" is delivered the same way', () => {
    expect(readOneReply(field('reference'), 'Reference: AB - 2026 - 118\nThanks', 'Get their reference')).toEqual({
      reference: 'AB-2026-118',
    });
  });
});

describe('a booking named by its verb, a contract in the seven languages', () => {
  it.each([
    ['en', 'bookingNumber', 'We have booked the van under BK-55120 for Friday morning.', 'BK-55120'],
    ['de', 'bookingNumber', 'Wir haben die Abholung gebucht unter Nr. HB-2026-4471.', 'HB-2026-4471'],
    ['fr', 'bookingNumber', 'Votre table est réservée sous le n° R-88120 pour samedi.', 'R-88120'],
    ['es', 'bookingNumber', 'La sala queda reservada con el número RES-4471.', 'RES-4471'],
    ['it', 'bookingNumber', 'La sala è prenotata con il codice PR-2026-19.', 'PR-2026-19'],
    ['de', 'contractNumber', 'Ihr neuer Vertrag ist aktiv, die Vertragsnummer ist VN-20331.', 'VN-20331'],
    ['fr', 'contractNumber', 'Le numéro de contrat est CT-88102.', 'CT-88102'],
    ['es', 'contractNumber', 'El contrato n.º CO-4471 vence en marzo.', 'CO-4471'],
    ['pt', 'contractNumber', 'O contrato nº 7781-A foi renovado ontem.', '7781-A'],
  ])('%s: %s', (_lang, name, text, code) => {
    expect(readOneReply(field(name), text, 'Get the reference')[name]).toBe(code);
  });

  it.each([
    ['a weight under a bound', 'We booked three pallets under 500 kg each.'],
    ['two bookings', 'The outbound is booked under BK-1120 and the return is booked under BK-1121.'],
    ['a contract of another kind', 'We booked it; your PO 4500-8812 is noted.'],
  ])('no booking number: %s', (_case, text) => {
    expect(readOneReply(field('bookingNumber'), text, 'Get the booking number')['bookingNumber']).toBeUndefined();
  });
});

describe('a code that opens with capitals and a slash', () => {
  it.each([
    ['LB/26/7713-C (your PO 4500-8812 is noted)', 'LB/26/7713-C'],
    ['AZ/2026/114, bitte angeben', 'AZ/2026/114'],
    ['DS/2027/0458.', 'DS/2027/0458'],
  ])('%s', (text, code) => {
    expect(codeAt(text, 0)).toBe(code);
  });

  it.each([['PO/2 boxes'], ['KW/12 pallets']])('a count after a slash is none: %s', (text) => {
    expect(codeAt(text, 0)).toBeUndefined();
  });

  it('reads their job reference named by the field', () => {
    expect(
      readOneReply(
        field('jobReference', "the bureau's own job reference"),
        'We have logged the translation under our job ref. LB/26/7713-C (your PO 4500-8812 is noted on the job).',
        'Get the job reference',
      )['jobReference'],
    ).toBe('LB/26/7713-C');
  });
});
