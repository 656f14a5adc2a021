/**
 * Builds the OpenAPI 3.1 document from the operation registry: zod schemas become JSON
 * Schema (2020-12, OpenAPI 3.1's own dialect) through zod's z.toJSONSchema, so the
 * document says exactly what the handlers check.
 */
import { safeParse, z, type core } from 'zod';
import * as answers from '#domain/api-answer-schemas.ts';
import { MAX_BODY_BYTES } from '#server/http/request-input.ts';
import { ACCESS_TEXT, hasBody, type Access, type AnyAnswer, type ApiOperation, type ErrorStatus } from './operation';

export type JsonSchema = Record<string, unknown>;

/** The parts of an OpenAPI 3.1 document this store writes. */
export interface OpenApiDocument {
  openapi: '3.1.1';
  info: { title: string; version: string; description: string; license: { name: string; identifier: string } };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, Record<string, string>>;
  };
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiMediaType {
  schema: JsonSchema;
  examples?: Record<string, { summary: string; value: unknown }>;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, OpenApiMediaType>;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
}

export interface OpenApiOperation {
  operationId: string;
  tags: [string];
  summary: string;
  description?: string;
  /** Who may call, in words (the docs page shows it): public, optionalSignIn, signedIn or admin. */
  'x-access': Access;
  security?: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: true; description?: string; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponse>;
}

/** Answer schemas worth a name: they recur, and a reader looks them up once. */
const NAMED_SCHEMAS: Record<string, core.$ZodType> = {
  Error: answers.apiErrorSchema,
  Message: answers.messageAnswerSchema,
  Product: answers.productSchema,
  Review: answers.reviewSchema,
  Coupon: answers.couponSchema,
  Order: answers.orderSchema,
  AdminCategory: answers.adminCategorySchema,
  AdminUser: answers.adminUserSchema,
  ContactMessage: answers.contactMessageSchema,
  AuthAnswer: answers.authAnswerSchema,
};
const NAME_OF = new Map<core.$ZodType, string>(Object.entries(NAMED_SCHEMAS).map(([name, schema]) => [schema, name]));

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/**
 * A zod schema as JSON Schema. `input` describes what a caller may send (before defaults
 * and transforms), `output` what the store answers. Dates the inputs turn into Date
 * objects travel as ISO 8601 strings.
 */
export function jsonSchemaOf(schema: core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const json: JsonSchema = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    // A refinement or transform has no JSON Schema form: the schema still says the type and the limits it can.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def;
      if (def.type === 'date') {
        jsonSchema.type = 'string';
        jsonSchema.description = 'An ISO 8601 date (YYYY-MM-DD) or date-time.';
      }
      if (io === 'input' && def.type === 'object' && Array.isArray(jsonSchema.required)) {
        // A field the handler fills in when it is missing (a preprocess giving a default) may be
        // left out, though zod reports it as required: the schema of a missing key sees `undefined`.
        const shape = (def as core.$ZodObjectDef).shape;
        jsonSchema.required = jsonSchema.required.filter((key) => {
          const field = shape[key];
          return !field || !safeParse(field, undefined).success;
        });
        if (jsonSchema.required.length === 0) delete jsonSchema.required;
      }
    },
  });
  delete json.$schema;
  return json;
}

function answerSchema(schema: core.$ZodType): JsonSchema {
  const name = NAME_OF.get(schema);
  return name ? ref(name) : jsonSchemaOf(schema, 'output');
}

function examplesOf(
  examples: readonly { summary: string; value: unknown }[],
): Record<string, { summary: string; value: unknown }> {
  return Object.fromEntries(examples.map((example, i) => [`example${i + 1}`, example]));
}

/** `get /api/products/{productId}/reviews` → `getProductsByProductIdReviews`. */
export function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => {
      const param = /^\{(.+)\}$/.exec(part);
      const word = param ? `by-${param[1]}` : part;
      return word.replace(/(^|-)([a-z0-9])/gi, (_m, _d: string, c: string) => c.toUpperCase());
    });
  return method + words.join('');
}

/** Each query key as a parameter; required when the handler refuses a request without it. */
function queryParameters(schema: core.$ZodType): OpenApiParameter[] {
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query' as const,
    required: required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

function parameters(op: ApiOperation): OpenApiParameter[] {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const path = names.map((name): OpenApiParameter => {
    const param = op.pathParams?.[name];
    return {
      name,
      in: 'path',
      required: true,
      description: param?.description,
      schema: param?.schema ? jsonSchemaOf(param.schema, 'input') : { type: 'string' },
    };
  });
  const headers = (op.headers ?? []).map((h): OpenApiParameter => ({
    name: h.name,
    in: 'header',
    required: h.required,
    description: h.description,
    schema: { type: 'string' },
  }));
  return [...path, ...(op.query ? queryParameters(op.query) : []), ...headers];
}

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  // Said outright: no credentials, whatever a global default might say.
  public: [],
  // An empty requirement: calling without a token is allowed too.
  optionalSignIn: [{}, { bearerAuth: [] }],
  signedIn: [{ bearerAuth: [] }],
  admin: [{ bearerAuth: [] }],
};

