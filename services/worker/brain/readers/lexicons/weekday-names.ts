/**
 * The weekday names of the seven reading languages (folded), Sunday first as `getUTCDay` counts:
 * the brain's one weekday list. Portuguese by its long and short names ("segunda-feira",
 * "segunda"); German "Sonnabend" beside "Samstag".
 */
export const WEEKDAY_NAMES: ReadonlyArray<readonly string[]> = [
  ['sunday', 'sonntag', 'dimanche', 'domingo', 'domenica', 'zondag', 'domingo'],
  ['monday', 'montag', 'lundi', 'lunes', 'lunedi', 'maandag', 'segunda-feira', 'segunda'],
  ['tuesday', 'dienstag', 'mardi', 'martes', 'martedi', 'dinsdag', 'terca-feira', 'terca'],
  ['wednesday', 'mittwoch', 'mercredi', 'miercoles', 'mercoledi', 'woensdag', 'quarta-feira', 'quarta'],
  ['thursday', 'donnerstag', 'jeudi', 'jueves', 'giovedi', 'donderdag', 'quinta-feira', 'quinta'],
  ['friday', 'freitag', 'vendredi', 'viernes', 'venerdi', 'vrijdag', 'sexta-feira', 'sexta'],
  ['saturday', 'samstag', 'sonnabend', 'samedi', 'sabado', 'sabato', 'zaterdag', 'sabado'],
];

/** Portuguese weekdays' short names, also words of their own ("segunda" second, "quinta" a farm). */
export const SHORT_PT_WEEKDAYS: ReadonlySet<string> = new Set(['segunda', 'terca', 'quarta', 'quinta', 'sexta']);
