import { foldForMatching } from '../language-fold.js';
import type { Segment } from './segments.js';

/**
 * Enum values named in a reply: by their own name (`in_stock`, `IN-STOCK` and `in stock` are
 * one), or by a close synonym, in English, German, French or Spanish, from a small table of
 * the values schemas commonly use. A value named right after a negation ("not express", "kein
 * Express", "pas express") is not a mention.
 */

const SYNONYMS: Record<string, readonly string[]> = {
  express: [
    'expedited',
    'overnight',
    'next day',
    'next-day',
    'priority',
    'eilversand',
    'expressversand',
    'expres',
    'urgente',
    'urgent',
  ],
  standard: ['regular', 'normal', 'ground', 'standardversand', 'estandar', 'ordinaire'],
  economy: ['economic', 'cheapest', 'sparversand', 'economique', 'economico'],
  air: ['by air', 'air freight', 'airfreight', 'luftfracht', 'aerien', 'aereo', 'avion', 'flugzeug'],
  sea: ['ocean', 'by sea', 'sea freight', 'seefracht', 'schiff', 'maritime', 'maritimo', 'barco', 'bateau'],
  road: ['truck', 'lorry', 'lkw', 'camion', 'by road', 'strasse', 'carretera'],
  rail: ['train', 'bahn', 'ferroviaire', 'tren', 'ferrocarril'],
  pickup: ['pick up', 'pick-up', 'collect', 'collection', 'abholung', 'selbstabholung', 'retrait', 'recogida'],
  yes: ['ja', 'oui', 'si'],
  no: ['nein', 'non'],
  confirmed: ['confirm', 'bestatigt', 'confirme', 'confirmado'],
  cancelled: ['canceled', 'storniert', 'annule', 'cancelado'],
  pending: ['open', 'offen', 'en attente', 'pendiente'],
  approved: ['accepted', 'genehmigt', 'approuve', 'aprobado'],
  rejected: ['declined', 'abgelehnt', 'refuse', 'rechazado'],
  small: ['klein', 'petit', 'pequeno'],
  medium: ['mittel', 'moyen', 'mediano'],
  large: ['gross', 'grand', 'grande'],
  red: ['rot', 'rouge', 'rojo'],
  green: ['grun', 'vert', 'verde'],
  blue: ['blau', 'bleu', 'azul'],
  black: ['schwarz', 'noir', 'negro'],
  white: ['weiss', 'blanc', 'blanco'],
  in_stock: ['available', 'auf lager', 'vorratig', 'verfugbar', 'en stock', 'disponible', 'en existencia'],
  out_of_stock: [
    'sold out',
    'unavailable',
    'ausverkauft',
    'nicht auf lager',
    'rupture de stock',
    'epuise',
    'agotado',
    'sin stock',
  ],
  backorder: ['backordered', 'back order', 'nachbestellt', 'en reapprovisionnement', 'pedido pendiente'],
  paypal: ['pay pal'],
  bank_transfer: ['wire', 'wire transfer', 'bank transfer', 'uberweisung', 'virement', 'transferencia'],
  credit_card: ['card', 'credit card', 'kreditkarte', 'carte bancaire', 'carte de credit', 'tarjeta'],
  invoice: ['on account', 'rechnung', 'facture', 'factura'],
};

const NEGATION_BEFORE =
  /(?:\bnot|n't|\bno|\bkein\w*|\bnicht|\bpas|\bsans|\bsin|\bwithout|\bohne)\s+(?:\p{L}+\s+){0,1}$/u;

export interface EnumMention {
  value: string | number | boolean;
  segment: number;
  index: number;
}

/** Every value named in the segments, in the order of first mention (a value at most once). */
export function enumMentions(segments: readonly Segment[], values: readonly unknown[]): EnumMention[] {
  const out: EnumMention[] = [];
  const named = values.filter(
    (v): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean',
  );
  // Longer names first, so "out of stock" is not also read as "stock".
  const names = named.flatMap((v) => namesOf(v).map((n) => ({ v, n }))).sort((a, b) => b.n.length - a.n.length);
  segments.forEach((seg, si) => {
    // `IN-STOCK`, `in_stock` and `in stock` read alike (one character each, so indexes hold).
    const plain = seg.folded.replace(/[_-]/g, ' ');
    let text = plain;
    for (const { v, n } of names) {
      const re = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(n)}(?![\\p{L}\\d])`, 'u');
      const m = text.match(re);
      if (!m || m.index === undefined) continue;
      // Blank the match so a shorter name inside it is not found again.
      text = text.slice(0, m.index) + ' '.repeat(m[0].length) + text.slice(m.index + m[0].length);
      if (NEGATION_BEFORE.test(plain.slice(Math.max(0, m.index - 30), m.index))) continue;
      if (!out.some((o) => o.value === v)) out.push({ value: v, segment: si, index: m.index });
    }
  });
  return out.sort((a, b) => a.segment - b.segment || a.index - b.index);
}

function namesOf(value: string | number | boolean): string[] {
  const own = foldForMatching(String(value).replace(/([a-z])([A-Z])/g, '$1 $2'));
  const spaced = own.replace(/[_-]/g, ' ').trim();
  const key = spaced.replace(/\s+/g, '_');
  const names = new Set([spaced, ...(SYNONYMS[key] ?? []).map((n) => n.replace(/[_-]/g, ' '))]);
  return [...names].filter((n) => n.length > 0);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
