/**
 * Stripe Checkout as the store's payment provider (decision 22): each order gets a hosted
 * Checkout Session whose amount is the order's own total, computed by the store; Stripe's
 * confirmation comes back through the webhook (stripe-webhook.ts).
 */
import Stripe from 'stripe';
import { formatMoney, type Cents } from '#domain/money.ts';
import { stripeApiAddress } from '#server/config.ts';
import { inClientSpan } from '#server/observability/client-spans.ts';
import { activeTracer } from '#server/observability/tracing.ts';
import { PaymentProviderError, type PaymentProvider, type PaymentSessionRequest } from './provider';

/** Stripe refuses a session that expires sooner than 30 minutes after it is created. */
export const STRIPE_MIN_SESSION_MINUTES = 30;
/** …or later than 24 hours. */
export const STRIPE_MAX_SESSION_HOURS = 24;
/**
 * Our margin over Stripe's minimum: the order's own expiry is taken before its transaction
 * reserves stock, and the clocks of this machine and Stripe's may differ a little.
 */
export const STRIPE_EXPIRY_MARGIN_MINUTES = 1;

/** How long the store waits for Stripe while the order's transaction holds its reservations. */
const STRIPE_TIMEOUT_MS = 15_000;

export interface StripeLine {
  name: string;
  description?: string;
  unitAmountCents: Cents;
  quantity: number;
}

/**
 * The session's line items, net of the order's discount.
 *
 * Stripe Checkout takes a discount only as a Coupon object; creating one per order would
 * leave a coupon behind in the Stripe account for every checkout and spend a second call
 * inside the order's transaction. Instead each line is presented at what the shopper pays
 * for it: its amount minus its share of the discount (the share the order itself keeps,
 * so a coupon for one category lowers only that category's lines). A line whose net amount
 * does not divide evenly by its quantity is shown as one item "name × quantity" at its net
 * amount, so no cent is rounded away. Shipping is the session's one shipping option.
 * Together they add up exactly to the order's total; anything else is refused.
 */
export function stripeLineItems(
  request: Pick<PaymentSessionRequest, 'lines' | 'discountCents' | 'shippingCents' | 'amountCents' | 'currency'>,
): StripeLine[] {
  const gross = request.lines.map((l) => l.unitAmountCents * l.quantity);
  const shares = discountShares(request.lines, gross, request.discountCents);
  const lines = request.lines.map((line, i): StripeLine => {
    const net = gross[i]! - shares[i]!;
    if (net < 0 || !Number.isInteger(net))
      throw new PaymentProviderError(`The line "${line.name}" has no valid amount.`);
    const description =
      shares[i]! > 0 ? `Includes a discount of ${formatMoney(shares[i]!, request.currency)}` : undefined;
    return net % line.quantity === 0
      ? { name: line.name, description, unitAmountCents: net / line.quantity, quantity: line.quantity }
      : { name: `${line.name} × ${line.quantity}`, description, unitAmountCents: net, quantity: 1 };
  });
  const total = lines.reduce((sum, l) => sum + l.unitAmountCents * l.quantity, 0) + request.shippingCents;
  if (total !== request.amountCents) {
    throw new PaymentProviderError(
      `The session's lines add up to ${total} cents, not the order's ${request.amountCents}.`,
    );
  }
  return lines;
}

/**
 * Each line's part of the discount: the order's own shares when they add up to it, else
 * the discount spread over the lines by amount (the last line takes the rounding).
 */
function discountShares(lines: PaymentSessionRequest['lines'], gross: Cents[], discountCents: Cents): Cents[] {
  const given = lines.map((l) => l.discountCents);
  if (given.every((s): s is Cents => s !== undefined) && given.reduce((a, b) => a + b, 0) === discountCents)
    return given;
  const base = gross.reduce((a, b) => a + b, 0);
  const shares = lines.map(() => 0);
  if (base <= 0 || discountCents <= 0) return shares;
  let spread = 0;
  gross.forEach((amount, i) => {
    shares[i] = i === gross.length - 1 ? discountCents - spread : Math.floor((discountCents * amount) / base);
    spread += shares[i]!;
  });
  return shares;
}

/**
 * The session's expires_at (Unix seconds): the order's own expiry, but never sooner than
 * Stripe accepts (30 minutes plus our margin) nor later than 24 hours. The session may so
 * outlive the order's reservation by the margin; the expiry sweep expires it on Stripe.
 */
export function stripeExpiresAt(requested: Date, now: Date): number {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const earliest = nowSeconds + (STRIPE_MIN_SESSION_MINUTES + STRIPE_EXPIRY_MARGIN_MINUTES) * 60;
  const latest = nowSeconds + STRIPE_MAX_SESSION_HOURS * 3600;
  return Math.min(latest, Math.max(earliest, Math.ceil(requested.getTime() / 1000)));
}

