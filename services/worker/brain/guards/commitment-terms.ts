import { CONTAINER_DEPOSIT, DEPOSIT_WORDS } from '../readers/lexicons/cost-terms.js';
import { MINIMUM_WORDS } from '../readers/lexicons/changed-terms.js';

/**
 * The words of the terms only the client can accept (guards/commitments.ts): a condition set on
 * the client, a deposit, a minimum, a changed price, each in the seven languages the brain reads.
 */

export const CONDITION =
  /\b(?:provided (?:that )?(?:you|your|the client)|on (?:the )?condition (?:that|of)|only if you|unter der bedingung|vorausgesetzt,? (?:dass|sie)|nur wenn sie|a condition que|a condition de|pourvu que|seulement si vous|siempre (?:y cuando )?que|a condicion de|con la condicion de|solo si usted|a condizione che|purche|solo se (?:voi|lei)|op voorwaarde dat|mits u|alleen als u|desde que (?:o|a|os|as|voce|vossa|paguem|pague)|com a condicao de|contanto que|as long as you|so long as you|subject to (?:you|your|a signed|signing|receipt of|payment)|solange sie|sofern sie|du moment que vous|sous reserve que vous|mientras (?:usted|ustedes) (?:nos )?|sujeto a (?:que|la firma|el pago)|a patto che|sempre che (?:voi|lei)|mits jullie|onder voorwaarde dat|na condicao de|sujeito a (?:assinatura|pagamento))\b/;

/** Kinds of term only the client can accept; each with its words in the seven languages. */
export const TERMS: ReadonlyArray<{ kind: string; words: RegExp }> = [
  {
    kind: 'deposit',
    words: new RegExp(`${DEPOSIT_WORDS.source}|${CONTAINER_DEPOSIT.source}`),
  },
  {
    kind: 'minimum',
    words: MINIMUM_WORDS,
  },
  {
    kind: 'price change',
    words:
      /\b(?:instead of|rather than (?:the |our |your )?(?:[€$£]|\d|(?:quoted|agreed|original|previous|usual|list) )|plutot que (?:les? |l')?(?:[€$£]|\d|prix)|anziche (?:i |il |l'|gli )?(?:[€$£]|\d|prezzo)|ao inves de|the best (?:i|we) can do|best price (?:i|we) can (?:do|offer)|(?:new|revised|updated|increased) price|price (?:increase|change|changes|rise)|prices? (?:will )?(?:go|goes) up|is not possible|(?:cannot|can't) (?:do|meet|match|accept)|counter-?offer|statt|anstelle|neuer preis|preiserhohung|preisanpassung|nicht moglich|au lieu de|nouveau prix|augmentation|hausse de prix|pas possible|en lugar de|en vez de|nuevo precio|aumento de precio|no es posible|invece di|nuovo prezzo|aumento (?:di|del) prezzo|non e possibile|in plaats van|nieuwe prijs|prijsverhoging|het beste wat (?:ik|we|wij) kan|niet mogelijk|kunnen (?:we|wij) (?:helaas )?niet onder|em vez de|novo preco|aumento de preco|nao e possivel)\b/,
  },
];
