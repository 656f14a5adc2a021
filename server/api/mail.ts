/**
 * The back office's Mail screen (admins only, decision 0040): GET /api/mail/messages lists
 * messages that failed or are still being retried; POST /api/mail/messages/{id}/send-again
 * puts one back in the queue.
 */
import { Hono } from 'hono';
import type { ApiMailMessage, MailMessagesAnswer } from '../../domain/api-answers';
import { MAIL_TEXT, mailMessagesQuerySchema } from '../../domain/mail';
import type { Services } from '../context';
import { requireAdmin, type AuthVariables } from '../http/auth-middleware';
import { idParam, query } from '../http/request-input';

export function mailApi(services: Services) {
  return new Hono<{ Variables: AuthVariables }>()
    .use('*', requireAdmin(services.auth))
    .get('/messages', async (c) => c.json((await services.mail.list(query(c, mailMessagesQuerySchema))) satisfies MailMessagesAnswer))
    .post('/messages/:id/send-again', async (c) => {
      const id = idParam(c, 'id', MAIL_TEXT.notFound);
      return c.json((await services.mail.sendAgain(id)) satisfies ApiMailMessage);
    });
}
