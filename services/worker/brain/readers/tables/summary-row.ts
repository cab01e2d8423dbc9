/** Summary rows and lines ("Total", "Summe", "Totale"), folded: not items. */
export const SUMMARY =
  /^(?:sub ?total|total|totals|grand total|sum|summe|gesamt\w*|zwischensumme|totale|totaal|subtotaal|som|soustotal|sous total|montant total|importe total|valor total)\b/;
