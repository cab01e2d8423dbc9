/**
 * The nouns that name a kind of reference (an order, invoice, booking … number), by the English
 * noun, in the seven languages, folded. A German noun stands as the first part of its compounds
 * ("bestell" for Bestellung, Bestellnummer, Bestell-Nr.). One list for two readers: the names an
 * identifier field is read by (identifiers.ts, as a word's start) and the figures an objective or
 * a reply's clause names as references (case-subject.ts `referenceFigures`, order, invoice,
 * booking and reference only, as whole words or compounds).
 */
export const REFERENCE_NOUNS = {
  invoice: ['invoice', 'rechnung', 'facture', 'factura', 'fattura', 'factuur', 'fatura'],
  order: ['order', 'bestell', 'auftrag', 'commande', 'pedido', 'orden', 'ordine', 'bestelling', 'encomenda'],
  booking: ['booking', 'reservation', 'buchung', 'reservierung', 'reserva', 'prenotazione', 'boeking', 'reservering'],
  contract: ['contract', 'vertrag', 'vertrags', 'contrat', 'contrato', 'contratto'],
  tracking: [
    'tracking',
    'sendungsnummer',
    'sendungsverfolgung',
    'suivi',
    'seguimiento',
    'expedicion',
    'tracciamento',
    'spedizione',
    'rastreio',
    'rastreamento',
    'trackingnummer',
    'zendingnummer',
    'track',
  ],
  customer: ['customer', 'kunden', 'client', 'cliente', 'klant'],
  account: ['account', 'konto', 'kundenkonto', 'compte', 'cuenta', 'rekening'],
  reference: ['reference', 'ref', 'referenz', 'referencia', 'riferimento', 'referentie'],
  key: ['key', 'schlussel', 'cle', 'clave', 'chiave', 'sleutel', 'chave'],
  file: ['file', 'akte', 'aktenzeichen', 'dossier', 'expediente', 'pratica', 'fascicolo', 'processo'],
  confirmation: [
    'confirmation',
    'bestatigung',
    'auftragsbestatigung',
    'bestellbestatigung',
    'buchungsbestatigung',
    'conferma',
    'confirmacion',
    'confirmacao',
    'bevestiging',
    'opdrachtbevestiging',
  ],
  room: ['room', 'zimmer', 'chambre', 'habitacion', 'camera', 'stanza', 'kamer', 'quarto'],
  quote: ['quote', 'angebot', 'offerte', 'devis', 'presupuesto', 'cotizacion', 'preventivo', 'offerta', 'orcamento'],
} as const satisfies Record<string, readonly string[]>;
