import { convert } from 'html-to-text';

/**
 * The one HTML → plain text conversion of the service: a transcript's HTML-only message and the
 * provider's extracted HTML (a reply's new part) must read the same way, so both go through here.
 * No wrapping (the transcript keeps lines as written), no link targets or images: mail HTML is
 * untrusted, and URLs would only reach prompts and transcripts as noise or bait.
 */
export function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
    ],
  }).trim();
}
