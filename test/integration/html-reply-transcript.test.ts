import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatConversationThread, messageText } from '../../shared/conversation-thread.js';
import { startTestMailSandbox, type TestMailSandbox } from '../support/mail-sandbox-client.js';

/**
 * An HTML-only reply with quoted history, end to end through the mail sandbox, the real SDK and
 * the AgentMail adapter: the sandbox extracts the new HTML as AgentMail does (extracted_html, no
 * extracted_text), and the transcript and the brain's text get the new part only.
 */

let sbx: TestMailSandbox;
beforeAll(async () => {
  sbx = await startTestMailSandbox();
});
afterAll(() => sbx.stop());

const REPLY_HTML =
  '<div dir="ltr"><p>Deal: 4.20 EUR each, delivery in 2 weeks.</p><p>Dana</p></div>' +
  '<div class="gmail_quote"><div class="gmail_attr">On Mon, Sam wrote:</div>' +
  '<blockquote class="gmail_quote"><p>Could you quote 200 units of part A-17?</p></blockquote></div>';

describe('HTML-only reply', () => {
  it('reads as its new part only, in the thread and as a single message', async () => {
    const { inboxId } = await sbx.provider.ensureInbox();
    const sent = await sbx.provider.sendFirst({
      inboxId,
      to: { address: 'dana@supplier.example.com' },
      subject: 'Quote',
      text: 'Could you quote 200 units of part A-17?',
      idempotencyKey: `html-reply-${Date.now()}`,
    });
    const r = await sbx.reply({ threadId: sent.threadId, html: REPLY_HTML, fromName: 'Dana' });

    // What the sandbox serves (AgentMail's wire shape): the new HTML extracted, no text to extract from.
    const wire: Record<string, unknown> = {
      ...(await sbx.threadMessages(sent.threadId)).find((m) => m.message_id === r.message_id),
    };
    expect(wire.extracted_html).toEqual(expect.stringContaining('Deal: 4.20 EUR'));
    expect(wire.extracted_html).not.toContain('Could you quote');
    expect(wire).not.toHaveProperty('extracted_text');

    const message = await sbx.provider.getMessage(inboxId, r.message_id);
    expect(messageText(message)).toBe('Deal: 4.20 EUR each, delivery in 2 weeks.\n\nDana');

    const thread = await sbx.provider.getThread(inboxId, sent.threadId);
    const transcript = formatConversationThread(thread.messages, {
      senderPersonaName: 'Sam',
      counterparty: { address: 'dana@supplier.example.com', name: 'Dana' },
    });
    expect(transcript.split('\n---\n')[1]).toContain('Message: Deal: 4.20 EUR each, delivery in 2 weeks. ¶ Dana');
    expect(transcript.match(/Could you quote/g)).toHaveLength(1); // our first email only, not the quote of it
  });
});
