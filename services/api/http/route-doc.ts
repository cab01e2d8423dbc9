import type { z } from 'zod';
import type { ErrorCode } from '../../../shared/errors.js';

/**
 * One client route as the OpenAPI document describes it (openapi/api-routes.ts lists them all;
 * each feature folder declares its own routes with this type).
 *
 * Authenticated routes get 401, 403, 429 RATE_LIMITED and 500 added; routes with a path id or a
 * body get 400. `errors` lists the others a route can answer.
 */
export interface ApiRouteDoc {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI form: /cases/{id}. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: 'Cases' | 'Case groups' | 'Service';
  /** x-api-key required. */
  auth: boolean;
  pathParams?: Record<string, string>;
  /** Query parameters: a zod object of optional strings, one property per parameter. */
  query?: z.ZodObject;
  /** `optional`: the route also takes no body at all. */
  body?: { schema: z.ZodType; name: string; optional?: boolean };
  success:
    | { status: number; description: string; data: z.ZodType; name: string }
    | { status: number; description: string; contentType: string; name?: undefined };
  errors: ErrorCode[];
}
