import { GoogleGenAI } from '@google/genai';
import type { Config } from '../../../shared/config.js';
import type { Logger } from '../../../shared/logger.js';
import type { Brain } from './brain.js';
import { withBrainCallLog } from './brain-call-log.js';
import { geminiFailureReason } from './gemini/failure-reason.js';
import { createGeminiBrain } from './gemini/brain.js';
import { createOfflineBrain } from './offline-brain.js';
import { createResultSchemaValidator } from './result-schema.js';

/** Per-call deadline of a Gemini request; a timeout becomes RetryableError. */
const GEMINI_TIMEOUT_MS = 60_000;

/**
 * The brain chosen by `BRAIN`: `offline` (default) or `gemini`, with a Gemini API key or, with
 * `GOOGLE_GENAI_USE_VERTEXAI=true`, Vertex AI in `options.projectId` (config.projectId) and
 * `GOOGLE_CLOUD_LOCATION`. `GEMINI_BASE_URL` points either at another endpoint (a local stub).
 */
export function createBrain(
  config: Config['brain'],
  logger: Logger,
  options: { projectId?: string; timeoutMs?: number } = {},
): Brain {
  const validator = createResultSchemaValidator({ logger });
  if (config.kind === 'offline') {
    return withBrainCallLog(createOfflineBrain({ validator, logger: logger.child({ brain: 'offline' }) }), {
      brain: 'offline',
      logger,
      reasonOf: () => 'other',
    });
  }
  const httpOptions = {
    timeout: options.timeoutMs ?? GEMINI_TIMEOUT_MS,
    ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
  };
  const client = config.useVertexAi
    ? new GoogleGenAI({
        vertexai: true,
        ...(options.projectId ? { project: options.projectId } : {}),
        location: config.location,
        httpOptions,
      })
    : // Pinned: SDK 3 defaults to `v1`, where structured output fields have lagged behind `v1beta`.
      new GoogleGenAI({ apiKey: config.geminiApiKey ?? '', httpOptions: { apiVersion: 'v1beta', ...httpOptions } });
  const gemini = createGeminiBrain({
    client,
    model: config.model,
    maxOutputTokens: config.maxOutputTokens,
    maxRetries: config.maxRetries,
    validator,
    logger: logger.child({ brain: 'gemini', model: config.model }),
    // A result the mail does not support is read by the rules instead (gemini/brain.ts).
    fallback: createOfflineBrain({ validator, logger: logger.child({ brain: 'offline' }) }),
  });
  return withBrainCallLog(gemini, { brain: 'gemini', logger, reasonOf: geminiFailureReason });
}
