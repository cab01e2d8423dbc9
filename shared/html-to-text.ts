import { convert } from 'html-to-text';

/**
 * The one HTML → plain text conversion of the service: a transcript's HTML-only message and the
 * provider's extracted HTML (a reply's new part) must read the same way, so both go through here.
 * No wrapping (the transcript keeps lines as written), no link targets or images: mail HTML is
 * untrusted, and URLs would only reach prompts and transcripts as noise or bait. Tables keep
 * their columns (readers/tables.ts reads them).
 */
export function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      // A table keeps its rows and columns (cells apart by three spaces, never wrapped), so a
      // price table reads as one, not as "CopiesTotalPer copy500£845.00".
      {
        selector: 'table',
        format: 'dataTable',
        options: { uppercaseHeaderCells: false, colSpacing: 3, rowSpacing: 0, maxColumnWidth: 10_000 },
      },
    ],
  }).trim();
}
