/**
 * Every /api answer the tests receive is checked against the OpenAPI document the store
 * publishes (decisions 0037 and 0044): the operation is found by method and path template, the status
 * must be one the document lists for it, and a JSON answer must match the schema published
 * for that status — answer objects list every field, so a field the document does not name
 * fails too. Answers without a JSON body (pages, CSV, images, 204, 304) are not checked.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { publishedApiDocument } from '#server/api/docs.ts';
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from '#server/api/openapi/document.ts';

/** One answer as the test received it. */
export interface ReceivedAnswer {
  method: string;
  /** The URL called (absolute, or a path with its query). */
  url: string;
  status: number;
  contentType: string | null;
  /** The body as text. */
  text: string;
}

/**
 * A JSON Schema of the document, compiled with the document's components beside it so its
 * `#/components/schemas/…` references resolve.
 */
export function compileDocumentSchema(
  ajv: Ajv2020,
  schema: JsonSchema,
  doc: Pick<OpenApiDocument, 'components'>,
): ValidateFunction {
  return ajv.compile({ ...schema, components: doc.components });
}

/** The validator every check shares: no format checks (the schemas name none), every error at once. */
export const createAjv = () => new Ajv2020({ strict: false, validateFormats: false, allErrors: true });

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  /** Segments without a parameter: `/api/orders/mine` beats `/api/orders/{orderId}`, as the router decides. */
  literals: number;
  op: OpenApiOperation;
}

const NO_BODY_STATUSES = new Set([204, 304]);
const isJson = (contentType: string | null) => contentType?.split(';')[0]!.trim().toLowerCase() === 'application/json';
const excerpt = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}…` : text);

function errorLine(error: ErrorObject): string {
  const where = error.instancePath || '(the answer)';
  const extra =
    error.keyword === 'additionalProperties'
      ? ` (${JSON.stringify((error.params as { additionalProperty: string }).additionalProperty)})`
      : '';
  return `  ${where} ${error.message}${extra}`;
}

export function createAnswerChecker(doc: OpenApiDocument) {
  const ajv = createAjv();
  const routes: Route[] = Object.entries(doc.paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, op]) => {
      const segments = template.split('/');
      const pattern = new RegExp(
        `^${segments.map((s) => (/^\{[^}]+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`,
      );
      return {
        method: method.toUpperCase(),
        template,
        pattern,
        literals: segments.filter((s) => !s.startsWith('{')).length,
        op,
      };
    }),
  );
  const compiled = new Map<string, ValidateFunction>();
  const validatorFor = (key: string, schema: JsonSchema) => {
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = compileDocumentSchema(ajv, schema, doc)));
    return validate;
  };

  function findRoute(method: string, pathname: string): Route | undefined {
    return routes
      .filter((r) => r.method === method && r.pattern.test(pathname))
      .sort((a, b) => b.literals - a.literals)[0];
  }

  /** What is wrong with the answer, in words; undefined when the document describes it. */
  function problemWith(answer: ReceivedAnswer): string | undefined {
    const method = answer.method.toUpperCase();
    const { pathname } = new URL(answer.url, 'http://store.test');
    if (
      !pathname.startsWith('/api/') ||
      method === 'HEAD' ||
      NO_BODY_STATUSES.has(answer.status) ||
      !isJson(answer.contentType)
    )
      return undefined;
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return `${method} ${pathname} answered ${answer.status} as application/json, but the body is not JSON: ${excerpt(answer.text)}`;
    }
    const route = findRoute(method, pathname);
    // A path no operation has is the API's catch-all: 404 in the error shape.
    const operation = route ? `${method} ${route.template}` : `${method} ${pathname} (no documented operation)`;
    const response = route
      ? route.op.responses[String(answer.status)]
      : answer.status === 404
        ? { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }
        : undefined;
    if (!response) {
      const listed = route ? Object.keys(route.op.responses).join(', ') : '404';
      return `${operation} answered ${answer.status}, a status the document does not list for it (it lists ${listed}): ${excerpt(answer.text)}`;
    }
    const media = response.content?.['application/json'];
    if (!media)
      return `${operation} answered ${answer.status} as JSON, but the document gives that status no application/json answer: ${excerpt(answer.text)}`;
    const validate = validatorFor(`${operation} ${answer.status}`, media.schema);
    if (validate(body)) return undefined;
    return [
      `${operation} answered ${answer.status} with a body its published schema refuses:`,
      ...(validate.errors ?? []).slice(0, 12).map(errorLine),
      `  body: ${excerpt(answer.text)}`,
    ].join('\n');
  }

  return {
    problemWith,
    /** Throws, failing the test, when the document does not describe the answer. */
    check(answer: ReceivedAnswer): void {
      const problem = problemWith(answer);
      if (problem) throw new Error(problem);
    },
  };
}

let storeChecker: ReturnType<typeof createAnswerChecker> | undefined;

/** The checker for the store's own published document. */
export function storeAnswers(): ReturnType<typeof createAnswerChecker> {
  storeChecker ??= createAnswerChecker(publishedApiDocument());
  return storeChecker;
}

/**
 * `fetch`, with the answer checked against the published document before it is returned
 * (its body is read from a copy, so the caller can still read it).
 */
export async function fetchChecked(input: string | URL, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, init);
  const method = init?.method ?? 'GET';
  const contentType = res.headers.get('Content-Type');
  if (isJson(contentType) && method.toUpperCase() !== 'HEAD') {
    storeAnswers().check({
      method,
      url: String(input),
      status: res.status,
      contentType,
      text: await res.clone().text(),
    });
  }
  return res;
}
