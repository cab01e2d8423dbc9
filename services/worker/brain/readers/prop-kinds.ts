import { type Prop, typesOf } from './field-readers.js';

/** Small questions about a schema property that the source reader asks of each field. */

export function isNumberProp(prop: Prop): boolean {
  return typesOf(prop).some((t) => t === 'number' || t === 'integer');
}

export function descriptionOf(prop: Prop): string {
  return typeof prop['description'] === 'string' ? prop['description'] : '';
}

/** The schema's other fields that a prose reading of one field weighs against it (source-reader.ts). */
export interface ProseRivals {
  dates: readonly string[];
  numbers: readonly string[];
  /** The other number fields' folded words (name and description), in the order of `numbers`. */
  numberAbouts?: readonly string[];
  booleans?: readonly string[];
  lists?: number;
  /** How many fields of the schema ask a time of day (time-field.ts): two bind none. */
  times?: number;
}