/** The Checkout Session the store asks Stripe for (form fields as the SDK sends them). */
export function checkoutSessionParams(request: PaymentSessionRequest, now: Date): Stripe.Checkout.SessionCreateParams {
  const currency = request.currency.toLowerCase();
  return {
    mode: 'payment',
    line_items: stripeLineItems(request).map((l) => ({
      quantity: l.quantity,
      price_data: {
        currency,
        unit_amount: l.unitAmountCents,
        product_data: l.description ? { name: l.name, description: l.description } : { name: l.name },
      },
    })),
    shipping_options: [
      {
        shipping_rate_data: {
          type: 'fixed_amount',
          display_name: 'Shipping',
          fixed_amount: { amount: request.shippingCents, currency },
        },
      },
    ],
    customer_email: request.email,
    client_reference_id: request.orderId,
    metadata: { orderId: request.orderId },
    payment_intent_data: { metadata: { orderId: request.orderId } },
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: stripeExpiresAt(request.expiresAt, now),
  };
}

export interface StripeProviderOptions {
  secretKey: string;
  /** STRIPE_API_URL: another host for Stripe's API (a local stand-in in tests). */
  apiUrl?: string;
  /** Where Stripe's refusals are reported (the shopper sees only that payment could not start). */
  onError?: (message: string, details: Record<string, unknown>) => void;
  now?: () => Date;
}

export interface StripePaymentProvider extends PaymentProvider {
  /** Expires an open session on Stripe, so nobody pays for an order the store gave up; an ended session is left as is. */
  cancelSession(sessionId: string): Promise<void>;
}

/** What a Stripe failure says, without anything secret (the SDK's errors never carry the key). */
function describe(err: unknown): Record<string, unknown> {
  if (err instanceof Stripe.errors.StripeError)
    return {
      type: err.type,
      code: err.code,
      statusCode: err.statusCode,
      // Stripe's own id of the request, named apart from the store's requestId on every log line.
      stripeRequestId: err.requestId,
      message: err.message,
    };
  return { message: err instanceof Error ? err.message : String(err) };
}

type StripeHttpClient = ReturnType<typeof Stripe.createNodeHttpClient>;

/**
 * The SDK's own Node HTTP client, each request in a CLIENT span (decision 71); only made
 * when traces are exported, so without them the SDK runs exactly as shipped.
 */
function tracedHttpClient(): StripeHttpClient | undefined {
  const tracer = activeTracer();
  if (!tracer) return undefined;
  const inner = Stripe.createNodeHttpClient();
  const traced = Object.create(inner) as StripeHttpClient;
  traced.makeRequest = (host, port, path, method, headers, requestData, protocol, timeout) =>
    inClientSpan(
      tracer,
      { service: 'stripe', method, protocol: protocol === 'http' ? 'http' : 'https', host, port: Number(port), path },
      () => inner.makeRequest(host, port, path, method, headers, requestData, protocol, timeout),
      (res) => res.getStatusCode(),
    );
  return traced;
}

export function createStripePaymentProvider({
  secretKey,
  apiUrl,
  onError,
  now = () => new Date(),
}: StripeProviderOptions): StripePaymentProvider {
  const httpClient = tracedHttpClient();
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: STRIPE_TIMEOUT_MS,
    ...(apiUrl ? stripeApiAddress(apiUrl) : {}),
    ...(httpClient ? { httpClient } : {}),
  });
  const fail = (what: string, err: unknown): never => {
    if (err instanceof PaymentProviderError) throw err;
    onError?.(`Stripe ${what} failed`, describe(err));
    throw new PaymentProviderError(`Stripe ${what} failed.`, { cause: err });
  };

  return {
    name: 'stripe',

    async createSession(request) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(checkoutSessionParams(request, now()), {
          idempotencyKey: `order-${request.orderId}`,
        });
      } catch (err) {
        return fail('checkout session', err);
      }
      if (session.amount_total !== request.amountCents || !session.url) {
        // Never send a shopper to pay anything but the order's total.
        await stripe.checkout.sessions.expire(session.id).catch(() => {});
        return fail(
          'checkout session',
          new Error(
            `Stripe's session ${session.id} charges ${session.amount_total} instead of ${request.amountCents}, or has no URL.`,
          ),
        );
      }
      return { sessionId: session.id, url: session.url };
    },

    async cancelSession(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (err) {
        // Only an open session can be expired. One that already expired is what was wanted;
        // one that is complete has been paid, so the order must wait for its event instead.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) {
          const current = await stripe.checkout.sessions.retrieve(sessionId).catch(() => null);
          if (current?.status === 'expired') return;
          if (current?.status === 'complete')
            throw new PaymentProviderError('The Stripe session has already been paid.');
        }
        fail('session expiry', err);
      }
    },

    async refund(request) {
      try {
        // Orders paid before the store kept the PaymentIntent: the session names it.
        const paymentIntent =
          request.paymentId ??
          (request.sessionId ? (await stripe.checkout.sessions.retrieve(request.sessionId)).payment_intent : null);
        const intentId = typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null);
        if (!intentId) throw new PaymentProviderError('The order has no Stripe payment to refund.');
        const refund = await stripe.refunds.create(
          { payment_intent: intentId, amount: request.amountCents, metadata: { orderId: request.orderId } },
          { idempotencyKey: request.idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled')
          throw new PaymentProviderError(`Stripe's refund ${refund.id} is ${refund.status}.`);
        return { refundId: refund.id };
      } catch (err) {
        return fail('refund', err);
      }
    },
  };
}
