/**
 * The check every API test's answers go through: an answer with a field its schema does
 * not list fails, and so does a status the document does not list for the operation; the
 * message names the operation, the status and what is wrong. Shown on a small document,
 * then on the store's own.
 */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '#server/api/openapi/document.ts';
import { createAnswerChecker, storeAnswers, type ReceivedAnswer } from '#tests/support/documented-answers.ts';

const errorRef = { $ref: '#/components/schemas/Error' };
const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
const thing = {
  type: 'object',
  properties: { name: { type: 'string' } },
  required: ['name'],
  additionalProperties: false,
};

const doc: OpenApiDocument = {
  openapi: '3.1.1',
  info: { title: 'Things', version: '1.0.0', description: 'A small API.', license: { name: 'MIT', identifier: 'MIT' } },
  servers: [{ url: '/', description: 'Here' }],
  tags: [{ name: 'Things', description: 'Things.' }],
  paths: {
    '/api/things/{id}': {
      get: {
        operationId: 'getThingsById',
        tags: ['Things'],
        summary: 'One thing',
        'x-access': 'public',
        responses: {
          '200': { description: 'The thing.', ...json(thing) },
          '404': { description: 'No such thing.', ...json(errorRef) },
        },
      },
    },
    '/api/things/mine': {
      get: {
        operationId: 'getThingsMine',
        tags: ['Things'],
        summary: 'My things',
        'x-access': 'signedIn',
        responses: {
          '200': { description: 'The list.', ...json({ type: 'array', items: thing }) },
          '401': { description: 'Not signed in.', ...json(errorRef) },
        },
      },
    },
    '/api/things/page': {
      get: {
        operationId: 'getThingsPage',
        tags: ['Things'],
        summary: 'A page about things',
        'x-access': 'public',
        responses: { '200': { description: 'The page.', content: { 'text/html': { schema: { type: 'string' } } } } },
      },
    },
  },
  components: {
    schemas: {
      Error: {
        type: 'object',
        properties: { message: { type: 'string' } },
        required: ['message'],
        additionalProperties: false,
      },
    },
    securitySchemes: {},
  },
};

const checker = createAnswerChecker(doc);
const answer = (
  method: string,
  url: string,
  status: number,
  body: unknown,
  contentType = 'application/json; charset=UTF-8',
): ReceivedAnswer => ({
  method,
  url,
  status,
  contentType,
  text: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('the answer check, on a small document', () => {
  it('accepts an answer the document describes, found by its path template', () => {
    expect(
      checker.problemWith(answer('GET', 'http://store.test/api/things/42?lang=en', 200, { name: 'Hat' })),
    ).toBeUndefined();
    expect(checker.problemWith(answer('GET', '/api/things/42', 404, { message: 'No such thing.' }))).toBeUndefined();
    // The literal path wins over the template that would also match it, as the router decides.
    expect(checker.problemWith(answer('GET', '/api/things/mine', 200, [{ name: 'Hat' }]))).toBeUndefined();
  });

  it('refuses an answer with a field its schema does not list, saying which operation, status and field', () => {
    const problem = checker.problemWith(answer('GET', '/api/things/42', 200, { name: 'Hat', secret: 'x' }));
    expect(problem).toContain('GET /api/things/{id} answered 200');
    expect(problem).toContain('must NOT have additional properties ("secret")');
    expect(() => checker.check(answer('GET', '/api/things/mine', 200, [{ name: 'Hat', colour: 'red' }]))).toThrow(
      /\/0 must NOT have additional properties \("colour"\)/,
    );
    // The error shape is held to its schema as well.
    expect(
      checker.problemWith(answer('GET', '/api/things/42', 404, { message: 'No such thing.', stack: 'at …' })),
    ).toContain('("stack")');
  });

  it('refuses a field of the wrong type or a missing one', () => {
    expect(checker.problemWith(answer('GET', '/api/things/42', 200, { name: 7 }))).toContain('/name must be string');
    expect(checker.problemWith(answer('GET', '/api/things/42', 200, {}))).toContain(
      "must have required property 'name'",
    );
  });

  it('refuses a status the document does not list for the operation, naming those it lists', () => {
    const problem = checker.problemWith(answer('GET', '/api/things/42', 500, { message: 'Something went wrong.' }));
    expect(problem).toContain(
      'GET /api/things/{id} answered 500, a status the document does not list for it (it lists 200, 404)',
    );
    expect(checker.problemWith(answer('GET', '/api/things/mine', 404, { message: 'Not Found' }))).toContain(
      'answered 404, a status the document does not list',
    );
  });

  it('takes a path no operation has for the catch-all: 404 in the error shape, nothing else', () => {
    expect(checker.problemWith(answer('GET', '/api/nothing', 404, { message: 'Not Found' }))).toBeUndefined();
    expect(checker.problemWith(answer('DELETE', '/api/things/42', 404, { message: 'Not Found' }))).toBeUndefined();
    expect(checker.problemWith(answer('GET', '/api/nothing', 200, { name: 'Hat' }))).toContain(
      'GET /api/nothing (no documented operation) answered 200',
    );
  });

  it('refuses JSON where the document says another type, and a JSON answer that does not parse', () => {
    expect(checker.problemWith(answer('GET', '/api/things/page', 200, { name: 'Hat' }))).toContain(
      'gives that status no application/json answer',
    );
    expect(checker.problemWith(answer('GET', '/api/things/42', 200, '{"name":'))).toContain('the body is not JSON');
  });

  it('leaves alone what has no JSON body, and what is not the API', () => {
    expect(
      checker.problemWith(answer('GET', '/api/things/page', 200, '<!doctype html>', 'text/html; charset=UTF-8')),
    ).toBeUndefined();
    expect(checker.problemWith(answer('GET', '/api/things/42', 304, ''))).toBeUndefined();
    expect(checker.problemWith(answer('HEAD', '/api/things/42', 200, ''))).toBeUndefined();
    expect(checker.problemWith(answer('GET', '/products/42', 200, { anything: true }))).toBeUndefined();
  });
});

describe('the answer check, on the store’s published document', () => {
  const user = { _id: 'u1', name: 'Aida', email: 'aida@example.com', role: 'customer' };

  it('refuses a field the answer’s schema does not list, however deep', () => {
    expect(storeAnswers().problemWith(answer('GET', '/api/auth/me', 200, { user }))).toBeUndefined();
    expect(
      storeAnswers().problemWith(answer('GET', '/api/auth/me', 200, { user: { ...user, passwordHash: 'x' } })),
    ).toContain('/user must NOT have additional properties ("passwordHash")');
  });

  it('refuses a status the operation does not document', () => {
    expect(storeAnswers().problemWith(answer('GET', '/api/auth/me', 404, { message: 'Not Found' }))).toContain(
      'GET /api/auth/me answered 404, a status the document does not list for it (it lists 200, 401)',
    );
  });

  it('holds the test payment’s answer to {status, redirectTo}', () => {
    const url = '/api/payments/test/test_abc';
    expect(
      storeAnswers().problemWith(
        answer('POST', url, 200, { status: 'paid', redirectTo: '/checkout/success?order=1&token=t' }),
      ),
    ).toBeUndefined();
    expect(
      storeAnswers().problemWith(answer('POST', url, 200, { redirectTo: '/checkout/payment?payment=declined' })),
    ).toContain("must have required property 'status'");
  });
});
