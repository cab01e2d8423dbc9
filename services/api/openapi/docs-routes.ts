import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import type express from 'express';
import { buildOpenApiDocument } from './openapi-document.js';

/**
 * GET /openapi.json (the document) and GET /docs (a reference page rendered by Swagger UI from
 * the swagger-ui-dist package, served from node_modules: no CDN), without an API key. The page's
 * assets are three fixed files under /docs/assets/; nothing else of the package is reachable.
 */

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: join(swaggerDir, 'swagger-ui.css'), type: 'text/css' },
  'swagger-ui-bundle.js': { file: join(swaggerDir, 'swagger-ui-bundle.js'), type: 'text/javascript' },
};

const INIT_JS = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Email Case Service API</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/init.js"></script>
</body>
</html>
`;

const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self' data:";

export function mountApiDocs(app: express.Express): void {
  const body = JSON.stringify(buildOpenApiDocument());
  app.get('/openapi.json', (_req, res) => {
    res.status(200).type('application/json').set('cache-control', 'no-cache').send(body);
  });
  app.get('/docs', (_req, res) => {
    res.status(200).type('text/html').set('content-security-policy', CSP).send(PAGE);
  });
  app.get('/docs/assets/:file', (req, res, next) => {
    const name = String(req.params.file);
    if (name === 'init.js') return void res.status(200).type('text/javascript').send(INIT_JS);
    const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
    if (!asset) return next();
    res.sendFile(asset.file, { headers: { 'content-type': asset.type, 'cache-control': 'public, max-age=3600' } });
  });
}
