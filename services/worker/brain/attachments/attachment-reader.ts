import { extractText, getDocumentProxy } from 'unpdf';
import type { EmailMessage, EmailProvider } from '../../../../shared/email-provider.js';
import type { Logger } from '../../../../shared/logger.js';
import type { AttachmentContent } from './attachment-content.js';

/**
 * Reads the attachments of an inbound reply for the brains, through the provider's download URL
 * (AgentMail's signed URL; the mail sandbox serves the same locally). Within limits:
 *
 * - at most `maxAttachments` per message (the rest are noted, not read);
 * - at most `maxBytes` each, checked on the provider's size and again while downloading;
 * - text-like files (text/*, CSV, JSON, XML, .txt/.csv/.tsv/.json/.md) are decoded as UTF-8,
 *   PDFs have their text extracted (unpdf), and at most `maxTextChars` of text is kept;
 * - PDFs and images (PNG, JPEG, WebP, GIF) also keep their bytes for the Gemini brain's inline
 *   parts, while the message's inline total stays within `maxInlineBytes`;
 * - each download has `timeoutMs`.
 *
 * Never throws: an attachment that cannot be read (too large, unknown type, download refused or
 * slow, broken PDF) gets a `note` and the reply is evaluated without it. Nothing is retried, so a
 * broken file cannot hold a case in a retry loop. Logs carry ids, sizes and reasons, never content.
 */

export interface AttachmentLimits {
  maxAttachments: number;
  maxBytes: number;
  maxTextChars: number;
  maxInlineBytes: number;
  timeoutMs: number;
}

export const DEFAULT_ATTACHMENT_LIMITS: AttachmentLimits = {
  maxAttachments: 5,
  maxBytes: 5 * 1024 * 1024,
  maxTextChars: 20_000,
  maxInlineBytes: 8 * 1024 * 1024,
  timeoutMs: 15_000,
};

export interface AttachmentReader {
  read(message: EmailMessage): Promise<AttachmentContent[]>;
}

export interface AttachmentReaderDeps {
  provider: Pick<EmailProvider, 'getAttachment'>;
  logger?: Logger;
  limits?: Partial<AttachmentLimits>;
  fetch?: typeof fetch;
}

type Kind = 'text' | 'pdf' | 'image' | 'other';

const TEXT_TYPES = /^(?:text\/|application\/(?:json|csv|x-csv|xml|x-ndjson)\b)/i;
const TEXT_NAMES = /\.(?:txt|csv|tsv|json|md|xml|log)$/i;
const IMAGE_TYPES = /^image\/(?:png|jpe?g|webp|gif)$/i;

export function kindOf(contentType: string, filename: string): Kind {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf' || /\.pdf$/i.test(filename)) return 'pdf';
  if (IMAGE_TYPES.test(type)) return 'image';
  if (TEXT_TYPES.test(type) || TEXT_NAMES.test(filename)) return 'text';
  return 'other';
}

export function createAttachmentReader(deps: AttachmentReaderDeps): AttachmentReader {
  const limits = { ...DEFAULT_ATTACHMENT_LIMITS, ...deps.limits };
  const doFetch = deps.fetch ?? fetch;

  async function readOne(
    message: EmailMessage,
    a: EmailMessage['attachments'][number],
    inlineBudget: { left: number },
  ): Promise<AttachmentContent> {
    const base: AttachmentContent = {
      attachmentId: a.attachmentId,
      filename: a.filename,
      contentType: a.contentType,
      size: a.size,
    };
    const kind = kindOf(a.contentType, a.filename);
    if (kind === 'other') return { ...base, note: 'not a readable type (text, CSV, JSON, PDF or image)' };
    if (a.size > limits.maxBytes) return { ...base, note: `larger than ${limits.maxBytes} bytes` };
    let bytes: Uint8Array;
    try {
      const link = await deps.provider.getAttachment({
        inboxId: message.inboxId,
        messageId: message.messageId,
        attachmentId: a.attachmentId,
      });
      bytes = await download(doFetch, link.downloadUrl, limits);
    } catch (err) {
      return noted(
        base,
        `could not be downloaded (${err instanceof Error ? err.message.slice(0, 100) : 'unknown error'})`,
      );
    }
    const content: AttachmentContent = { ...base };
    if (kind === 'text')
      content.text = clip(
        new TextDecoder('utf-8')
          .decode(bytes)
          .replace(/^\uFEFF/, '')
          .replace(/\r\n?/g, '\n'),
        limits.maxTextChars,
      );
    if (kind === 'pdf') {
      try {
        content.text = clip(await pdfText(bytes), limits.maxTextChars);
      } catch (err) {
        content.note = `PDF text could not be extracted (${err instanceof Error ? err.name : 'unknown error'})`;
      }
    }
    if ((kind === 'pdf' || kind === 'image') && bytes.byteLength <= inlineBudget.left) {
      inlineBudget.left -= bytes.byteLength;
      content.inline = {
        mimeType: kind === 'pdf' ? 'application/pdf' : a.contentType.split(';')[0]!.trim().toLowerCase(),
        base64: Buffer.from(bytes).toString('base64'),
      };
    }
    if (content.note)
      deps.logger?.warn('attachment partly unreadable', {
        attachmentId: a.attachmentId,
        size: a.size,
        note: content.note,
      });
    return content;
  }

  function noted(base: AttachmentContent, note: string): AttachmentContent {
    deps.logger?.warn('attachment not read', { attachmentId: base.attachmentId, size: base.size, note });
    return { ...base, note };
  }

  return {
    async read(message) {
      const out: AttachmentContent[] = [];
      const inlineBudget = { left: limits.maxInlineBytes };
      for (const [i, a] of message.attachments.entries()) {
        if (i >= limits.maxAttachments) {
          out.push({
            attachmentId: a.attachmentId,
            filename: a.filename,
            contentType: a.contentType,
            size: a.size,
            note: `not read: more than ${limits.maxAttachments} attachments`,
          });
          continue;
        }
        out.push(await readOne(message, a, inlineBudget));
      }
      return out;
    },
  };
}

/** The body of the download URL, refused beyond `maxBytes` or `timeoutMs`. */
async function download(doFetch: typeof fetch, url: string, limits: AttachmentLimits): Promise<Uint8Array> {
  const res = await doFetch(url, { signal: AbortSignal.timeout(limits.timeoutMs), redirect: 'follow' });
  if (!res.ok || !res.body) throw new Error(`download answered ${res.status}`);
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > limits.maxBytes) throw new Error(`download larger than ${limits.maxBytes} bytes`);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > limits.maxBytes) throw new Error(`download larger than ${limits.maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  // unpdf may transfer (detach) the buffer it is given: hand it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } finally {
    await pdf.cleanup().catch(() => undefined);
  }
}

function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}
