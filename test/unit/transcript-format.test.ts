import { describe, expect, it } from 'vitest';
import type { AgentMail } from 'agentmail';
import { fromAgentMailMessage } from '../../shared/agentmail-message-mapper.js';
import { BLOCK_SEPARATOR, foldText, formatConversationThread, messageText } from '../../shared/conversation-thread.js';
import { htmlToText } from '../../shared/html-to-text.js';
import type { EmailMessage } from '../../shared/email-provider.js';

/** SPEC conversationThread: three-line `From:` / `Timestamp:` / `Message:` blocks joined by `\n\n---\n\n`. */

const T0 = Date.UTC(2026, 10, 22, 9, 30, 0, 0);

const PARTIES = {
  senderPersonaName: 'Sam Buyer',
  counterparty: { address: 'dana@supplier.example.com', name: 'Dana Supplier' },
};
const fmt = (messages: EmailMessage[]) => formatConversationThread(messages, PARTIES);

function msg(over: Partial<EmailMessage> = {}): EmailMessage {
  return {
    messageId: `<${Math.random()}@x>`,
    threadId: 't1',
    inboxId: 'svc@agentmail.local',
    from: { address: 'dana@supplier.example.com', name: 'Dana Supplier' },
    to: [{ address: 'svc@agentmail.local' }],
    timestamp: T0,
    labels: [],
    attachments: [],
    ...over,
  };
}

