/** One route's examples in the OpenAPI document: its request body (if any) and its 2xx answer. */
export interface RouteExamples {
  request?: unknown;
  response: unknown;
}
