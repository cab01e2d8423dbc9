/**
 * Hotel meal plans as enum values name them (`room_only`, `bed_and_breakfast`, `half_board`,
 * `full_board`) and as hotels write them in the seven reading languages, folded (readers/enums.ts):
 * "demi-pension", "Halbpension", "media pensión", "mezza pensione", "halfpension", "meia pensão".
 * Only names of the plan itself: a meal alone ("petit-déjeuner", "dîner") names none, since a plan's
 * description lists its meals ("demi-pension (petit-déjeuner et dîner)").
 */
const HALF_BOARD = [
  'half board',
  'halbpension',
  'demi pension',
  'media pension',
  'mezza pensione',
  'halfpension',
  'meia pensao',
];
const FULL_BOARD = [
  'full board',
  'vollpension',
  'pension complete',
  'pension completa',
  'pensione completa',
  'volpension',
  'pensao completa',
];
const BED_AND_BREAKFAST = [
  'bed and breakfast',
  'room and breakfast',
  'ubernachtung mit fruhstuck',
  'zimmer mit fruhstuck',
  'chambre et petit dejeuner',
  'chambre avec petit dejeuner',
  'alojamiento y desayuno',
  'habitacion y desayuno',
  'pernottamento e colazione',
  'camera e colazione',
  'logies en ontbijt',
  'logies met ontbijt',
  'kamer met ontbijt',
  'alojamento e pequeno almoco',
  'quarto e pequeno almoco',
  'quarto com pequeno almoco',
];
const ROOM_ONLY = [
  'room only',
  'nur ubernachtung',
  'ohne verpflegung',
  'logement seul',
  'chambre seule',
  'solo alojamiento',
  'solo habitacion',
  'solo pernottamento',
  'solo camera',
  'alleen logies',
  'so alojamento',
  'apenas alojamento',
];

export const MEAL_PLAN_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  half_board: HALF_BOARD,
  halfboard: HALF_BOARD,
  full_board: FULL_BOARD,
  fullboard: FULL_BOARD,
  bed_and_breakfast: BED_AND_BREAKFAST,
  bed_breakfast: BED_AND_BREAKFAST,
  room_only: ROOM_ONLY,
};
