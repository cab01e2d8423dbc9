/**
 * A minimum of an order or a delivery ("minimum order £60 per drop", "Mindestbestellwert 50 €",
 * "pedido mínimo 150 €", "encomenda mínima de 24 garrafas", "minimale afname 500 stuks"), told
 * beside a price: how they sell, which commits nobody on a goal that only asks for information
 * (guards/commitments.ts). Not a minimum of time (a contract's months, a booking's hours or
 * days: "permanencia de 36 meses", "minimum booking is a 4-hour shift"): that binds whoever books.
 * Folded text, plain alternations: linear time.
 */

const ORDER =
  /\b(?:orders?|order value|drop|delivery|deliveries|mindestbestell\w*|mindestmenge|mindestabnahme|bestell\w*|lieferung\w*|commandes?|livraisons?|pedidos?|repartos?|entregas?|envios?|ordin[ei]|consegn[ae]|bestelling\w*|afname|levering\w*|encomendas?)\b/;

const TIME =
  /\b(?:hours?|hrs?|days?|weeks?|months?|years?|shifts?|nights?|stunden?|tage?n?|wochen?|monate?n?|jahre?n?|heures?|jours?|semaines?|mois|ans|annees?|horas?|dias?|semanas?|meses|anos?|ore|giorni|settimane|mesi|anni|uren|dagen|weken|maanden|jaren?|permanencia|fidelizacao|laufzeit|looptijd|durata|duree|duracion|duracao)\b/;

export function orderMinimum(folded: string): boolean {
  return ORDER.test(folded) && !TIME.test(folded);
}
