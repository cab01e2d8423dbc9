import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../../services/worker/brain/brain.js';
import { clearLanguage, detectLanguage } from '../../services/worker/brain/readers/language.js';
import { caseLanguage } from '../../services/worker/brain/writers/case-language.js';
import { draftClarification } from '../../services/worker/brain/writers/clarification.js';
import { fieldLabel } from '../../services/worker/brain/writers/field-labels.js';
import { draftFollowUp } from '../../services/worker/brain/writers/follow-up-email.js';
import { draftInitial } from '../../services/worker/brain/writers/initial-email.js';
import { draftReplyWithInput } from '../../services/worker/brain/writers/reply-with-input.js';
import { ctx, expectWrittenByAPerson } from './writer-fixtures.js';

/**
 * Italian, Dutch and Portuguese are written as German, French and Spanish are: the first email
 * in the language the client wrote the case in, later ones in the counterparty's, each mail in
 * one language only.
 */

const ENGLISH = /\b(?:the|could|please|thank|regards|whether|dear|hello|following|my name)\b/i;

function italianCase(over: Partial<CaseContext> = {}): CaseContext {
  return ctx({
    goal: {
      objective: 'Richiedere un preventivo per la manutenzione annuale dei condizionatori della nostra sede di Parma',
    },
    counterparty: { address: 'info@clima.example', name: 'Marco Bianchi', company: 'Clima Emilia' },
    senderPersona: { name: 'Elena Greco', role: 'Ufficio acquisti', company: 'Greco Ceramiche' },
    resultSchema: {
      type: 'object',
      properties: {
        canoneAnnuo: { type: 'number', description: 'canone annuo in euro, IVA esclusa' },
        dataPrimoIntervento: { type: 'string', format: 'date', description: 'data del primo intervento (AAAA-MM-GG)' },
      },
      required: ['canoneAnnuo', 'dataPrimoIntervento'],
    },
    ...over,
  });
}

function dutchCase(): CaseContext {
  return ctx({
    goal: { objective: 'Vraag een offerte voor het onderhoud van de heftrucks in ons magazijn in Breda' },
    counterparty: { address: 'verkoop@heftruck.example', name: 'Joost Bakker', company: 'Heftruck Service Zuid' },
    senderPersona: { name: 'Lotte Smit', role: 'Inkoper', company: 'Smit Logistiek', tone: 'formal' },
    resultSchema: {
      type: 'object',
      properties: {
        prijsPerBeurt: { type: 'number', description: 'prijs per onderhoudsbeurt in euro excl. btw' },
        onderdelenInbegrepen: { type: 'boolean', description: 'onderdelen inbegrepen in de prijs' },
      },
      required: ['prijsPerBeurt', 'onderdelenInbegrepen'],
    },
  });
}

function portugueseCase(): CaseContext {
  return ctx({
    goal: { objective: 'Pedir orçamento para a limpeza das janelas do nosso escritório em Coimbra, uma vez por mês' },
    counterparty: { address: 'geral@limpezas.example', name: 'Inês Carvalho', company: 'Limpezas Mondego' },
    senderPersona: { name: 'Tiago Lopes', role: 'Serviços gerais', company: 'Lopes & Filhos' },
    resultSchema: {
      type: 'object',
      properties: {
        precoMensal: { type: 'number', description: 'preço mensal em euros, sem IVA' },
        dataInicio: { type: 'string', format: 'date', description: 'início do serviço (AAAA-MM-DD)' },
      },
      required: ['precoMensal', 'dataInicio'],
    },
  });
}

