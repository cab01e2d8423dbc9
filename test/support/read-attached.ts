import { readReply } from './read-one-reply.js';

/**
 * The values the offline brain reads from one counterparty reply whose attachment's extracted
 * text is `doc` (a PDF's text, a text file), for a case whose schema has `props` (all required).
 */
export function readAttached(
  props: Record<string, Record<string, unknown>>,
  objective: string,
  doc: string,
  file: { filename: string; contentType: string } = { filename: 'quote.pdf', contentType: 'application/pdf' },
): Record<string, unknown> {
  return readReply(props, objective, {
    text: 'Hello, our quotation is attached.',
    attachments: [{ attachmentId: 'a1', ...file, size: doc.length, text: doc }],
  });
}
