/**
 * Traces (decision 71): spans at the store's own few boundaries — the HTTP server, the
 * database client, the payment provider and S3, the mail worker — exported over OTLP/HTTP
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set. Unset, no provider is registered and
 * `activeTracer()` is undefined: every boundary checks it first and does no tracing work
 * at all, not even the API's no-op spans.
 */
import { context, SpanKind, SpanStatusCode, trace, type Attributes, type Span, type Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { ATTR_ERROR_TYPE, ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

export interface TracingOptions {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base address; spans go to `<endpoint>/v1/traces`. */
  endpoint?: string;
  /** OTEL_SERVICE_NAME. */
  serviceName: string;
  /** OTEL_BSP_SCHEDULE_DELAY: how long finished spans wait to be sent together, in ms. */
  batchDelayMs: number;
}

export interface Tracing {
  /** Sends the spans still waiting, then unregisters the provider. */
  shutdown(): Promise<void>;
}

let tracer: Tracer | undefined;

/** The tracer while traces are exported; undefined when they are not (then trace nothing). */
export function activeTracer(): Tracer | undefined {
  return tracer;
}

const NOT_TRACING: Tracing = { shutdown: async () => {} };

/** Registers the exporting provider for this process when an endpoint is configured. */
export function startTracing(options: TracingOptions): Tracing {
  if (!options.endpoint) return NOT_TRACING;
  // One provider per process: the API's globals can be set once.
  if (tracer) throw new Error('Tracing is already started in this process.');
  const exporter = new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: options.batchDelayMs })],
  });
  // Spans follow the request through awaits by AsyncLocalStorage, so a query's span finds
  // the request's span as its parent without being handed it.
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  trace.setGlobalTracerProvider(provider);
  tracer = provider.getTracer('alatoo-store');
  return {
    async shutdown() {
      tracer = undefined;
      await provider.shutdown();
      trace.disable();
      context.disable();
    },
  };
}

/**
 * Runs `work` in a span of its own, the current span its parent; a failure is recorded on
 * the span and thrown on. Call only with a tracer (`activeTracer()`).
 */
export function inSpan<T>(
  active: Tracer,
  name: string,
  options: { kind: SpanKind; attributes: Attributes },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return active.startActiveSpan(name, options, async (span) => {
    try {
      return await work(span);
    } catch (err) {
      failed(span, err);
      throw err;
    } finally {
      span.end();
    }
  });
}

/** Marks a span failed by `err` (error.type: the error's class). */
export function failed(span: Span, err: unknown): void {
  span.recordException(err instanceof Error ? err : String(err));
  span.setAttribute(ATTR_ERROR_TYPE, err instanceof Error ? err.constructor.name : 'Error');
  span.setStatus({ code: SpanStatusCode.ERROR });
}

export { SpanKind };