describe('the first email in the language of the case', () => {
  it('Italian: greeting, introduction, the request and the items in Italian, nothing in English', () => {
    const d = draftInitial(italianCase());
    expect(d.text).toMatch(/^Buongiorno Marco Bianchi,/);
    expect(d.text).toContain('Mi chiamo Elena Greco, Ufficio acquisti presso Greco Ceramiche.');
    expect(d.text).toContain('Le scrivo in merito alla seguente richiesta: Richiedere un preventivo');
    expect(d.text).toMatch(
      /Potrebbe indicarmi quanto segue:\n- canone annuo in euro, IVA esclusa\n- data del primo intervento\n/,
    );
    expect(d.text).toContain('La ringrazio in anticipo.');
    expect(d.text).toMatch(/Cordiali saluti,\nElena Greco\nUfficio acquisti, Greco Ceramiche$/);
    expect(d.text).not.toMatch(ENGLISH);
    expect(d.text).not.toMatch(/AAAA/);
  });

  it('Dutch, formal: "Geachte", "u", a yes/no item as the client wrote it', () => {
    const d = draftInitial(dutchCase());
    expect(d.text).toMatch(/^Geachte Joost Bakker,/);
    expect(d.text).toContain('Mijn naam is Lotte Smit, Inkoper bij Smit Logistiek.');
    expect(d.text).toMatch(
      /Kunt u mij het volgende laten weten:\n- prijs per onderhoudsbeurt in euro excl\. btw\n- onderdelen inbegrepen in de prijs/,
    );
    expect(d.text).toContain('Alvast hartelijk dank.');
    expect(d.text).toMatch(/Met vriendelijke groet,\nLotte Smit/);
    expect(d.text).not.toMatch(ENGLISH);
  });

  it('Portuguese: neutral business forms, no "in" read in "início"', () => {
    const d = draftInitial(portugueseCase());
    expect(d.text).toMatch(/^Bom dia, Inês Carvalho,\n/);
    expect(d.text).toContain('O meu nome é Tiago Lopes, Serviços gerais na empresa Lopes & Filhos.');
    expect(d.text).toMatch(/Poderia indicar-me o seguinte:\n- preço mensal em euros, sem IVA\n- início do serviço\n/);
    expect(d.text).toContain('Agradeço desde já.');
    expect(d.text).not.toMatch(ENGLISH);
  });

  it('a company ending in a full stop gets no second one', () => {
    const d = draftInitial(italianCase({ senderPersona: { name: 'Elena Greco', company: 'Greco S.r.l.' } }));
    expect(d.text).toContain('Mi chiamo Elena Greco di Greco S.r.l. Le scrivo');
  });

  it('a follow-up after silence keeps the first email’s language', () => {
    const d = draftFollowUp(portugueseCase(), 1);
    expect(d.text).toContain('Escrevo para dar seguimento ao meu e-mail sobre o seguinte pedido:');
    expect(d.text).not.toMatch(ENGLISH);
    const last = draftFollowUp(dutchCase(), 3);
    expect(last.text).toContain('Dit is mijn laatste herinnering over de volgende aanvraag:');
  });

  it('an English case stays English, also with a foreign name or phrase in it', () => {
    for (const objective of [
      'Get a quote for catering at Café de la Paix for 40 people',
      'Book the Sala dei Giganti for our dinner on 3 May',
      'Ask Van der Berg Transport for the price of a pallet to Gent',
    ]) {
      const c = ctx({ goal: { objective } });
      expect(caseLanguage(c)).toBe('en');
      expect(draftInitial(c).text).toMatch(/^Hi Dana Miller,/);
    }
  });
});

