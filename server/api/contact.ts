/**
 * The contact form's own endpoint, POST /api/contact (in place of SPEC §7's external form
 * service, decision 0029), and the back office's inbox: GET /api/contact-messages and
 * PATCH /api/contact-messages/{id} (admins only).
 */
import { Hono } from 'hono';
import type { ApiContactMessage, ContactMessagesAnswer, MessageAnswer } from '../../domain/api-answers';
import { contactErrorSummary, contactInputSchema, contactMessagePatchSchema, contactMessagesQuerySchema } from '../../domain/contact';
import { CONTACT_TEXT } from '../../domain/contact-rules';
import type { Services } from '../context';
import { requireAdmin, type AuthVariables } from '../http/auth-middleware';
import { clientAddress } from '../http/client-address';
import { badRequest, HttpError, notFound } from '../http/errors';
import { idParam, jsonBody, query } from '../http/request-input';

export function contactApi(services: Services, trustProxy: boolean) {
  return new Hono().post('/', async (c) => {
    await services.contact.admit(clientAddress(c, trustProxy));
    const input = await jsonBody(c, contactInputSchema).catch((err: unknown) => {
      // The form's own sentence above the fields (SPEC §5), with each field's message as usual.
      throw err instanceof HttpError && err.errors ? badRequest(contactErrorSummary(err.errors), err.errors) : err;
    });
    await services.contact.submit(input);
    return c.json({ message: CONTACT_TEXT.sent } satisfies MessageAnswer, 201);
  });
}

export function contactMessagesApi(services: Services) {
  return new Hono<{ Variables: AuthVariables }>()
    .use('*', requireAdmin(services.auth))
    .get('/', async (c) => c.json((await services.contact.list(query(c, contactMessagesQuerySchema))) satisfies ContactMessagesAnswer))
    .patch('/:id', async (c) => {
      const id = idParam(c, 'id', CONTACT_TEXT.messageNotFound);
      const { handled } = await jsonBody(c, contactMessagePatchSchema);
      const updated = await services.contact.setHandled(id, handled);
      if (!updated) throw notFound(CONTACT_TEXT.messageNotFound);
      return c.json(updated satisfies ApiContactMessage);
    });
}
