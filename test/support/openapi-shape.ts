/**
 * The parts of the OpenAPI document (services/api/openapi/openapi-document.ts) that tests read.
 * Every read is checked by an assertion, so the shape is what the document should hold; a
 * missing part fails the test that reads it.
 */

/** A JSON Schema node (zod's toJSONSchema output). */
export interface SchemaNode {
  readonly [keyword: string]: unknown;
  type?: string;
  description?: string;
  required: string[];
  properties: Record<string, SchemaNode>;
  enum?: unknown[];
  const?: unknown;
}

export interface DocumentedResponse {
  content: Record<string, { schema: { $ref: string } }>;
  headers: Record<string, unknown>;
  'x-error-codes': string[];
}

export interface Operation {
  security: unknown[];
  responses: Record<string, DocumentedResponse>;
  parameters: { in: string; name: string; required: boolean }[];
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, SchemaNode> };
  webhooks: Record<string, Record<string, Operation>>;
}
