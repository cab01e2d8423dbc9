import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useStack } from '../support/use-stack.js';

/**
 * The MCP server (clients/mcp) as an assistant runs it: a child process on stdio, configured by
 * CASE_SERVICE_URL and CASE_SERVICE_API_KEY, driven by the SDK's own client against the whole
 * service. An agent opens a case, waits (and times out while nobody answered), sees the
 * counterparty's question, answers it, waits for the result, reads the transcript, lists its
 * cases and cancels one; refusals come back as tool errors with the API's code and message.
 */

const REPO = fileURLToPath(new URL('../../', import.meta.url));

const t = useStack();
let client: Client;
let stderr = '';
beforeAll(async () => {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [`${REPO}node_modules/tsx/dist/cli.mjs`, `${REPO}clients/mcp/src/server.ts`],
    env: { ...getDefaultEnvironment(), CASE_SERVICE_URL: t.s.apiServer.url, CASE_SERVICE_API_KEY: t.user.apiKey },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (b: Buffer) => (stderr += b.toString()));
  client = new Client({ name: 'mcp-server-test', version: '1.0.0' });
  await client.connect(transport);
}, 90_000);
// Runs before useStack's afterAll (after hooks run in reverse): the client goes first, as before.
afterAll(async () => {
  await client?.close();
});

type Json = Record<string, unknown>;
type ToolOutput = { isError?: boolean; content: { type: string; text?: string }[]; structuredContent?: Json };
const tool = async (name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as ToolOutput;
const okTool = async (name: string, args: Record<string, unknown>) => {
  const r = await tool(name, args);
  if (r.isError) throw new Error(`${name} failed: ${r.content[0]?.text}\n${stderr}`);
  expect(JSON.parse(r.content[0]!.text!)).toEqual(r.structuredContent);
  return r.structuredContent as Json;
};

describe('the MCP server over stdio', () => {
  it('lists six tools whose every input is described', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'answer_input_request',
      'cancel_case',
      'get_case',
      'list_cases',
      'open_case',
      'wait_for_case',
    ]);
    for (const t of tools) {
      expect(t.description?.length).toBeGreaterThan(20);
      const props = Object.entries(t.inputSchema.properties ?? {}) as [string, { description?: string }][];
      expect(props.length).toBeGreaterThan(0);
      for (const [name, p] of props) expect(p.description, `${t.name}.${name}`).toMatch(/\w{3,}/);
    }
    const open = tools.find((t) => t.name === 'open_case')!;
    expect(open.inputSchema.required).toEqual(
      expect.arrayContaining(['objective', 'counterpartyEmail', 'counterpartyName', 'senderName', 'resultSchema']),
    );
  });

  it('opens a case, answers its question, waits for the result; lists, cancels; errors carry the API code', async () => {
    const address = `alex-${Date.now()}@example.com`;
    const ref = `mcp-${Date.now()}`;
    const opened = await okTool('open_case', {
      objective: 'Confirm the delivery date of order 1042',
      counterpartyEmail: address,
      counterpartyName: 'Alex Rivera',
      senderName: 'Sam',
      senderCompany: 'Example Corp',
      resultSchema: { type: 'object', properties: { deliveryDate: { type: 'string' } }, required: ['deliveryDate'] },
      clientReferenceId: ref,
    });
    const caseId = String(opened.caseId);
    expect(caseId).toMatch(/.+/);

    const early = await okTool('wait_for_case', { caseId, timeoutSeconds: 1 });
    expect(early).toMatchObject({ caseId, timedOut: true });
    expect(['CREATED', 'RUNNING']).toContain(early.status);

    await t.s.waitForCase(caseId, (c) => c.status === 'RUNNING');
    const [first] = await t.s.mail.sentTo(address);
    await t.s.mail.reply({ threadId: first!.thread_id, text: 'Should we ship to the Berlin or the Munich warehouse?' });
    const waiting = await okTool('wait_for_case', { caseId, timeoutSeconds: 30 });
    expect(waiting).toMatchObject({
      status: 'INPUT_NEEDED',
      timedOut: false,
      inputRequest: { status: 'PENDING' },
    });
    expect((waiting.inputRequest as { question: string }).question).toContain(
      'Should we ship to the Berlin or the Munich warehouse?',
    );
    expect(waiting.nextStep).toContain('answer_input_request');

    const answered = await okTool('answer_input_request', { caseId, answer: 'Ship to the Munich warehouse, dock 3.' });
    expect(answered).toMatchObject({
      caseId,
      inputRequestId: (waiting.inputRequest as { id: string }).id,
      accepted: true,
    });
    const again = await tool('answer_input_request', {
      caseId,
      answer: 'again',
      inputRequestId: (waiting.inputRequest as { id: string }).id,
    });
    expect(again.isError).toBe(true);
    expect(again.content[0]!.text).toMatch(/^(INPUT_REQUEST_NOT_PENDING|CASE_NOT_WAITING_FOR_INPUT): /);

    await t.s.waitForCase(caseId, (c) => c.status === 'RUNNING' && c.attemptCount === 2);
    await t.s.mail.reply({ threadId: first!.thread_id, text: 'Delivery date: 2027-03-14' });
    const done = await okTool('wait_for_case', { caseId, timeoutSeconds: 30 });
    expect(done).toMatchObject({ status: 'COMPLETED', result: { deliveryDate: '2027-03-14' }, timedOut: false });

    const read = await okTool('get_case', { caseId, includeTranscript: true });
    expect(read.conversationThread).toContain('Munich warehouse, dock 3');
    const plain = await okTool('get_case', { caseId });
    expect(plain.conversationThread).toBeUndefined();

    const listed = await okTool('list_cases', { status: ['COMPLETED'], clientReferenceId: ref, limit: 5 });
    expect(listed).toEqual({
      cases: [expect.objectContaining({ caseId, status: 'COMPLETED', result: { deliveryDate: '2027-03-14' } })],
      nextCursor: null,
    });

    const finished = await tool('cancel_case', { caseId });
    expect(finished.isError).toBe(true);
    expect(finished.content[0]!.text).toMatch(/^CASE_ALREADY_FINISHED: /);
    expect(finished.structuredContent).toMatchObject({ error: { code: 'CASE_ALREADY_FINISHED', status: 409 } });

    const second = await okTool('open_case', {
      objective: 'Confirm the delivery date of order 1043',
      counterpartyEmail: address,
      counterpartyName: 'Alex Rivera',
      senderName: 'Sam',
      resultSchema: { type: 'object', properties: { deliveryDate: { type: 'string' } }, required: ['deliveryDate'] },
    });
    expect(await okTool('cancel_case', { caseId: second.caseId, reason: 'Ordered elsewhere' })).toEqual({
      caseId: second.caseId,
      accepted: true,
    });
    const cancelled = await okTool('wait_for_case', {
      caseId: second.caseId,
      timeoutSeconds: 30,
      untilInputNeeded: false,
    });
    expect(cancelled).toMatchObject({ status: 'FAILED', resultStatus: 'cancelled' });

    const missing = await tool('get_case', { caseId: 'no-such-case' });
    expect(missing).toMatchObject({
      isError: true,
      structuredContent: { error: { code: 'CASE_NOT_FOUND', status: 404 } },
    });
    expect(missing.content[0]!.text).toMatch(/^CASE_NOT_FOUND: \S/);

    const invalid = await tool('open_case', { objective: 'x', counterpartyEmail: 'not-an-address' });
    expect(invalid.isError).toBe(true);
  }, 120_000);
});
