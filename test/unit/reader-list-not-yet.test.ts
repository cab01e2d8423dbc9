import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

const TOOLS = {
  integrations: {
    type: 'array',
    items: { type: 'string', enum: ['Xero', 'Holded', 'Sage', 'DATEV', 'Exact'] },
    description: 'accounting packages it integrates with today',
  },
};

describe('a list item not there yet is not in the list of today', () => {
  it.each<[string, string, string[]]>([
    ['en', 'We integrate with Xero and Holded. The Sage integration is in development.', ['Xero', 'Holded']],
    ['en', 'Xero and Holded work today; Sage is coming soon.', ['Xero', 'Holded']],
    ['de', 'Die Kasse ist mit DATEV und Xero verbunden. Eine Anbindung an Sage ist in Entwicklung.', ['DATEV', 'Xero']],
    [
      'fr',
      "L'outil se connecte à Xero et Holded. L'intégration avec Sage est en cours de développement.",
      ['Xero', 'Holded'],
    ],
    ['es', 'Hoy se conecta con Xero y Sage. Exact llegará próximamente.', ['Xero', 'Sage']],
    ['it', "Oggi ci integriamo con Xero e DATEV. L'integrazione con Exact è in sviluppo.", ['Xero', 'DATEV']],
    ['nl', 'We koppelen met Exact en Xero. Een koppeling met Sage is in ontwikkeling.', ['Exact', 'Xero']],
    ['pt', 'Integramos com Xero e Holded. A integração com Sage está em desenvolvimento.', ['Xero', 'Holded']],
  ])('%s: %s', (_lang, text, items) => {
    expect(read(TOOLS, text)['integrations']).toEqual(items);
  });

  it('a not-yet clause that names two items leaves the list unread (whose it is is not sure)', () => {
    expect(read(TOOLS, 'We integrate with Xero. Sage and Holded are in development.')['integrations']).toBeUndefined();
    expect(read(TOOLS, 'Xero works and Sage is in development.')['integrations']).toBeUndefined();
  });

  it('items with no not-yet word are all read', () => {
    expect(read(TOOLS, 'We integrate with Xero, Sage and Holded.')['integrations']).toEqual(['Xero', 'Sage', 'Holded']);
  });
});
