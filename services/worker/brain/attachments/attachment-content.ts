/**
 * An inbound attachment as the brains see it: the provider's metadata plus what could be read
 * from it within the limits of attachment-reader.ts. `text` for text-like files (plain text,
 * CSV, JSON, ...) and PDFs; `inline` bytes for the Gemini brain's inline parts (PDFs and
 * images); `note` says why nothing (or not everything) could be read. Never thrown: an
 * attachment that cannot be read is noted and the reply is still evaluated.
 */
export interface AttachmentContent {
  attachmentId: string;
  filename: string;
  contentType: string;
  size: number;
  text?: string;
  inline?: { mimeType: string; base64: string };
  note?: string;
}
