import { describe, expect, it } from 'vitest';
import type { TranscriptEntry } from '../../services/worker/brain/brain.js';
import { evaluateReply } from '../../services/worker/brain/offline-brain.js';
import { readOfflineResult } from '../../services/worker/brain/offline-result.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * A quote's totals as people send them: the net sum of a PDF's items ("Summe netto"), the
 * Portuguese "Total s/ IVA" and "c/ IVA", a figure of the last order beside the new quote
 * ("damals 1.080,00 € netto"), and the client's limit checked on the total read from a table
 * whose figures carry no currency sign.
 */
const validator = createResultSchemaValidator();
const AT = Date.parse('2026-11-26T10:00:00Z');

const PDF = [
  'ANGEBOT Nr. 2027-0418',
  'Pos. Menge Bezeichnung Einzelpreis Gesamt EUR',
  '1 5.000 Bg. Softtouch-Kaschierung einseitig 0,112 560,00',
  '2 5.000 St. Stanzen, Rillen, Ausbrechen 0,070 350,00',
  '3 1 Einrichtepauschale 85,00 85,00',
  '4 1 Stanzform, einmalig 240,00 240,00',
  'Summe netto 1.235,00',
  'zzgl. 19 % MwSt. 234,65',
  'Gesamtbetrag brutto 1.469,65',
  'Lieferzeit: 8 Arbeitstage nach Eingang der Druckbogen bei uns.',
].join('\n');

const BODY =
  'Sehr geehrte Frau Brandt,\n\nanbei unser Angebot 2027-0418. Zur Einordnung: beim letzten Auftrag (Angebot 2026-0977, damals 1.080,00 € netto) hatten die Mappen keinen Visitenkartenschlitz.\n\nMit freundlichen Grüßen\nThomas Albers';

const folders = (objective: string) =>
  brainContext({
    objective,
    properties: {
      totalNetEUR: { type: 'number', description: 'total price of the job in EUR excluding VAT' },
      leadTimeWorkingDays: { type: 'integer', description: 'lead time in working days' },
    },
  });

function withPdf(text: string, pdf: string | undefined, at = AT + 60_000): TranscriptEntry {
  const entry = them(text, at);
  return pdf
    ? {
        ...entry,
        attachments: [
          { attachmentId: 'a1', filename: 'Angebot.pdf', contentType: 'application/pdf', size: 1, text: pdf },
        ],
      }
    : entry;
}

describe('the net sum of a quote', () => {
  it('"Summe netto" of a PDF is the total without VAT, not the last order’s figure in the body', () => {
    const latest = withPdf(BODY, PDF);
    const got = evaluateReply(folders('Order the finishing of 5,000 folders.'), latest, validator, [
      us('Hello', AT),
      latest,
    ]);
    expect(got).toMatchObject({ outcome: 'goal_achieved', result: { totalNetEUR: 1235, leadTimeWorkingDays: 8 } });
  });

  it('the last order’s figure alone ("damals 1.080,00 € netto") is no answer', () => {
    const latest = withPdf(BODY, undefined);
    const got = evaluateReply(folders('Order the finishing of 5,000 folders.'), latest, validator, [
      us('Hello', AT),
      latest,
    ]);
    expect(got.outcome).not.toBe('goal_achieved');
    expect(JSON.stringify(got)).not.toContain('"totalNetEUR":1080');
  });

  it.each([
    ['back then', 'For reference, on the last order (quote 0977, back then £1,080 net) the folders had no slit.'],
    [
      'à l’époque',
      'Pour mémoire, lors de la dernière commande (devis 0977, à l’époque 1 080,00 € HT) il n’y avait pas de fente.',
    ],
    ['destijds', 'Ter info: bij de vorige bestelling (offerte 0977, destijds € 1.080,00 excl. btw) was er geen sleuf.'],
  ])('%s: the figure of another order is not the price', (_cue, text) => {
    const latest = them(text, AT + 60_000);
    const got = evaluateReply(folders('Order the finishing of 5,000 folders.'), latest, validator, [
      us('Hello', AT),
      latest,
    ]);
    expect(JSON.stringify(got)).not.toMatch(/"totalNetEUR":1080/);
  });
});

