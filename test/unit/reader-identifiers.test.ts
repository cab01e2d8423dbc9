import { describe, expect, it } from 'vitest';
import { codeAt } from '../../services/worker/brain/readers/identifiers.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

describe('identifiers written with spaces and dashes', () => {
  it.each([
    ['RMA-2027-00481 and more', 'RMA-2027-00481'],
    ['1Z 999 AA1 01 2345 6784. Thanks', '1Z 999 AA1 01 2345 6784'],
    ['TR 44817 UPS will collect', 'TR 44817'],
    ['HV-58213.', 'HV-58213'],
    // A version letter after the last slash is the code's end, read whole (round 28).
    ['PO-4471/B, second version', 'PO-4471/B'],
    ['00340434161234567890, sent today', '00340434161234567890'],
  ])('%s', (text, code) => {
    expect(codeAt(text, 0)).toBe(code);
  });

  it.each([
    ['a word, not a code', 'still pending'],
    ['too few digits', 'AB-12'],
    ['a code that goes on in a form not read', 'AB.1200.77'],
  ])('no code: %s', (_name, text) => {
    expect(codeAt(text, 0)).toBeUndefined();
  });

  const schema = { trackingNumber: { type: 'string' }, returnNumber: { type: 'string' } };

  it('reads each identifier after its own name, and only the code', () => {
    expect(
      read(
        schema,
        'Your return number is RTN-2027-7781 and the parcel goes with DHL, tracking JJD 0001 4420 8812 on its way tomorrow.',
      ),
    ).toEqual({ returnNumber: 'RTN-2027-7781', trackingNumber: 'JJD 0001 4420 8812' });
    expect(read(schema, 'Sendungsverfolgung: tracking 00340434161234567890, Ihre Retourennummer folgt.')).toEqual({
      trackingNumber: '00340434161234567890',
    });
  });

  it('words after the name that are no code are never stored', () => {
    expect(read(schema, 'The return number is still pending and the tracking will follow.')).toEqual({});
  });

  it('two different codes for one field are not sure', () => {
    expect(
      read(
        schema,
        'Tracking 1Z 999 AA1 01 2345 6784 for the first box, tracking 1Z 999 AA1 01 2345 6785 for the second.',
      ),
    ).toEqual({});
  });

  it('the field name inside another word names nothing', () => {
    expect(read({ rmaNumber: { type: 'string' } }, 'The format is A4-2100 landscape.')).toEqual({});
  });
});

describe('a person named for a field that asks whose name', () => {
  const schema = { technicianName: { type: 'string' }, visitDate: { type: 'string', format: 'date' } };
  it('the one name in the reply', () => {
    expect(read(schema, 'Good news - Tomasz Nowak will do the repair, he knows the model well.')).toEqual({
      technicianName: 'Tomasz Nowak',
    });
  });
  it.each([
    ['two people', 'Either Tomasz Nowak or Anna Weiss will come, depending on the route.'],
    ['only the addressee', 'Dear Mr Peter Hall, a technician will come next week.'],
    ['no name at all', 'A technician will come next week.'],
  ])('nothing from %s', (_name, text) => {
    expect(read(schema, text)['technicianName']).toBeUndefined();
  });
  it('a field that is not about a person takes no name', () => {
    expect(read({ productName: { type: 'string' } }, 'Tomasz Nowak will send it.')).toEqual({});
  });
});

describe('an identifier named in another language', () => {
  it.each([
    ['de', 'RECHNUNG\nRechnungs-Nr.   R-2027-0418\nKunden-Nr.      10772', 'R-2027-0418'],
    ['fr', 'Facture n° FA-2027-118 du 3 mars.', 'FA-2027-118'],
    ['es', 'Le adjunto la factura nº F-2027/0031.', 'F-2027/0031'],
  ])('%s: %s', (_lang, text, code) => {
    expect(read({ invoiceNumber: { type: 'string' } }, text)['invoiceNumber']).toBe(code);
  });
});

describe('a confirmation naming its code in the seven languages', () => {
  const booking = { bookingReference: { type: 'string' } };
  const order = { orderNumber: { type: 'string' } };

  it.each([
    ['es', 'Listo, queda reservado. Su número de reserva es VX-5120; la factura llega mañana.', 'VX-5120'],
    ['nl', 'Prima, het staat vast. Reserveringsnummer KB-8841-2. Tot dan!', 'KB-8841-2'],
    ['it', 'Confermato. Il riferimento è RM-30417.', 'RM-30417'],
    ['de', 'Passt, alles eingetragen. Ihre Referenz: HB-7720.', 'HB-7720'],
  ])('%s: a booking reference named by the booking or reference word', (_lang, text, code) => {
    expect(read(booking, text)).toEqual({ bookingReference: code });
  });

  it.each([
    ['fr', "C'est bon, votre commande est enregistrée sous le n° LP-30981.", 'LP-30981'],
    ['pt', 'Fechado: a encomenda fica registada com o número QA-2207.', 'QA-2207'],
    ['es', 'Hecho, el pedido queda con el número 44-8812 a su nombre.', '44-8812'],
    ['en', 'Your order went through under no. ZK-1190 this morning.', 'ZK-1190'],
  ])('%s: the code after a number marker a few words after the name', (_lang, text, code) => {
    expect(read(order, text)).toEqual({ orderNumber: code });
  });

  it.each([
    ['another kind of number in between', 'Ihre Bestellung ist mit der Rechnung Nr. 55-4471 verknüpft.'],
    ['past a comma', 'Your order is confirmed, the invoice follows under no. 88-1200.'],
    [
      'too far after the name',
      'Your order has been passed on to the warehouse team and will go out under no. 77-1234.',
    ],
  ])('no code for the order: %s', (_name, text) => {
    expect(read(order, text)).toEqual({});
  });
});
