/**
 * Outgoing webhooks (decision 70): the endpoints the owner registers, the events written for
 * them in the transaction of their cause (`recordWebhookEvent`, called by the orders and the
 * catalogue), and the worker that signs and sends them with retries.
 */
export { vetEndpointUrl, type WebhookAddressRules } from './address-rules';
export { createWebhookWorker, webhookBody, type WebhookWorker } from './delivery';
export { createWebhookService, type WebhookService } from './endpoints';
export { recordWebhookEvent, type WebhookData } from './record';
export { createHttpSender, WEBHOOK_TIMEOUT_MS, type WebhookSender } from './sender';
export { newWebhookSecret, signatureHeader, verifySignature } from './signature';
