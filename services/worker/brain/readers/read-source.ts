/** One text the schema reader reads, and the shapes its readers share. */

import type { Prop } from './field-readers.js';

export interface ReadSource {
  /** Verbatim text: a reply's new text, or an attachment's extracted text. */
  text: string;
  /** When it was written (relative dates are read from here). */
  at: number;
  messageId?: string;
  attachmentId?: string;
  /** The text is a CSV file: its header and first row are read as `field: value` pairs. */
  csv?: boolean;
  /** The message's sentences that promise more for later (guards/promises.ts), kept out of `text`. */
  promised?: string;
}

export type Props = Array<[string, Prop]>;
export type Hit = { value: unknown; quote: string };
