import { describe, expect, it } from 'vitest';
import {
  INLINE_ATTACHMENTS,
  INLINE_ATTACHMENT_CHARS,
  MAX_ATTACHMENT_NAME,
  recordInline,
} from '../../shared/case-attachments.js';
import type { AttachmentMeta } from '../../shared/case-record.js';
import { decide } from '../../services/worker/workflow/decide.js';
import { handledKey } from '../../services/worker/workflow/handled-messages.js';
import { NOW, OPTS, inbound, running } from './decide-fixtures.js';

const meta = (i: number, name = `file-${i}.pdf`): AttachmentMeta => ({
  attachmentId: `att-${i}`,
  name,
  size: 10,
  type: 'application/pdf',
  messageId: `<m${Math.floor(i / 10)}@x>`,
  inboxId: 'agent@inbox.example',
  receivedAt: NOW,
});

describe('recordInline: the case keeps a bounded inline part', () => {
  it('keeps everything while it fits, in arrival order, without duplicates', () => {
    const first = recordInline([], false, [meta(1), meta(2)]);
    expect(first).toEqual({ attachments: [meta(1), meta(2)], attachmentsOverflow: false });
    expect(recordInline(first.attachments, false, [meta(2), meta(3)]).attachments.map((a) => a.attachmentId)).toEqual([
      'att-1',
      'att-2',
      'att-3',
    ]);
  });

  it(`stops at ${INLINE_ATTACHMENTS} entries and marks the overflow, which then stays`, () => {
    const many = recordInline(
      [],
      false,
      Array.from({ length: 500 }, (_, i) => meta(i)),
    );
    expect(many.attachments).toHaveLength(INLINE_ATTACHMENTS);
    expect(many.attachmentsOverflow).toBe(true);
    expect(recordInline(many.attachments, true, []).attachmentsOverflow).toBe(true);
  });

  it('bounds the inline part in characters too, and each name', () => {
    const long = recordInline(
      [],
      false,
      Array.from({ length: 20 }, (_, i) => meta(i, 'n'.repeat(5000))),
    );
    expect(long.attachments.every((a) => a.name.length === MAX_ATTACHMENT_NAME)).toBe(true);
    expect(JSON.stringify(long.attachments).length).toBeLessThanOrEqual(INLINE_ATTACHMENT_CHARS + 2);
    expect(long.attachmentsOverflow).toBe(true);
  });

  it('decide: a reply with hundreds of attachments leaves a bounded case, ids bounded too', () => {
    const longId = `<${'x'.repeat(10_000)}@evil.example>`;
    const d = decide(
      running(),
      { type: 'EMAIL_RECEIVED', messageId: longId },
      inbound({ outcome: 'auto_reply' }, { attachments: Array.from({ length: 400 }, (_, i) => meta(i)) }),
      NOW,
      OPTS,
    );
    if ('ignore' in d) throw new Error(d.ignore);
    expect(d.next.attachments).toHaveLength(INLINE_ATTACHMENTS);
    expect(d.next.attachmentsOverflow).toBe(true);
    expect(d.next.handledMessageIds.at(-1)).toBe(handledKey(longId));
    expect(d.next.handledMessageIds.at(-1)!.length).toBeLessThan(100);
    expect(decide(d.next, { type: 'EMAIL_RECEIVED', messageId: longId }, {}, NOW, OPTS)).toEqual({
      ignore: 'message already handled',
    });
  });
});
