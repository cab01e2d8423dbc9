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
  if (MONEY_MINIMUM.test(folded)) return true;
  // The clause of the minimum only ("Minimum order is 20 lunches a day, payment within 14 days",
  // "el pedido mínimo son 10 cajas y el plazo es de 4 a 5 días"),
  // and a period it is per ("20 lunches a day") is no minimum of time.
  const clauses = folded.split(/[,;:]|\s(?:and|und|et|y|e|en)\s/).filter((c) => MINIMUM.test(c));
  const inClause = clauses.length > 0 ? clauses : [folded];
  return inClause.some((c) => ORDER.test(c) && !TIME.test(c.replace(PER_PERIOD, ' ')));
}

/** A word of a minimum, in the seven languages. */
const MINIMUM =
  /\b(?:minim\w*|mindest\w*|min\.?|moq|at least|au moins|al menos|almeno|ten minste|minstens|pelo menos|no minimo)\b/;

/** A period a quantity is per: "a day", "per week", "pro Monat", "par jour", "al día", "al giorno", "per dag", "por dia". */
const PER_PERIOD =
  /\b(?:a|an|per|each|pro|je|par|por|al|ao|am|im|a la|la)\s+(?:day|week|month|year|tag|woche|monat|jahr|jour|semaine|mois|an|dia|semana|mes|ano|giorno|settimana|mese|anno|dag|maand|jaar)\b/g;

/**
 * A minimum of money beside a price ("2,95 €/kg, com mínimo de 1.000 €", "minimum charge £50",
 * "Mindestbetrag 50 €", "minimum de facturation 80 €"): how they bill, as a minimum order is.
 */
const MONEY_MINIMUM =
  /\b(?:(?:com |con |with (?:a )?)?(?:minimo|minimum|minima|mindestens) (?:de |di |von |of )?(?:[€$£]|eur|gbp|chf)?\s?\d[\d.,' ]*\s?(?:[€$£]|eur\b|euros?\b|gbp\b|chf\b)|minimum (?:charge|invoice|fee|billing)|mindest(?:betrag|rechnungsbetrag|umsatz|auftragswert)|minimum de facturation|facturacion minima|fatturazione minima|importo minimo|minimumfactuur|faturacao minima)/;
