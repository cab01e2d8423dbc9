/**
 * The words of a field's description that say what its value leaves out ("compenso per
 * traduzione e asseverazione, EUR, IVA e marche da bollo escluse", "price excluding delivery and
 * installation", "Preis ohne Versand", "prix hors frais de port", "precio sin transporte",
 * "prezzo senza trasporto", "prijs zonder bezorging", "preço sem transporte"): they name another
 * charge, never the field, so a sentence about them ("a parte vanno le marche da bollo: 16 €") is
 * no sentence about the field. On folded text; the phrase runs from its marker to the next comma,
 * semicolon or bracket (or back to the previous one for a marker written after it). Linear.
 */
export function withoutExcludedPhrases(folded: string): string {
  return folded
    .replace(EXCLUDED_AFTER, (m: string, head: string) => `${head} ${kept(m)}`)
    .replace(EXCLUDED_BEFORE, (m: string) => ` ${kept(m)}`);
}

/**
 * The words of an excluded phrase that still qualify the field: a tax ("IVA esclusa" says the
 * price is net, and a column "€ al m² IVA esclusa" is the field's), a currency, and the marker.
 */
function kept(phrase: string): string {
  return (phrase.match(/\p{L}+/gu) ?? []).filter((w) => KEPT.test(w)).join(' ');
}

const KEPT =
  /^(?:vat|tax|taxes|iva|tva|mwst|ust|btw|imposte|impuestos|impostos|eur|euro|euros|gbp|usd|chf|excluding|excl|ohne|exkl|hors|sans|sin|senza|zonder|exclusief|sem|escluso|esclusi|esclusa|escluse|excluded|exclus|exclue|exclues|excluido|excluidos|excluida|excluidas)$/;

/** "excluding …", "not including …", "ohne …", "hors …", "sin …", "senza …", "zonder …", "sem …" up to a break. */
const EXCLUDED_BEFORE =
  /\b(?:excluding|excl\.?|exclusive of|without|not including|except|ohne|exkl\.?|ausgenommen|ausschlie(?:ss|ß)lich|hors|sans|non compris|sin|excluid[oa]s?|senza|escluso|esclusi|esclusa|escluse|zonder|exclusief|sem|excluindo)\s[^,;()\n]{1,80}/g;

/** "…, IVA e marche da bollo escluse", "delivery excluded", "Versand nicht enthalten": back to the previous break. */
const EXCLUDED_AFTER =
  /((?:^|[,;(\n]))[^,;()\n]{1,80}\s(?:excluded|not included|escluse|esclusi|escluso|esclusa|exclus|exclue?s?|non compris|excluid[oa]s?|nicht enthalten|nicht inbegriffen|exclusief|niet inbegrepen|excluid[oa]s?|nao incluid[oa]s?)\b/g;
