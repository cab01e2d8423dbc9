import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openApiArtifacts } from './openapi-artifacts.js';

/** `npm run openapi`: rewrites docs/openapi.json and the TypeScript client's generated types. */
for (const [file, text] of Object.entries(await openApiArtifacts())) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  process.stdout.write(`wrote ${file}\n`);
}
