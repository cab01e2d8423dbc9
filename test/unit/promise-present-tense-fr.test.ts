import { describe, expect, it } from 'vitest';
import { findPromise } from '../../services/worker/brain/guards/promises.js';

describe('French present tense: a promise only when nothing is given in its clause', () => {
  it.each([
    'Je vous confirme le prix de 6 840 € HT.',
    'Je vous donne le prix : 1 250 € TTC pour la pose.',
    'Je vous confirme la date du lundi 18 janvier.',
    'Je vous confirme la date du mardi 19 janvier.',
    'Je vous indique le prix unitaire, soit 4,20 € la pièce.',
    'Je vous communique le devis n° 2026-118 ci-dessous.',
  ])('given now: %s', (text) => {
    expect(findPromise(text)).toBeUndefined();
  });

  it.each([
    'Je vous confirme la date dès que possible.',
    'Je vous communique le prix définitif demain.',
    'Je vous envoie le devis en début de semaine prochaine.',
    'Je vous confirmerai le prix de la pose lundi.',
    'Je vous enverrai le devis de 12 pages.',
    'Je vous indique la date avant le 15 janvier.',
    'Je vous communique la date au plus tard le 15 janvier.',
    'Je vous confirme le prix le 15, après avoir vu le fournisseur.',
    "Je vous donne le prix d'ici le 15.",
  ])('to come: %s', (text) => {
    expect(findPromise(text)).toBeDefined();
  });
});
