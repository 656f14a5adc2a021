/**
 * Files in an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Ceph…), so every
 * server process reads and writes the same images (decision 33). Keys are object names in
 * one bucket, unchanged; the store still serves them at /uploads/<key>.
 */
import { GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { inClientSpan } from '#server/observability/client-spans.ts';
import { activeTracer } from '#server/observability/tracing.ts';
import { assertSafeKey, contentTypeOf, isSafeKey, uploadsUrlOf, type FileStorage } from './storage';

export interface S3StorageOptions {
  /** The service's address, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  /** Without keys the SDK's usual sources apply (environment, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** How long one request to the store may take before it fails (and is retried by the SDK). */
const CONNECT_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 30_000;

const statusOf = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

function isMissing(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return statusOf(err) === 404 || name === 'NoSuchKey' || name === 'NotFound';
}

/** Why the bucket cannot be used, in the operator's terms. */
function bucketProblem(err: unknown): string {
  const status = statusOf(err);
  if (status === 404) return 'it does not exist (create it first)';
  if (status === 401 || status === 403)
    return 'access is denied (check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_REGION)';
  return err instanceof Error ? err.message || err.name : String(err);
}

/** What the SDK's request holds at its last step (its HttpRequest's fields used here). */
interface OutgoingHttp {
  method?: string;
  protocol?: string;
  hostname?: string;
  port?: number;
  path?: string;
}

/**
 * Each HTTP request the SDK sends (retries included) in a CLIENT span, when traces are
 * exported (decision 71).
 */
function traceRequests(client: S3Client): void {
  const tracer = activeTracer();
  if (!tracer) return;
  client.middlewareStack.add(
    (next) => (args) => {
      const request = args.request as OutgoingHttp;
      if (!request.hostname || !request.method) return next(args);
      const protocol = request.protocol === 'http:' ? 'http' : 'https';
      const port = request.port ?? (protocol === 'http' ? 80 : 443);
      return inClientSpan(
        tracer,
        { service: 's3', method: request.method, protocol, host: request.hostname, port, path: request.path ?? '/' },
        () => next(args),
        (out) => (out.response as { statusCode?: number }).statusCode,
      );
    },
    { step: 'finalizeRequest', name: 'traceRequests', priority: 'low' },
  );
}

export function createS3Storage(options: S3StorageOptions): FileStorage & { checkBucket(): Promise<void> } {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: options.credentials,
    // Bucket in the path (http://host/bucket/key): works with every S3-compatible server and
    // needs no wildcard DNS for virtual-host buckets.
    forcePathStyle: true,
    // Checksums only where the API demands them: several S3-compatible servers refuse or
    // mishandle the SDK's newer default (CRC32 headers on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  traceRequests(client);
  const Bucket = options.bucket;

  return {
    /** Fails with a one-line reason when the bucket is missing, forbidden or unreachable. */
    async checkBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        // The message says it all; a `cause` would replace it in the start failure line,
        // which shows the innermost error (server/index.ts), often a bare "UnknownError" here.
        // eslint-disable-next-line preserve-caught-error
        throw new Error(`The S3 bucket "${Bucket}" at ${options.endpoint} cannot be used: ${bucketProblem(err)}`);
      }
    },
    async put(key, data) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentTypeOf(key),
          ContentLength: data.byteLength,
        }),
      );
      return uploadsUrlOf(key);
    },
    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async read(key) {
      if (!isSafeKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: object.ContentLength,
          contentType:
            object.ContentType && object.ContentType !== 'application/octet-stream'
              ? object.ContentType
              : contentTypeOf(key),
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    urlOf: uploadsUrlOf,
    async close() {
      client.destroy();
    },
  };
}
