import openapiTS, { astToString } from 'openapi-typescript';
import { buildOpenApiDocument } from '../services/api/openapi/openapi-document.js';

/**
 * The checked-in files generated from the API's zod schemas: the OpenAPI document and the
 * TypeScript client's types (openapi-typescript). `npm run openapi` writes them;
 * test/unit/openapi-document.test.ts fails while a checked-in copy differs from what this makes.
 */

export const OPENAPI_FILE = 'docs/openapi.json';
export const CLIENT_TYPES_FILE = 'clients/typescript/src/api-types.ts';

export async function openApiArtifacts(): Promise<Record<string, string>> {
  const doc = buildOpenApiDocument();
  // Defaults are the server's: a request may leave such a field out (openapi-typescript would
  // otherwise make it required).
  const ast = await openapiTS(structuredClone(doc) as unknown as Parameters<typeof openapiTS>[0], {
    defaultNonNullable: false,
  });
  const header = `/**\n * Generated from ${OPENAPI_FILE} by \`npm run openapi\` (openapi-typescript). Do not edit.\n */\n\n`;
  return {
    [OPENAPI_FILE]: JSON.stringify(doc, null, 2) + '\n',
    [CLIENT_TYPES_FILE]: header + astToString(ast),
  };
}
