/**
 * CLIENT spans for the store's calls to other services over HTTP — the payment provider,
 * S3 (decision 71) — with the HTTP client semantic conventions' attributes. The address is
 * recorded without its query string (it could carry what is not ours to keep).
 */
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_SERVER_ADDRESS,
  ATTR_SERVER_PORT,
  ATTR_URL_FULL,
} from '@opentelemetry/semantic-conventions';
import { SpanStatusCode, type Tracer } from '@opentelemetry/api';
import { inSpan, SpanKind } from './tracing';

export interface OutgoingRequest {
  /** Which service is called (`stripe`, `s3`): the span's `peer.service`. */
  service: string;
  method: string;
  protocol: 'http' | 'https';
  host: string;
  port: number;
  path: string;
}

/** Runs the call `send` in a CLIENT span, its answer's status recorded by `statusOf`. */
export function inClientSpan<T>(
  tracer: Tracer,
  request: OutgoingRequest,
  send: () => Promise<T>,
  statusOf: (answer: T) => number | undefined,
): Promise<T> {
  const method = request.method.toUpperCase();
  const attributes = {
    [ATTR_HTTP_REQUEST_METHOD]: method,
    [ATTR_SERVER_ADDRESS]: request.host,
    [ATTR_SERVER_PORT]: request.port,
    [ATTR_URL_FULL]: `${request.protocol}://${request.host}:${request.port}${request.path.split('?')[0]}`,
    'peer.service': request.service,
  };
  return inSpan(tracer, method, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    const answer = await send();
    const status = statusOf(answer);
    if (status !== undefined) {
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
      if (status >= 400) span.setStatus({ code: SpanStatusCode.ERROR });
    }
    return answer;
  });
}
