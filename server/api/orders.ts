/**
 * SPEC §7 orders: POST /orders/create-checkout-session, GET /orders/all, PUT /orders/{id}/status,
 * plus GET /orders/admin and /orders/admin/export (the back office's searched, filtered,
 * paged list and its CSV source), GET /orders/mine, GET /orders/{id} (owner, admin, or the order link's token) and
 * POST /orders/{id}/cancel-payment (owner or the link's token: the shopper cancelled on the
 * provider's page).
 */
import { Hono, type Context } from 'hono';
import { adminOrdersQuerySchema } from '../../domain/admin-orders-query';
import type { AdminOrdersAnswer, AdminOrdersExportAnswer, CancelledPaymentAnswer, CheckoutSessionAnswer } from '../../domain/api-answers';
import { z } from 'zod';
import { createCheckoutSessionSchema } from '../../domain/checkout';
import { ORDER_MESSAGES, orderStatusSchema } from '../../domain/orders';
import type { Services } from '../context';
import { AUTH_REQUIRED_MESSAGE, bearerToken, requireAdmin, requireAuth } from '../http/auth-middleware';
import { HttpError } from '../http/errors';
import { idParam, jsonBody, query } from '../http/request-input';

/** The order link's token, which lets a guest see the order they placed. */
export const orderLinkQuery = z.object({ token: z.optional(z.string().max(200)) });
export const orderLinkBody = z.object({ token: z.optional(z.string().max(200)) });

/** The signed-in user, if a token is sent; a token that is sent but not valid is a 401, never a guest. */
async function optionalUser(c: Context, services: Services) {
  const token = bearerToken(c.req.header('Authorization'));
  if (!token) return null;
  const session = await services.auth.authenticate(token);
  if (!session) throw new HttpError(401, AUTH_REQUIRED_MESSAGE);
  return session.user;
}

export function ordersApi(services: Services) {
  return new Hono()
    .post('/create-checkout-session', async (c) => {
      const input = await jsonBody(c, createCheckoutSessionSchema);
      const user = await optionalUser(c, services);
      const session = await services.orders.createCheckoutSession(input, user?._id ?? null);
      return c.json({ url: session.url, orderId: session.orderId, token: session.accessToken } satisfies CheckoutSessionAnswer, 201);
    })
    .get('/mine', requireAuth(services.auth), async (c) => c.json(await services.orders.listMine(c.get('auth').user._id)))
    .get('/all', requireAdmin(services.auth), async (c) => c.json(await services.orders.listAll()))
    .get('/admin', requireAdmin(services.auth), async (c) => c.json((await services.adminOrders.list(query(c, adminOrdersQuerySchema))) satisfies AdminOrdersAnswer))
    .get('/admin/export', requireAdmin(services.auth), async (c) =>
      c.json((await services.adminOrders.exportAll(query(c, adminOrdersQuerySchema))) satisfies AdminOrdersExportAnswer),
    )
    .put('/:orderId/status', requireAdmin(services.auth), async (c) => {
      const orderId = idParam(c, 'orderId', ORDER_MESSAGES.notFound);
      const { orderStatus, force } = await jsonBody(c, orderStatusSchema);
      return c.json(await services.orders.setStatus(orderId, orderStatus, { force }));
    })
    .post('/:orderId/cancel-payment', async (c) => {
      const orderId = idParam(c, 'orderId', ORDER_MESSAGES.notFound);
      const { token } = await jsonBody(c, orderLinkBody);
      const user = await optionalUser(c, services);
      return c.json((await services.orders.cancelPayment(orderId, { userId: user?._id ?? null, token: token ?? null })) satisfies CancelledPaymentAnswer);
    })
    .get('/:orderId', async (c) => {
      const orderId = idParam(c, 'orderId', ORDER_MESSAGES.notFound);
      const { token } = query(c, orderLinkQuery);
      const user = await optionalUser(c, services);
      return c.json(
        await services.orders.getForViewer(orderId, { userId: user?._id ?? null, isAdmin: user?.role === 'admin', token: token ?? null }),
      );
    });
}
