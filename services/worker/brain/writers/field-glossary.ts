import type { Lang } from '../readers/language.js';

/**
 * Common field names in German, French, Spanish, Italian, Dutch and Portuguese, for a field the
 * schema names only by its property (`deliveryDate` → "Liefertermin", "date de livraison",
 * "fecha de entrega", "data di consegna", "leverdatum", "data de entrega"). A
 * description is the client's own words and is kept as written; a name not listed here stays
 * in English.
 */
const GLOSSARY: Record<string, Record<Exclude<Lang, 'en'>, string>> = {
  price: { de: 'Preis', fr: 'prix', es: 'precio', it: 'prezzo', nl: 'prijs', pt: 'preço' },
  'total price': {
    de: 'Gesamtpreis',
    fr: 'prix total',
    es: 'precio total',
    it: 'prezzo totale',
    nl: 'totaalprijs',
    pt: 'preço total',
  },
  total: {
    de: 'Gesamtbetrag',
    fr: 'montant total',
    es: 'importe total',
    it: 'importo totale',
    nl: 'totaalbedrag',
    pt: 'montante total',
  },
  'unit price': {
    de: 'Stückpreis',
    fr: 'prix unitaire',
    es: 'precio unitario',
    it: 'prezzo unitario',
    nl: 'stukprijs',
    pt: 'preço unitário',
  },
  'net price': {
    de: 'Nettopreis',
    fr: 'prix net',
    es: 'precio neto',
    it: 'prezzo netto',
    nl: 'nettoprijs',
    pt: 'preço líquido',
  },
  'quote price': {
    de: 'Angebotspreis',
    fr: 'prix du devis',
    es: 'precio de la oferta',
    it: 'prezzo del preventivo',
    nl: 'offerteprijs',
    pt: 'preço do orçamento',
  },
  quote: { de: 'Angebot', fr: 'devis', es: 'presupuesto', it: 'preventivo', nl: 'offerte', pt: 'orçamento' },
  'delivery date': {
    de: 'Liefertermin',
    fr: 'date de livraison',
    es: 'fecha de entrega',
    it: 'data di consegna',
    nl: 'leverdatum',
    pt: 'data de entrega',
  },
  'ship date': {
    de: 'Versanddatum',
    fr: "date d'expédition",
    es: 'fecha de envío',
    it: 'data di spedizione',
    nl: 'verzenddatum',
    pt: 'data de expedição',
  },
  'pickup date': {
    de: 'Abholtermin',
    fr: "date d'enlèvement",
    es: 'fecha de recogida',
    it: 'data di ritiro',
    nl: 'ophaaldatum',
    pt: 'data de recolha',
  },
  'start date': {
    de: 'Startdatum',
    fr: 'date de début',
    es: 'fecha de inicio',
    it: 'data di inizio',
    nl: 'startdatum',
    pt: 'data de início',
  },
  'earliest start': {
    de: 'frühester Beginn',
    fr: 'début au plus tôt',
    es: 'inicio más temprano',
    it: 'data di inizio più vicina possibile',
    nl: 'vroegste startdatum',
    pt: 'início mais cedo possível',
  },
  'valid until': {
    de: 'gültig bis',
    fr: "valable jusqu'au",
    es: 'válido hasta',
    it: 'valido fino al',
    nl: 'geldig tot',
    pt: 'válido até',
  },
  'lead time': {
    de: 'Lieferzeit',
    fr: 'délai de livraison',
    es: 'plazo de entrega',
    it: 'tempi di consegna',
    nl: 'levertijd',
    pt: 'prazo de entrega',
  },
  'payment terms': {
    de: 'Zahlungsbedingungen',
    fr: 'conditions de paiement',
    es: 'condiciones de pago',
    it: 'condizioni di pagamento',
    nl: 'betalingsvoorwaarden',
    pt: 'condições de pagamento',
  },
  quantity: { de: 'Menge', fr: 'quantité', es: 'cantidad', it: 'quantità', nl: 'aantal', pt: 'quantidade' },
  'minimum order': {
    de: 'Mindestbestellmenge',
    fr: 'commande minimum',
    es: 'pedido mínimo',
    it: 'ordine minimo',
    nl: 'minimale bestelhoeveelheid',
    pt: 'encomenda mínima',
  },
  discount: { de: 'Rabatt', fr: 'remise', es: 'descuento', it: 'sconto', nl: 'korting', pt: 'desconto' },
  currency: { de: 'Währung', fr: 'devise', es: 'moneda', it: 'valuta', nl: 'valuta', pt: 'moeda' },
  carrier: {
    de: 'Spediteur',
    fr: 'transporteur',
    es: 'transportista',
    it: 'corriere',
    nl: 'vervoerder',
    pt: 'transportadora',
  },
  'tracking number': {
    de: 'Sendungsnummer',
    fr: 'numéro de suivi',
    es: 'número de seguimiento',
    it: 'numero di tracciamento',
    nl: 'trackingnummer',
    pt: 'número de seguimento',
  },
  'invoice number': {
    de: 'Rechnungsnummer',
    fr: 'numéro de facture',
    es: 'número de factura',
    it: 'numero di fattura',
    nl: 'factuurnummer',
    pt: 'número da fatura',
  },
  'order number': {
    de: 'Bestellnummer',
    fr: 'numéro de commande',
    es: 'número de pedido',
    it: "numero d'ordine",
    nl: 'bestelnummer',
    pt: 'número da encomenda',
  },
  'confirmation number': {
    de: 'Bestätigungsnummer',
    fr: 'numéro de confirmation',
    es: 'número de confirmación',
    it: 'numero di conferma',
    nl: 'bevestigingsnummer',
    pt: 'número de confirmação',
  },
  'booking reference': {
    de: 'Buchungsnummer',
    fr: 'référence de réservation',
    es: 'referencia de la reserva',
    it: 'riferimento della prenotazione',
    nl: 'boekingsreferentie',
    pt: 'referência da reserva',
  },
  incoterm: { de: 'Incoterm', fr: 'Incoterm', es: 'Incoterm', it: 'Incoterm', nl: 'Incoterm', pt: 'Incoterm' },
  'in stock': {
    de: 'auf Lager',
    fr: 'en stock',
    es: 'en stock',
    it: 'disponibile a magazzino',
    nl: 'op voorraad',
    pt: 'em stock',
  },
  'units in stock': {
    de: 'Stückzahl auf Lager',
    fr: 'unités en stock',
    es: 'unidades en stock',
    it: 'pezzi a magazzino',
    nl: 'aantal op voorraad',
    pt: 'unidades em stock',
  },
  'shipping included': {
    de: 'Versand inbegriffen',
    fr: 'livraison comprise',
    es: 'envío incluido',
    it: 'spedizione inclusa',
    nl: 'verzending inbegrepen',
    pt: 'envio incluído',
  },
  'installation included': {
    de: 'Montage inbegriffen',
    fr: 'installation comprise',
    es: 'instalación incluida',
    it: 'installazione inclusa',
    nl: 'installatie inbegrepen',
    pt: 'instalação incluída',
  },
  'freight included': {
    de: 'Fracht inbegriffen',
    fr: 'fret compris',
    es: 'flete incluido',
    it: 'trasporto incluso',
    nl: 'vracht inbegrepen',
    pt: 'frete incluído',
  },
  'transport included': {
    de: 'Transport inbegriffen',
    fr: 'transport compris',
    es: 'transporte incluido',
    it: 'trasporto incluso',
    nl: 'transport inbegrepen',
    pt: 'transporte incluído',
  },
  'free shipping': {
    de: 'kostenloser Versand',
    fr: 'livraison gratuite',
    es: 'envío gratuito',
    it: 'spedizione gratuita',
    nl: 'gratis verzending',
    pt: 'envio gratuito',
  },
  'rooms available': {
    de: 'verfügbare Zimmer',
    fr: 'chambres disponibles',
    es: 'habitaciones disponibles',
    it: 'camere disponibili',
    nl: 'beschikbare kamers',
    pt: 'quartos disponíveis',
  },
  'breakfast included': {
    de: 'Frühstück inbegriffen',
    fr: 'petit-déjeuner compris',
    es: 'desayuno incluido',
    it: 'colazione inclusa',
    nl: 'ontbijt inbegrepen',
    pt: 'pequeno-almoço incluído',
  },
  warranty: { de: 'Garantie', fr: 'garantie', es: 'garantía', it: 'garanzia', nl: 'garantie', pt: 'garantia' },
  'hourly rate': {
    de: 'Stundensatz',
    fr: 'tarif horaire',
    es: 'tarifa por hora',
    it: 'tariffa oraria',
    nl: 'uurtarief',
    pt: 'tarifa horária',
  },
  'day rate': {
    de: 'Tagessatz',
    fr: 'tarif journalier',
    es: 'tarifa diaria',
    it: 'tariffa giornaliera',
    nl: 'dagtarief',
    pt: 'tarifa diária',
  },
  'monthly price': {
    de: 'Monatspreis',
    fr: 'prix mensuel',
    es: 'precio mensual',
    it: 'prezzo mensile',
    nl: 'maandprijs',
    pt: 'preço mensal',
  },
  'annual price': {
    de: 'Jahrespreis',
    fr: 'prix annuel',
    es: 'precio anual',
    it: 'prezzo annuale',
    nl: 'jaarprijs',
    pt: 'preço anual',
  },
  'annual premium': {
    de: 'Jahresprämie',
    fr: 'prime annuelle',
    es: 'prima anual',
    it: 'premio annuale',
    nl: 'jaarpremie',
    pt: 'prémio anual',
  },
};