describe('formatConversationThread', () => {
  it('renders one three-line block per message, blocks joined by a blank line, ---, a blank line', () => {
    const out = fmt([
      msg({
        from: { address: 'svc@agentmail.local', name: 'svc@agentmail.local' },
        labels: ['sent'],
        text: 'Could you quote 200 units?',
      }),
      msg({ timestamp: T0 + 60_000, text: 'Yes: 4.20 EUR each.' }),
    ]);
    expect(out).toBe(
      [
        'From: Sam Buyer <svc@agentmail.local>',
        'Timestamp: 2026-11-22T09:30:00.000Z',
        'Message: Could you quote 200 units?',
        '',
        '---',
        '',
        'From: Dana Supplier <dana@supplier.example.com>',
        'Timestamp: 2026-11-22T09:31:00.000Z',
        'Message: Yes: 4.20 EUR each.',
      ].join('\n'),
    );
    expect(BLOCK_SEPARATOR).toBe('\n\n---\n\n');
  });

  it('orders blocks oldest first whatever the input order, keeping ties in input order', () => {
    const a = msg({ timestamp: T0 + 2, text: 'third' });
    const b = msg({ timestamp: T0, text: 'first' });
    const c = msg({ timestamp: T0, text: 'second' });
    const out = fmt([a, b, c]);
    expect(out.split(BLOCK_SEPARATOR).map((blk) => blk.split('\n')[2])).toEqual([
      'Message: first',
      'Message: second',
      'Message: third',
    ]);
  });

  it('keeps names with quotes and commas as given, on one line', () => {
    const out = fmt([
      msg({ from: { address: 'jd@x.com', name: 'Doe, Jane "JD"' }, text: 'hi' }),
      msg({ from: { address: 'o@x.com', name: "O'Brien,\r\n Pat" }, text: 'hey', timestamp: T0 + 1 }),
    ]);
    const froms = out.split('\n').filter((l) => l.startsWith('From: '));
    expect(froms).toEqual(['From: Doe, Jane "JD" <jd@x.com>', "From: O'Brien, Pat <o@x.com>"]);
  });

  it("names a counterparty without a display name by the case's counterparty.name, anyone else by the address", () => {
    const first = (m: EmailMessage) => fmt([m]).split('\n')[0];
    expect(first(msg({ from: { address: 'dana@supplier.example.com' }, text: 'x' }))).toBe(
      'From: Dana Supplier <dana@supplier.example.com>',
    );
    // The counterparty's address compares lowercased and trimmed.
    expect(first(msg({ from: { address: 'Dana@Supplier.Example.com' }, text: 'x' }))).toBe(
      'From: Dana Supplier <Dana@Supplier.Example.com>',
    );
    expect(first(msg({ from: { address: 'a@b.c' }, text: 'x' }))).toBe('From: a@b.c <a@b.c>');
    expect(first(msg({ from: { address: 'a@b.c', name: '  ' }, text: 'x' }))).toBe('From: a@b.c <a@b.c>');
    // A display name the sender gave wins, even from the counterparty's address.
    expect(first(msg({ from: { address: 'dana@supplier.example.com', name: 'D. S.' }, text: 'x' }))).toBe(
      'From: D. S. <dana@supplier.example.com>',
    );
  });

  it('names our own messages (labelled sent) by the sender persona with the inbox address', () => {
    const ours = msg({
      from: { address: 'inbox-1@agentmail.to', name: 'inbox-1@agentmail.to' },
      labels: ['sent'],
      text: 'x',
    });
    expect(fmt([ours]).split('\n')[0]).toBe('From: Sam Buyer <inbox-1@agentmail.to>');
    // A From header naming our inbox without the provider's label is not ours.
    const spoof = msg({ from: { address: 'inbox-1@agentmail.to' }, text: 'x' });
    expect(fmt([spoof]).split('\n')[0]).toBe('From: inbox-1@agentmail.to <inbox-1@agentmail.to>');
  });

  it('folds multi-line text onto the Message line: lines joined by " / ", paragraphs by " ¶ "', () => {
    const out = fmt([msg({ text: 'Line one\r\nLine two\r\n\r\n\r\n  indented\r\n\r\n' })]);
    expect(out.split('\n')).toHaveLength(3);
    expect(out.split('\n')[2]).toBe('Message: Line one / Line two ¶ indented');
    expect(foldText('\n\n  a  \n\n')).toBe('a');
  });

  it('renders an empty message as an empty Message line', () => {
    const out = fmt([msg({ text: '' }), msg({ timestamp: T0 + 1 })]);
    const blocks = out.split(BLOCK_SEPARATOR);
    expect(blocks).toHaveLength(2);
    expect(blocks.map((b) => b.split('\n')[2])).toEqual(['Message: ', 'Message: ']);
  });

  it('prefers the provider-extracted reply text (no quoted history) over the full text', () => {
    const m = msg({ text: 'Deal.\n\nOn Mon, Alex wrote:\n> Could you quote?', extractedText: 'Deal.' });
    expect(fmt([m]).split('\n')[2]).toBe('Message: Deal.');
  });

  it('falls back to the full text when the extracted text is blank', () => {
    expect(messageText({ extractedText: '  \n', text: 'full' })).toBe('full');
  });

  it('converts HTML-only messages to text, without links, images or markup', () => {
    const html =
      '<div><p>Hello <b>Alex</b>,</p><p>Price: <i>4.20&nbsp;EUR</i> &amp; delivery in 2 weeks.</p>' +
      '<img src="https://t.example/pixel.gif"><p><a href="https://evil.example">see terms</a></p><script>x()</script></div>';
    const text = messageText({ html });
    expect(text).toContain('Hello Alex,');
    expect(text).toContain('Price: 4.20\u00a0EUR & delivery in 2 weeks.');
    expect(text).toContain('see terms');
    expect(text).not.toMatch(/https?:|<|>|pixel|x\(\)/);
    expect(fmt([msg({ html })]).split('\n')[2]).toMatch(/^Message: Hello Alex, ¶ Price: /);
  });

  it('shows an HTML-only reply without its quoted history when the provider extracted its HTML', () => {
    const html =
      '<div dir="ltr"><p>Deal: 4.20 EUR each.</p><p>Dana</p></div>' +
      '<div class="gmail_quote"><div class="gmail_attr">On Mon, Alex Buyer wrote:</div>' +
      '<blockquote><p>Could you quote 200 units?</p></blockquote></div>';
    const wire: AgentMail.Message = {
      inboxId: 'svc@agentmail.local',
      threadId: 't1',
      messageId: '<r1@x>',
      labels: ['received'],
      timestamp: new Date(T0),
      from: 'Dana Supplier <dana@supplier.example.com>',
      to: ['svc@agentmail.local'],
      html,
      extractedHtml: '<div dir="ltr"><p>Deal: 4.20 EUR each.</p><p>Dana</p></div>',
      size: html.length,
      updatedAt: new Date(T0),
      createdAt: new Date(T0),
    };
    const out = fmt([fromAgentMailMessage(wire)]);
    expect(out).toBe(
      'From: Dana Supplier <dana@supplier.example.com>\nTimestamp: 2026-11-22T09:30:00.000Z\nMessage: Deal: 4.20 EUR each. ¶ Dana',
    );
    expect(out).not.toContain('Could you quote');
    // Without the extraction, the whole HTML (quoted history included) is what there is to show.
    expect(fmt([fromAgentMailMessage({ ...wire, extractedHtml: undefined })])).toContain('Could you quote');
  });

  it('keeps non-ASCII text intact (accents, CJK, emoji, right-to-left)', () => {
    const text = 'Grüße aus Köln — 价格是 ¥30 🚚 مرحبا';
    const out = fmt([msg({ from: { address: 'zoë@exämple.de', name: 'Zoë Ærø' }, text })]);
    expect(out).toBe(`From: Zoë Ærø <zoë@exämple.de>\nTimestamp: 2026-11-22T09:30:00.000Z\nMessage: ${text}`);
  });

  it('gives an empty string for no messages', () => {
    expect(fmt([])).toBe('');
  });

  it('htmlToText does not wrap long lines', () => {
    const long = 'word '.repeat(60).trim();
    expect(htmlToText(`<p>${long}</p>`)).toBe(long);
  });
});
