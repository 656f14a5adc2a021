/**
 * One POST of a delivery (decision 70): to the address vetted just before (address-rules.ts),
 * connected to that very address, with a time limit, no redirect followed (node's http does
 * not follow them: a 3xx is an answer like any other, not a success). Answers the status
 * code; throws on a refused address, a network error or the time limit.
 */
import http from 'node:http';
import https from 'node:https';
import { pinnedLookup } from '#server/net/outbound-address.ts';
import { vetEndpointUrl, type WebhookAddressRules } from './address-rules';

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Sends one request; answers the response's status code. */
export type WebhookSender = (request: WebhookRequest) => Promise<number>;

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What is read of an answer before it is dropped: only its status counts. */
const MAX_ANSWER_BYTES = 64 * 1024;

export function createHttpSender(rules: WebhookAddressRules, timeoutMs = WEBHOOK_TIMEOUT_MS): WebhookSender {
  return async ({ url, headers, body }) => {
    const vetted = await vetEndpointUrl(url, rules);
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    return new Promise<number>((resolve, reject) => {
      const request = client.request(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
          lookup: pinnedLookup(vetted),
          // A connection of its own each time: a pooled one could have been opened to another address.
          agent: false,
        },
        (response) => {
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_ANSWER_BYTES) response.destroy();
          });
          response.on('close', () => resolve(response.statusCode ?? 0));
          response.on('error', () => resolve(response.statusCode ?? 0));
        },
      );
      const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
      timer.unref();
      request.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      request.on('close', () => clearTimeout(timer));
      request.end(body);
    });
  };
}
