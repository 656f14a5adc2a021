/**
 * The JSON Schema the OpenAPI document publishes says what the handlers accept: a field
 * the schema fills in when missing is optional, dates are strings, the field rules' limits
 * are kept; operation ids are stable names.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { date, integer, text } from '#domain/input-rules.ts';
import { publishedApiDocument } from '#server/api/docs.ts';
import { jsonSchemaOf, operationId, type JsonSchema } from './document';
import { schemaInWords } from './docs-page';

describe('jsonSchemaOf', () => {
  it('lists as required only the fields a request may not leave out', () => {
    const schema = z.object({
      name: text({ label: 'Name', min: 1, max: 80 }),
      page: z.preprocess((v) => (v === undefined ? 1 : v), integer({ label: 'page', min: 1, max: 100 })),
      note: z.optional(text({ label: 'Note', max: 10 })),
    });
    expect(jsonSchemaOf(schema, 'input')).toMatchObject({ required: ['name'] });
  });

  it('keeps the field rules’ limits and writes dates as strings', () => {
    const schema = z.object({
      name: text({ label: 'Name', min: 1, max: 80 }),
      limit: integer({ label: 'limit', min: 1, max: 50 }),
      expiresAt: date({ label: 'Expiry' }),
    });
    const properties = jsonSchemaOf(schema, 'input').properties as Record<string, Record<string, unknown>>;
    expect(properties.name).toMatchObject({ type: 'string', minLength: 1, maxLength: 80 });
    expect(properties.limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 50 });
    expect(properties.expiresAt).toMatchObject({ type: 'string' });
  });

  it('describes answers strictly: no field beyond the listed ones', () => {
    expect(jsonSchemaOf(z.object({ ok: z.boolean() }), 'output')).toEqual({
      type: 'object',
      properties: { ok: { type: 'boolean' } },
      required: ['ok'],
      additionalProperties: false,
    });
  });
});

/** Each object of a schema that names its fields (a record names none) and lets others through. */
function openObjects(node: unknown, where: string): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => openObjects(item, `${where}/${i}`));
  if (!node || typeof node !== 'object') return [];
  const schema = node as JsonSchema;
  const open = schema.properties !== undefined && schema.additionalProperties !== false ? [where] : [];
  return [...open, ...Object.entries(schema).flatMap(([key, value]) => openObjects(value, `${where}/${key}`))];
}

describe('the published document', () => {
  it('describes every answer strictly: each object refuses a field it does not list', () => {
    const doc = publishedApiDocument();
    const answers = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) =>
        Object.entries(op.responses).flatMap(([status, response]) =>
          Object.entries(response.content ?? {}).map(([type, media]) => ({
            where: `${method} ${path} ${status} ${type}`,
            schema: media.schema,
          })),
        ),
      ),
    );
    expect(answers.length).toBeGreaterThan(100);
    expect(answers.flatMap(({ where, schema }) => openObjects(schema, where))).toEqual([]);
    expect(openObjects(doc.components.schemas, 'components')).toEqual([]);
  });
});

describe('operationId', () => {
  it('names an operation by its method and path, parameters as By…', () => {
    expect(operationId('get', '/api/products/{productId}/reviews')).toBe('getProductsByProductIdReviews');
    expect(operationId('post', '/api/orders/create-checkout-session')).toBe('postOrdersCreateCheckoutSession');
    expect(operationId('get', '/api/openapi.json')).toBe('getOpenapiJson');
  });
});

describe('schemaInWords', () => {
  it('says a parameter’s type, choices and limits in a few words', () => {
    expect(schemaInWords({ type: 'integer', minimum: 1, maximum: 50 })).toBe('integer from 1 to 50');
    expect(schemaInWords({ type: 'string', enum: ['day', 'week'], default: 'day' })).toBe(
      'one of: day, week, default "day"',
    );
    expect(schemaInWords({ type: 'array', items: { type: 'string', maxLength: 100 } })).toBe(
      'list of string of 0 to 100 characters',
    );
    expect(schemaInWords({ type: 'boolean', default: false })).toBe('boolean, default false');
    expect(schemaInWords({ $ref: '#/components/schemas/Product' })).toBe('Product');
  });
});