describe('the client’s limit, checked on the total read from a table without currency signs', () => {
  const limited = folders(
    'Order the finishing of 5,000 folders. Go ahead if the total is no more than 1,100 EUR net; if it is more, check with me before ordering.',
  );

  it('a total above it is put to the client, quoting the value', () => {
    const latest = withPdf(BODY, PDF);
    const got = evaluateReply(limited, latest, validator, [us('Hello', AT), latest]);
    expect(got.outcome).toBe('needs_input');
    expect(got).toHaveProperty('question', expect.stringMatching(/1[.,]?235/));
  });

  it('a total within it completes', () => {
    const latest = withPdf(BODY, PDF.replace('Summe netto 1.235,00', 'Summe netto 1.035,00'));
    const got = evaluateReply(limited, latest, validator, [us('Hello', AT), latest]);
    expect(got).toMatchObject({ outcome: 'goal_achieved', result: { totalNetEUR: 1035 } });
  });

  it('a total the client accepted (our later mail writes it) is not asked again', () => {
    const first = withPdf(BODY, PDF);
    const ours = us('Thank you. We accept the total of 1,235 EUR net; please go ahead.', AT + 120_000);
    const confirm = them('Danke, wir reservieren die Maschinenzeit.', AT + 180_000);
    const got = evaluateReply(limited, confirm, validator, [us('Hello', AT), first, ours, confirm]);
    expect(got).toMatchObject({ outcome: 'goal_achieved', result: { totalNetEUR: 1235 } });
  });

  it('a total the client accepted in English inside a German letter is not asked again', () => {
    const first = withPdf(BODY, PDF);
    const ours = us(
      'Guten Tag Herr Albers,\n\nvielen Dank für Ihre Geduld.\n\nZu Ihrem Vorschlag: 1,235 EUR net is OK, please book it.\n\nMit freundlichen Grüßen',
      AT + 120_000,
    );
    const confirm = them('Danke, wir reservieren die Maschinenzeit.', AT + 180_000);
    const got = evaluateReply(limited, confirm, validator, [us('Hello', AT), first, ours, confirm]);
    expect(got).toMatchObject({ outcome: 'goal_achieved', result: { totalNetEUR: 1235 } });
  });

  it('our acknowledgement of the total read ("I have noted …") is no acceptance', () => {
    const first = withPdf('Anbei unser Angebot.', PDF.replace(/Lieferzeit.*$/m, ''));
    const ours = us(
      'Thank you for your reply. I have noted the total price of the job in EUR excluding VAT (1,235).\n\nCould you also let me know the lead time in working days?',
      AT + 120_000,
    );
    const second = them('Die Lieferzeit beträgt 8 Arbeitstage.', AT + 180_000);
    const got = evaluateReply(limited, second, validator, [us('Hello', AT), first, ours, second]);
    expect(got.outcome).toBe('needs_input');
  });

  it('on a goal that only asks, a budget is no limit on the answer', () => {
    const asking = folders('Ask for a quote to finish 5,000 folders. Our budget is 1,100 EUR net.');
    const latest = withPdf(BODY, PDF);
    const got = evaluateReply(asking, latest, validator, [us('Hello', AT), latest]);
    expect(got).toMatchObject({ outcome: 'goal_achieved', result: { totalNetEUR: 1235 } });
  });
});

describe('Portuguese "s/ IVA" and "c/ IVA"', () => {
  const furniture = brainContext({
    objective: 'Ask for the order total of 8 chairs and 2 desks.',
    properties: {
      totalExclVatEUR: { type: 'number', description: 'order total in EUR excluding IVA' },
      totalInclVatEUR: { type: 'number', description: 'order total in EUR including IVA' },
    },
  });

  it('the summary lines give each total its own', () => {
    const text = [
      'Segue o orçamento n.º 0412/27:',
      '',
      'Artigo | Qtd | Preço unit. | Total',
      'Cadeira Ergo Plus | 8 | 189,00 € | 1.512,00 €',
      'Secretária 160x80 | 2 | 345,00 € | 690,00 €',
      'Desconto comercial 5% | | | -110,10 €',
      'Transporte e montagem | | | 60,00 €',
      'Total s/ IVA 2.151,90 €',
      'IVA 23% 494,94 €',
      'Total c/ IVA 2.646,84 €',
    ].join('\n');
    const latest = them(text, AT + 60_000);
    const got = evaluateReply(furniture, latest, validator, [us('Hello', AT), latest]);
    expect(got).toMatchObject({
      outcome: 'goal_achieved',
      result: { totalExclVatEUR: 2151.9, totalInclVatEUR: 2646.84 },
    });
  });

  it('"total 2.646,84 € c/ IVA" is no total without IVA', () => {
    const only = brainContext({
      objective: 'Ask for the order total of 8 chairs and 2 desks.',
      properties: { totalExclVatEUR: { type: 'number', description: 'order total in EUR excluding IVA' } },
    });
    const latest = them('Confirmamos a encomenda, total 2.646,84 € c/ IVA.', AT + 60_000);
    const got = evaluateReply(only, latest, validator, [us('Hello', AT), latest]);
    expect(JSON.stringify(got)).not.toContain('2646.84');
  });
});

describe('a field that counts weeks takes no amount of money', () => {
  const scaffold = brainContext({
    objective:
      'Ask whether quote 2291-A for the facade scaffold (about 420 m²) still applies: the price per m², the transport flat fee and the weeks of hire included.',
    properties: {
      pricePerSqmEUR: { type: 'number', description: 'price per m² in EUR excluding VAT' },
      transportFeeEUR: { type: 'number', description: 'the transport flat fee in EUR excluding VAT' },
      includedHireWeeks: { type: 'integer', description: 'weeks of hire included in the m² price' },
    },
  });

  it('"240 € Anfahrt" beside the m² price is not the weeks of hire', () => {
    const latest = them(
      'Beim m²-Preis bleiben wir bei 9,80 €, die Anfahrtspauschale liegt inzwischen aber bei 240 € (Diesel und Maut).',
      AT + 60_000,
    );
    const read = readOfflineResult(scaffold, latest, [us('Hello', AT), latest], validator);
    expect(read.values['includedHireWeeks']).toBeUndefined();
  });

  it('a price per month named without a price word is still money ("storagePerBoxPerMonth")', () => {
    const storage = brainContext({
      objective: 'Ask for the storage price.',
      properties: { storagePerBoxPerMonth: { type: 'number', description: 'GBP ex VAT' } },
    });
    const latest = them('Storage is £0.36 per box per month ex VAT.', AT + 60_000);
    const got = evaluateReply(storage, latest, validator, [us('Hello', AT), latest]);
    expect(got).toMatchObject({ outcome: 'goal_achieved', result: { storagePerBoxPerMonth: 0.36 } });
  });
});
