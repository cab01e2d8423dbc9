import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { z } from 'zod';
import { REVIEW_MODES, type ReviewMode } from '../../shared/review.js';
import { PLANS } from '../../shared/usage.js';
import type { AdminCommand } from './admin-commands.js';

/**
 * argv → one validated AdminCommand. node:util parseArgs reads the flags (strict: an unknown
 * flag is an error), zod checks the values. Any problem is a UsageError whose message is meant
 * for the operator's eyes, printed with the usage text.
 */

export class UsageError extends Error {
  override name = 'UsageError';
  /** True when the command itself is unknown: the full usage text helps then. */
  constructor(
    message: string,
    readonly showUsage = false,
  ) {
    super(message);
  }
}

export const USAGE = `Usage: npm run admin -- <command> [options] [--json]

Commands:
  create-user --plan <SANDBOX|PAYG|BASE_PRO> [--id <userId>] [--email <address>]
      Creates an active user (id generated unless given).
  issue-key --user <userId> [--label <text>]
      Issues an API key; it is printed once and stored only as its SHA-256 hash.
  deactivate-key (--key <apiKey> | --key - | --hash <sha256 hex>)
      Turns one key off (requests with it get 403). '--key -' reads the key from standard
      input, so it stays out of shell history and the process list.
  deactivate-user --user <userId>
      Turns the user and all of their keys off.
  set-plan --user <userId> --plan <SANDBOX|PAYG|BASE_PRO>
      Changes the user's plan (and so their monthly cap).
  set-review --user <userId> --review <none|risky|first|all>
      The review mode of the user's new cases that do not give one: which outbound emails
      wait for their approval (docs/review-and-console.md). none: nothing is held.
  usage --user <userId> [--month <YYYY-MM>]
      Cases created and billable in a UTC month (default: this month), cap and remaining.
  show-user --user <userId>
      The user and their keys (hashes and labels only).
  suppressions --user <userId>
      The user's do-not-contact list: counterparty addresses that opted out, bounced or
      complained. A new case to one of them fails at once (REJECTED) without any email.
  unsuppress --user <userId> --address <email>
      Takes an address off that list (the counterparty asked to be contacted again).
  webhook-secret --user <userId>
      Issues (or rotates) the user's webhook signing secret; it is printed once. From then on
      their webhooks carry Standard Webhooks signature headers; without one they go unsigned.
  unrouted-events [--parked] [--limit <1-500>]
      Provider events (replies, bounces, complaints, rejections) that belong to no case, kept
      30 days for inspection, oldest first (50 by default). --parked: those still waiting for
      their send to be recorded instead.

Options:
  --json   machine-readable output on stdout
  --help   this text

Reads GOOGLE_CLOUD_PROJECT and FIRESTORE_EMULATOR_HOST (unset: real Firestore with
application default credentials).`;

