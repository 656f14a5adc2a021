/**
 * A CLIENT span for every query, when traces are exported (decision 71): the driver's own
 * `query` (and PGlite's `exec`) is wrapped once, so every Drizzle query, transaction and
 * migration step shows under the span that asked for it. The span carries the database
 * semantic conventions' attributes and the statement's text, which Drizzle writes with
 * `$1` placeholders: parameters' values are never recorded. Without tracing nothing is
 * wrapped.
 */
import type { Attributes } from '@opentelemetry/api';
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions';
import { activeTracer, failed, SpanKind } from '#server/observability/tracing.ts';

/** Long statements (a migration) are cut: the start names what it does. */
const QUERY_TEXT_MAX = 2_000;

type Method = (...args: unknown[]) => unknown;

/** The statement's text: drivers take it as a string or as `{ text }`. */
function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  if (typeof query === 'object' && query !== null && typeof (query as { text?: unknown }).text === 'string')
    return (query as { text: string }).text;
  return '';
}

function attributesOf(text: string, extra: Attributes): Attributes {
  const operation = /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase();
  return {
    [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
    // The attribute's name before the conventions' 1.26 rename, which many back ends still read.
    'db.system': DB_SYSTEM_NAME_VALUE_POSTGRESQL,
    ...(operation ? { [ATTR_DB_OPERATION_NAME]: operation } : {}),
    [ATTR_DB_QUERY_TEXT]: text.length > QUERY_TEXT_MAX ? `${text.slice(0, QUERY_TEXT_MAX)}…` : text,
    ...extra,
  };
}

/**
 * Replaces `target[name]` with one that runs in a span while traces are exported. Both
 * calling styles of node-postgres are kept: a promise, or a callback as the last argument
 * (its pool's `query` calls the client's that way).
 */
export function traceMethod(target: object, name: 'query' | 'exec', extra: Attributes = {}): void {
  const holder = target as Record<string, Method>;
  const original = holder[name]!.bind(target);
  holder[name] = (...args: unknown[]) => {
    const tracer = activeTracer();
    if (!tracer) return original(...args);
    const text = textOf(args[0]);
    const attributes = attributesOf(text, extra);
    const span = tracer.startSpan(String(attributes[ATTR_DB_OPERATION_NAME] ?? 'postgresql'), {
      kind: SpanKind.CLIENT,
      attributes,
    });
    const end = (err?: unknown) => {
      if (err) failed(span, err);
      span.end();
    };
    const last = args.at(-1);
    if (typeof last === 'function') {
      return original(...args.slice(0, -1), (err: unknown, result: unknown) => {
        end(err);
        (last as Method)(err, result);
      });
    }
    let result: unknown;
    try {
      result = original(...args);
    } catch (err) {
      end(err);
      throw err;
    }
    return Promise.resolve(result).then(
      (value) => {
        end();
        return value;
      },
      (err: unknown) => {
        end(err);
        throw err;
      },
    );
  };
}

/** PGlite: its queries, and those of each transaction, which it runs through an object of their own. */
export function tracePglite(client: object): void {
  traceMethod(client, 'query');
  traceMethod(client, 'exec');
  const holder = client as { transaction: (work: (tx: object) => Promise<unknown>) => Promise<unknown> };
  const transaction = holder.transaction.bind(client);
  holder.transaction = (work) =>
    transaction((tx) => {
      traceMethod(tx, 'query');
      traceMethod(tx, 'exec');
      return work(tx);
    });
}
