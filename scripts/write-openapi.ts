/**
 * Writes the OpenAPI document GET /api/openapi.json publishes to the file named (standard
 * output without one), so it can be linted without starting the store.
 */
import { writeFileSync } from 'node:fs';
import { publishedApiDocument } from '#server/api/docs.ts';

const json = `${JSON.stringify(publishedApiDocument(), null, 2)}\n`;
const target = process.argv[2];
if (target) writeFileSync(target, json);
else process.stdout.write(json);