describe('answering a reply in its language', () => {
  it.each([
    ['it', 'Buongiorno, le confermiamo la disponibilità per il mese di marzo. Cordiali saluti'],
    ['nl', 'Goedemiddag, wij kunnen de stoelen leveren in week 12. Met vriendelijke groet'],
    ['pt', 'Bom dia, confirmamos a disponibilidade para o mês de março. Com os melhores cumprimentos'],
    ['es', 'Buenos días, le confirmamos la disponibilidad de las cajas en el almacén de Valencia.'],
    ['es', 'Hola Pedro: sí, el viernes 3 de marzo lo tenemos libre; te lo confirmo hoy mismo.'],
    // Dutch written casually, with "je" and "de" (French and Spanish words too).
    ['nl', 'Hoi Tim, zie de bijlage voor de prijslijst. Laat maar weten als je nog vragen hebt! Groetjes, Eva'],
    ['fr', 'Bonjour, je vous envoie en pièce jointe le devis de la prestation.'],
  ] as const)('%s', (lang, reply) => {
    expect(detectLanguage(reply)).toBe(lang);
  });

  it('a clarification in Italian, Dutch and Portuguese: thanks, what was noted, what is missing', () => {
    const noted = { unitPriceEUR: 1240.5, deliveryDate: '2027-03-14', installationIncluded: true };
    const failed = { missing: ['paymentTermsDays'], invalid: [] };
    const it_ = draftClarification(ctx(), [], failed, { lang: 'it', noted }).text;
    expect(it_).toMatch(/^Buongiorno Dana Miller,\n\nLa ringrazio per la risposta\. Ho preso nota di quanto segue:/);
    expect(it_).toContain('1240,5');
    expect(it_).toContain('14 marzo 2027');
    expect(it_).toContain('(sì)');
    expect(it_).toContain('Potrebbe indicarmi anche quanto segue:');
    expect(it_).toMatch(/Un cordiale saluto,\nAlex Kim/);
    const nl = draftClarification(ctx(), [], failed, { lang: 'nl', noted }).text;
    expect(nl).toMatch(/^Beste Dana Miller,\n\nHartelijk dank voor uw antwoord\. Ik heb het volgende genoteerd:/);
    expect(nl).toContain('1.240,5');
    expect(nl).toContain('14 maart 2027');
    expect(nl).toContain('Kunt u mij ook het volgende laten weten:');
    expect(nl).toContain('betalingsvoorwaarden (dagen)');
    const pt = draftClarification(ctx(), [], failed, { lang: 'pt', noted }).text;
    expect(pt).toMatch(/^Olá, Dana Miller,\n\nAgradeço a sua resposta\. Tomei nota do seguinte:/);
    expect(pt).toContain('14 de março de 2027');
    expect(pt).toContain('(sim)');
    expect(pt).toContain('condições de pagamento (dias)');
    for (const t of [it_, nl, pt]) expectWrittenByAPerson(t);
  });

  it('passing on the client’s answer to their question', () => {
    const d = draftReplyWithInput(ctx(), 'Accettate un acconto del 30%?', 'Sì, fino al 30%.', {
      lang: 'it',
      missing: [],
    });
    expect(d.text).toContain('La ringrazio per la pazienza.');
    expect(d.text).toContain('In merito alla Sua domanda «Accettate un acconto del 30%?»: Sì, fino al 30%.');
    expect(d.text).not.toMatch(ENGLISH);
  });

  it('a yes/no field named only by a foreign word is never wrapped in English', () => {
    const schema = { type: 'object', properties: { vitresIncluses: { type: 'boolean' } } };
    expect(fieldLabel(schema, 'vitresIncluses', 'fr').words).toBe('vitres incluses');
    expect(fieldLabel(schema, 'vitresIncluses', 'en').words).toMatch(/^whether /);
  });

  it('a German letter keeps the capital of a German description’s noun', () => {
    const d = 'Festpreis für den Getriebetausch in Euro netto';
    const schema = { type: 'object', properties: { festpreis: { type: 'number', description: d } } };
    expect(fieldLabel(schema, 'festpreis', 'de').words).toBe(d);
    expect(fieldLabel(schema, 'festpreis', 'fr').words).toBe(`f${d.slice(1)}`);
    // An English description is never pasted into a German letter: the glossary's word for the name.
    const en = { type: 'object', properties: { total: { type: 'number', description: 'Total price in EUR' } } };
    expect(fieldLabel(en, 'total', 'de').words).toBe('Gesamtbetrag');
    expect(fieldLabel(en, 'total', 'en').words).toBe('total price in EUR');
  });
});

describe('greetings and glossary words as a native writer puts them', () => {
  const named = (tone?: string) =>
    ctx({
      counterparty: { address: 'x@y.example', name: 'Rui Matos', company: 'Matos Lda' },
      senderPersona: { name: 'Ana Reis', ...(tone ? { tone } : {}) },
    });

  it('Portuguese: a comma after the greeting word, before the name', () => {
    const plain = draftClarification(named(), [], { missing: ['x'], invalid: [] }, { lang: 'pt', noted: {} }).text;
    expect(plain).toMatch(/^Bom dia, Rui Matos,\n/);
    const friendly = draftClarification(named('friendly'), [], { missing: ['x'], invalid: [] }, { lang: 'pt' }).text;
    expect(friendly).toMatch(/^Olá, Rui Matos,\n/);
    // The formal form has no greeting word before the title: nothing to set off.
    const formal = draftClarification(named('formal'), [], { missing: ['x'], invalid: [] }, { lang: 'pt' }).text;
    expect(formal).toMatch(/^Exmo\.\(a\) Sr\.\(a\) Rui Matos,\n/);
  });

  it('"earliest start" reads naturally in Italian and the others', () => {
    const schema = { type: 'object', properties: { earliestStart: { type: 'string', format: 'date' } } };
    expect(fieldLabel(schema, 'earliestStart', 'it').words).toContain('data di inizio più vicina possibile');
    expect(fieldLabel(schema, 'earliestStart', 'it').words).not.toMatch(/^inizio più vicino/);
    expect(fieldLabel(schema, 'earliestStart', 'pt').words).toContain('início mais cedo possível');
    expect(fieldLabel(schema, 'earliestStart', 'nl').words).toContain('vroegste startdatum');
  });
});

describe('clearLanguage', () => {
  it('needs several words of the language and a clear lead', () => {
    expect(clearLanguage('Pedir precio unitario y plazo de entrega de cajas de cartón')).toBe('es');
    expect(clearLanguage('Vraag de prijs voor een pakket naar België met standaardlevering')).toBe('nl');
    expect(clearLanguage('Prezzo')).toBe('en');
    expect(clearLanguage('Quote for the tour de France hospitality tent')).toBe('en');
  });
});
