/**
 * Fetching an image an admin gave the address of (decision 73), against a real HTTP server
 * on loopback: the bytes of a 200, redirects followed a few times and no more, a time limit,
 * the upload's size limit, and loopback refused before any request unless private
 * addresses are allowed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_TEXT } from '#domain/image-uploads.ts';
import { fetchImageBytes, IMAGE_FETCH_TEXT, ImageFetchError } from './fetch-image';

let server: http.Server;
let base: string;
const hits: string[] = [];
const open = { allowPrivate: true };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    const url = req.url ?? '/';
    if (url === '/image') return res.writeHead(200).end(Buffer.from('bytes'));
    const hop = /^\/hop\/(\d+)$/.exec(url);
    if (hop) {
      const left = Number(hop[1]);
      return res.writeHead(302, { Location: left === 0 ? '/image' : `/hop/${left - 1}` }).end();
    }
    if (url === '/huge') return res.writeHead(200, { 'Content-Length': String(MAX_UPLOAD_BYTES + 1) }).end();
    if (url === '/slow') return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('fetchImageBytes', () => {
  it('answers the bytes of a 200, following up to 3 redirects', async () => {
    expect((await fetchImageBytes(`${base}/image`, open)).toString()).toBe('bytes');
    expect((await fetchImageBytes(`${base}/hop/2`, open)).toString()).toBe('bytes');
  });

  it('refuses a fourth redirect, another status, a body past the upload limit, and a host that does not answer in time', async () => {
    await expect(fetchImageBytes(`${base}/hop/3`, open)).rejects.toThrow(IMAGE_FETCH_TEXT.tooManyRedirects);
    await expect(fetchImageBytes(`${base}/nothing`, open)).rejects.toThrow(IMAGE_FETCH_TEXT.status(404));
    await expect(fetchImageBytes(`${base}/huge`, open)).rejects.toThrow(UPLOAD_TEXT.tooLarge);
    await expect(fetchImageBytes(`${base}/slow`, { ...open, timeoutMs: 300 })).rejects.toThrow(
      IMAGE_FETCH_TEXT.timeout(300),
    );
  });

  it('refuses loopback before sending anything unless private addresses are allowed, and other schemes always', async () => {
    hits.length = 0;
    const refused = await fetchImageBytes(`${base}/image`, { allowPrivate: false }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ImageFetchError);
    expect((refused as Error).message).toMatch(/private network \(127\.0\.0\.1\)/);
    expect(hits).toEqual([]);
    await expect(fetchImageBytes('file:///etc/passwd', open)).rejects.toThrow(IMAGE_FETCH_TEXT.notHttp);
  });
});
