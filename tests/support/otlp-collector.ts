/**
 * A stand-in for an OpenTelemetry collector: a plain HTTP server on loopback taking
 * OTLP/HTTP's JSON encoding at POST /v1/traces (what the store's exporter sends), and
 * keeping every span it receives, flattened, for a test to read.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** OTLP's span kinds, as numbers on the wire. */
export const OTLP_KIND = { internal: 1, server: 2, client: 3 } as const;

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  kind: number;
  /** Attribute values unwrapped from OTLP's `{ stringValue }`, `{ intValue }`… */
  attributes: Record<string, unknown>;
  service: string | undefined;
}

export interface OtlpCollector {
  /** The base address, as OTEL_EXPORTER_OTLP_ENDPOINT names it. */
  url: string;
  spans: ReceivedSpan[];
  close(): Promise<void>;
}

type AnyValue = { stringValue?: string; intValue?: number | string; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value: AnyValue };
interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: KeyValue[];
      }[];
    }[];
  }[];
}

function unwrap(value: AnyValue): unknown {
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.stringValue ?? value.boolValue ?? value.doubleValue;
}

const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map((a) => [a.key, unwrap(a.value)]));

export async function startOtlpCollector(): Promise<OtlpCollector> {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces' || !req.headers['content-type']?.includes('json')) {
        res.writeHead(415).end();
        return;
      }
      const raw = Buffer.concat(chunks);
      const body = JSON.parse(
        (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8'),
      ) as ExportRequest;
      for (const resource of body.resourceSpans ?? []) {
        const service = attributesOf(resource.resource?.attributes)['service.name'] as string | undefined;
        for (const scope of resource.scopeSpans ?? []) {
          for (const s of scope.spans ?? []) {
            spans.push({
              traceId: s.traceId,
              spanId: s.spanId,
              parentSpanId: s.parentSpanId || undefined,
              name: s.name,
              kind: s.kind,
              attributes: attributesOf(s.attributes),
              service,
            });
          }
        }
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
