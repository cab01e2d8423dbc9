import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { goalCommits } from '../../services/worker/brain/guards/goal-kind.js';
import { findRefusal } from '../../services/worker/brain/guards/refusals.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';

/**
 * Round 14 (terms): what the client kept for themselves stays with them. A kind of term the
 * client's own texts refer back to them ("if they add any surcharge, come back to me") is no
 * covered term and goes to them on a goal that only asks; a surcharge in a compound ("dieseltoeslag",
 * "Dieselzuschlag") or a waiting charge is a cost on top; a lower bound written as a refusal of
 * less ("we don't do contracts under 24 months") is a minimum when its figure is above what the
 * client asked.
 */

const find = (reply: string, goal: string, knowledge: string[] = []) =>
  findCommitment(reply, [goal, ...knowledge], [goal, ...knowledge], {
    goalCommits: goalCommits(goal),
    clientTexts: [goal, ...knowledge],
  });

describe('a cost on top the client reserved, on a goal that only asks', () => {
  it.each([
    [
      'en',
      'Get the weekly rate for a 7.5 t van. If they add any surcharge, check with me before agreeing.',
      'Forgot to say: from January there is a fuel surcharge of 7% and £40 per hour waiting time charge.',
    ],
    [
      'de',
      'Den Wochenpreis für einen 7,5-t-Lkw erfragen. Bei Zuschlägen bitte erst Rücksprache mit mir.',
      'Noch ein Nachtrag: ab Januar kommt ein Dieselzuschlag von 7 % hinzu, Standgeld 40 € je Stunde.',
    ],
    [
      'fr',
      "Demander le tarif hebdomadaire d'un porteur 7,5 t. S'ils ajoutent un supplément, revenez vers moi avant d'accepter.",
      "J'oubliais : à partir de janvier, une surtaxe gazole de 7 % s'applique, et 40 € par heure d'attente.",
    ],
    [
      'es',
      'Averiguar la tarifa semanal de un camión de 7,5 t. Si añaden algún recargo, consúltame antes de aceptar.',
      'Se me olvidó: desde enero hay un recargo por combustible del 7 % y 40 € por hora de espera.',
    ],
    [
      'it',
      'Chiedere la tariffa settimanale di un camion da 7,5 t. Se aggiungono un supplemento, torna da me prima di accettare.',
      "Dimenticavo: da gennaio c'è una maggiorazione gasolio del 7% e 40 € l'ora di attesa.",
    ],
    [
      'nl',
      'Vraag het weektarief voor een 7,5 tons bakwagen op. Als ze een toeslag rekenen, overleg dan eerst met mij.',
      'Nog vergeten: vanaf januari komt er een brandstoftoeslag van 7% bij en € 40 per uur wachtgeld.',
    ],
    [
      'pt',
      'Perguntar a tarifa semanal de um camião de 7,5 t. Se acrescentarem alguma sobretaxa, fale comigo antes de aceitar.',
      'Esqueci-me: a partir de janeiro há uma sobretaxa de combustível de 7% e 40 € por hora de espera.',
    ],
  ])('%s', (_lang, goal, reply) => {
    expect(find(reply, goal)?.kinds).toContain('extra cost');
  });

  it.each([
    [
      'en',
      'Get the weekly rate for a 7.5 t van. If they add any surcharge, check with me before agreeing.',
      'The rate is £640 per week, no surcharges of any kind.',
    ],
    [
      'de',
      'Den Wochenpreis für einen 7,5-t-Lkw erfragen. Bei Zuschlägen bitte erst Rücksprache mit mir.',
      'Der Wochenpreis beträgt 640 € ohne Zuschlag.',
    ],
    [
      'nl',
      'Vraag het weektarief voor een 7,5 tons bakwagen op. Als ze een toeslag rekenen, overleg dan eerst met mij.',
      'Het weektarief is € 640, zonder toeslag.',
    ],
    [
      'fr',
      "Demander le tarif hebdomadaire. S'ils ajoutent un supplément, revenez vers moi.",
      'Le tarif est de 640 € par semaine, sans supplément.',
    ],
  ])('%s: "no surcharge" is no term', (_lang, goal, reply) => {
    expect(find(reply, goal)).toBeUndefined();
  });

  it('a surcharge the client never reserved, on a goal that only asks, stays information', () => {
    expect(
      find('From January a fuel surcharge of 7% applies.', 'Get the weekly rate for a 7.5 t van.')?.kinds ?? [],
    ).not.toContain('extra cost');
  });

  it('a reservation of surcharges does not reserve a deposit', () => {
    expect(
      find(
        'We take a 20% deposit (€128) with the order.',
        'Get the weekly rate for a 7.5 t van. If they add any surcharge, check with me before agreeing.',
      )?.kinds ?? [],
    ).not.toContain('deposit');
  });
});