/** The error answers every operation of its kind can give, before its own. */
function commonErrors(op: ApiOperation): Partial<Record<ErrorStatus, string>> {
  const errors: Partial<Record<ErrorStatus, string>> = {};
  const hasInput = op.query || op.body || Object.values(op.pathParams ?? {}).some((p) => p.schema);
  if (hasInput) errors[400] = 'The input fails its schema: `message` says what to fix, `errors` names each field.';
  if (op.access === 'optionalSignIn') errors[401] = 'A Bearer token was sent but its session is not valid.';
  if (op.access === 'signedIn' || op.access === 'admin') errors[401] = 'No Bearer token, or its session has ended.';
  if (op.access === 'admin') errors[403] = 'Signed in, but not as an admin.';
  if (op.body?.kind === 'json') errors[413] = `The body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB.`;
  return errors;
}

function errorResponses(op: ApiOperation): Record<string, OpenApiResponse> {
  const all = { ...commonErrors(op), ...op.errors };
  // An answer the entry describes in full is not also a plain error.
  const described = new Set(op.answers.map((a) => String(a.status)));
  const statuses = (Object.keys(all) as `${ErrorStatus}`[]).filter((s) => !described.has(s)).sort();
  return Object.fromEntries(
    statuses.map((status) => {
      const response: OpenApiResponse = {
        description: all[Number(status) as ErrorStatus]!,
        content: { 'application/json': { schema: ref('Error') } },
      };
      if (status === '429')
        response.headers = {
          'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
        };
      return [status, response];
    }),
  );
}

function answerResponse(answer: AnyAnswer): OpenApiResponse {
  if (!hasBody(answer)) {
    const headers = Object.entries(answer.headers ?? {});
    return {
      description: answer.description,
      ...(headers.length > 0
        ? {
            headers: Object.fromEntries(
              headers.map(([name, description]) => [name, { description, schema: { type: 'string' } }]),
            ),
          }
        : {}),
    };
  }
  const contentType = answer.contentType ?? 'application/json';
  return {
    description: answer.description,
    content: { [contentType]: { schema: answerSchema(answer.schema), examples: examplesOf(answer.examples) } },
  };
}

function describeOperation(op: ApiOperation, tags: readonly string[]): OpenApiOperation {
  if (!tags.includes(op.tag)) throw new Error(`The operation ${op.method} ${op.path} has the unknown tag ${op.tag}.`);
  const params = parameters(op);
  const described: OpenApiOperation = {
    operationId: operationId(op.method, op.path),
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    'x-access': op.access,
    responses: {
      ...Object.fromEntries(op.answers.map((a) => [String(a.status), answerResponse(a)])),
      ...errorResponses(op),
    },
  };
  described.security = SECURITY[op.access];
  if (params.length > 0) described.parameters = params;
  if (op.body?.kind === 'json') {
    const media = { schema: jsonSchemaOf(op.body.schema, 'input'), examples: examplesOf(op.body.examples) };
    described.requestBody = {
      required: true,
      ...(op.body.description ? { description: op.body.description } : {}),
      content: {
        'application/json': media,
        ...(op.body.alsoForm ? { 'application/x-www-form-urlencoded': { schema: media.schema } } : {}),
      },
    };
  } else if (op.body?.kind === 'text') {
    described.requestBody = {
      required: true,
      description: op.body.description,
      content: { [op.body.contentType]: { schema: { type: 'string' }, examples: examplesOf(op.body.examples) } },
    };
  } else if (op.body?.kind === 'multipart') {
    described.requestBody = {
      required: true,
      description: op.body.description,
      content: { 'multipart/form-data': { schema: jsonSchemaOf(op.body.schema, 'input') } },
    };
  }
  return described;
}

export interface DocumentInfo {
  version: string;
  tags: { name: string; description: string }[];
}

const DESCRIPTION = [
  'The JSON API of the ALATOO store, under `/api`.',
  'Protected calls take `Authorization: Bearer <token>` (the `token` of sign-in); who may call each operation is in `x-access`: ' +
    Object.entries(ACCESS_TEXT)
      .map(([access, text]) => `\`${access}\` — ${text}`)
      .join('; ') +
    '.',
  'Errors are `{ message }` (a validation failure adds `errors: { field: message }`). Money is in currency units of the store currency; dates are ISO 8601. Request bodies are limited to 1 MB (image uploads 10 MB, catalogue imports 5 MB).',
].join('\n\n');

export function buildOpenApiDocument(operations: readonly ApiOperation[], info: DocumentInfo): OpenApiDocument {
  const tagNames = info.tags.map((t) => t.name);
  const paths: OpenApiDocument['paths'] = {};
  for (const op of operations) {
    const item = (paths[op.path] ??= {});
    if (item[op.method]) throw new Error(`The operation ${op.method} ${op.path} is described twice.`);
    item[op.method] = describeOperation(op, tagNames);
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'ALATOO API',
      version: info.version,
      description: DESCRIPTION,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    // Relative: the API is served by whichever host serves the store.
    servers: [{ url: '/', description: 'The store that serves this document' }],
    tags: info.tags,
    paths,
    components: {
      schemas: Object.fromEntries(
        Object.entries(NAMED_SCHEMAS).map(([name, schema]) => [name, jsonSchemaOf(schema, 'output')]),
      ),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The `token` answered by sign-in or code verification; it lasts as long as its session.',
        },
      },
    },
  };
}
