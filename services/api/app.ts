import express from 'express';
import { healthzHandler } from '../../shared/health.js';
import type { ApiDeps } from './api-deps.js';
import { createAuthenticate } from './http/authenticate.js';
import { cancelCaseHandler, optionalJsonBody } from './case-activity/cancel-case.js';
import { caseEventsHandler } from './case-activity/case-events.js';
import { listCasesHandler } from './case-activity/list-cases.js';
import { resendWebhookHandler } from './case-activity/resend-webhook.js';
import { createCaseHandler } from './cases/create-case.js';
import { cancelGroupHandler } from './case-groups/cancel-group.js';
import { GROUP_MAX_BODY_BYTES } from './case-groups/create-group-body.js';
import { createGroupHandler } from './case-groups/create-group.js';
import { listGroupsHandler } from './case-groups/list-groups.js';
import { groupCsvHandler, readGroupHandler } from './case-groups/read-group.js';
import { groupPathHandler } from './case-groups/group-paths.js';
import { createErrorHandler } from './http/error-handler.js';
import { getAttachmentHandler } from './cases/get-attachment.js';
import { jsonBody } from './http/json-body.js';
import { mountApiDocs } from './openapi/docs-routes.js';
import { mountConsole } from './console/console-routes.js';
import { provideInputHandler } from './cases/provide-input.js';
import { readCaseHandler } from './cases/read-case.js';
import { approveDraftHandler, rejectDraftHandler } from './review/decide-draft.js';
import { listDraftsHandler } from './review/list-drafts.js';
import { requestLog } from './http/request-log.js';
import { createFixedWindowLimiter } from './http/fixed-window-limiter.js';
import { throttleByKey } from './http/throttle.js';
import { unmatchedPathHandler } from './http/unmatched-path.js';

/**
 * The API's Express app, without listening. Order per request: request log → (provider events,
 * raw body, signature auth) | API-key auth → per-key throttle → JSON body (POST) → handler; one
 * error middleware writes every error envelope.
 */
export function createApp(deps: ApiDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  // req.ip is the caller as the proxies in front (Cloud Run's front end) saw it: see client-source.ts.
  app.set('trust proxy', deps.config.api.trustProxyHops);

  // Before the request log: probes every few seconds would drown the request lines.
  app.get('/healthz', healthzHandler(deps.readiness));
  app.use(requestLog(deps.logger, deps.config.projectId));
  if (deps.providerEvents) app.use('/provider/email-events', deps.providerEvents);

  const { windowMs, createPerWindow, otherPerWindow, failedKeysPerWindow } = deps.config.api.throttle;
  const throttleCreate = throttleByKey(createFixedWindowLimiter({ windowMs, limit: createPerWindow, now: deps.now }), {
    route: 'create',
    logger: deps.logger,
  });
  const throttleOther = throttleByKey(createFixedWindowLimiter({ windowMs, limit: otherPerWindow, now: deps.now }), {
    route: 'other',
    logger: deps.logger,
  });
  const failedLookups = createFixedWindowLimiter({ windowMs, limit: failedKeysPerWindow, now: deps.now });
  const authenticate = createAuthenticate({ db: deps.db, failedLookups });
  const body = jsonBody(deps.config.api.maxBodyBytes);

  mountApiDocs(app); // GET /openapi.json, GET /docs: no key
  mountConsole(app); // GET /console and its assets: no key (the page asks for one and calls the API with it)

  // Every path under /cases is a client path: authenticate before anything else is said about it.
  app.use('/cases', authenticate);
  app.post('/cases', throttleCreate, ...body, createCaseHandler(deps));
  app.get('/cases/:id', throttleOther, readCaseHandler(deps));
  app.get('/cases/:id/attachments/:attachmentId', throttleOther, getAttachmentHandler(deps));
  app.post('/cases/:id/input', throttleOther, ...body, provideInputHandler(deps));
  // Case activity (README "Case activity"): additions beyond the SPEC's four routes.
  app.get('/cases', throttleOther, listCasesHandler(deps));
  app.get('/cases/:id/events', throttleOther, caseEventsHandler(deps));
  app.post(
    '/cases/:id/webhooks/:eventId/resend',
    throttleOther,
    optionalJsonBody(deps.config.api.maxBodyBytes),
    resendWebhookHandler(deps),
  );
  app.post('/cases/:id/cancel', throttleOther, optionalJsonBody(deps.config.api.maxBodyBytes), cancelCaseHandler(deps));
  // Review of outgoing mail (docs/review-and-console.md).
  app.get('/cases/:id/drafts', throttleOther, listDraftsHandler(deps));
  app.post(
    '/cases/:id/drafts/:draftId/approve',
    throttleOther,
    optionalJsonBody(deps.config.api.maxBodyBytes),
    approveDraftHandler(deps),
  );
  app.post('/cases/:id/drafts/:draftId/reject', throttleOther, ...body, rejectDraftHandler(deps));

  // Case groups (docs/case-groups.md): additions beyond the SPEC's four routes.
  app.use('/case-groups', authenticate);
  app.post(
    '/case-groups',
    throttleCreate,
    ...jsonBody(Math.max(GROUP_MAX_BODY_BYTES, deps.config.api.maxBodyBytes)),
    createGroupHandler(deps),
  );
  app.get('/case-groups', throttleOther, groupPathHandler, listGroupsHandler(deps));
  app.get('/case-groups/:id', throttleOther, readGroupHandler(deps));
  app.get('/case-groups/:id/results.csv', throttleOther, groupCsvHandler(deps));
  app.post(
    '/case-groups/:id/cancel',
    throttleOther,
    optionalJsonBody(deps.config.api.maxBodyBytes),
    cancelGroupHandler(deps),
  );
  app.use('/case-groups', groupPathHandler); // an unmatched path lacking the id: 400, else on to 404

  app.all('/*splat', unmatchedPathHandler);
  app.all('/', unmatchedPathHandler);
  app.use(createErrorHandler(deps.logger));
  return app;
}
