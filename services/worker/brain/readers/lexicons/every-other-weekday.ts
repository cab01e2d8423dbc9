import type { ReadLang } from '../language.js';

/**
 * A fortnightly round said by its weekday, folded, in the seven reading languages: "every other
 * Monday", "every second Tuesday", "jeden zweiten Mittwoch", "un jeudi sur deux", "un viernes sí y
 * otro no", "cada dos lunes", "un lunedì sì e uno no", "om de week op maandag", "segunda sim,
 * segunda não" (readers/enums.ts reads commas as spaces).
 */
const DAYS: Readonly<Record<ReadLang, readonly string[]>> = {
  en: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  de: ['montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  es: ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'],
  it: ['lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'domenica'],
  nl: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
  pt: ['segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado', 'domingo'],
};

const FORMS: Readonly<Record<ReadLang, readonly ((d: string) => string)[]>> = {
  en: [(d) => `every other ${d}`, (d) => `every second ${d}`, (d) => `alternate ${d}s`],
  de: [(d) => `jeden zweiten ${d}`, (d) => `alle zwei wochen ${d}s`],
  fr: [(d) => `un ${d} sur deux`],
  es: [(d) => `un ${d} si y otro no`, (d) => `cada dos ${d}`, (d) => `cada dos ${d}s`],
  it: [(d) => `un ${d} si e uno no`, (d) => `ogni due ${d}`],
  nl: [(d) => `om de week op ${d}`, (d) => `elke twee weken op ${d}`, (d) => `om de andere ${d}`],
  pt: [(d) => `${d} sim ${d} nao`, (d) => `de duas em duas ${d}s`],
};

export const EVERY_OTHER_WEEKDAY: readonly string[] = (Object.keys(DAYS) as ReadLang[]).flatMap((lang) =>
  DAYS[lang].flatMap((d) => FORMS[lang].map((form) => form(d))),
);
