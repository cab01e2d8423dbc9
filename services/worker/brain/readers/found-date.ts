/** A date read from a reply (dates.ts, weekday-dates.ts). */
export interface FoundDate {
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DDTHH:MM:SS with the offset written in the text; absent when no zone was written. */
  dateTime?: string;
  /** The words in the text that gave the date. */
  text: string;
  index: number;
}
