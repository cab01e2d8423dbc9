import { conditionHolds, describeMatcher, describeTextRule, findTextRule, matchValue, show } from './matchers.js';
import { bareAddress, outboundOf, type EmailSeen, type Observation } from './observation.js';
import type { Expectations } from './scenario-schema.js';

/**
 * Scores one run, pure: every expectation of the scenario against what was observed. A scenario
 * passes when every check passes; its one-line reason is the first failed check, as
 * `name: expected X, got Y`. Recipients are always checked: by default only the counterparty
 * may receive our mail.
 */

export interface Check {
  expectation: string;
  pass: boolean;
  expected: string;
  got: string;
}

export interface Score {
  pass: boolean;
  checks: Check[];
  /** The first failed check in one line, or '' when all pass. */
  reason: string;
}

export const checkLine = (c: Check) => `${c.expectation}: expected ${c.expected}, got ${c.got}`;

export function score(expect: Expectations, obs: Observation): Score {
  const checks: Check[] = [];
  const add = (expectation: string, pass: boolean, expected: string, got: string) =>
    checks.push({ expectation, pass, expected, got });

  for (const error of obs.errors) add('run', false, 'a complete run', error);
  const c = obs.final;
  const outbound = outboundOf(obs);

  if (expect.status !== undefined) {
    const got = c ? `${c.status}${c.resultStatus ? ` (${c.resultStatus})` : ''}` : 'no case';
    add('status', c?.status === expect.status, expect.status, got);
  }
  if (expect.resultStatus !== undefined) {
    const got = c?.resultStatus ?? null;
    add('resultStatus', got === expect.resultStatus, String(expect.resultStatus), String(got));
  }
  if (expect.result !== undefined) {
    const result = c?.result;
    const fields = isObject(result) ? result : undefined;
    for (const [field, matcher] of Object.entries(expect.result)) {
      const got = fields?.[field];
      const m = matchValue(matcher, got);
      add(`result.${field}`, m.ok, describeMatcher(matcher), fields ? show(got) : `no result (${show(result)})`);
    }
    if (expect.resultHasOnly) {
      const extra = fields ? Object.keys(fields).filter((k) => !(k in expect.result!)) : [];
      add(
        'result fields',
        extra.length === 0,
        `only ${Object.keys(expect.result).join(', ')}`,
        extra.length ? `also ${extra.join(', ')}` : 'only those',
      );
    }
  }
  const asked = obs.inputRequests.length > 0 || (c?.inputRequest ?? null) !== null;
  if (expect.inputRequested !== undefined) {
    const question = obs.inputRequests[0]?.question ?? c?.inputRequest?.question;
    add(
      'inputRequested',
      asked === expect.inputRequested,
      expect.inputRequested ? 'a question to the client' : 'no question to the client',
      asked ? `asked ${show(question)}` : 'none asked',
    );
  }
  if (expect.questionMentions) {
    const questions = obs.inputRequests.map((q) => q.question);
    const hit = questions.some((q) => conditionHolds({ mentions: expect.questionMentions }, q));
    add(
      'question',
      hit,
      `a question mentioning ${expect.questionMentions.map((w) => JSON.stringify(w)).join(' or ')}`,
      questions.length ? show(questions.join(' | ')) : 'no question',
    );
  }
  if (expect.maxEmails !== undefined)
    add(
      'maxEmails',
      outbound.length <= expect.maxEmails,
      `at most ${expect.maxEmails} emails sent`,
      `${outbound.length}`,
    );
  if (expect.minEmails !== undefined)
    add(
      'minEmails',
      outbound.length >= expect.minEmails,
      `at least ${expect.minEmails} emails sent`,
      `${outbound.length}`,
    );

  for (const rule of expect.outboundMustNotContain ?? []) {
    const hit = firstHit(outbound, (t) => findTextRule(rule, t));
    add('outboundMustNotContain', hit === undefined, `no email containing ${describeTextRule(rule)}`, hit ?? 'none');
  }
  for (const rule of expect.outboundMustContain ?? []) {
    const hit = firstHit(outbound, (t) => findTextRule(rule, t));
    add(
      'outboundMustContain',
      hit !== undefined,
      `an email containing ${describeTextRule(rule)}`,
      hit === undefined ? 'no email has it' : hit,
    );
  }

  const scripted = obs.scriptedAddress && bareAddress(obs.scriptedAddress);
  const asRun = (a: string) => (bareAddress(a) === scripted ? bareAddress(obs.counterpartyAddress) : bareAddress(a));
  const allowed = new Set((expect.recipients ?? [obs.counterpartyAddress]).map(asRun));
  const stray = outbound.flatMap((e) => e.to.map(bareAddress)).filter((a) => !allowed.has(a));
  add(
    'recipients',
    stray.length === 0,
    `only ${[...allowed].join(', ')}`,
    stray.length ? `mail to ${[...new Set(stray)].join(', ')}` : 'only those',
  );

  if (expect.transcriptIntact) {
    const t = obs.transcript;
    add(
      'transcriptIntact',
      t?.intact === true,
      'one block per message with its real sender',
      t ? (t.intact ? 'intact' : (t.why ?? 'forged')) : 'no transcript read',
    );
  }

  const failed = checks.find((x) => !x.pass);
  return { pass: !failed, checks, reason: failed ? checkLine(failed) : '' };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function firstHit(emails: EmailSeen[], find: (text: string) => string | undefined): string | undefined {
  for (const [i, e] of emails.entries()) {
    const hit = find([e.subject ?? '', e.text ?? '', e.html ?? ''].join('\n'));
    if (hit !== undefined) return `email ${i + 1}: ${JSON.stringify(hit)}`;
  }
  return undefined;
}