describe('a deposit the client reserved, on a goal that only asks', () => {
  it.each([
    [
      'en',
      'Get a quote for the marquee. If they want a deposit, come back to me.',
      'We ask a 30% deposit (€900) to hold the date.',
    ],
    [
      'de',
      'Ein Angebot für das Zelt einholen. Falls eine Anzahlung verlangt wird, Rücksprache mit mir.',
      'Wir berechnen 30 % Anzahlung (900 €).',
    ],
    [
      'it',
      'Chiedere un preventivo per il gazebo. Se chiedono un acconto, chiedimi prima.',
      'Chiediamo un acconto del 30% (900 €).',
    ],
  ])('%s', (_lang, goal, reply) => {
    expect(find(reply, goal)?.kinds).toContain('deposit');
  });
});

describe('a lower bound written as a refusal of less', () => {
  const goals: Record<string, string> = {
    en: 'Ask for the monthly fee to lease 3 vans for 12 months.',
    de: 'Die Monatsrate für das Leasing von 3 Transportern für 12 Monate erfragen.',
    fr: 'Demander la mensualité pour la location de 3 utilitaires sur 12 mois.',
    es: 'Averiguar la cuota mensual del renting de 3 furgonetas durante 12 meses.',
    it: 'Chiedere il canone mensile per il noleggio di 3 furgoni per 12 mesi.',
    nl: 'Vraag de maandprijs op voor de lease van 3 bestelwagens voor 12 maanden.',
    pt: 'Perguntar a mensalidade do aluguer de 3 carrinhas durante 12 meses.',
  };
  it.each([
    ['en', "Sorry, we don't write leases under 24 months; on 24 months it is £489 a month per van."],
    ['en', 'We cannot go below 36 months on commercial vehicles: £455 per month.'],
    ['de', 'Leider schließen wir keine Verträge unter 24 Monaten ab; bei 24 Monaten kostet er 489 € im Monat.'],
    ['fr', 'Nous ne faisons pas de contrats de moins de 24 mois : sur 24 mois, 489 € par mois.'],
    ['es', 'No hacemos contratos de menos de 24 meses; a 24 meses la cuota es de 489 €.'],
    ['it', 'Non facciamo contratti sotto i 24 mesi: a 24 mesi il canone è di 489 € al mese.'],
    ['nl', 'We sluiten geen contracten korter dan 24 maanden af; bij 24 maanden is het € 489 per maand.'],
    ['pt', 'Não fazemos contratos abaixo de 24 meses; a 24 meses a mensalidade é de 489 €.'],
  ])('%s: %s', (lang, reply) => {
    expect(find(reply, goals[lang]!)?.kinds).toContain('minimum');
  });

  it.each([
    ['en', 'No deposit needed, and delivery in under 3 weeks. The fee is £489 a month per van.'],
    ['de', 'Wir haben keine Mindestlaufzeit; Verträge unter 12 Monaten sind auch möglich. 489 € im Monat.'],
    ['it', 'Non facciamo contratti sotto i 6 mesi, ma 12 mesi vanno bene: 489 € al mese.'],
    ['nl', 'Geen probleem: vanaf 12 maanden kan het, niet korter dan 6 maanden. € 489 per maand.'],
    ['fr', 'Le tarif est de 489 € par mois, livraison en moins de 3 semaines.'],
  ])('%s: no minimum above what was asked: %s', (lang, reply) => {
    expect(find(reply, goals[lang]!)?.kinds ?? []).not.toContain('minimum');
  });
});

