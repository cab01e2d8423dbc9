import { foldForMatching } from '../language-fold.js';
import type { Segment } from './segments.js';

/**
 * What a schema property is about, as words to look for in a reply: the words of its name
 * (`deliveryDate` → delivery, date) and description, each with its usual German, French and
 * Spanish counterparts from a small business vocabulary. `relevance` counts how many of them a
 * segment mentions: values are read from the segments that talk about the field.
 */

const VOCABULARY: ReadonlyArray<readonly string[]> = [
  [
    'deliver',
    'delivery',
    'arrive',
    'arrival',
    'ship',
    'shipping',
    'shipment',
    'dispatch',
    'eta',
    'liefer',
    'zustell',
    'ankunft',
    'ankomm',
    'kommt',
    'versand',
    'versend',
    'livr',
    'arriv',
    'expedi',
    'envoi',
    'entreg',
    'lleg',
    'envio',
    'envia',
    'despach',
    'consegn',
    'spedizion',
    'spedit',
    'arriv',
    'levering',
    'leveren',
    'levertijd',
    'leverdatum',
    'gelever',
    'bezorg',
    'verzend',
    'verzond',
    'aankomst',
    'entreg',
    'envi',
    'cheg',
  ],
  [
    'date',
    'when',
    'day',
    'datum',
    'termin',
    'wann',
    'quand',
    'jour',
    'fecha',
    'cuando',
    'dia',
    'data',
    'giorno',
    'quando',
    'wanneer',
    'dag',
  ],
  [
    'completion',
    'complete',
    'ready',
    'finished',
    'done',
    'fertig',
    'fertiggestellt',
    'abgeschlossen',
    'pret',
    'termine',
    'acheve',
    'listo',
    'terminado',
    'pronto',
    'terminato',
    'completato',
    'klaar',
    'gereed',
    'afgerond',
    'concluid',
    'pront',
  ],
  [
    'start',
    'begin',
    'commence',
    'beginn',
    'anfang',
    'debut',
    'commenc',
    'inicio',
    'comienz',
    'empez',
    'inizio',
    'inizi',
    'aanvang',
    'starten',
    'inicio',
    'comec',
  ],
  [
    'price',
    'cost',
    'amount',
    'total',
    'fee',
    'rate',
    'quote',
    'charge',
    'budget',
    'preis',
    'kosten',
    'betrag',
    'summe',
    'gesamt',
    'angebot',
    'prix',
    'cout',
    'montant',
    'tarif',
    'devis',
    'precio',
    'coste',
    'costo',
    'importe',
    'cotiz',
    'presupuesto',
    'prezzo',
    'costo',
    'importo',
    'tariffa',
    'preventivo',
    'prijs',
    'bedrag',
    'tarief',
    'offerte',
    'preco',
    'valor',
    'orcamento',
    'cotacao',
  ],
  [
    'quantity',
    'qty',
    'units',
    'count',
    'pieces',
    'menge',
    'anzahl',
    'stuck',
    'quantite',
    'pieces',
    'cantidad',
    'unidades',
    'piezas',
    'quantita',
    'pezzi',
    'aantal',
    'stuks',
    'hoeveelheid',
    'quantidade',
    'pecas',
  ],
  [
    'stock',
    'available',
    'availability',
    'lager',
    'vorrat',
    'vorratig',
    'verfugbar',
    'disponib',
    'existencia',
    'inventario',
    'magazzino',
    'disponibil',
    'voorraad',
    'beschikbaar',
    'estoque',
  ],
  [
    'payment',
    'terms',
    'net',
    'zahlung',
    'zahlungsziel',
    'netto',
    'paiement',
    'reglement',
    'pago',
    'plazo',
    'pagamento',
    'betaling',
    'betaaltermijn',
  ],
  ['size', 'sizes', 'grosse', 'taille', 'talla', 'tamano'],
  ['color', 'colour', 'farbe', 'couleur'],
  [
    'confirm',
    'confirmed',
    'agree',
    'accept',
    'bestatig',
    'zustimm',
    'akzept',
    'confirm',
    'accepte',
    'acept',
    'conform',
  ],
  ['weight', 'gewicht', 'poids', 'peso', 'tonn', 'kilo'],
  ['discount', 'rabatt', 'nachlass', 'remise', 'descuento', 'sconto', 'korting', 'desconto'],
  ['warranty', 'guarantee', 'garantie', 'gewahrleistung', 'garantia', 'garanzia'],
  ['time', 'hour', 'uhr', 'uhrzeit', 'zeit', 'heure', 'hora'],
  ['meeting', 'appointment', 'call', 'treffen', 'besprechung', 'reunion', 'rendez', 'cita'],
  ['method', 'mode', 'carrier', 'versandart', 'methode', 'transporteur', 'metodo', 'transportista'],
  ['tracking', 'sendungsnummer', 'suivi', 'seguimiento'],
  ['lead', 'leadtime', 'lieferzeit', 'delai', 'plazo', 'levertijd', 'prazo', 'tempi', 'turnaround'],
  ['minimum', 'moq', 'mindest', 'minimale', 'minimo', 'minimaal', 'minima'],
  [
    'include',
    'included',
    'includes',
    'inklusive',
    'enthalten',
    'inclus',
    'incluido',
    'incluye',
    'incluso',
    'compreso',
    'inclusief',
    'inbegrepen',
  ],
  ['currency', 'wahrung', 'devise', 'moneda'],
  ['reason', 'why', 'grund', 'raison', 'motivo', 'reden'],
  [
    'reference',
    'booking',
    'confirmation',
    'referenz',
    'buchung',
    'reservation',
    'reserva',
    'prenotazione',
    'riferimento',
    'referentie',
    'boeking',
    'referencia',
  ],
  ['room', 'rooms', 'zimmer', 'chambre', 'habitacion', 'camere', 'kamer', 'quarto'],
  ['night', 'nights', 'nacht', 'nuit', 'noche', 'notte', 'noite'],
  ['name', 'contact', 'person', 'ansprechpartner', 'nom', 'nombre', 'contacto'],
];

const STOP = new Set(
  'the a an of for in on at to is are be by or and with from as its it this that our your their value field number please'.split(
    ' ',
  ),
);

/** Terms for a property: folded stems of its name and description, plus their vocabulary rows. */
export function fieldTerms(name: string, description?: string): string[] {
  const words = [
    ...splitName(name),
    ...(description ? (foldForMatching(description).match(/\p{L}+/gu) ?? []) : []),
  ].filter((w) => w.length >= 3 && !STOP.has(w));
  const terms = new Set(words);
  for (const w of words) {
    for (const row of VOCABULARY) if (row.some((t) => sameStem(w, t))) for (const t of row) terms.add(t);
  }
  return [...terms];
}

/** `deliveryDate`, `delivery_date`, `Delivery date` → ['delivery', 'date']. */
export function splitName(name: string): string[] {
  return foldForMatching(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2'))
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

function sameStem(a: string, b: string): boolean {
  const n = Math.min(a.length, b.length, 5);
  return n >= 3 && a.slice(0, n) === b.slice(0, n) && Math.abs(a.length - b.length) <= 4;
}

/** How many of the terms the segment mentions (a word starting with, or holding, the term). */
export function relevance(segment: Segment, terms: readonly string[]): number {
  const words = segment.folded.match(/\p{L}+/gu) ?? [];
  let n = 0;
  for (const t of terms) {
    if (words.some((w) => (t.length <= 4 ? w === t || (w.startsWith(t) && w.length <= t.length + 3) : w.includes(t))))
      n++;
  }
  return n;
}
