import express from 'express';
import { z } from 'zod';
import { caseIdOf, type CaseStatusReader } from './sandbox-case-status.js';
import { renderDeliveries } from './sandbox-page-deliveries.js';
import { PAGE_SCRIPT } from './sandbox-page-script.js';
import { renderSandboxPage, renderThreads, selectThreads, type PageQuery } from './sandbox-page.js';
import type { SandboxStore } from './sandbox-store.js';
import type { WebhookDispatcher } from './sandbox-webhooks.js';

/**
 * The web page of the mail sandbox: `/` (the page), `/_sandbox/page/threads` (the part the
 * page's script refreshes), `/_sandbox/page.js`, and `/_sandbox/page/attachments/...` (the
 * attachment links). Filters and paging come from the query: `address`, `case`, `page`. Below the
 * threads, the webhook deliveries and their attempts (sandbox-page-deliveries.ts).
 */

const pageQuery = z.object({
  address: z.string().max(320).optional().catch(undefined),
  case: z.string().max(64).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

const CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; connect-src 'self'; form-action 'self'";

export interface PageRouteDeps {
  store: SandboxStore;
  hooks: WebhookDispatcher;
  statuses: CaseStatusReader;
}

export function createPageRoutes(deps: PageRouteDeps): express.Router {
  const { store, hooks, statuses } = deps;
  const r = express.Router();

  const threadsHtml = async (req: express.Request) => {
    const q = pageQuery.parse(req.query);
    const query: PageQuery = {
      page: q.page,
      ...(q.address ? { address: q.address } : {}),
      ...(q.case ? { caseId: q.case } : {}),
    };
    const selection = selectThreads(store.state, query, caseIdOf);
    const ids = selection.threads.map((t) => t.caseId).filter((id): id is string => id !== undefined);
    const threads = renderThreads(store.state, selection, query, await statuses.read(ids));
    return { query, html: threads + renderDeliveries(hooks.deliveries()) };
  };

  r.get('/', async (req, res) => {
    const { query, html } = await threadsHtml(req);
    res.set('content-type', 'text/html; charset=utf-8');
    res.set('content-security-policy', CSP);
    res.set('cache-control', 'no-store');
    res.send(renderSandboxPage(store.state, hooks.url, query, html));
  });

  r.get('/_sandbox/page/threads', async (req, res) => {
    const { html } = await threadsHtml(req);
    res.set('content-type', 'text/html; charset=utf-8');
    res.set('cache-control', 'no-store');
    res.send(html);
  });

  r.get('/_sandbox/page.js', (_req, res) => {
    res.set('content-type', 'text/javascript; charset=utf-8');
    res.send(PAGE_SCRIPT);
  });

  r.get('/_sandbox/page/attachments/:messageId/:attachmentId', (req, res) => {
    const message = store.state.messages.find((m) => m.message_id === req.params.messageId);
    const a = message?.attachments.find((x) => x.attachment_id === req.params.attachmentId);
    if (!a) {
      res.status(404).json({ name: 'NotFoundError', message: 'No such attachment' });
      return;
    }
    // A download, never rendered here: the counterparty's file is untrusted.
    res.set('content-type', 'application/octet-stream');
    res.set('x-content-type-options', 'nosniff');
    res.set('content-security-policy', "default-src 'none'; sandbox");
    res.set('content-disposition', `attachment; filename="${a.filename.replace(/[^\w.-]/g, '_')}"`);
    res.send(Buffer.from(a.content, 'base64'));
  });

  return r;
}
