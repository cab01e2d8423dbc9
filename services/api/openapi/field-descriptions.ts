/**
 * What each request field means, for the OpenAPI document (the schemas carry the types and
 * bounds; this carries the words). Keyed by component, then by dotted property path;
 * test/unit/openapi-document.test.ts fails when a key names no property (a renamed field).
 */

export const FIELD_DESCRIPTIONS: Record<string, Record<string, string>> = {
  CreateCaseRequest: {
    channel: 'EMAIL. (SMS is accepted by the schema but not implemented: such a case fails REJECTED at once.)',
    goal: 'What the conversation is for.',
    'goal.objective': 'The outcome wanted, in plain language (trimmed).',
    'goal.knowledge':
      'Context the worker may use to answer questions: text, or a JSON object. Quoted to the counterparty only as the answer to a question.',
    counterparty: 'Who the service emails.',
    'counterparty.address': 'The recipient; every email of the case goes to it.',
    'counterparty.name': 'How to address them.',
    'counterparty.customData': 'String-to-string context about them.',
    senderPersona: 'Who the emails are from.',
    'senderPersona.tone': 'formal, friendly, casual, ... (the greeting follows it).',
    clientReferenceId: 'Your own id; echoed in case reads and webhooks.',
    constraints: 'Instructions for the worker.',
    maxAttempts: 'Automated follow-ups after the first email, when the counterparty does not answer.',
    followUpDelayHours: 'Wait before each follow-up.',
    resultSchema:
      'JSON Schema (draft-07) of the result you want; the case completes when a reply yields a result that validates.',
    clientWebhookUrl:
      'Where case.completed, case.failed and case.input_needed are POSTed (one attempt). Public http(s) addresses only.',
    metadata: 'Opaque JSON echoed in webhooks; never returned by case reads.',
  },
  ProvideInputRequest: {
    inputRequestId: 'The id of the pending inputRequest (from the case read or the case.input_needed webhook).',
    providedContext: 'Your answer; the worker passes it on in its reply to the counterparty.',
  },
};

/** Sets the descriptions on the generated component schemas (an existing description is kept). */
export function describeFields(schemas: Record<string, Record<string, unknown>>): string[] {
  const missing: string[] = [];
  for (const [component, fields] of Object.entries(FIELD_DESCRIPTIONS)) {
    for (const [path, description] of Object.entries(fields)) {
      let node: Record<string, unknown> | undefined = schemas[component];
      for (const key of path.split('.'))
        node = (node?.properties as Record<string, Record<string, unknown>> | undefined)?.[key];
      if (!node) missing.push(`${component}.${path}`);
      else if (node.description === undefined) node.description = description;
    }
  }
  return missing;
}
