import type { Lang } from '../readers/language.js';

/**
 * Common field names in German, French and Spanish, for a field the schema names only by its
 * property (`deliveryDate` → "Liefertermin", "date de livraison", "fecha de entrega"). A
 * description is the client's own words and is kept as written; a name not listed here stays
 * in English.
 */
const GLOSSARY: Record<string, Record<Exclude<Lang, 'en'>, string>> = {
  price: { de: 'Preis', fr: 'prix', es: 'precio' },
  'total price': { de: 'Gesamtpreis', fr: 'prix total', es: 'precio total' },
  total: { de: 'Gesamtbetrag', fr: 'montant total', es: 'importe total' },
  'unit price': { de: 'Stückpreis', fr: 'prix unitaire', es: 'precio unitario' },
  'net price': { de: 'Nettopreis', fr: 'prix net', es: 'precio neto' },
  'quote price': { de: 'Angebotspreis', fr: 'prix du devis', es: 'precio de la oferta' },
  quote: { de: 'Angebot', fr: 'devis', es: 'presupuesto' },
  'delivery date': { de: 'Liefertermin', fr: 'date de livraison', es: 'fecha de entrega' },
  'ship date': { de: 'Versanddatum', fr: "date d'expédition", es: 'fecha de envío' },
  'pickup date': { de: 'Abholtermin', fr: "date d'enlèvement", es: 'fecha de recogida' },
  'start date': { de: 'Startdatum', fr: 'date de début', es: 'fecha de inicio' },
  'earliest start': { de: 'frühester Beginn', fr: 'début au plus tôt', es: 'inicio más temprano' },
  'valid until': { de: 'gültig bis', fr: "valable jusqu'au", es: 'válido hasta' },
  'lead time': { de: 'Lieferzeit', fr: 'délai de livraison', es: 'plazo de entrega' },
  'payment terms': { de: 'Zahlungsbedingungen', fr: 'conditions de paiement', es: 'condiciones de pago' },
  quantity: { de: 'Menge', fr: 'quantité', es: 'cantidad' },
  'minimum order': { de: 'Mindestbestellmenge', fr: 'commande minimum', es: 'pedido mínimo' },
  discount: { de: 'Rabatt', fr: 'remise', es: 'descuento' },
  currency: { de: 'Währung', fr: 'devise', es: 'moneda' },
  carrier: { de: 'Spediteur', fr: 'transporteur', es: 'transportista' },
  'tracking number': { de: 'Sendungsnummer', fr: 'numéro de suivi', es: 'número de seguimiento' },
  'invoice number': { de: 'Rechnungsnummer', fr: 'numéro de facture', es: 'número de factura' },
  'order number': { de: 'Bestellnummer', fr: 'numéro de commande', es: 'número de pedido' },
  'confirmation number': { de: 'Bestätigungsnummer', fr: 'numéro de confirmation', es: 'número de confirmación' },
  'booking reference': { de: 'Buchungsnummer', fr: 'référence de réservation', es: 'referencia de la reserva' },
  incoterm: { de: 'Incoterm', fr: 'Incoterm', es: 'Incoterm' },
  'in stock': { de: 'auf Lager', fr: 'en stock', es: 'en stock' },
  'units in stock': { de: 'Stückzahl auf Lager', fr: 'unités en stock', es: 'unidades en stock' },
  'shipping included': { de: 'Versand inbegriffen', fr: 'livraison comprise', es: 'envío incluido' },
  'installation included': { de: 'Montage inbegriffen', fr: 'installation comprise', es: 'instalación incluida' },
  'freight included': { de: 'Fracht inbegriffen', fr: 'fret compris', es: 'flete incluido' },
  'transport included': { de: 'Transport inbegriffen', fr: 'transport compris', es: 'transporte incluido' },
  'free shipping': { de: 'kostenloser Versand', fr: 'livraison gratuite', es: 'envío gratuito' },
  'rooms available': { de: 'verfügbare Zimmer', fr: 'chambres disponibles', es: 'habitaciones disponibles' },
  'breakfast included': { de: 'Frühstück inbegriffen', fr: 'petit-déjeuner compris', es: 'desayuno incluido' },
  warranty: { de: 'Garantie', fr: 'garantie', es: 'garantía' },
  'hourly rate': { de: 'Stundensatz', fr: 'tarif horaire', es: 'tarifa por hora' },
  'day rate': { de: 'Tagessatz', fr: 'tarif journalier', es: 'tarifa diaria' },
  'monthly price': { de: 'Monatspreis', fr: 'prix mensuel', es: 'precio mensual' },
  'annual price': { de: 'Jahrespreis', fr: 'prix annuel', es: 'precio anual' },
  'annual premium': { de: 'Jahresprämie', fr: 'prime annuelle', es: 'prima anual' },
};

export function translatedName(core: string, lang: Lang): string | undefined {
  if (lang === 'en') return undefined;
  return GLOSSARY[core.toLowerCase()]?.[lang];
}

const UNIT_WORDS: Record<string, Record<Exclude<Lang, 'en'>, string>> = {
  days: { de: 'Tage', fr: 'jours', es: 'días' },
  weeks: { de: 'Wochen', fr: 'semaines', es: 'semanas' },
  months: { de: 'Monate', fr: 'mois', es: 'meses' },
  years: { de: 'Jahre', fr: 'ans', es: 'años' },
  hours: { de: 'Stunden', fr: 'heures', es: 'horas' },
  minutes: { de: 'Minuten', fr: 'minutes', es: 'minutos' },
};

/** A unit word in the letter's language ("days" → "Tage"); symbols and codes stay. */
export function unitWord(unit: string, lang: Lang): string {
  return lang === 'en' ? unit : (UNIT_WORDS[unit]?.[lang] ?? unit);
}
