import { describe, expect, it } from 'vitest';
import { goalCommits } from '../../services/worker/brain/guards/goal-kind.js';

/**
 * An objective in another reading language asks for information only when its verb is one of
 * asking or finding out (at its head, or closing a German or Dutch first sentence) and no verb
 * of booking, ordering or hiring stands anywhere in it; anything else is taken as committing.
 */
describe('objectives that only ask, in the six other languages', () => {
  it.each([
    'Bei der Spedition Hartmann die Frachtkosten für zwei Paletten nach Linz vom 4. bis 6. März erfragen',
    'Von der Druckerei ein Angebot über 500 Broschüren einholen',
    'Bitte bei Elektro Kurz den Stundensatz anfragen.',
    'Demander au traiteur le prix par personne pour un buffet de 60 couverts',
    'Se renseigner auprès du garage sur le délai de réparation',
    'Averiguar con el proveedor el plazo de entrega de las 30 sillas',
    'Chiedere alla tipografia il prezzo di 1.000 volantini',
    'Vraag bij Schildersbedrijf Jansen de prijs voor het schilderen van de kozijnen op',
    'Bij de verhuurder de dagprijs van een bestelbus opvragen',
    'Perguntar à transportadora o preço de uma palete para o Porto',
  ])('%s → asks', (objective) => {
    expect(goalCommits(objective)).toBe(false);
  });
});

describe('objectives that commit, or say too little to tell', () => {
  it.each([
    'Einen Minibagger für die Woche mieten und den Preis erfragen',
    'Den Preis erfragen und danach die Pumpe bestellen',
    'Die Lieferzeit erfragen. Dann die Ware bestellen.',
    'Réserver une salle pour 40 personnes et demander le prix',
    'Demander un devis et commander les étagères',
    'Reservar una mesa para 12 el viernes',
    'Chiedere il prezzo e prenotare il furgone',
    'Bij het hotel drie kamers boeken en de prijs navragen',
    'Perguntar o preço e encomendar 20 caixas',
    'Preisanfrage Gerüst Hauptstraße',
    'Die Lieferung der Paletten am Montag',
  ])('%s → commits', (objective) => {
    expect(goalCommits(objective)).toBe(true);
  });
});

/**
 * An objective that asks AND then orders, books, confirms or signs commits: the clause joined by
 * "and" after the asking verb names an order, booking, contract or purchase (noun or verb).
 */
describe('asking and then ordering, in a clause joined by "and"', () => {
  it.each([
    'Demander un devis pour 40 chaises et passer commande si le prix convient',
    'Averiguar el precio de 40 sillas y hacer el pedido si es razonable',
    'Vraag de prijs op voor 40 stoelen en plaats de bestelling als die klopt',
    "Chiedere un preventivo per 40 sedie e confermare l'ordine se va bene",
    'Get a quote for 40 chairs and place the order if it is under budget',
    'Demander le tarif de la salle et confirmer la réservation',
    'Vraag een offerte voor het snoeiwerk en geef de opdracht',
    'Pedir orçamento para 20 caixas e fazer a encomenda',
    'Averiguar el precio del local y cerrar la reserva',
    'Averiguar las condiciones y firmar el contrato',
    "Chiedere il prezzo del furgone e procedere con l'acquisto",
    'Vraag de prijs van de zaal en leg de datum vast',
    'Den Preis für das Gerüst erfragen und den Auftrag erteilen',
    'Ask for the rate and confirm the booking for Friday',
  ])('%s → commits', (objective) => {
    expect(goalCommits(objective)).toBe(true);
  });

  it.each([
    'Get a quote for 40 chairs and the delivery date',
    'Get a quote for the order of 40 chairs',
    'Demander un devis pour 40 chaises et le délai de livraison',
    'Averiguar el precio y el plazo de entrega de las sillas',
    'Chiedere il prezzo per un ordine di 500 volantini e i tempi di consegna',
  ])('%s → still asks (an order before "and", or nothing committing after it)', (objective) => {
    expect(goalCommits(objective)).toBe(false);
  });
});
