/**
 * One API route's declaration: method, path, inputs, answers and who may call. Each area's
 * module declares its routes beside their handlers (declared-router.ts mounts them behind
 * the declared access check); the document, the docs page and the test all read the same
 * declarations (server/api/routes.ts), so a route is described in one place.
 */
import type { core } from 'zod';

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call: anyone; anyone, with a Bearer token adding who they are (an order's owner);
 * a signed-in user; an admin.
 */
export type Access = 'public' | 'optionalSignIn' | 'signedIn' | 'admin';

export const ACCESS_TEXT: Record<Access, string> = {
  public: 'Anyone',
  optionalSignIn: 'Anyone; a Bearer token, when sent, must be valid and says who is calling',
  signedIn: 'A signed-in user (Bearer token)',
  admin: 'An admin (Bearer token of an admin account)',
};

export interface Example<T> {
  summary: string;
  value: T;
}

/** A JSON request body: the schema the handler parses it with, and what a caller sends. */
export interface JsonBody<S extends core.$ZodType = core.$ZodType> {
  kind: 'json';
  schema: S;
  description?: string;
  examples: [Example<unknown>, ...Example<unknown>[]];
  /** The same fields are also taken as an HTML form (`application/x-www-form-urlencoded`), for a page that works without JavaScript. */
  alsoForm?: boolean;
}

/** A multipart form (the image upload): its fields, described by a schema; files have no JSON example. */
export interface MultipartBody {
  kind: 'multipart';
  schema: core.$ZodType;
  description: string;
}

/** A text body sent as it is (the catalogue import's CSV file): its media type, limit and an example. */
export interface TextBody {
  kind: 'text';
  contentType: 'text/csv';
  description: string;
  examples: [Example<string>, ...Example<string>[]];
}

/**
 * An answer worth describing in full: its status, what it means, its shape, and at least
 * one real-looking example. Mostly the successes; also an answer that carries more than the
 * error shape (sign-in's 403 with the pending sign-up) or is not an error (health's 503).
 */
export interface DocumentedAnswer<S extends core.$ZodType = core.$ZodType> {
  status: 200 | 201 | 403 | 422 | 503;
  description: string;
  /** `application/json` unless said otherwise. */
  contentType?: 'application/json' | 'text/html' | 'text/plain' | 'application/xml' | 'text/csv';
  schema: S;
  examples: [Example<core.output<S>>, ...Example<core.output<S>>[]];
}

/** An answer without a body: done (204), or a form's redirect back to a page (303); `headers` names what it sets. */
export interface BodilessAnswer {
  status: 204 | 303;
  description: string;
  headers?: Record<string, string>;
}

export type AnyAnswer = DocumentedAnswer | BodilessAnswer;

export const hasBody = (answer: AnyAnswer): answer is DocumentedAnswer => 'schema' in answer;

/** Statuses the API answers with its error JSON (server/http/errors.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

export interface ApiOperation {
  method: HttpMethod;
  /** The full path in OpenAPI form: `/api/products/{productId}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** Each `{name}` of the path: what it names, and its schema when the handler checks one. */
  pathParams?: Record<string, { description: string; schema?: core.$ZodType }>;
  /** The query string's schema, the same object the handler reads it with. */
  query?: core.$ZodType;
  headers?: { name: string; description: string; required: boolean }[];
  body?: JsonBody | MultipartBody | TextBody;
  answers: [AnyAnswer, ...AnyAnswer[]];
  /** Errors particular to this call, answered in the error shape; 400 (with input), 401/403 (by access) and 413 (with a body) are added. */
  errors?: Partial<Record<ErrorStatus, string>>;
}

/**
 * Builds an answer whose examples the compiler checks against its schema's output type
 * (the test checks them again at run time, against the schema itself).
 */
export function answer<S extends core.$ZodType>(spec: DocumentedAnswer<S>): DocumentedAnswer {
  // Widened once checked: the registry holds answers of many schemas in one list.
  return spec as unknown as DocumentedAnswer;
}

/** A JSON body with its examples; they are checked at run time by the schema (inputs are often `unknown` to the type system). */
export function jsonRequest<S extends core.$ZodType>(
  schema: S,
  examples: JsonBody['examples'],
  description?: string,
): JsonBody {
  return { kind: 'json', schema, examples, description };
}
