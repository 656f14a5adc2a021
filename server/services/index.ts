/** All services, built once per process over one database. */
import type { TokenSigner } from '#server/auth/tokens.ts';
import type { Db } from '#server/db/client.ts';
import type { RateLimiter } from '#server/limits/rate-limit.ts';
import { listOutbox, type MailQueue } from '#server/mail/outbox.ts';
import { createAuthService, createUserService } from './accounts';
import { createAddressService } from './addresses';
import { priceCartFromDatabase, type PriceFromDatabaseOptions } from './pricing';
import {
  createCachedCatalog,
  createCatalogAdminService,
  createCatalogService,
  createCatalogueIo,
  createLocalCatalogChanges,
  ImageRefused,
  reportStockMoves,
  type CatalogChanges,
  type StockMoves,
} from './catalog';
import { createContactService } from './content';
import { createCurrencyService } from './currencies';
import { createFavouritesService } from './favourites';
import { createFeedService } from './feeds';
import type { PaymentProvider } from '#server/payments/provider.ts';
import { findTestSession } from '#server/payments/test-provider.ts';
import { createCouponService } from './coupons';
import { createMailAdminService } from './mail-admin';
import { createAdminOrderService, createOrderService } from './orders';
import { createReviewService } from './reviews';
import { createShippingService } from './shipping';
import { createStatsService } from './stats';
import { createStockAlertService } from './stock-alerts';
import type { FileStorage } from '#server/storage/storage.ts';
import { createPhraseListTranslator } from '#server/translation/phrase-list.ts';
import { createUploadService, ImageFetchError, type ImageFetchRules } from './uploads';
import { ServiceError } from './errors';
import { createWebhookService, type WebhookAddressRules } from './webhooks';

export interface ServiceDeps {
  db: Db;
  /** Where every e-mail is written, in the transaction of its cause; the mail worker sends it. */
  mail: MailQueue;
  signer: TokenSigner;
  /** Origin for links in e-mails. */
  publicUrl: string;
  /** STORE_CURRENCY, for amounts in messages. */
  currency: string;
  payments: PaymentProvider;
  /** Counts hits for limits that pages' actions share with the API (the contact form). */
  rateLimiter: RateLimiter;
  /** STORE_EMAIL: the store's inbox for contact messages. */
  storeEmail: string;
  /** Where product images are kept (local disk or S3-compatible object storage). */
  storage: FileStorage;
  /** Where a payment for an order that had already ended (so must be refunded) is reported. */
  onLatePayment?: (payment: { orderId: string; eventId: string }) => void;
  /**
   * The catalogue's version, moved by every catalogue write; shared with other processes
   * through Redis when REDIS_URL is set. Default: this process only.
   */
  catalogChanges?: CatalogChanges;
  /**
   * Which addresses webhook endpoints may have (decision 70): https only in production, no
   * private network unless WEBHOOKS_ALLOW_PRIVATE. Default: http(s), public addresses only.
   */
  webhookRules?: WebhookAddressRules;
  /**
   * Which addresses the catalogue import may fetch images from (decision 73): no private
   * network unless OUTBOUND_ALLOW_PRIVATE (or WEBHOOKS_ALLOW_PRIVATE). Default: public addresses only.
   */
  imageFetchRules?: ImageFetchRules;
  /** Wakes this process's webhook worker: called after writes that may have recorded events. */
  onWebhooksWritten?: () => void;
  /**
   * The clock of the rules that wait: the account rules (the sign-up code's resend pause, code and
   * session lifetimes) and the orders' (the return window, payment sessions). Default: the real one.
   */
  now?: () => Date;
}

