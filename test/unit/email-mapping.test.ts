import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AgentMail } from 'agentmail';
import { formatAddress, fromAgentMailMessage, parseAddress, toMillis } from '../../shared/agentmail-message-mapper.js';
import { attachmentMetasOf, mergeAttachments } from '../../shared/email-attachments.js';
import type { EmailMessage } from '../../shared/email-provider.js';
import { routeProviderEvent } from '../../services/api/provider-events/provider-events-route.js';

describe('addresses', () => {
  it.each([
    ['jane@x.com', { address: 'jane@x.com' }],
    ['Jane Doe <jane@x.com>', { address: 'jane@x.com', name: 'Jane Doe' }],
    ['"Doe, Jane" <jane@x.com>', { address: 'jane@x.com', name: 'Doe, Jane' }],
    ['"Jane \\"JD\\" Doe" <jane@x.com>', { address: 'jane@x.com', name: 'Jane "JD" Doe' }],
    ['<jane@x.com>', { address: 'jane@x.com' }],
  ])('parses %s', (raw, expected) => {
    expect(parseAddress(raw)).toEqual(expected);
  });

  it('formats then parses back to the same name and address', () => {
    const name = fc
      .string({ minLength: 1, maxLength: 30 })
      .filter((s) => s.trim() === s && s.length > 0 && !/[\r\n<>]/.test(s));
    fc.assert(
      fc.property(name, (n) => {
        expect(parseAddress(formatAddress({ address: 'a@b.co', name: n }))).toEqual({ address: 'a@b.co', name: n });
      }),
    );
  });

  it('reads timestamps given as Date or ISO string', () => {
    expect(toMillis(new Date(5))).toBe(5);
    expect(toMillis('2026-11-22T00:00:00Z')).toBe(Date.UTC(2026, 10, 22));
  });
});

describe('attachment metadata', () => {
  const m: EmailMessage = {
    messageId: '<m1@x>',
    threadId: 't',
    inboxId: 'i@x',
    from: { address: 'a@x' },
    to: [],
    timestamp: 1234,
    labels: [],
    attachments: [
      { attachmentId: 'a1', filename: 'q.pdf', size: 10, contentType: 'application/pdf' },
      { attachmentId: 'a2', filename: 'p.png', size: 20, contentType: 'image/png' },
    ],
  };

  it('maps each attachment of an inbound message to the SPEC fields, without URLs', () => {
    expect(attachmentMetasOf(m)).toEqual([
      {
        attachmentId: 'a1',
        name: 'q.pdf',
        size: 10,
        type: 'application/pdf',
        messageId: '<m1@x>',
        inboxId: 'i@x',
        receivedAt: 1234,
      },
      {
        attachmentId: 'a2',
        name: 'p.png',
        size: 20,
        type: 'image/png',
        messageId: '<m1@x>',
        inboxId: 'i@x',
        receivedAt: 1234,
      },
    ]);
  });

  it('merges without duplicating a redelivered message', () => {
    const first = attachmentMetasOf(m);
    expect(mergeAttachments(first, attachmentMetasOf(m))).toEqual(first);
    expect(mergeAttachments([], first)).toEqual(first);
  });
});

describe('routeProviderEvent', () => {
  const ids = { inbox_id: 'i', thread_id: 't', message_id: 'm' };
  it('routes the four case events and ignores the rest', () => {
    expect(routeProviderEvent({ type: 'event', event_type: 'message.received', event_id: 'e', message: ids })).toEqual({
      eventId: 'e',
      kind: 'received',
      inboxId: 'i',
      threadId: 't',
      messageId: 'm',
    });
    expect(
      routeProviderEvent({
        type: 'event',
        event_type: 'message.rejected',
        event_id: 'e',
        reject: { ...ids, reason: 'r'.repeat(900) },
      }),
    ).toMatchObject({
      kind: 'rejected',
      detail: 'r'.repeat(500),
    });
    expect(
      routeProviderEvent({ type: 'event', event_type: 'message.received.spam', event_id: 'e', message: ids }),
    ).toEqual({ ignore: 'message.received.spam', outcome: 'flagged' });
    expect(
      routeProviderEvent({
        type: 'event',
        event_type: 'message.received',
        event_id: 'e',
        message: { ...ids, labels: ['received', 'SPAM'] },
      }),
    ).toEqual({
      ignore: 'message.received (SPAM)',
      outcome: 'flagged',
    });
    expect(
      routeProviderEvent({ type: 'event', event_type: 'message.delivered', event_id: 'e', message: ids }),
    ).toMatchObject({ outcome: 'ignored' });
    expect(routeProviderEvent({ type: 'event', event_type: 'message.bounced', event_id: 'e' })).toHaveProperty(
      'invalid',
    );
    expect(routeProviderEvent('x')).toHaveProperty('invalid');
  });

  it('names the type and id of an unusable event where it has them, for the log', () => {
    expect(routeProviderEvent({ type: 'event', event_type: 'message.bounced', event_id: 'e' })).toEqual({
      invalid: expect.any(String),
      eventType: 'message.bounced',
      eventId: 'e',
    });
    expect(
      routeProviderEvent({ type: 'event', event_type: 'message.received', event_id: 'x'.repeat(257), message: ids }),
    ).toEqual({
      invalid: expect.any(String),
      eventType: 'message.received',
    });
    expect(routeProviderEvent({ hello: 1 })).toEqual({ invalid: expect.any(String) });
  });
});

describe('fromAgentMailMessage: the new text of a reply', () => {
  const base: AgentMail.Message = {
    inboxId: 'svc@agentmail.to',
    threadId: 't1',
    messageId: '<m1@x>',
    labels: ['received'],
    timestamp: new Date(1234),
    from: 'Dana <dana@supplier.example>',
    to: ['svc@agentmail.to'],
    size: 1,
    updatedAt: new Date(1234),
    createdAt: new Date(1234),
  };
  const quotedHtml =
    '<div dir="ltr">Deal: <b>4.20&nbsp;EUR</b> each.</div><br>' +
    '<div class="gmail_quote"><div class="gmail_attr">On Mon, Alex wrote:</div>' +
    '<blockquote>Could you quote 200 units?</blockquote></div>';

  it("takes an HTML-only reply's extracted HTML, converted to text like any HTML body", () => {
    const m = fromAgentMailMessage({
      ...base,
      html: quotedHtml,
      extractedHtml: '<div dir="ltr">Deal: <b>4.20&nbsp;EUR</b> each.</div>',
    });
    expect(m.extractedText).toBe('Deal: 4.20\u00a0EUR each.');
    expect(m.html).toBe(quotedHtml);
    expect(m.text).toBeUndefined();
  });

  it('prefers the extracted text when the provider gives both', () => {
    const m = fromAgentMailMessage({
      ...base,
      text: 'Deal.\n> quoted',
      extractedText: 'Deal.',
      html: quotedHtml,
      extractedHtml: '<p>Other</p>',
    });
    expect(m.extractedText).toBe('Deal.');
  });

  it('falls back to the extracted HTML when the extracted text is blank', () => {
    expect(fromAgentMailMessage({ ...base, extractedText: '  ', extractedHtml: '<p>Deal.</p>' }).extractedText).toBe(
      'Deal.',
    );
  });

  it('has no extracted text when the provider extracted nothing (or only markup)', () => {
    expect(fromAgentMailMessage({ ...base, html: quotedHtml })).not.toHaveProperty('extractedText');
    expect(fromAgentMailMessage({ ...base, extractedHtml: '<img src="cid:x">' })).not.toHaveProperty('extractedText');
  });
});
