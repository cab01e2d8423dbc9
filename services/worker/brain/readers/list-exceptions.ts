import { MONTH_OF, MONTH_WORD } from './lexicons/month-names.js';
import { AFTERNOON, MORNING } from './lexicons/time-of-day.js';
import { CONDITION } from './list-items.js';

/**
 * An item of a list offered with an exception for a period ("los viernes también, salvo en
 * agosto", "Fridays too, except in August", "freitags auch, außer im August", "le vendredi
 * aussi, sauf en août", "il venerdì anche, tranne ad agosto", "vrijdag ook, behalve in
 * augustus", "às sextas também, exceto em agosto") when the field asks for what holds in that
 * period or all year ("every week of the year, August included", "toute l'année"): the item is
 * surely not in the list. Any other condition leaves the list unsure (list-field.ts).
 */

/** An exception word, then a month within a few words, folded. */
const EXCEPT_MONTH = new RegExp(
  `\\b(?:except|but not|not in|apart from|ausser|ausgenommen|nicht im|sauf|excepte|hormis|pas en|salvo|excepto|menos en|tranne|eccetto|tenzij|behalve|niet in|exceto|menos em)\\b[^.;!?]{0,20}?\\b(${MONTH_WORD})\\b`,
  'u',
);

/** A field that asks for what holds all year, every week. */
const WHOLE_YEAR =
  /\b(?:every week|all year|year[- ]round|whole year|all (?:the )?year|ganzjahrig|das ganze jahr|jede woche|toute l'annee|chaque semaine|toutes les semaines|todo el ano|todas las semanas|cada semana|tutto l'anno|ogni settimana|tutte le settimane|het hele jaar|elke week|iedere week|o ano (?:todo|inteiro)|todo o ano|todas as semanas)\b/;

/** Whether the span after an item excepts a period the field (`about`, folded) asks for. */
export function outsideAskedPeriod(span: string, about: string): boolean {
  if (about === '') return false;
  const m = EXCEPT_MONTH.exec(span);
  if (!m) return false;
  if (WHOLE_YEAR.test(about)) return true;
  const month = MONTH_OF.get(m[1]!);
  const named = new RegExp(`\\b(${MONTH_WORD})\\b`, 'gu');
  return [...about.matchAll(named)].some((x) => MONTH_OF.get(x[1]!) === month);
}

/**
 * Whether the span after an item limits it to another part of the day than the field (`about`,
 * folded) asks for: "los viernes solo por la tarde, a partir de las 15:00", "Fridays only in the
 * afternoon", "freitags nur nachmittags" when the field asks "before 9:30" or "in the morning"
 * (and the reverse): the item is surely not in the list. A limit to the part the field asks, or
 * for a field that asks none, is a condition like any other (list-field.ts).
 */
export function outsideAskedDayPart(span: string, about: string): boolean {
  const morning = MORNING.test(about);
  if (morning === AFTERNOON.test(about) || !CONDITION.test(span)) return false;
  return morning ? AFTERNOON.test(span) && !MORNING.test(span) : MORNING.test(span) && !AFTERNOON.test(span);
}
