import { writeFileSync } from 'node:fs';
import { SCENARIO_JSON_SCHEMA_FILE, renderScenarioJsonSchema } from './scenario-schema.js';

/** `npm run eval:schema`: regenerates eval/scenario.schema.json from the zod schema. */
writeFileSync(SCENARIO_JSON_SCHEMA_FILE, renderScenarioJsonSchema());
process.stdout.write(`wrote ${SCENARIO_JSON_SCHEMA_FILE.pathname}\n`);
