import { findNumbers } from '../readers/amounts.js';
import type { ReadLang } from '../readers/language.js';

/**
 * How a counterparty moves a price (guards/commitments.ts reads these as a price change, or not):
 * away from the client's own price ("ne peut pas rester à 4 200 € … passe à 4 620 €"), or down
 * from their own list price for the client ("32,50 € au lieu de 38,90 € en boutique").
 */

/**
 * A price said to move to a new amount, or to be unable to stay where it is, on a case where the
 * client wrote their own price ("le montant annuel ne peut pas rester à 4 200 € … le forfait passe
 * à 4 620 €", "the fee goes up to £1,250", "steigt auf 480 €", "sube a 95 €", "passa a 1.200 €",
 * "gaat naar € 75", "passa para 300 €"): a changed price. The moving verbs only with an amount
 * right after them ("le technicien passe à 8 h" moves nothing).
 */
export const PRICE_MOVES_TO = new RegExp(
  String.raw`\b(?:(?:cannot|can't|can not|will not|won't) (?:stay|remain) at|can no longer be (?:held|kept) at|(?:ne )?(?:peut|pourra|peuvent) (?:pas|plus) (?:rester|etre maintenue?s?) a|(?:kann|konnen) (?:nicht|nicht mehr) (?:bei|auf) [^.;]{0,20}(?:bleiben|gehalten)|no (?:puede|podemos|podra) (?:quedarse|mantenerse|seguir) en|non (?:puo|possiamo|potra) (?:rimanere|restare) (?:a|di)|kan niet (?:op|bij) [^.;]{0,20}blijven|nao (?:pode|podemos|podera) (?:ficar|manter-se|continuar) (?:em|nos|a)|(?:can't|cannot|can not|won't|will not|unable to|no longer) (?:hold|keep|honour|honor|stand by) (?:the|that|this|our|my|your|last year's|the old|the original)(?: \w+)? (?:price|quote|rate|figure)|(?:preis|angebot)\w*[^.;]{0,40}? (?:leider )?(?:nicht|nicht mehr) (?:halten|aufrechterhalten|einhalten)|ne (?:peux|pouvons|pourrai|pourrons) (?:pas|plus) (?:maintenir|tenir|garder) (?:le|ce|notre|mon|votre) (?:prix|tarif|devis)|no (?:puedo|podemos|podre|podremos) (?:mantener|respetar|sostener|aguantar) (?:el|ese|este|nuestro|su) (?:precio|presupuesto)|non (?:posso|possiamo|potro|potremo) (?:piu )?(?:mantenere|tenere|garantire) (?:il|quel|questo|lo stesso) (?:prezzo|preventivo)|(?:prijs|offerte)[^.;]{0,40}? (?:helaas )?(?:niet|niet meer) (?:aan)?houden|nao (?:posso|podemos|poderei|poderemos) (?:manter|segurar|garantir) (?:o|esse|este|o mesmo) (?:preco|orcamento))\b|\b(?:goes up to|go up to|rises? to|increases? to|will be increased to|moves? to|(?:passe|passera|passent|passeront) a|(?:steigt|steigen|erhoht sich|erhohen sich) auf|(?:sube|suben|pasa|pasan|pasara) a|(?:passa|passano|passera|sale|salgono) a|(?:stijgt|stijgen|gaat|gaan) naar|(?:passa|passam|passara|sobe|sobem) para)(?=\s*(?:(?:[€$£]|eur\b|chf\b|gbp\b|usd\b)\s?\d|\d[\d.,' ]*\s?(?:[€$£]|eur\b|euros?\b|chf\b|gbp\b|usd\b|pounds?\b)))`,
);

/** "Instead of", "rather than", "au lieu de", "statt", "en lugar de", "invece di", "in plaats van", "em vez de" (folded). */
const INSTEAD =
  /^(?:instead of|rather than|au lieu de|plutot que|statt|anstelle|anstatt|en lugar de|en vez de|invece di|anziche|in plaats van|em vez de|ao inves de)\b/;

/**
 * Whether a price-change match is an "instead of" whose replaced amount (right after it) is none
 * of the client's figures and is higher than the amount said before it in the sentence: the
 * counterparty's own list or shop price, lowered for the client.
 */
export function belowTheirOwnPrice(
  folded: string,
  lang: ReadLang,
  m: { index: number; 0: string },
  covered: Set<number>,
): boolean {
  if (!INSTEAD.test(m[0])) return false;
  const ns = findNumbers(folded.slice(0, 2_000), lang).filter((n) => n.currency && !n.percent);
  const end = m.index + m[0].length;
  const replaced = ns.find((n) => n.index >= end && n.index - end <= 25);
  const before = ns.filter((n) => n.end <= m.index && m.index - n.end <= 80).pop();
  return (
    replaced !== undefined &&
    before !== undefined &&
    !covered.has(replaced.value) &&
    before.currency === replaced.currency &&
    before.value < replaced.value
  );
}

/**
 * A rate or price that went up ("our rates went up", "Preise sind gestiegen", "tarifs ont
 * augmenté", "tarifas han subido", "tariffe sono aumentate", "tarieven zijn gestegen", "preços
 * subiram"): a changed price only against a price the client's own texts name (an information
 * goal that names none is told this year's price, not asked to accept a change).
 */
export const PRICE_RISE =
  /\b(?:(?:rates?|prices?|fees?|tariffs?|charges?) (?:have |has )?(?:gone up|went up|increased|risen|rose)|(?:preise|satze|stundensatze|tarife) (?:sind |haben )?(?:gestiegen|erhoht)|(?:tarifs|prix) (?:ont )?augmente|(?:tarifas|precios) han subido|(?:prezzi|tariffe) sono aumentat[ie]|(?:tarieven|prijzen) zijn gestegen|(?:precos|tarifas) (?:subiram|aumentaram))\b/;
