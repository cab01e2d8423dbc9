import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiHarness } from '../support/use-api-harness.js';

/**
 * The examples of the OpenAPI document (services/api/openapi/api-examples.ts, a real case): every
 * request body and every JSON answer has one, each validates against its schema (ajv, JSON
 * Schema 2020-12, the document's strict objects), each error example names a code its status
 * lists; and "Try it out" works as it is: the POST /cases example, sent unchanged to the API,
 * is 201, and the cancel example is 202 on that case.
 */

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document, walked field by field
type Json = Record<string, any>;
let doc: Json;
let ajv: Ajv2020;

const t = useApiHarness({ user: false });
beforeAll(async () => {
  doc = (await (await fetch(`${t.h.url}/openapi.json`)).json()) as Json;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ ...doc, $id: 'openapi.json' });
});

const check = (where: string, ref: string, value: unknown) => {
  const validate = ajv.getSchema(`openapi.json${ref}`)!;
  expect(validate, `${where}: ${ref}`).toBeDefined();
  expect(validate(value), `${where}: ${ajv.errorsText(validate.errors)}`).toBe(true);
};

describe('OpenAPI examples', () => {
  it('exist for every request body and JSON answer, and validate against their schemas', () => {
    let bodies = 0;
    let answers = 0;
    let errors = 0;
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const [method, op] of Object.entries(item as Json)) {
        const where = `${method.toUpperCase()} ${path}`;
        const body = op.requestBody?.content?.['application/json'];
        if (body) {
          expect(body.example, `${where}: request example`).toBeDefined();
          check(`${where} request`, body.schema.$ref, body.example);
          bodies++;
        }
        for (const [status, response] of Object.entries(op.responses as Json)) {
          const json = response.content?.['application/json'];
          if (!json?.schema?.$ref) continue;
          if (Number(status) < 400) {
            expect(json.example, `${where} ${status}: example`).toBeDefined();
            check(`${where} ${status}`, json.schema.$ref, json.example);
            answers++;
          } else {
            const named = Object.entries(json.examples ?? {}) as [string, { value: Json }][];
            expect(named.map(([code]) => code).sort(), `${where} ${status}`).toEqual(
              [...response['x-error-codes']].sort(),
            );
            for (const [code, { value }] of named) {
              check(`${where} ${status} ${code}`, json.schema.$ref, value);
              expect(value.error.code).toBe(code);
              errors++;
            }
          }
        }
      }
    }
    expect(bodies).toBeGreaterThanOrEqual(3);
    expect(answers).toBeGreaterThanOrEqual(8);
    expect(errors).toBeGreaterThan(20);
  });

  it('"Try it out" as it is: the POST /cases example is 201, the cancel example 202', async () => {
    const { apiKey } = await t.h.createUser();
    const example = doc.paths['/cases'].post.requestBody.content['application/json'].example;
    const created = await fetch(`${t.h.url}/cases`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify(example),
    });
    const answer = (await created.json()) as Json;
    expect(created.status, JSON.stringify(answer)).toBe(201);
    check(
      'POST /cases 201 (live)',
      doc.paths['/cases'].post.responses['201'].content['application/json'].schema.$ref,
      answer,
    );

    const cancelExample = doc.paths['/cases/{id}/cancel'].post.requestBody.content['application/json'].example;
    const cancelled = await fetch(`${t.h.url}/cases/${answer.data.caseId}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify(cancelExample),
    });
    expect(cancelled.status).toBe(202);
  });
});
