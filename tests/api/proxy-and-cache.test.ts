import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { startServer, type RunningServer } from '#server/start.ts';
import { fetchChecked } from '#tests/support/documented-answers.ts';
import { apiUrl, createClient, getJson } from '#tests/support/http.ts';

const HSTS = 'max-age=31536000; includeSubDomains';

describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
  it('takes the rightmost X-Forwarded-For entry as the client, so a forged left part cannot dodge limits', async () => {
    const proxyAddress = createClient().ip;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // A new forged address and a new account each time: only the real address can be limited.
      const { status } = await getJson('/api/auth/forgot-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${i + 1}, ${proxyAddress}` },
        body: JSON.stringify({ email: `forged-${i}-${Date.now()}@example.com` }),
      });
      statuses.push(status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('sends HSTS only when the proxy says the request came over https', async () => {
    const viaHttps = await fetchChecked(apiUrl('/api/health'), { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(viaHttps.headers.get('strict-transport-security')).toBe(HSTS);
    // The client wrote "https"; our proxy, which appends the rightmost entry, saw http.
    const forged = await fetchChecked(apiUrl('/api/health'), { headers: { 'X-Forwarded-Proto': 'https, http' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('API answers are never kept by shared caches', () => {
  it('marks personal and public answers private, no-store', async () => {
    const client = createClient();
    const products = await client.get('/api/products/search?query=shirt');
    expect(products.headers.get('cache-control')).toBe('private, no-store');
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('without a trusted proxy (the default)', () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-noproxy-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    });
    server = await startServer(config, { ui: { kind: 'none' } });
  });

  afterAll(async () => {
    await server?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('ignores X-Forwarded-Proto: no HSTS from a header anyone can send', async () => {
    const res = await fetchChecked(`${server.url}/api/health`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('ignores X-Forwarded-For: a changing header does not give a new rate-limit budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await fetchChecked(`${server.url}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${i + 1}` },
        body: JSON.stringify({ email: `noproxy-${i}@example.com` }),
      });
      statuses.push(res.status);
    }
    expect(statuses[10]).toBe(429);
  });
});
