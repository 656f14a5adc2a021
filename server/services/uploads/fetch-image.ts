/**
 * An image the store fetches from an address an admin gave (the catalogue import, decision
 * 73): http(s) only, its host checked as a webhook endpoint's is — never into the store's own
 * network unless the setting allows it — and connected to the very address checked (DNS
 * rebinding cannot slip in between); at most a few redirects, each checked the same way;
 * no more than the upload limit read, within a time limit. The bytes then go through the
 * upload's own checks (uploads.ts).
 */
import http from 'node:http';
import https from 'node:https';
import { MAX_UPLOAD_BYTES, UPLOAD_TEXT } from '#domain/image-uploads.ts';
import {
  pinnedLookup,
  RefusedAddressError,
  systemResolver,
  vetHost,
  type Resolver,
} from '#server/net/outbound-address.ts';

export interface ImageFetchRules {
  /** OUTBOUND_ALLOW_PRIVATE (or WEBHOOKS_ALLOW_PRIVATE): private and loopback hosts are allowed (tests, a server on the same network). */
  allowPrivate: boolean;
  /** How host names are resolved; tests give their own. */
  resolve?: Resolver;
  /** The whole fetch, redirects included. */
  timeoutMs?: number;
}

export const IMAGE_FETCH_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;

export const IMAGE_FETCH_TEXT = {
  notHttp: 'Only http:// and https:// image addresses can be fetched.',
  status: (status: number) => `The address answered ${status}, not the image.`,
  tooManyRedirects: `The address redirected more than ${MAX_REDIRECTS} times.`,
  timeout: (ms: number) => `The image did not arrive within ${ms / 1000} seconds.`,
  failed: (reason: string) => `The image could not be fetched (${reason}).`,
} as const;

/** A refusal whose message the back office shows beside the line of the image's URL. */
export class ImageFetchError extends Error {}

/** The URL's host checked; throws ImageFetchError with a readable reason. */
export async function vetImageUrl(url: string, rules: ImageFetchRules) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ImageFetchError(IMAGE_FETCH_TEXT.notHttp);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ImageFetchError(IMAGE_FETCH_TEXT.notHttp);
  try {
    return {
      url: parsed,
      vetted: await vetHost(parsed, { allowPrivate: rules.allowPrivate, resolve: rules.resolve ?? systemResolver }),
    };
  } catch (err) {
    if (err instanceof RefusedAddressError) throw new ImageFetchError(err.message);
    throw err;
  }
}

type Outcome = { kind: 'bytes'; bytes: Buffer } | { kind: 'redirect'; location: string };

function getOnce(url: URL, vetted: Awaited<ReturnType<typeof vetImageUrl>>['vetted'], signal: AbortSignal) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Outcome>((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: pinnedLookup(vetted),
        // A connection of its own: a pooled one could have been opened to another address.
        agent: false,
        signal,
        headers: { Accept: 'image/jpeg,image/png,image/webp,image/*;q=0.8', 'User-Agent': 'ALATOO catalogue import' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ kind: 'redirect', location: response.headers.location });
          return;
        }
        if (status !== 200) {
          response.resume();
          reject(new ImageFetchError(IMAGE_FETCH_TEXT.status(status)));
          return;
        }
        if (Number(response.headers['content-length']) > MAX_UPLOAD_BYTES) {
          response.destroy();
          reject(new ImageFetchError(UPLOAD_TEXT.tooLarge));
          return;
        }
        const chunks: Buffer[] = [];
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_UPLOAD_BYTES) {
            response.destroy();
            reject(new ImageFetchError(UPLOAD_TEXT.tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ kind: 'bytes', bytes: Buffer.concat(chunks) }));
        response.on('error', (err) => reject(err));
      },
    );
    request.on('error', reject);
  });
}

/** The image's bytes at `address`, following at most a few redirects, each host checked again. */
export async function fetchImageBytes(address: string, rules: ImageFetchRules): Promise<Buffer> {
  const timeoutMs = rules.timeoutMs ?? IMAGE_FETCH_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let current = address;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const { url, vetted } = await vetImageUrl(current, rules);
    let outcome: Outcome;
    try {
      outcome = await getOnce(url, vetted, signal);
    } catch (err) {
      if (err instanceof ImageFetchError) throw err;
      if (signal.aborted) throw new ImageFetchError(IMAGE_FETCH_TEXT.timeout(timeoutMs));
      const code = (err as { code?: string }).code;
      throw new ImageFetchError(IMAGE_FETCH_TEXT.failed(code ?? (err as Error).message));
    }
    if (outcome.kind === 'bytes') return outcome.bytes;
    current = new URL(outcome.location, url).toString();
  }
  throw new ImageFetchError(IMAGE_FETCH_TEXT.tooManyRedirects);
}