/**
 * English words of the glossary's names that no translation uses ("price", "delivery", "date";
 * not "total", which Spanish and Portuguese write too): a description with one of them and no
 * short word of the letter's language is English.
 */
const ENGLISH_NAME_WORDS: ReadonlySet<string> = (() => {
  const foreign = new Set(
    Object.values(GLOSSARY).flatMap((t) => Object.values(t).flatMap((x) => x.toLowerCase().split(/[\s']+/))),
  );
  return new Set(
    Object.keys(GLOSSARY)
      .flatMap((k) => k.split(' '))
      .filter((w) => w.length >= 4 && !foreign.has(w)),
  );
})();

export function hasEnglishNameWord(text: string): boolean {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => ENGLISH_NAME_WORDS.has(w));
}

export function translatedName(core: string, lang: Lang): string | undefined {
  if (lang === 'en') return undefined;
  return GLOSSARY[core.toLowerCase()]?.[lang];
}

const UNIT_WORDS: Record<string, Record<Exclude<Lang, 'en'>, string>> = {
  days: { de: 'Tage', fr: 'jours', es: 'días', it: 'giorni', nl: 'dagen', pt: 'dias' },
  weeks: { de: 'Wochen', fr: 'semaines', es: 'semanas', it: 'settimane', nl: 'weken', pt: 'semanas' },
  months: { de: 'Monate', fr: 'mois', es: 'meses', it: 'mesi', nl: 'maanden', pt: 'meses' },
  years: { de: 'Jahre', fr: 'ans', es: 'años', it: 'anni', nl: 'jaar', pt: 'anos' },
  hours: { de: 'Stunden', fr: 'heures', es: 'horas', it: 'ore', nl: 'uur', pt: 'horas' },
  minutes: { de: 'Minuten', fr: 'minutes', es: 'minutos', it: 'minuti', nl: 'minuten', pt: 'minutos' },
};

/** A unit word in the letter's language ("days" → "Tage"); symbols and codes stay. */
export function unitWord(unit: string, lang: Lang): string {
  return lang === 'en' ? unit : (UNIT_WORDS[unit]?.[lang] ?? unit);
}
