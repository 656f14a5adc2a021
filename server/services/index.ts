/** All services, built once per process over one database. */
import type { TokenSigner } from '#server/auth/tokens.ts';
import type { Db } from '#server/db/client.ts';
import type { RateLimiter } from '#server/limits/rate-limit.ts';
import { listOutbox, type MailQueue } from '#server/mail/outbox.ts';
import { createAuthService, createUserService } from './accounts';
import { priceCartFromDatabase, type PriceFromDatabaseOptions } from './pricing';
import {
  createCachedCatalog,
  createCatalogAdminService,
  createCatalogService,
  createLocalCatalogChanges,
  reportStockMoves,
  type CatalogChanges,
  type StockMoves,
} from './catalog';
import { createContactService } from './content';
import { createCurrencyService } from './currencies';
import type { PaymentProvider } from '#server/payments/provider.ts';
import { findTestSession } from '#server/payments/test-provider.ts';
import { createCouponService } from './coupons';
import { createMailAdminService } from './mail-admin';
import { createAdminOrderService, createOrderService } from './orders';
import { createReviewService } from './reviews';
import { createShippingService } from './shipping';
import { createStatsService } from './stats';
import type { FileStorage } from '#server/storage/storage.ts';
import { createPhraseListTranslator } from '#server/translation/phrase-list.ts';
import { createUploadService } from './uploads';

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
  now,
}: ServiceDeps) {
  /** Every catalogue write calls this once committed (products, discounts, ratings). */
  const onCatalogChange = () => catalogChanges.changed();
  /** Stock moved by orders, once committed: by product, or the whole version when a size crossed zero. */
  const onStockMoved = (moves: StockMoves) => reportStockMoves(catalogChanges, moves);
  const catalog = createCachedCatalog(createCatalogService(db), catalogChanges);
  return {
    /** Catalogue reads, kept in memory per catalogue version (catalog/cache.ts). */
    catalog,
    /** The back office's product and category-discount writes. */
    catalogAdmin: createCatalogAdminService(db, catalog, onCatalogChange),
    auth: createAuthService({ db, mail, signer, publicUrl, now }),
    users: createUserService(db),
    coupons: createCouponService(db, currency, (items, options) =>
      priceCartFromDatabase(db, items, { currency, ...options }),
    ),
    /** The one pricing rule over the database (domain/pricing); checkout prices with it too. */
    cartPricing: {
      price: (items: Parameters<typeof priceCartFromDatabase>[1], options: PriceFromDatabaseOptions = {}) =>
        priceCartFromDatabase(db, items, { currency, ...options }),
    },
    reviews: createReviewService(db, onCatalogChange),
    /**
     * Shipping zones (decision 57): checkout's offers and prices, the back office's edits. An
     * edit moves the catalogue version, so the kept pages stating delivery times are rendered again.
     */
    shipping: createShippingService(db, onCatalogChange),
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
      now,
    }),
    /** The contact form and the back office's inbox of its messages. */
    contact: createContactService({ db, mail, rateLimiter, storeEmail, publicUrl }),
    /** The back office's order list: search, filters, pages, counters and revenue in the database. */
    adminOrders: createAdminOrderService(db),
    /** The dashboard's and statistics screen's figures, aggregated in the database. */
    stats: createStatsService(db, currency),
    /** Product images the back office uploads, with their storefront renditions. */
    uploads: createUploadService({ storage, rateLimiter }),
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
  };
}
