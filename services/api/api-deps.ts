import type { Firestore } from '@google-cloud/firestore';
import type express from 'express';
import type { CaseEventPublisher } from '../../shared/case-events.js';
import type { Config } from '../../shared/config.js';
import type { EmailProvider } from '../../shared/email-provider.js';
import type { Readiness } from '../../shared/health.js';
import type { Logger } from '../../shared/logger.js';

/** Everything the API needs, passed in by main.ts (or a test). */
export interface ApiDeps {
  config: Config;
  logger: Logger;
  db: Firestore;
  publisher: CaseEventPublisher;
  /** The email provider adapter; null when none is configured (transcripts and downloads then fail 500). */
  emailProvider: EmailProvider | null;
  /** Unix ms. */
  now: () => number;
  /** A new case id (a random UUID in production). */
  newId: () => string;
  /** The provider webhook receiver: it verifies signatures on the raw body, so it gets it untouched. */
  providerEvents?: express.Router;
  /** Gates GET /healthz (shared/health.ts); the server marks it ready once listening. */
  readiness?: Readiness;
  /** Tests only: called at named points of multi-step writes (a group's creation) to inject crashes. */
  faults?: (point: string, info: Record<string, unknown>) => Promise<void> | void;
}
