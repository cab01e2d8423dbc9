import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../../services/worker/brain/brain.js';
import { caseLanguage } from '../../services/worker/brain/writers/case-language.js';
import { canNameField, fieldLabel } from '../../services/worker/brain/writers/field-labels.js';
import { draftFollowUp } from '../../services/worker/brain/writers/follow-up-email.js';
import { draftInitial } from '../../services/worker/brain/writers/initial-email.js';
import { ctx } from './writer-fixtures.js';

/**
 * The first email and the follow-ups after silence are in ONE language: the objective's, when
 * every field asked for can be named in it (the client's description in that language or the
 * glossary's word), else English.
 */

const schemaOf = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
});
const caseOf = (objective: string, properties: Record<string, unknown>): CaseContext =>
  ctx({ goal: { objective }, resultSchema: schemaOf(properties) });

describe('one language per letter', () => {
  it('Dutch objective, an English description and an untranslatable field name: the letter is English', () => {
    const c = caseOf('Vraag een offerte voor het onderhoud van de airco in ons kantoor in Utrecht', {
      pricePerVisit: { type: 'number', description: 'price per visit in EUR excl. VAT' },
      firstVisit: { type: 'string', format: 'date' },
    });
    expect(caseLanguage(c)).toBe('en');
    const d = draftInitial(c).text;
    expect(d).toMatch(/^Hi Dana Miller,/);
    expect(d).toContain('price per visit in EUR excl. VAT');
    expect(draftFollowUp(c, 1).text).toMatch(/^Hi Dana Miller,/);
  });

  it('Italian objective, a field named only by an English property: English', () => {
    const c = caseOf('Richiedere un preventivo per la stampa di cinquecento cataloghi con consegna a Torino', {
      shipping: { type: 'string', enum: ['standard', 'express'] },
      price: { type: 'number' },
    });
    expect(canNameField(c.resultSchema, 'price', 'it')).toBe(true);
    expect(canNameField(c.resultSchema, 'shipping', 'it')).toBe(false);
    expect(caseLanguage(c)).toBe('en');
    expect(draftInitial(c).text).not.toMatch(/Le scrivo|Potrebbe/);
  });

  it('English objective with Spanish descriptions: an English letter, no Spanish frame around it', () => {
    const c = caseOf('Get a quote for 40 chairs', {
      precio: { type: 'number', description: 'precio por silla en euros, IVA incluido' },
    });
    expect(caseLanguage(c)).toBe('en');
    expect(draftInitial(c).text).not.toMatch(/solicitud|Me llamo/);
  });

  it('Portuguese objective whose fields are named in Portuguese or by the glossary: Portuguese', () => {
    const c = caseOf('Pedir orçamento para a pintura da fachada do nosso armazém em Braga', {
      precoTotal: { type: 'number', description: 'preço total em euros, sem IVA' },
      startDate: { type: 'string', format: 'date', description: 'Start date' },
    });
    expect(caseLanguage(c)).toBe('pt');
    // The English description gives way to the glossary's word in a Portuguese letter.
    expect(fieldLabel(c.resultSchema, 'startDate', 'pt').words).toBe('data de início');
    const d = draftInitial(c).text;
    expect(d).toContain('preço total em euros, sem IVA');
    expect(d).toContain('data de início');
    expect(d).not.toMatch(/Start date|start date/);
  });

  it('a German or French description in its own letter stays; an English one is caught', () => {
    const s = schemaOf({
      wartung: { type: 'number', description: 'Preis für die jährliche Wartung' },
      visite: { type: 'number', description: 'prix de la visite annuelle' },
      dock: { type: 'boolean', description: 'loading dock available for the truck' },
    });
    expect(canNameField(s, 'wartung', 'de')).toBe(true);
    expect(canNameField(s, 'visite', 'fr')).toBe(true);
    expect(canNameField(s, 'dock', 'fr')).toBe(false);
    expect(canNameField(s, 'dock', 'en')).toBe(true);
  });

  it('a question or a single word of the letter’s language names the field as the client wrote it', () => {
    const s = schemaOf({
      montaje: { type: 'boolean', description: '¿el montaje está incluido en el precio?' },
      beginn: { type: 'string', format: 'date', description: 'Vertragsbeginn (JJJJ-MM-TT)' },
      levering: { type: 'boolean', description: 'is bezorgen inbegrepen?' },
    });
    expect(fieldLabel(s, 'montaje', 'es').words).toBe('el montaje está incluido en el precio');
    expect(canNameField(s, 'montaje', 'es')).toBe(true);
    expect(fieldLabel(s, 'beginn', 'de').words).toBe('Vertragsbeginn');
    expect(canNameField(s, 'levering', 'nl')).toBe(true);
    // In an English letter a question is not a name: the property's words, as before.
    expect(fieldLabel(s, 'montaje', 'en').words).not.toMatch(/¿|está/);
  });
});