/** A string flag; a missing one reads "--flag is required". */
const text = () => z.string({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be text') });
const userId = text().regex(
  /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/,
  'must be 1-128 letters, digits, "_" or "-", starting with a letter or digit',
);
const plan = z.enum(PLANS, {
  error: (iss) => (iss.input === undefined ? 'is required' : `must be one of ${PLANS.join(', ')}`),
});
const month = text().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be YYYY-MM');
const label = text().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');
const email = z.email({ error: 'must be an email address' });
const keyHash = text()
  .transform((s) => s.toLowerCase())
  .pipe(z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hex characters (a sha256)'));

const str = { type: 'string' } as const;

/** Per command: the flags it accepts and the zod schema of its values. */
const COMMANDS = {
  'create-user': {
    flags: { plan: str, id: str, email: str },
    schema: z.object({ plan, id: userId.optional(), email: email.optional() }),
    build: (v: { plan: (typeof PLANS)[number]; id?: string; email?: string }): AdminCommand => ({
      name: 'create-user',
      plan: v.plan,
      userId: v.id,
      email: v.email,
    }),
  },
  'issue-key': {
    flags: { user: str, label: str },
    schema: z.object({ user: userId, label: label.default('default') }),
    build: (v: { user: string; label: string }): AdminCommand => ({
      name: 'issue-key',
      userId: v.user,
      label: v.label,
    }),
  },
  'deactivate-key': {
    flags: { key: str, hash: str },
    schema: z
      .object({ key: text().trim().min(1, 'must not be empty').optional(), hash: keyHash.optional() })
      .refine((v) => (v.key === undefined) !== (v.hash === undefined), 'give exactly one of --key or --hash'),
    build: (v: { key?: string; hash?: string }): AdminCommand => ({ name: 'deactivate-key', key: v.key, hash: v.hash }),
  },
  'deactivate-user': {
    flags: { user: str },
    schema: z.object({ user: userId }),
    build: (v: { user: string }): AdminCommand => ({ name: 'deactivate-user', userId: v.user }),
  },
  'set-plan': {
    flags: { user: str, plan: str },
    schema: z.object({ user: userId, plan }),
    build: (v: { user: string; plan: (typeof PLANS)[number] }): AdminCommand => ({
      name: 'set-plan',
      userId: v.user,
      plan: v.plan,
    }),
  },
  'set-review': {
    flags: { user: str, review: str },
    schema: z.object({
      user: userId,
      review: z.enum(REVIEW_MODES, {
        error: (iss) => (iss.input === undefined ? 'is required' : `must be one of ${REVIEW_MODES.join(', ')}`),
      }),
    }),
    build: (v: { user: string; review: ReviewMode }): AdminCommand => ({
      name: 'set-review',
      userId: v.user,
      review: v.review,
    }),
  },
  usage: {
    flags: { user: str, month: str },
    schema: z.object({ user: userId, month: month.optional() }),
    build: (v: { user: string; month?: string }): AdminCommand => ({ name: 'usage', userId: v.user, month: v.month }),
  },
  'show-user': {
    flags: { user: str },
    schema: z.object({ user: userId }),
    build: (v: { user: string }): AdminCommand => ({ name: 'show-user', userId: v.user }),
  },
  suppressions: {
    flags: { user: str },
    schema: z.object({ user: userId }),
    build: (v: { user: string }): AdminCommand => ({ name: 'suppressions', userId: v.user }),
  },
  unsuppress: {
    flags: { user: str, address: str },
    schema: z.object({
      user: userId,
      address: text().trim().min(1, 'must not be empty').max(254, 'must be at most 254 characters'),
    }),
    build: (v: { user: string; address: string }): AdminCommand => ({
      name: 'unsuppress',
      userId: v.user,
      address: v.address,
    }),
  },
  'unrouted-events': {
    flags: { parked: { type: 'boolean' }, limit: str },
    schema: z.object({
      parked: z.boolean().optional(),
      limit: z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(500, 'must be at most 500')
        .default(50),
    }),
    build: (v: { parked?: boolean; limit: number }): AdminCommand => ({
      name: 'unrouted-events',
      state: v.parked ? 'parked' : 'unrouted',
      limit: v.limit,
    }),
  },
  'webhook-secret': {
    flags: { user: str },
    schema: z.object({ user: userId }),
    build: (v: { user: string }): AdminCommand => ({ name: 'webhook-secret', userId: v.user }),
  },
} as const;

type CommandName = keyof typeof COMMANDS;
const isCommand = (s: string | undefined): s is CommandName => s !== undefined && Object.hasOwn(COMMANDS, s);

export type ParsedAdminArgs = { help: true } | { help: false; json: boolean; command: AdminCommand };

export function parseAdminArgs(argv: readonly string[]): ParsedAdminArgs {
  const [name, ...rest] = argv;
  if (name === undefined) throw new UsageError('No command given.', true);
  if (name === '--help' || name === '-h' || name === 'help') return { help: true };
  if (!isCommand(name)) throw new UsageError(`Unknown command ${JSON.stringify(name)}.`, true);
  const spec = COMMANDS[name];
  const options: ParseArgsOptionsConfig = { ...spec.flags, json: { type: 'boolean' }, help: { type: 'boolean' } };
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args: [...rest], options, strict: true, allowPositionals: false }) as {
      values: Record<string, string | boolean | undefined>;
    });
  } catch (e) {
    // parseArgs' messages name the offending flag ("Unknown option '--x'"), fine for people.
    throw new UsageError(`${name}: ${(e as Error).message}`);
  }
  if (values.help === true) return { help: true };
  const { json, help: _help, ...flags } = values;
  const parsed = spec.schema.safeParse(flags);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => (i.path.length ? `--${i.path.join('.')} ${i.message}` : i.message));
    throw new UsageError(`${name}: ${problems.join('; ')}`);
  }
  // Each entry's build matches its own schema; TypeScript cannot correlate the union here.
  const command = (spec.build as (v: unknown) => AdminCommand)(parsed.data);
  return { help: false, json: json === true, command };
}
