/**
 * What a store has e-mailed, read from its outbox. Every e-mail is written in the
 * transaction of its cause (decision 40), so once the store has answered, the outbox holds
 * every message that answer caused: a test counts them there at once, where counting what
 * reached the SMTP capture would have to wait an arbitrary moment for messages that should
 * never come.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

/** Messages written to `address`; with `containing`, only those whose subject or text has it. */
export async function countWritten(db: Db, address: string, containing = ''): Promise<number> {
  // Both drivers answer raw SQL with `{ rows }` (server/db/client.ts).
  const { rows } = (await db.execute(sql`
    select count(*)::int as n from mail_outbox
    where position(${address.toLowerCase()} in lower("to")) > 0
      and (position(${containing} in subject) > 0 or position(${containing} in text) > 0)`)) as unknown as {
    rows: { n: number }[];
  };
  return rows[0]!.n;
}

/**
 * The shared API store runs in the runner's process, out of the test workers' reach: this
 * loopback endpoint answers `countWritten` for them (GET /?to=…&containing=…).
 */
export async function startOutboxReader(db: Db): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://outbox').searchParams;
    countWritten(db, query.get('to') ?? '', query.get('containing') ?? '').then(
      (count) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ count })),
      (err: unknown) => res.writeHead(500).end(String(err)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
