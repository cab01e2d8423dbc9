import { readFileSync } from 'node:fs';
import type express from 'express';

/**
 * The console (docs/review-and-console.md): GET /console serves one page, GET /console/assets/*
 * a fixed allow-list of static files (plain ES modules and a style sheet, no CDN, no build step).
 * The page calls the same public API with the key the person types in (kept in the tab's
 * sessionStorage, sent as x-api-key): the console has no privileges of its own, so these routes
 * need no key. Strict CSP: scripts and styles only from this origin, nothing inline, no eval,
 * no framing, fetch only to this origin.
 */

const ASSET_TYPES: Record<string, string> = {
  'console.css': 'text/css; charset=utf-8',
  'console.js': 'text/javascript; charset=utf-8',
  'api.js': 'text/javascript; charset=utf-8',
  'dom.js': 'text/javascript; charset=utf-8',
  'format.js': 'text/javascript; charset=utf-8',
  'case-list.js': 'text/javascript; charset=utf-8',
  'case-page.js': 'text/javascript; charset=utf-8',
  'case-forms.js': 'text/javascript; charset=utf-8',
  'group-page.js': 'text/javascript; charset=utf-8',
};

export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS = {
  'content-security-policy': CONSOLE_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-cache',
};

const assetsDir = new URL('./assets/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, assetsDir));

export function mountConsole(app: express.Express): void {
  // Read once at start: a missing file fails the API's start, not a request.
  const page = read('console.html');
  const assets = new Map(Object.keys(ASSET_TYPES).map((name) => [name, read(name)]));
  app.get('/console', (_req, res) => {
    res.status(200).set(SECURITY_HEADERS).type('text/html; charset=utf-8').send(page);
  });
  app.get('/console/assets/:file', (req, res, next) => {
    const name = String(req.params.file);
    const body = Object.hasOwn(ASSET_TYPES, name) ? assets.get(name) : undefined;
    if (!body) return next();
    res.status(200).set(SECURITY_HEADERS).set('content-type', ASSET_TYPES[name]!).send(body);
  });
}
