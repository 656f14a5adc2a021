/** All services, built once per process over one database. */
import type { TokenSigner } from '../auth/tokens';
import type { Db } from '../db/client';
import { listOutbox, type Mailer } from '../mail/mailer';
import { createAuthService } from './auth';
import { priceCartFromDatabase, type PriceFromDatabaseOptions } from './cart-pricing';
import { createCatalogService } from './catalog';
import { createCouponService } from './coupons';
import { createUserService } from './users';

export interface ServiceDeps {
  db: Db;
  mailer: Mailer;
  signer: TokenSigner;
  /** Origin for links in e-mails. */
  publicUrl: string;
  /** STORE_CURRENCY, for amounts in messages. */
  currency: string;
}

export function createServices({ db, mailer, signer, publicUrl, currency }: ServiceDeps) {
  return {
    catalog: createCatalogService(db),
    auth: createAuthService({ db, mailer, signer, publicUrl }),
    users: createUserService(db),
    coupons: createCouponService(db, currency),
    /** The one pricing rule over the database (domain/pricing); checkout prices with it too. */
    cartPricing: {
      price: (items: Parameters<typeof priceCartFromDatabase>[1], options: PriceFromDatabaseOptions = {}) =>
        priceCartFromDatabase(db, items, { currency, ...options }),
    },
    /** The development outbox (empty when SMTP_URL sends real mail). */
    outbox: { list: (limit?: number) => listOutbox(db, limit) },
  };
}
