/**
 * The contact form's own endpoint, POST /api/contact (in place of SPEC §7's external form
 * service, decision 0029), and the back office's inbox: GET /api/contact-messages and
 * PATCH /api/contact-messages/{id} (admins only).
 */
import type { ApiContactMessage, ContactMessagesAnswer, MessageAnswer } from '#domain/api-answer-schemas.ts';
import {
  contactErrorSummary,
  contactInputSchema,
  contactMessagePatchSchema,
  contactMessagesQuerySchema,
} from '#domain/contact.ts';
import { CONTACT_TEXT } from '#domain/contact-rules.ts';
import type { Services } from '#server/context.ts';
import { clientAddress } from '#server/http/client-address.ts';
import { badRequest, HttpError, notFound } from '#server/http/errors.ts';
import { idParam, jsonBody, query } from '#server/http/request-input.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import * as answers from '#domain/api-answer-schemas.ts';
import * as ex from './openapi/examples';
import { answer, jsonRequest } from './openapi/operation';

export const CONTACT_ROUTES = {
  send: declareRoute({
    method: 'post',
    path: '/api/contact',
    tag: 'Contact',
    summary: 'Send a message to the store',
    description:
      'Stored first, then e-mailed to the store and acknowledged to the sender. `website` is a honeypot: people leave it empty.',
    access: 'public',
    body: jsonRequest(contactInputSchema, [
      {
        summary: 'A question',
        value: {
          name: 'Timur Asanov',
          email: 'timur@example.com',
          subject: 'Sizing of the wool coat',
          message: 'Does the coat run large? I usually wear an M.',
          language: 'en',
        },
      },
    ]),
    answers: [
      answer({
        status: 201,
        description: 'Received.',
        schema: answers.messageAnswerSchema,
        examples: [{ summary: 'Sent', value: { message: CONTACT_TEXT.sent } }],
      }),
    ],
    errors: { 429: 'Too many messages from this address.' },
  }),
};

export const CONTACT_MESSAGES_ROUTES = {
  list: declareRoute({
    method: 'get',
    path: '/api/contact-messages',
    tag: 'Contact',
    summary: 'The contact inbox, newest first',
    access: 'admin',
    query: contactMessagesQuerySchema,
    answers: [
      answer({
        status: 200,
        description: 'One page.',
        schema: answers.contactMessagesAnswerSchema,
        examples: [
          { summary: '?status=unhandled', value: { messages: [ex.contactMessage], total: 1, page: 1, pageSize: 20 } },
        ],
      }),
    ],
  }),
  setHandled: declareRoute({
    method: 'patch',
    path: '/api/contact-messages/{id}',
    tag: 'Contact',
    summary: 'Mark a message handled, or not',
    access: 'admin',
    pathParams: { id: { description: 'The message’s id.' } },
    body: jsonRequest(contactMessagePatchSchema, [{ summary: 'Handled', value: { handled: true } }]),
    answers: [
      answer({
        status: 200,
        description: 'The message as it is now.',
        schema: answers.contactMessageSchema,
        examples: [
          { summary: 'Handled', value: { ...ex.contactMessage, handled: true, handledAt: '2026-11-24T09:00:00.000Z' } },
        ],
      }),
    ],
    errors: { 404: CONTACT_TEXT.messageNotFound },
  }),
};

export function contactApi(services: Services, trustProxy: boolean) {
  return declaredRouter('/api/contact').handle(CONTACT_ROUTES.send, async (c) => {
    await services.contact.admit(clientAddress(c, trustProxy));
    const input = await jsonBody(c, contactInputSchema).catch((err: unknown) => {
      // The form's own sentence above the fields (SPEC §5), with each field's message as usual.
      throw err instanceof HttpError && err.errors ? badRequest(contactErrorSummary(err.errors), err.errors) : err;
    });
    await services.contact.submit(input);
    return c.json({ message: CONTACT_TEXT.sent } satisfies MessageAnswer, 201);
  }).app;
}

export function contactMessagesApi(services: Services) {
  return declaredRouter('/api/contact-messages', services.auth)
    .handle(CONTACT_MESSAGES_ROUTES.list, async (c) =>
      c.json((await services.contact.list(query(c, contactMessagesQuerySchema))) satisfies ContactMessagesAnswer),
    )
    .handle(CONTACT_MESSAGES_ROUTES.setHandled, async (c) => {
      const id = idParam(c, 'id', CONTACT_TEXT.messageNotFound);
      const { handled } = await jsonBody(c, contactMessagePatchSchema);
      const updated = await services.contact.setHandled(id, handled);
      if (!updated) throw notFound(CONTACT_TEXT.messageNotFound);
      return c.json(updated satisfies ApiContactMessage);
    }).app;
}
