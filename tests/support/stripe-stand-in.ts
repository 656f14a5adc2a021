/**
 * A stand-in for the few calls the store makes to Stripe's API, on loopback over real HTTP
 * (the store's STRIPE_API_URL points at it): creating a Checkout Session (its amount
 * computed from the form fields it received, as Stripe does), reading one and expiring
 * one. It keeps every session-creation request so a test can read what the store asked for.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  url: string;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
}

/** A form field list as Stripe's API reads it: `a[b][0][c]=1` → { a: { b: [{ c: '1' }] } }. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export interface StripeStandIn {
  url: string;
  secretKey: string;
  /** The form of every POST /v1/checkout/sessions, parsed, in order. */
  created: FormValue[];
  sessions: Map<string, StandInSession>;
  /** While set, session creation answers this HTTP status with a Stripe error body. */
  failCreationWith: number | null;
  /**
   * The next session creation waits (a slow provider) until `release()` or `atMostMs` pass:
   * `entered` resolves once that request has arrived.
   */
  holdNextCreation(atMostMs: number): { entered: Promise<void>; release(): void };
  close(): Promise<void>;
}

interface Hold {
  arrived(): void;
  released: Promise<void>;
}

function parseForm(body: string): FormValue {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part, i) => i === 0 || part !== '');
    let node: Record<string, FormValue> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Record<string, FormValue>;
    });
  }
  return toArrays(root);
}

/** Objects whose keys are 0, 1, 2… are lists. */
function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = Object.fromEntries(keys.map((k) => [k, toArrays(value[k]!)]));
  return keys.length > 0 && keys.every((k, i) => k === String(i)) ? keys.map((k) => entries[k]!) : entries;
}

const field = (value: FormValue | undefined, ...path: (string | number)[]): FormValue | undefined =>
  path.reduce<FormValue | undefined>(
    (node, part) =>
      node && typeof node === 'object' ? (node as Record<string, FormValue>)[part as string] : undefined,
    value,
  );

function sessionFrom(form: FormValue): StandInSession {
  const lines = (field(form, 'line_items') as FormValue[] | undefined) ?? [];
  const subtotal = lines.reduce<number>(
    (sum, line) => sum + Number(field(line, 'price_data', 'unit_amount')) * Number(field(line, 'quantity')),
    0,
  );
  const shipping = Number(field(form, 'shipping_options', 0, 'shipping_rate_data', 'fixed_amount', 'amount') ?? 0);
  const id = `cs_test_${randomBytes(12).toString('hex')}`;
  return {
    id,
    object: 'checkout.session',
    mode: String(field(form, 'mode')),
    status: 'open',
    payment_status: 'unpaid',
    url: `https://checkout.stripe.test/c/pay/${id}`,
    amount_subtotal: subtotal,
    amount_total: subtotal + shipping,
    currency: String(field(lines[0], 'price_data', 'currency') ?? ''),
    customer_email: (field(form, 'customer_email') as string | undefined) ?? null,
    client_reference_id: (field(form, 'client_reference_id') as string | undefined) ?? null,
    metadata: (field(form, 'metadata') as Record<string, string> | undefined) ?? {},
    success_url: String(field(form, 'success_url')),
    cancel_url: String(field(form, 'cancel_url')),
    expires_at: Number(field(form, 'expires_at')),
    created: Math.floor(Date.now() / 1000),
  };
}

export async function startStripeStandIn(
  secretKey = `sk_test_standin${randomBytes(8).toString('hex')}`,
): Promise<StripeStandIn> {
  const standIn = {
    created: [] as FormValue[],
    sessions: new Map<string, StandInSession>(),
    failCreationWith: null as number | null,
  };
  let hold: Hold | null = null;
  const timers = new Set<NodeJS.Timeout>();
  const holdNextCreation = (atMostMs: number) => {
    let arrived!: () => void;
    let release!: () => void;
    const entered = new Promise<void>((resolve) => (arrived = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const timer = setTimeout(release, atMostMs);
    timers.add(timer);
    hold = { arrived, released: released.finally(() => (clearTimeout(timer), timers.delete(timer))) };
    return { entered, release };
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const held = req.method === 'POST' && req.url === '/v1/checkout/sessions' ? hold : null;
      if (held) {
        hold = null;
        held.arrived();
        await held.released;
      }
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, {
          'Content-Type': 'application/json',
          'Request-Id': `req_${randomBytes(6).toString('hex')}`,
        });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, type: string, message: string) => answer(status, { error: { type, message } });
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return error(401, 'invalid_request_error', 'Invalid API Key provided.');

      const url = new URL(req.url ?? '/', 'http://stand-in');
      const form = parseForm(Buffer.concat(chunks).toString('utf8'));
      const one = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        standIn.created.push(form);
        if (standIn.failCreationWith)
          return error(standIn.failCreationWith, 'api_error', 'The stand-in was told to fail.');
        const session = sessionFrom(form);
        standIn.sessions.set(session.id, session);
        return answer(200, session);
      }
      const session = one ? standIn.sessions.get(one[1]!) : undefined;
      if (one && !session) return error(404, 'invalid_request_error', `No such checkout.session: '${one[1]}'`);
      if (req.method === 'GET' && one && !one[2]) return answer(200, session);
      if (req.method === 'POST' && one?.[2] && session) {
        if (session.status !== 'open') {
          return error(
            400,
            'invalid_request_error',
            `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
          );
        }
        session.status = 'expired';
        return answer(200, session);
      }
      return error(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname}).`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    holdNextCreation,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
