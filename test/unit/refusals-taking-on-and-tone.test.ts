import { describe, expect, it } from 'vitest';
import { goalCommits } from '../../services/worker/brain/guards/goal-kind.js';
import { evaluateOneReply } from '../support/evaluate-one-reply.js';

/**
 * Round 29's refusals: a writer who cannot take the matter on, a refusal known by its tone (a
 * referral in German, "bonne continuation", sorry to have nothing better), and one whose only
 * reading is the "no" of a yes/no field; and objectives that ask in German or Dutch with an
 * indirect question after the verb.
 */

const rate = { hourlyRateEUR: { type: 'number', description: 'hourly rate, EUR net' } };

describe('the matter is not taken on', () => {
  it.each([
    [
      'en',
      'After our conflict check I am afraid we are unable to accept this instruction. We wish you well with the matter.',
    ],
    ['de', 'Nach der Kollisionsprüfung müssen wir Ihnen mitteilen, dass wir das Mandat nicht übernehmen können.'],
    ['fr', 'Après vérification, nous ne pouvons malheureusement pas accepter ce dossier.'],
    ['es', 'Lamentablemente no podemos aceptar el encargo por un conflicto de intereses.'],
    ['it', "Purtroppo non possiamo accettare l'incarico per un conflitto di interessi."],
    ['nl', 'Helaas kunnen wij deze opdracht niet aannemen vanwege een belangenconflict.'],
    ['pt', 'Infelizmente não podemos aceitar o trabalho por conflito de interesses.'],
  ])('%s: rejected', async (_case, text) => {
    const got = await evaluateOneReply('Ask the firm to represent us and for their hourly rate', text, rate);
    expect(got.outcome).toBe('rejected');
  });

  it('a part not taken on, beside the rate, is no refusal', async () => {
    const got = await evaluateOneReply(
      'Ask for their hourly rate',
      'Our hourly rate is €240 net. The appeal itself we cannot take on, but the first instance is fine.',
      rate,
    );
    expect(got.outcome).not.toBe('rejected');
  });
});

const roof = {
  priceEUR: { type: 'number', description: 'Angebotspreis in EUR netto' },
  startDate: { type: 'string', format: 'date', description: 'frühestmöglicher Termin' },
};

describe('a refusal known by its tone', () => {
  it('de: a frank word and a referral to another firm', async () => {
    const got = await evaluateOneReply(
      'Angebot für die Sanierung des Garagendachs einholen',
      'Ich muss Ihnen leider absagen. Wir sind bis in den Herbst ausgebucht, und ehrlich gesagt machen wir so kleine Dächer nicht mehr. Fragen Sie doch mal bei Dachtechnik Hölscher in Hasbergen an, die machen so etwas öfter.',
      roof,
    );
    expect(got.outcome).toBe('rejected');
  });

  it('fr: the no of a yes/no field is the refusal itself', async () => {
    const got = await evaluateOneReply(
      'Demander à la fromagerie si elle peut livrer chaque semaine à Lyon et à quel prix',
      'Malheureusement nous ne pourrons pas vous livrer à Lyon, nous avons arrêté les tournées. On fournit toujours la crèmerie Morel aux Halles, il faut voir directement avec eux. Bonne continuation à vous !',
      {
        weeklyDelivery: {
          type: 'boolean',
          description: 'true si la fromagerie accepte de livrer chaque semaine à Lyon',
        },
        pricePerKgEUR: { type: 'number', description: 'prix du Comté, EUR HT par kg' },
      },
    );
    expect(got.outcome).toBe('rejected');
  });

  it('en: sorry to have nothing better, and good luck', async () => {
    const got = await evaluateOneReply(
      'Get a quote for the groupage run',
      "We don't run dangerous goods to Austria any more. Sorry I don't have anything better for you, and good luck finding a carrier.",
      { priceEUR: { type: 'number', description: 'price per pallet, EUR' } },
    );
    expect(got.outcome).toBe('rejected');
  });

  it('a yes/no field read true is no refusal, whatever the tone', async () => {
    const got = await evaluateOneReply(
      'Demander à la fromagerie si elle peut livrer chaque semaine à Lyon',
      'Oui, nous livrons à Lyon chaque mardi. Pour le reste il faut voir directement avec eux. Bonne continuation !',
      {
        weeklyDelivery: {
          type: 'boolean',
          description: 'true si la fromagerie accepte de livrer chaque semaine à Lyon',
        },
      },
    );
    expect(got.outcome).not.toBe('rejected');
  });
});

describe('an objective that asks with an indirect question after its verb', () => {
  it.each([
    'Bei der Kita Little Explorers erfragen, wie hoch der monatliche Beitrag ab August ist und ob das Essen enthalten ist.',
    'Beim Händler nachfragen, ob der Wagen noch verfügbar ist.',
    'Bij de verhuurder navragen of de woning per 1 maart vrij is.',
    'Bij de school opvragen wat de cursus kost.',
    'Beim Landhandel für ca. 3,5 t Saatgut anfragen: Preis pro Dezitonne und ob die Anlieferung enthalten ist.',
    'Bei der Metzgerei den Nettopreis pro Kilo und die Mindestabnahme erfragen, für regelmäßige Bestellungen unseres Restaurants.',
    'Ricevere dallo studio il preventivo per la nuova identità visiva del nostro bistrot.',
    'Recibir del taller el presupuesto de la reparación.',
  ])('%s: asks, commits nobody', (objective) => {
    expect(goalCommits(objective)).toBe(false);
  });

  it.each([
    'Einen Tisch für 8 Personen reservieren und erfragen, ob ein Menü möglich ist.',
    'Den Transporter mieten und nachfragen, wann er abgeholt werden kann.',
    'Drei Angebote einholen, dann den Auftrag vergeben.',
  ])('%s: a verb of booking commits', (objective) => {
    expect(goalCommits(objective)).toBe(true);
  });
});
