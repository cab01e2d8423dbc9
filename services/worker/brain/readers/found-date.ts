/** A date read from a reply (dates.ts, weekday-dates.ts). */
export interface FoundDate {
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DDTHH:MM:SS with the offset written in the text; absent when no zone was written. */
  dateTime?: string;
  /** The words in the text that gave the date. */
  text: string;
  index: number;
  /**
   * A day written in a list before another of the same month ("4 or 11 December"): the date read
   * is only one of them, so it is no value; findDatesAndListed keeps it so that a field whose
   * clause writes it is asked, never given another date.
   */
  listed?: true;
}