export function createServices({
  db,
  mail,
  signer,
  publicUrl,
  currency,
  payments,
  rateLimiter,
  storeEmail,
  storage,
  onLatePayment,
  catalogChanges = createLocalCatalogChanges(),
  webhookRules = { allowPrivate: false, httpsOnly: false },
  imageFetchRules = { allowPrivate: false },
  onWebhooksWritten = () => {},
  now,
}: ServiceDeps) {
  /** Every catalogue write calls this once committed (products, discounts, ratings). */
  const onCatalogChange = () => catalogChanges.changed();
  /**
   * Back-in-stock alerts (decision 64): their restock listener is given to every stock change
   * that can bring a size back — the back office's edits and the orders giving units back — and
   * writes the alerts' e-mails in that change's transaction.
   */
  const stockAlerts = createStockAlertService({ db, mail, signer, publicUrl, rateLimiter, now });
  /**
   * Stock moved by orders, once committed: by product, or the whole version when a size crossed
   * zero — then a size may have come back, and the mail worker is woken for its alerts' e-mails.
   */
  const onStockMoved = (moves: StockMoves) => {
    reportStockMoves(catalogChanges, moves);
    if (moves.availabilityChanged) mail.written();
  };
  const catalog = createCachedCatalog(createCatalogService(db), catalogChanges);
  const shipping = createShippingService(db, onCatalogChange);
  const catalogAdmin = createCatalogAdminService(
    db,
    catalog,
    () => {
      onCatalogChange();
      // An edit may have brought a size back: its alerts' e-mails were written with it.
      mail.written();
      // And its webhook events (product.updated, stock.low).
      onWebhooksWritten();
    },
    stockAlerts.onRestock,
  );
  const uploads = createUploadService({ storage, rateLimiter, imageFetchRules });
  /** An image address refused, or an image the upload's checks refuse: a problem of the file's line. */
  const asRefusal = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (err instanceof ImageFetchError || (err instanceof ServiceError && err.kind !== 'unavailable'))
        throw new ImageRefused(err.message);
      throw err;
    }
  };
  return {
    /** Catalogue reads, kept in memory per catalogue version (catalog/cache.ts). */
    catalog,
    /** The back office's product and category-discount writes. */
    catalogAdmin,
    /** The catalogue as a CSV file and back (decision 73); imported images go through the uploads' checks and storage. */
    catalogueIo: createCatalogueIo(db, catalogAdmin, {
      vet: (url) => asRefusal(() => uploads.vetImageAddress(url)),
      store: (url) => asRefusal(() => uploads.importImage(url)),
    }),
    /** Back-in-stock alerts: shoppers' requests, their links, the back office's waiting demand. */
    stockAlerts,
    auth: createAuthService({ db, mail, signer, publicUrl, now }),
    users: createUserService(db),
    /** A signed-in shopper's saved shipping addresses (decision 66). */
    addresses: createAddressService(db, now),
    coupons: createCouponService(db, currency, (items, options) =>
      priceCartFromDatabase(db, items, { currency, ...options }),
    ),
    /** The one pricing rule over the database (domain/pricing); checkout prices with it too. */
    cartPricing: {
      price: (items: Parameters<typeof priceCartFromDatabase>[1], options: PriceFromDatabaseOptions = {}) =>
        priceCartFromDatabase(db, items, { currency, ...options }),
    },
    reviews: createReviewService(db, onCatalogChange),
    /** Signed-in shoppers' favourite products (decision 63). */
    favourites: createFavouritesService(db),
    /**
     * Shipping zones (decision 57): checkout's offers and prices, the back office's edits. An
     * edit moves the catalogue version, so the kept pages stating delivery times are rendered again.
     */
    shipping,
    /** Google Merchant Center's and Meta's product feeds, kept per catalogue cache window (decision 69). */
    feeds: createFeedService({ catalog, shipping, publicUrl, currency }),
    /**
     * Display currencies (decision 60): the rates, read once per catalogue cache window; a
     * rate change moves the catalogue version, so kept pages are rendered again with it.
     */
    currencies: createCurrencyService(db, {
      storeCurrency: currency,
      onChange: onCatalogChange,
      window: catalog.cacheWindow,
      now,
    }),
    /** Review comments into English (server/translation); the built-in phrase list by default. */
    translator: createPhraseListTranslator(),
    orders: createOrderService({
      db,
      mail,
      payments,
      publicUrl,
      currency,
      storeEmail,
      onLatePayment,
      onStockMoved,
      onRestock: stockAlerts.onRestock,
      onWebhooksWritten,
      now,
    }),
    /** The contact form and the back office's inbox of its messages. */
    contact: createContactService({ db, mail, rateLimiter, storeEmail, publicUrl }),
    /** The back office's order list: search, filters, pages, counters and revenue in the database. */
    adminOrders: createAdminOrderService(db),
    /** The dashboard's and statistics screen's figures, aggregated in the database. */
    stats: createStatsService(db, currency),
    /** Product images the back office uploads, with their storefront renditions. */
    uploads,
    /**
     * The built-in test payment page's sessions (server/payments/test-provider.ts), only while
     * it is the store's provider: a store whose test payments are off (production without
     * ALLOW_TEST_PAYMENTS, or Stripe set up) never shows or pays an old test session.
     */
    testPayments: {
      find: (sessionId: string) =>
        payments.name === 'test' ? findTestSession(db, sessionId) : Promise.resolve(undefined),
    },
    /** The development mailbox: what was delivered to it (nothing when SMTP_URL sends real mail). */
    outbox: { list: (limit?: number) => listOutbox(db, limit) },
    /** The back office's Mail screen: messages that failed or are being retried, sent again. */
    mail: createMailAdminService(db, mail),
    /** Outgoing webhooks' endpoints and delivery logs (decision 70); the events are recorded by the orders and the catalogue. */
    webhooks: createWebhookService({ db, rules: webhookRules, onWritten: onWebhooksWritten, now }),
  };
}
