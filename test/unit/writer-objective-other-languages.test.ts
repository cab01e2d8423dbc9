import { describe, expect, it } from 'vitest';
import { draftInitial } from '../../services/worker/brain/writers/initial-email.js';
import { objectiveWords } from '../../services/worker/brain/writers/objective.js';
import { ctx } from './writer-fixtures.js';

/**
 * An objective written in French, Spanish, Italian, Portuguese or Dutch as an instruction to us
 * is asked in the sender's own words in that language (writers/objective-local.ts). Before, the
 * first email pasted it after "Le escribo en relación con la siguiente solicitud: Preguntar a …".
 */

describe('an objective in another language becomes the sender’s request', () => {
  it.each([
    [
      'Preguntar a Finca El Olivar si tiene libre el sábado 12 de junio de 2027 para una boda de 90 invitados.',
      ['Finca El Olivar'],
      '¿Podrían indicarme si tiene libre el sábado 12 de junio de 2027 para una boda de 90 invitados?',
    ],
    [
      'Preguntar a Frío Levante el precio (sin IVA) del arcón congelador de 500 litros.',
      [],
      'Quisiera conocer el precio (sin IVA) del arcón congelador de 500 litros.',
    ],
    [
      "Demander à Loca-Élévation le tarif journalier HT d'une nacelle articulée de 12 m.",
      [],
      "Je souhaiterais connaître le tarif journalier HT d'une nacelle articulée de 12 m.",
    ],
    [
      "Demander au Domaine des Tilleuls combien de personnes la salle 'Orangerie' accueille.",
      ['Domaine des Tilleuls'],
      "Pourriez-vous m'indiquer combien de personnes la salle 'Orangerie' accueille ?",
    ],
    [
      "Chiedere a Gru Adriatica il costo totale del noleggio di un'autogru da 40 t.",
      [],
      "Vorrei conoscere il costo totale del noleggio di un'autogru da 40 t.",
    ],
    [
      'Pedir à SolTejo o preço total, com IVA, da instalação de um sistema solar térmico.',
      [],
      'Gostaria de saber o preço total, com IVA, da instalação de um sistema solar térmico.',
    ],
    [
      'Vraag bij FietsFlex de leaseprijs per e-bike per maand (excl. btw).',
      [],
      'Graag verneem ik de leaseprijs per e-bike per maand (excl. btw).',
    ],
    [
      'Vraag Hoveniersbedrijf Groenrijk om een offerte voor het snoeien van de beukenhaag.',
      [],
      'Graag ontvang ik een offerte voor het snoeien van de beukenhaag.',
    ],
    [
      'Preguntar a Gráficas Turia cuándo pueden entregar los folletos del pedido 7731. El PDF es el definitivo',
      [],
      '¿Podrían indicarme cuándo pueden entregar los folletos del pedido 7731? El PDF es el definitivo.',
    ],
    [
      "Demander au traiteur s'il peut assurer un buffet pour 40 personnes",
      [],
      "Pourriez-vous m'indiquer si vous pouvez assurer un buffet pour 40 personnes ?",
    ],
    [
      'Chiedere ad AgriRicambi Bassa il prezzo unitario di 4 dischi',
      [],
      'Vorrei conoscere il prezzo unitario di 4 dischi.',
    ],
  ])('%s', (objective, names, request) => {
    expect(objectiveWords(objective, names).request).toBe(request);
  });

  it('keeps a name with capitalised articles whole and leaves an apposition as written', () => {
    expect(objectiveWords('Obtenir du gîte Le Clos des Vignes le prix par nuit.', []).request).toBe(
      'Je souhaiterais connaître le prix par nuit.',
    );
    expect(objectiveWords('Demander à Mme Lefèvre, des Éditions du Rhône, la date limite.', []).lang).toBeUndefined();
  });

  it('the first email in Spanish states the request, not the instruction', () => {
    const c = ctx({
      goal: { objective: 'Preguntar a Finca El Olivar el precio del alquiler del espacio el 12 de junio.' },
      counterparty: { address: 'marisa@finca.example', name: 'Marisa Delgado', company: 'Finca El Olivar' },
      senderPersona: { name: 'Laura Gómez' },
      resultSchema: {
        type: 'object',
        properties: { rentalPriceEUR: { type: 'number', description: 'precio del alquiler en EUR IVA incluido' } },
        required: ['rentalPriceEUR'],
      },
    });
    const text = draftInitial(c).text;
    expect(text).toContain('Quisiera conocer el precio del alquiler del espacio el 12 de junio.');
    expect(text).not.toMatch(/Preguntar a|siguiente solicitud/);
  });
});
