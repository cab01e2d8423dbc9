import type { Found, Prepared } from './field-readers.js';
import { amountVat } from './vat-status.js';

/**
 * A yes/no field asking whether a price includes the sales tax (`vatIncluded`, `ivaIncluida`,
 * `mwstEnthalten`), read from the amounts' own tax words (vat-status.ts): "£24.50 per head plus
 * VAT", "1.280,00 € al mes + IVA", "380 € HT" say no; "65 € IVA inclusa", "420 € TTC", "£29.40
 * inc VAT" say yes. Each amount with a currency that says either is a vote; votes that disagree
 * ("£2,380 + VAT (total £2,903.60)" is read as one net and one gross) leave the field open
 * (boolean-field.ts keeps only agreeing votes).
 */
export function vatAmountVotes(p: Prepared): Found[] {
  const votes: Found[] = [];
  p.segments.forEach((seg, si) => {
    for (const n of p.numbers[si] ?? []) {
      if (!n.currency || n.percent) continue;
      const status = amountVat(seg.folded, n.index, n.end);
      if (status) votes.push({ value: status === 'gross', segment: si });
    }
  });
  return votes;
}
