/** Unit words, in the seven languages, and the dimension and unit each names. */

/**
 * `time` is the calendar (days, weeks, months, years); `hours` is the clock's hours and minutes,
 * a dimension of its own: a day of work is no fixed number of hours.
 */
export type Dimension =
  | 'mass'
  | 'length'
  | 'volume'
  | 'area'
  | 'temperature'
  | 'time'
  | 'hours'
  | 'power'
  | 'peak'
  | 'energy';
export interface UnitDef {
  dim: Dimension;
  /** The js-quantities unit, or a calendar unit (`day`, `week`, `month`, `year`). */
  qty: string;
}

const U = (dim: Dimension, qty: string, words: string[]): Array<[string, UnitDef]> =>
  words.map((w) => [w, { dim, qty }]);

/** Unit words as written after a number (folded, lower case), in the seven languages. */
export const UNITS = new Map<string, UnitDef>([
  ...U('mass', 'kg', [
    'kg',
    'kgs',
    'kilo',
    'kilos',
    'kilogram',
    'kilograms',
    'kilogramm',
    'kilogramme',
    'kilogrammes',
    'kilogramos',
    'chilogrammi',
    'chili',
    'kilogrammen',
    'quilos',
    'quilogramas',
  ]),
  ...U('mass', 'g', ['g', 'gram', 'grams', 'gramm', 'grammes', 'gramos', 'grammi', 'grammen', 'gramas']),
  ...U('mass', 't', [
    't',
    'tonne',
    'tonnes',
    'tonnen',
    'metric tons',
    'metric ton',
    'metric tonne',
    'metric tonnes',
    'tonne metrique',
    'tonnes metriques',
    'tonelada metrica',
    'toneladas metricas',
    'tonnellata metrica',
    'tonnellate metriche',
    'toneladas',
    'tonelada',
    'tonnellate',
    'tonnellata',
  ]),
  ...U('mass', 'lb', ['lb', 'lbs']),
  ...U('mass', 'oz', ['oz']),
  ...U('length', 'mm', ['mm', 'millimeter', 'millimeters', 'millimetre', 'millimetres', 'millimetri', 'milimetros']),
  ...U('length', 'cm', ['cm', 'centimeter', 'centimeters', 'centimetre', 'centimetres', 'centimetri', 'centimetros']),
  ...U('length', 'm', ['m', 'meter', 'meters', 'metre', 'metres', 'metro', 'metros', 'metri', 'mètres']),
  ...U('length', 'km', ['km', 'kilometer', 'kilometers', 'kilometre', 'kilometres', 'kilometri', 'kilometros']),
  ...U('length', 'in', ['inch', 'inches', 'zoll', 'pouces', 'pulgadas', 'pollici']),
  ...U('length', 'ft', ['ft', 'foot', 'feet']),
  ...U('length', 'yd', ['yd', 'yard', 'yards']),
  ...U('length', 'mi', ['mile', 'miles']),
  ...U('volume', 'l', ['l', 'liter', 'liters', 'litre', 'litres', 'litro', 'litros', 'litri']),
  ...U('volume', 'hl', [
    'hl',
    'hectolitre',
    'hectolitres',
    'hektoliter',
    'hectoliter',
    'hectoliters',
    'ettolitri',
    'ettolitro',
    'hectolitro',
    'hectolitros',
  ]),
  ...U('volume', 'ml', ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres']),
  ...U('volume', 'm^3', ['m3', 'm³', 'cbm', 'cubic meters', 'cubic metres', 'kubikmeter']),
  ...U('volume', 'gal', ['us gal', 'us gallons', 'us gallon']),
  ...U('volume', 'gallon-imp', ['imperial gallons', 'imperial gallon', 'imp gal']),
  ...U('area', 'm^2', ['m2', 'm²', 'sqm', 'square meters', 'square metres', 'quadratmeter']),
  ...U('area', 'ft^2', ['sq ft', 'sqft', 'ft2', 'ft²', 'square feet']),
  ...U('temperature', 'tempC', ['°c', 'degrees celsius', 'grad celsius', 'celsius']),
  ...U('temperature', 'tempF', ['°f', 'degrees fahrenheit', 'fahrenheit']),
  ...U('time', 'day', [
    'day',
    'days',
    'tag',
    'tage',
    'tagen',
    'jour',
    'jours',
    'dia',
    'dias',
    'giorno',
    'giorni',
    'giornata',
    'giornate',
    'journee',
    'journees',
    'dag',
    'dagen',
    // Working days written as one word ("8 werkdagen", "10 Werktage", "12 Arbeitstagen").
    'werkdag',
    'werkdagen',
    'werktag',
    'werktage',
    'werktagen',
    'arbeitstag',
    'arbeitstage',
    'arbeitstagen',
  ]),
  ...U('time', 'week', [
    'week',
    'weeks',
    'woche',
    'wochen',
    'semaine',
    'semaines',
    'semana',
    'semanas',
    'settimana',
    'settimane',
    'weken',
  ]),
  ...U('time', 'month', [
    'month',
    'months',
    'monat',
    'monate',
    'monaten',
    'mois',
    'mes',
    'meses',
    'mese',
    'mesi',
    'maand',
    'maanden',
  ]),
  ...U('time', 'year', [
    'year',
    'years',
    'jahr',
    'jahre',
    'jahren',
    'an',
    'ans',
    'annee',
    'annees',
    'ano',
    'anos',
    'anno',
    'anni',
    'jaar',
    'jaren',
  ]),
  ...U('hours', 'hour', [
    'hour',
    'hours',
    'hr',
    'hrs',
    'stunde',
    'stunden',
    'std',
    'heure',
    'heures',
    'hora',
    'horas',
    'ora',
    'ore',
    'uur',
    'uren',
  ]),
  ...U('hours', 'minute', ['minute', 'minutes', 'min', 'mins', 'minuten', 'minuti', 'minutos']),
  // An electrical load: "7.200 W" is 7.2 for a field in kW.
  // A solar system's peak power ("12 panels of 430 Wp", "5,16 kWp", "10,2 kWc": crête) is power too.
  ...U('power', 'W', [
    'w',
    'watt',
    'watts',
    'vatios',
    'vatio',
    'watts',
    'wp',
    'wc',
    'watt peak',
    'wattpiek',
    'watt-crete',
    'watts-crete',
  ]),
  ...U('power', 'kW', [
    'kw',
    'kilowatt',
    'kilowatts',
    'kilovatios',
    'kilovatio',
    'chilowatt',
    'quilowatts',
    'quilowatt',
  ]),
  ...U('power', 'MW', ['mw', 'megawatt', 'megawatts']),
  // A solar array's peak power ("12 panels of 430 Wp", "5,16 kWp", "10,2 kWc": crête), a dimension
  // of its own: an inverter's "5 kW AC" is no size of the array.
  ...U('peak', 'W', ['wp', 'wc', 'watt peak', 'wattpiek', 'watt-crete', 'watts-crete']),
  ...U('peak', 'kW', ['kwp', 'kwc', 'kilowatt peak', 'kilowattpiek', 'kilowatt-crete', 'kilowatts-crete']),
  ...U('peak', 'MW', ['mwp', 'mwc']),
  // Energy (a yield, a consumption): "14.3 MWh a year" is 14,300 kWh.
  ...U('energy', 'Wh', ['wh', 'watt-hours', 'watt hours', 'wattstunden']),
  ...U('energy', 'kWh', [
    'kwh',
    'kilowatt-hour',
    'kilowatt-hours',
    'kilowatt hours',
    'kilowattstunde',
    'kilowattstunden',
    'kilowattheure',
    'kilowattheures',
    'kilovatios hora',
    'kilowattora',
    'kilowattuur',
    'quilowatts-hora',
  ]),
  ...U('energy', 'MWh', ['mwh', 'megawatt-hours', 'megawatt hours', 'megawattstunden', 'megawattheures']),
  ...U('energy', 'GWh', ['gwh', 'gigawatt-hours', 'gigawatt hours']),
]);

/** Units that name different amounts in different places: a quantity in them is not converted. */
export const AMBIGUOUS = new Set(['ton', 'tons', 'gallon', 'gallons', 'gal']);

/** Unit words in a field's description that name its unit ("in kg", "in months"). */
export const FIELD_UNITS = new Map<string, UnitDef>([
  // Not "min" (a minimum), nor the singular "ora"/"hora" of a clock time ("ora di consegna").
  ...[...UNITS].filter(
    ([w]) => w.length >= 2 && !['in', 'an', 'mi', 'dag', 'tag', 'mes', 'min', 'ora', 'hora'].includes(w),
  ),
  ['kilograms', { dim: 'mass', qty: 'kg' }],
  ['celsius', { dim: 'temperature', qty: 'tempC' }],
]);