describe('"we cannot offer a shorter term" beside a price is a term, not a no', () => {
  const fold = (s: string) => foldForMatching(s);
  it.each([
    [
      'de',
      'Die Einlagerung kostet 0,29 € pro Karton und Monat. Eine kürzere Laufzeit als 24 Monate können wir leider nicht anbieten.',
    ],
    [
      'it',
      'Lo stoccaggio costa 0,29 € a scatola al mese. Una durata più breve di 24 mesi purtroppo non possiamo offrirla.',
    ],
    [
      'de',
      'Der Preis liegt bei 1.450 € netto. Einen früheren Termin als Mitte Dezember können wir leider nicht anbieten.',
    ],
  ])('%s: %s', (_lang, reply) => {
    expect(findRefusal(fold(reply))).toBeUndefined();
  });
  it.each([
    ['de', 'Eine kürzere Laufzeit können wir leider nicht anbieten.'],
    ['en', "Sorry, we can't help with a lower price than £4,000, we have to pass on this."],
    ['de', 'Leider können wir Ihnen nicht helfen. Für kleinere Aufträge unter 5.000 € haben wir keine Kapazitäten.'],
  ])('%s: still a no: %s', (_lang, reply) => {
    expect(findRefusal(fold(reply))).toBeDefined();
  });
  it('the minimum term of such a reply goes to the client', () => {
    const goal =
      'Angebot für die Einlagerung von ca. 400 Archivkartons einholen: Preis pro Karton und Monat. Wir wollen flexibel bleiben, ggf. nur für ein Jahr.';
    const reply =
      'Die Einlagerung kostet 0,29 € netto pro Karton und Monat. Bitte beachten Sie, dass unsere Verträge eine Mindestlaufzeit von 24 Monaten haben. Eine kürzere Laufzeit können wir leider nicht anbieten.';
    expect(find(reply, goal)?.kinds).toContain('minimum');
  });
});

describe('a minimum contract term in months or years, against the term asked', () => {
  const goal = 'Get the monthly price for leasing a copier.';
  it.each([
    ['en', 'The copier is €89 per month, minimum 24 months.'],
    ['fr', 'Le copieur est à 89 € par mois, engagement minimum de 24 mois.'],
    ['de', 'Die Miete beträgt 89 € im Monat bei mindestens 24 Monaten Laufzeit.'],
    ['es', 'Son 89 € al mes, con un mínimo de 2 años.'],
    ['it', 'Il canone è di 89 € al mese, minimo 2 anni.'],
    ['nl', 'De huur is € 89 per maand, met een looptijd van minimaal 24 maanden.'],
    ['pt', 'O preço é 89 € por mês, mínimo de 2 anos.'],
  ])('%s: %s', (_lang, reply) => {
    expect(find(reply, goal)?.kinds).toContain('minimum');
  });
  it.each([
    ['en', 'The copier is €89 per month, with a warranty of at least 24 months.', goal],
    ['en', 'Prices are fixed for at least 12 months: €89 per month.', goal],
    ['de', 'Die Miete beträgt 89 € im Monat, Preisbindung mindestens 24 Monate.', goal],
    ['fr', 'Le copieur est à 89 € par mois, minimum 24 mois.', 'Demander la mensualité du copieur sur 36 mois.'],
    ['it', 'Il canone è di 89 € al mese, minimo 2 anni.', 'Chiedere il canone mensile del fotocopiatore per 3 anni.'],
    ['en', 'It is €89 a month, with at least 2 weeks notice before delivery.', goal],
  ])('%s: no new term: %s', (_lang, reply, g) => {
    expect(find(reply, g)?.kinds ?? []).not.toContain('minimum');
  });
});
