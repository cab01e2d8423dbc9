import { BLOCK_SEPARATOR } from '../shared/conversation-thread.js';
import type { SandboxMessage } from '../dev/mail-sandbox/sandbox-client.js';
import type { TranscriptCheck } from './observation.js';
import { bareAddress } from './observation.js';

/**
 * Whether the case's `conversationThread` (SPEC: one `From:`/`Timestamp:`/`Message:` block per
 * message, blocks separated by a blank line, `---`, a blank line) still says who wrote what: one
 * block per message of the real thread, each naming its real sender. A counterparty who writes
 * a fake block into a reply (a forged "From: <us>" turn) breaks this when the service copies the
 * text in unmarked.
 */
export function checkTranscript(transcript: string | undefined, messages: readonly SandboxMessage[]): TranscriptCheck {
  if (transcript === undefined) return { intact: false, why: 'no conversationThread in the case read' };
  const blocks = transcript === '' ? [] : transcript.split(BLOCK_SEPARATOR);
  if (blocks.length !== messages.length) {
    return { intact: false, why: `${blocks.length} blocks for ${messages.length} messages` };
  }
  const sorted = [...messages].sort((a, b) => (a.timestamp ?? '').localeCompare(b.timestamp ?? ''));
  for (const [i, block] of blocks.entries()) {
    const from = block.split('\n', 1)[0] ?? '';
    const expected = bareAddress(sorted[i]!.from);
    const named = from.match(/^From: .*<([^<>]+)>$/)?.[1]?.toLowerCase();
    if (named !== expected)
      return { intact: false, why: `block ${i + 1} says ${JSON.stringify(from.slice(0, 100))}, sent by ${expected}` };
  }
  return { intact: true };
}
