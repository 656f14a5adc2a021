/**
 * The back office's Mail screen (admins only, decision 0040): GET /api/mail/messages lists
 * messages that failed or are still being retried; POST /api/mail/messages/{id}/send-again
 * puts one back in the queue.
 */
import type { ApiMailMessage, MailMessagesAnswer } from '#domain/api-answer-schemas.ts';
import { MAIL_TEXT, mailMessagesQuerySchema } from '#domain/mail.ts';
import type { Services } from '#server/context.ts';
import { idParam, query } from '#server/http/request-input.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import * as answers from '#domain/api-answer-schemas.ts';
import * as ex from './openapi/examples';
import { answer } from './openapi/operation';

export const MAIL_ROUTES = {
  list: declareRoute({
    method: 'get',
    path: '/api/mail/messages',
    tag: 'Mail',
    summary: 'E-mails that failed or are still being retried, newest first',
    description:
      'Every e-mail is written with the change that causes it and sent by a worker, retried for a day (1 minute doubling to an hour) before it is marked failed. `state`: `failed`, `retrying`, or both when absent. Never the subject or body: they may carry a code or a link.',
    access: 'admin',
    query: mailMessagesQuerySchema,
    answers: [
      answer({
        status: 200,
        description: 'One page.',
        schema: answers.mailMessagesAnswerSchema,
        examples: [
          { summary: '?state=retrying', value: { messages: [ex.mailMessage], total: 1, page: 1, pageSize: 20 } },
        ],
      }),
    ],
  }),
  sendAgain: declareRoute({
    method: 'post',
    path: '/api/mail/messages/{id}/send-again',
    tag: 'Mail',
    summary: 'Send a message again',
    description:
      'A failed message goes back to the queue with its tries reset (another day of them); one still being retried is tried now.',
    access: 'admin',
    pathParams: { id: { description: 'The message’s id.' } },
    answers: [
      answer({
        status: 200,
        description: 'The message as it is now, waiting to be sent.',
        schema: answers.mailMessageSchema,
        examples: [
          {
            summary: 'Back in the queue',
            value: { ...ex.mailMessage, attempts: 0, nextAttemptAt: '2026-11-25T09:00:00.000Z' },
          },
        ],
      }),
    ],
    errors: { 404: MAIL_TEXT.notFound, 409: MAIL_TEXT.alreadySent },
  }),
};

export function mailApi(services: Services) {
  return declaredRouter('/api/mail', services.auth)
    .handle(MAIL_ROUTES.list, async (c) =>
      c.json((await services.mail.list(query(c, mailMessagesQuerySchema))) satisfies MailMessagesAnswer),
    )
    .handle(MAIL_ROUTES.sendAgain, async (c) => {
      const id = idParam(c, 'id', MAIL_TEXT.notFound);
      return c.json((await services.mail.sendAgain(id)) satisfies ApiMailMessage);
    }).app;
}
