import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';

/**
 * The writer does not do the thing asked, and prices something else (set Y, piano movers): "não
 * fazemos transporte de pianos de cauda … um vertical … ficaria em 220 €" had the upright's price
 * delivered as the grand piano's move. Now the client is asked, quoting the no.
 */

const OBJECTIVE = 'Ask for the price including VAT to move our grand piano (Yamaha C3) from Porto to Braga in May.';
const kinds = (text: string) => findCommitment(text, [OBJECTIVE], [OBJECTIVE], { goalCommits: false })?.kinds ?? [];

describe('a no to the very thing asked puts what is priced to the client (guards/not-done.ts)', () => {
  it.each([
    [
      'pt',
      'Infelizmente não fazemos transporte de pianos de cauda: não temos o equipamento. Um vertical ficaria em 220 € com IVA.',
    ],
    ['en', "We don't move grand pianos, I'm afraid; an upright would be £220 inc VAT."],
    ['de', 'Wir transportieren leider keine Flügel oder Konzertpianos. Ein Klavier kostet 220 € inkl. MwSt.'],
    ['fr', 'Nous ne transportons pas de pianos à queue. Un piano droit serait à 220 € TTC.'],
    ['es', 'No transportamos pianos de cola; un piano vertical serían 220 € con IVA.'],
    ['it', 'Non trasportiamo pianoforti a coda; un verticale costerebbe 220 € IVA inclusa.'],
    ['nl', 'Wij vervoeren helaas geen vleugelpianos; een buffetpiano kost € 220 incl. btw.'],
  ])('%s', (_lang, text) => {
    expect(kinds(text)).toContain('alternative');
  });

  it('a no to something the case does not name is no alternative', () => {
    expect(kinds("We don't do Saturday deliveries. Moving the grand piano would be £380 inc VAT.")).not.toContain(
      'alternative',
    );
  });
});

describe('without an amount, the no is left to the refusal detectors', () => {
  it('"não fazemos transporte refrigerado … Não lhe podemos apresentar proposta" is no alternative', () => {
    const objective = 'Get a quote for weekly refrigerated transport of fresh fish from Peniche to Madrid';
    const text =
      'Agradecemos o contacto, mas infelizmente não fazemos transporte refrigerado, só carga seca. Não lhe podemos apresentar proposta.';
    const found = findCommitment(text, [objective], [objective], { goalCommits: false });
    expect(found?.kinds ?? []).not.toContain('alternative');
  });
});

describe('a no that answers a yes/no field is no term (guards/commitments.ts answersYesNoField)', () => {
  const objective =
    'Ask Travessias do Sado what a return crossing costs on 12 June for one minibus with 14 passengers, and whether we can reserve a specific sailing in advance.';
  const fields = [
    'returnFareTotalEUR total price of the return crossing, in EUR including VAT',
    'canReserveSailing whether a specific sailing can be reserved in advance for our group',
  ];
  const text =
    'Quanto à reserva: não fazemos reserva de horário para grupos abaixo de 20 passageiros, o embarque é feito por ordem de chegada. Ida e volta fica em 202,00 €.';

  it('"não fazemos reserva … para grupos abaixo de 20" answers whether a sailing can be reserved', () => {
    const found = findCommitment(text, [objective], [objective], {
      goalCommits: false,
      schemaTexts: fields,
      schemaFields: fields,
    });
    expect(found?.kinds ?? []).toEqual([]);
  });

  it('without such a field, the bound above the 14 asked goes to the client', () => {
    const found = findCommitment(text, [objective], [objective], {
      goalCommits: false,
      schemaTexts: [fields[0]!],
      schemaFields: [fields[0]!],
    });
    expect(found?.kinds ?? []).toContain('minimum');
  });
});
