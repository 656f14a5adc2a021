/**
 * The store's one PostgreSQL schema (PGlite and PostgreSQL alike).
 * Money columns are integer cents (coupon values: see `coupons`); the API converts to
 * currency units on the way out. CHECK constraints hold what the code assumes of every
 * row (decision 0026); input validation gives users the readable message first.
 */
import { relations, sql } from 'drizzle-orm';
import type { Language } from '#domain/languages.ts';
import { STOCK_REASONS } from '#domain/stock-ledger.ts';
import {
  type AnyPgColumn,
  boolean,
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The language a shopper used (decision 61): what their e-mails are written in. Text with a
 * check rather than an enum, so a language added later is one changed check, not a new type.
 */
const languageColumn = () => text('language').$type<Language>().notNull().default('en');
const languageCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} in ('en', 'ru', 'ky')`);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /**
     * The name and description in Russian and Kyrgyz, null when not given (the storefront
     * then shows the English ones). Columns rather than a table of translations: every
     * product read takes them with the row it already reads, with no join (decision 62).
     */
    nameRu: text('name_ru'),
    nameKy: text('name_ky'),
    descriptionRu: text('description_ru'),
    descriptionKy: text('description_ky'),
    category: text('category').notNull(),
    /** Fallback price when a product has no sizes (SPEC §3 Product.price). */
    priceCents: integer('price_cents').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Recomputed from the reviews by refreshRatings (server/services/reviews/reviews.ts, set through server/services/catalog/ratings.ts) on every review write and by the seed. */
    averageRating: real('average_rating').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    /**
     * Name, category, colours and description in one string, written with the product by
     * insertProducts (server/services/catalog/write.ts); the full-text index sits on
     * searchVector below (migrations 0005 and 0015).
     */
    searchText: text('search_text').notNull().default(''),
    /** Stored so ranking a search does not re-parse every matching product's text. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('english', search_text)`),
    /**
     * Name, category and colours only, written beside searchText: its words are the search
     * vocabulary (searchWords) a misspelt term is compared with, and a product is found by
     * the close words it holds (similarityVector and its GIN index). Decision 6.
     */
    similarityText: text('similarity_text').notNull().default(''),
    /** Its words, stored: finding the products that hold a word reads them, not the text. */
    similarityVector: tsvector('similarity_vector').generatedAlwaysAs(sql`to_tsvector('simple', similarity_text)`),
    /**
     * The size whose price the listing shows and sorts by (SPEC §4: the first size of the
     * first variant), copied here by triggers on sizes and variants (migration 0023) so a
     * sort by price reads no sizes: its price and its own discount, never a discounted
     * price, which depends on the moment of the read. All three NULL when the product has
     * no sizes. Decision 55.
     */
    displayPriceCents: integer('display_price_cents'),
    displayDiscountPercentage: smallint('display_discount_percentage'),
    displayDiscountExpiresAt: timestamp('display_discount_expires_at', { withTimezone: true }),
    /**
     * The lowest and highest prices of the product's sizes before any discount, kept by the
     * same triggers: the filter's price range reads them per category
     * (server/services/catalog/facets.ts). NULL when the product has no sizes.
     */
    minSizePriceCents: integer('min_size_price_cents'),
    maxSizePriceCents: integer('max_size_price_cents'),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_category_idx').on(t.category),
    index('products_created_at_idx').on(t.createdAt),
    // A category's cheapest and dearest sizes, by its category key as discounts name it (decision 55).
    index('products_category_key_min_price_idx').on(sql`lower(btrim(${t.category}))`, t.minSizePriceCents),
    index('products_category_key_max_price_idx').on(sql`lower(btrim(${t.category}))`, t.maxSizePriceCents),
    index('products_similarity_words_idx').using('gin', t.similarityVector).with({ fastupdate: false }),
    check('products_price_not_negative', sql`${t.priceCents} >= 0`),
    check('products_rating_range', sql`${t.averageRating} between 0 and 5`),
    check('products_reviews_not_negative', sql`${t.numReviews} >= 0`),
  ],
);

/**
 * Every word of every product's similarityText, as the 'simple' text search configuration
 * splits it (lowercase): about 200 words for the 10,000 generated products, each compared
 * with a misspelt search term by trigram similarity instead of every product's text (a
 * plain scan: about 1 ms, faster than a trigram index on so few rows). Filled by triggers
 * on products (migration 0017); a word whose last product is gone stays, and finds nothing.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

export const variants = pgTable(
  'variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('variants_product_idx').on(t.productId, t.position),
    // The filter's colour list walks it one colour at a time (decision 55).
    index('variants_color_idx').on(t.color),
  ],
);

export const variantImages = pgTable(
  'variant_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    /** Public URL path, e.g. /uploads/demo/jackets-navy.webp */
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('variant_images_variant_idx').on(t.variantId)],
);

export const sizes = pgTable(
  'sizes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull().default(0),
    discountPercentage: smallint('discount_percentage').notNull().default(0),
    discountExpiresAt: timestamp('discount_expires_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    /**
     * The size's variant's product and colour, copied here by triggers on sizes and variants
     * (migration 0025) so the listing's filters on one size — colour, size, stock, price —
     * read sizes alone, without joining every size to its variant (decision 55, "Second
     * pass"). Never written by the store: a size's insert, or a change of its variant, sets
     * them (the columns are nullable only so that inserts need not name them).
     */
    productId: uuid('product_id'),
    color: text('color'),
  },
  (t) => [
    index('sizes_variant_idx').on(t.variantId, t.position),
    // A product's sizes, for the listing's filters that test them one product at a time.
    index('sizes_product_idx').on(t.productId),
    // The sizes of a colour (and size) the listing filters by, without reading the others.
    index('sizes_color_size_idx').on(t.color, t.size),
    // The catalogue cache asks for the next discount end each time it opens (decision 38):
    // without it, a scan of every size on each write and every minute.
    index('sizes_discount_expires_idx').on(t.discountExpiresAt),
    // The filter's size list and lowest price read these few entries instead of every size
    // (decision 55): sizes one value at a time, the lowest price at the start.
    index('sizes_size_idx').on(t.size),
    index('sizes_price_idx').on(t.priceCents),
    // A size's price with its own discount, as discountedPriceSql computes it: the lowest
    // price a discount of the size's own can give, when that discount is still running.
    index('sizes_own_discount_price_idx')
      .on(sql`((${t.priceCents}::bigint * (100 - ${t.discountPercentage}) + 50) / 100)`)
      .where(sql`${t.discountPercentage} > 0`),
    uniqueIndex('sizes_variant_size_uq').on(t.variantId, t.size),
    check('sizes_price_not_negative', sql`${t.priceCents} >= 0`),
    check('sizes_stock_not_negative', sql`${t.stock} >= 0`),
    check('sizes_discount_range', sql`${t.discountPercentage} between 0 and 100`),
  ],
);

/**
 * A discount per category name; a product's categoryDiscount is read through its category,
 * names matched trimmed and case-insensitively (server/db/category-match.ts, decision 0019).
 */
export const categoryDiscounts = pgTable(
  'category_discounts',
  {
    category: text('category').primaryKey(),
    percentage: smallint('percentage').notNull().default(0),
    flatAmountCents: integer('flat_amount_cents').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('category_discounts_percentage_range', sql`${t.percentage} between 0 and 100`),
    check('category_discounts_flat_not_negative', sql`${t.flatAmountCents} >= 0`),
  ],
);

/**
 * A category's names in Russian and Kyrgyz (null: not given, shown in English), under its
 * category key (lowercase and trimmed, domain/categories.ts `categoryKey`), so one row
 * serves every spelling of the category, as category discounts do (decision 62). A row
 * whose category has no product left stays, and names it again if one comes back.
 */
export const categoryNames = pgTable(
  'category_names',
  {
    categoryKey: text('category_key').primaryKey(),
    nameRu: text('name_ru'),
    nameKy: text('name_ky'),
  },
  (t) => [check('category_names_key_form', sql`${t.categoryKey} = lower(btrim(${t.categoryKey}))`)],
);

/** Why a size's stock changed (domain/stock-ledger.ts names each for the back office). */
export const stockReason = pgEnum('stock_reason', STOCK_REASONS);

/**
 * The stock ledger: one row for every change of a size's stock — how much, the stock after
 * it, why, for which order and by whom — written in the transaction of the change by the
 * catalogue's stock functions (server/services/catalog/stock-ledger.ts). Order and actor are
 * kept as written (no foreign keys into the orders' or accounts' tables, which other modules
 * own): an order deleted by a failed checkout's undo leaves its two rows, which cancel out.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sizeId: uuid('size_id')
      .notNull()
      .references(() => sizes.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: stockReason('reason').notNull(),
    orderId: uuid('order_id'),
    /** The admin's e-mail for a change made in the back office; null for the store itself (checkout, expiry, seed). */
    actor: text('actor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_size_idx').on(t.sizeId, t.createdAt)],
);

export const userRole = pgEnum('user_role', ['customer', 'admin']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /**
     * Stored as normalizeEmail writes it (trimmed, lower-case): addresses are
     * case-insensitive, and lookups compare the stored value exactly.
     */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('customer'),
    /**
     * Set by an admin: the account cannot sign in and its sessions were revoked when it was
     * set (server/services/accounts/users.ts). Its orders and reviews stay.
     */
    disabled: boolean('disabled').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The language last used: set at sign-up and by each order; a password reset asked without one is in it. */
    language: languageColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    // With the check below, unique on email is unique on lower(email) (decision 0026).
    uniqueIndex('users_email_uq').on(t.email),
    check('users_email_normalized', sql`${t.email} = lower(btrim(${t.email}))`),
    languageCheck('users_language', t.language),
  ],
);

/** A signed token is only valid while its session row exists, has not expired and is not revoked. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted; the review and its name stay. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    /** How it fits, if the author said (domain/fit-advice.ts FIT_ANSWERS; decision 65). */
    fit: text('fit'),
    /** The size the author bought, if said: one of the product's sizes when written. */
    size: text('size'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    // The dashboard's latest reviews.
    index('reviews_created_idx').on(t.createdAt),
    /**
     * One review per customer per product: posting again replaces it (decision 0024).
     * Reviews whose author's account is gone (user_id null) keep their place.
     */
    uniqueIndex('reviews_product_user_unique')
      .on(t.productId, t.userId)
      .where(sql`${t.userId} is not null`),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_fit_answer', sql`${t.fit} in ('runs_small', 'true_to_size', 'runs_large')`),
  ],
);

/**
 * How many reviews of a product give each fit answer, per size bought ('' when the review
 * names none): the product page's fit advice reads these few rows instead of every review.
 * Owned by the reviews module and recounted from the product's reviews in the transaction
 * of every review write and delete, with the product row locked (decision 65).
 */
export const reviewFitCounts = pgTable(
  'review_fit_counts',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    fit: text('fit').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size, t.fit] }),
    check('review_fit_counts_fit_answer', sql`${t.fit} in ('runs_small', 'true_to_size', 'runs_large')`),
    // A product without answers has no rows: none is kept at zero.
    check('review_fit_counts_positive', sql`${t.count} > 0`),
  ],
);

export const productsRelations = relations(products, ({ many }) => ({
  variants: many(variants),
  reviews: many(reviews),
}));
export const variantsRelations = relations(variants, ({ one, many }) => ({
  product: one(products, { fields: [variants.productId], references: [products.id] }),
  images: many(variantImages),
  sizes: many(sizes),
}));
export const variantImagesRelations = relations(variantImages, ({ one }) => ({
  variant: one(variants, { fields: [variantImages.variantId], references: [variants.id] }),
}));
export const sizesRelations = relations(sizes, ({ one }) => ({
  variant: one(variants, { fields: [sizes.variantId], references: [variants.id] }),
}));
export const reviewsRelations = relations(reviews, ({ one }) => ({
  product: one(products, { fields: [reviews.productId], references: [products.id] }),
  user: one(users, { fields: [reviews.userId], references: [users.id] }),
}));

/**
 * Sign-ups waiting for their e-mailed code. Every registration is its own request with its
 * own name, password and code, so a later sign-up for the same address (by anyone) cannot
 * change what an earlier one opens. The account (a `users` row) is made when a request's
 * own code is entered; the code is stored only as a SHA-256 of the request id and code.
 */
export const signupRequests = pgTable(
  'signup_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Trimmed and lower-case, like users.email. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** When the current code went out: the resend pause counts from here. */
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }).notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    /** After this the request is void, code or not; the next sign-up deletes it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The language the sign-up was made in: its codes are e-mailed in it, and the account starts with it. */
    language: languageColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    index('signup_requests_email_idx').on(t.email, t.createdAt),
    index('signup_requests_expires_at_idx').on(t.expiresAt),
    check('signup_requests_email_normalized', sql`${t.email} = lower(btrim(${t.email}))`),
    check('signup_requests_attempts_not_negative', sql`${t.failedAttempts} >= 0`),
    languageCheck('signup_requests_language', t.language),
  ],
);

/**
 * A signed-in shopper's saved shipping addresses (decision 0066), owned by the addresses
 * module: the same fields as an order's address. At most one default per account (the
 * partial unique index); the service keeps exactly one while any are left.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    country: text('country').notNull(),
    state: text('state'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_addresses_one_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('saved_addresses_country', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);

/** Password reset links: the link carries a random token, the table only its SHA-256. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Every e-mail the store sends, written in the transaction of the change that causes it and
 * then delivered by the mail worker (server/mail/delivery.ts, decision 0040): by SMTP, or —
 * without SMTP_URL — into the development mailbox (/dev/mailbox reads the delivered rows).
 * A message waits as `pending` (with `attempts` > 0 it is retrying) until it is `sent`, or
 * `failed` once its tries have spanned a day. A claimed message is leased until
 * `locked_until`: a process that dies mid-send leaves it to be claimed again.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is (MAIL_KINDS in server/mail/outbox.ts), for logs and the back office. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    replyTo: text('reply_to'),
    /** What the message is about, when it is about an order or an account. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Start of the day of tries: when it was written, or when an admin sent it again. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** How it was delivered: `smtp`, or `mailbox` (the development mailbox). */
    deliveredBy: text('delivered_by', { enum: ['smtp', 'mailbox'] }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    index('mail_outbox_problems_idx')
      .on(t.state, t.createdAt)
      .where(sql`${t.state} = 'failed' or (${t.state} = 'pending' and ${t.attempts} > 0)`),
    index('mail_outbox_delivered_idx').on(t.deliveredBy, t.sentAt),
    // An order's timeline reads the e-mails about it (decision 0047).
    index('mail_outbox_order_idx').on(t.orderId),
    check('mail_outbox_state', sql`${t.state} in ('pending', 'sent', 'failed')`),
    check('mail_outbox_attempts_not_negative', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Messages sent through the contact form: stored before any e-mail goes out, so a mail
 * failure never loses one (decision 0029); the back office's inbox reads them here.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** When an admin marked it dealt with; null while it waits. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_unhandled_idx')
      .on(t.createdAt)
      .where(sql`${t.handledAt} is null`),
  ],
);

/** Process-wide settings shared through the database, e.g. the generated token-signing key. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const couponType = pgEnum('coupon_type', ['percentage', 'fixed']);
export const couponScope = pgEnum('coupon_scope', ['global', 'category', 'product']);

/**
 * Coupons. `value` is hundredths: a percentage of 12.5 % is 1250, a fixed $5.00 is 500
 * cents. Codes are stored upper-case and unique; automatic (isGlobal) coupons have none.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code'),
    description: text('description').notNull().default(''),
    type: couponType('type').notNull(),
    valueHundredths: integer('value_hundredths').notNull(),
    appliesTo: couponScope('applies_to').notNull().default('global'),
    target: text('target'),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    minOrderValueCents: integer('min_order_value_cents'),
    maxDiscountCents: integer('max_discount_cents'),
    isGlobal: boolean('is_global').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code),
    check('coupons_value_positive', sql`${t.valueHundredths} > 0`),
    // A percentage coupon takes at most 100 % (domain MAX_PERCENTAGE): 10000 hundredths.
    check('coupons_percentage_at_most_100', sql`${t.type} <> 'percentage' or ${t.valueHundredths} <= 10000`),
    check('coupons_used_not_negative', sql`${t.usedCount} >= 0`),
    // Null means unlimited; a limit is at least one use.
    check('coupons_max_uses_positive', sql`${t.maxUses} > 0`),
    check('coupons_min_order_not_negative', sql`${t.minOrderValueCents} >= 0`),
    check('coupons_max_discount_positive', sql`${t.maxDiscountCents} > 0`),
  ],
);

export const orderStatus = pgEnum('order_status', ['pending', 'processing', 'shipped', 'delivered', 'cancelled']);
export const paymentStatus = pgEnum('payment_status', [
  'pending',
  'paid',
  'delivered',
  'failed',
  'refunded',
  'partially_refunded',
]);

/**
 * Orders (SPEC §3 Order). An order keeps its own copy of every fact it was sold at (names,
 * prices, address, coupon) so later catalogue edits never change what was bought. Money is
 * integer cents in `currency`. `reservationReleasedAt` marks the stock and coupon use as
 * given back (expiry, failed payment, cancellation), so nothing is released twice.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for guests; kept (set null) when the account is deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The unguessable token in the order's link (success page, confirmation e-mail) that
     * lets a guest see this order. Kept as is: it opens nothing but this row, which anyone
     * reading the table sees anyway, and the confirmation e-mail must be able to name it.
     */
    accessToken: text('access_token').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    country: text('country').notNull(),
    state: text('state'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    /** The method's id in its zone, and its own copies of what it was sold as (decision 57). */
    shippingMethod: text('shipping_method').notNull(),
    /** The method's name when the order was placed (orders from before zones: the SPEC's names). */
    shippingMethodName: text('shipping_method_name'),
    /** Its delivery time in words when the order was placed ('5-7 business days'). */
    shippingDelivery: text('shipping_delivery'),
    /** The zone the order's country was in ('Kyrgyzstan'); null before zones. */
    shippingZone: text('shipping_zone'),
    currency: text('currency').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The typed coupon (older orders: the automatic one when no code was typed). */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    /** The automatic coupon (store discount) whose use this order holds too (decision 0023). */
    automaticCouponId: uuid('automatic_coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    orderStatus: orderStatus('order_status').notNull().default('pending'),
    paymentStatus: paymentStatus('payment_status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull(),
    paymentSessionId: text('payment_session_id'),
    /**
     * The provider's id for the money taken (Stripe's PaymentIntent), kept when the payment
     * arrives: refunds are made against it and Stripe's refund events name it.
     */
    providerPaymentId: text('provider_payment_id'),
    /** An unpaid order's reservation ends here (the payment session's life). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the order was marked delivered (it starts the return window); cleared if it is moved back. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    reservationReleasedAt: timestamp('reservation_released_at', { withTimezone: true }),
    /** The language the order was placed in: every e-mail about it is written in it. */
    language: languageColumn(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the admin search looks in (SPEC §5): id, customer name, e-mail and phone, with the
     * phone's digits alone too so '555123' finds '+996 555 123 456'. Lower-case, so a
     * LIKE on the trigram index below finds any part of it.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(id::text || ' ' || first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || regexp_replace(phone, '[^0-9]', '', 'g'))`,
      ),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('orders_created_idx').on(t.createdAt),
    // The statistics (decision 35): paid orders over a range of days, and the orders waiting for the store.
    index('orders_payment_created_idx').on(t.paymentStatus, t.createdAt),
    index('orders_status_idx').on(t.orderStatus),
    uniqueIndex('orders_payment_session_uq').on(t.paymentSessionId),
    index('orders_provider_payment_idx').on(t.providerPaymentId),
    index('orders_unpaid_expiry_idx')
      .on(t.expiresAt)
      .where(sql`payment_status = 'pending'`),
    languageCheck('orders_language', t.language),
    check(
      'orders_money_not_negative',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.shippingCents} >= 0 and ${t.totalCents} >= 0`,
    ),
  ],
);

/** One order line: the size it reserved (null once deleted) and its own copies of what was sold. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    sizeId: uuid('size_id').references(() => sizes.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    /** The size's list price and the unit price actually charged (after store discounts). */
    priceCents: integer('price_cents').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** This line's share of the coupon discount. */
    discountCents: integer('discount_cents').notNull().default(0),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_items_money_not_negative',
      sql`${t.priceCents} >= 0 and ${t.unitPriceCents} >= 0 and ${t.discountCents} >= 0`,
    ),
  ],
);

/**
 * Daily totals the statistics sum instead of reading every order (decision 35), kept by the
 * database itself: triggers from migration 0016 count an order when it is written, when it
 * becomes paid or stops being paid, and when it is deleted, in the same transaction, so no
 * code path can forget them. Days are the order's UTC day (created_at); "paid" is the
 * `counts_as_paid` rule (payment status paid or delivered).
 */

/** Orders per day, currency and typed coupon code ('' for none): checkouts started, paid, revenue and discounts. */
export const orderTotalsDaily = pgTable(
  'order_totals_daily',
  {
    day: date('day').notNull(),
    currency: text('currency').notNull(),
    couponCode: text('coupon_code').notNull().default(''),
    /** Every order placed, paid or not: checkouts started. */
    started: integer('started').notNull().default(0),
    paid: integer('paid').notNull().default(0),
    /** Paid orders' totals on their day, less the refunds made on this day (decision 0050): net revenue. */
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    /** Paid orders with a discount (a coupon's or the store's own), and the discount they gave. */
    discounted: integer('discounted').notNull().default(0),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency, t.couponCode] })],
);

/**
 * The days each customer paid for orders, per currency: new and returning customers are
 * told apart from it (a customer's first paid day is the smallest). A customer is their
 * account, or for a guest the e-mail address (`customer_key` in migration 0016). A row
 * whose count falls to 0 is deleted, so the first day is always one with a paid order.
 */
export const customerPaidDays = pgTable(
  'customer_paid_days',
  {
    currency: text('currency').notNull(),
    customerKey: text('customer_key').notNull(),
    day: date('day').notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.customerKey, t.day] }),
    index('customer_paid_days_day_idx').on(t.currency, t.day),
  ],
);

/**
 * What paid orders sold, per day, currency and product. `productId` has no foreign key: a
 * product's sales outlive it. When a product is deleted its lines lose their product (set
 * null) and their sales move under the nil id and the line's name in `lostName` (otherwise
 * ''), as a deleted product's lines are counted by name.
 */
export const productSalesDaily = pgTable(
  'product_sales_daily',
  {
    day: date('day').notNull(),
    currency: text('currency').notNull(),
    productId: uuid('product_id').notNull(),
    lostName: text('lost_name').notNull().default(''),
    /** The name the product last sold under (the greatest, when several). */
    productName: text('product_name').notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency, t.productId, t.lostName] })],
);

/** Payment events already applied: a provider's event id is recorded once, so a replay changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  // An order's timeline reads its payment events (decision 0047).
  (t) => [index('payment_events_order_idx').on(t.orderId)],
);

/**
 * What happened to an order, one row per event, for the back office's timeline (decision
 * 0047): a `kind` (ORDER_EVENT_KINDS in domain/order-timeline.ts), a small JSON `details`,
 * who did it and when. Payments (`payment_events`), shipments (`order_shipments`) and
 * e-mails (`mail_outbox`) keep their own rows, which the timeline reads beside these.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /** admin: an account of the back office; customer: the shopper; provider: the payment provider; store: the store's own sweeps. */
    actorType: text('actor_type', { enum: ['admin', 'customer', 'provider', 'store'] }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor as shown when it happened (an admin's e-mail), kept if the account goes. */
    actorName: text('actor_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.createdAt),
    check('order_events_actor_type', sql`${t.actorType} in ('admin', 'customer', 'provider', 'store')`),
  ],
);

/**
 * A parcel the store sent for an order: the carrier (CARRIERS in domain/carriers.ts, or
 * `other` with its own link), its tracking number and the tracking link made when it was
 * sent. The latest row is the one the shopper is shown.
 */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    /** The carrier's name as typed for `other`; null for a listed carrier. */
    carrierName: text('carrier_name'),
    trackingNumber: text('tracking_number').notNull(),
    trackingUrl: text('tracking_url').notNull(),
    shippedBy: uuid('shipped_by').references(() => users.id, { onDelete: 'set null' }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_shipments_order_idx').on(t.orderId, t.shippedAt)],
);

/**
 * Money given back for an order (decision 0050): the amount the store computed from the
 * lines chosen (and the shipping), why, whether the units went back on the shelf, and who.
 * A refund is written `pending` before the provider is asked and `succeeded` after it
 * answered (decision 0041: no transaction is held across the provider); a refund the
 * provider reports itself (Stripe's dashboard) is written `succeeded` at once. The
 * statistics take a succeeded refund away on its day (triggers, migration 0021).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The admin's request's key (or the provider's event): a second request with it answers this refund. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['pending', 'succeeded'] }).notNull(),
    /** `admin`: made in the back office; `provider`: reported by the payment provider (made on its side). */
    source: text('source', { enum: ['admin', 'provider'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The part of the amount that is the order's shipping (refundable once). */
    shippingCents: integer('shipping_cents').notNull().default(0),
    reason: text('reason').notNull(),
    restock: boolean('restock').notNull().default(false),
    providerRefundId: text('provider_refund_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** As shown when it happened: the admin's e-mail, or the provider's name. */
    actorName: text('actor_name'),
    createdAt: createdAt(),
    /** When the provider confirmed it: the day the statistics take it away. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The return whose receipt this refund is (decision 0052): one refund per return. */
    returnId: uuid('return_id').references((): AnyPgColumn => orderReturns.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('order_refunds_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('order_refunds_return_uq').on(t.returnId),
    index('order_refunds_order_idx').on(t.orderId, t.createdAt),
    check('order_refunds_amount_positive', sql`${t.amountCents} > 0 and ${t.shippingCents} >= 0`),
    check('order_refunds_status', sql`${t.status} in ('pending', 'succeeded')`),
    check('order_refunds_source', sql`${t.source} in ('admin', 'provider')`),
    check('order_refunds_succeeded_at', sql`(${t.status} = 'succeeded') = (${t.refundedAt} is not null)`),
  ],
);

/** The units of each order line a refund gives back, and what they were charged. */
export const orderRefundLines = pgTable(
  'order_refund_lines',
  {
    refundId: uuid('refund_id')
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.refundId, t.orderItemId] }),
    index('order_refund_lines_item_idx').on(t.orderItemId),
    check('order_refund_lines_positive', sql`${t.quantity} > 0 and ${t.amountCents} >= 0`),
  ],
);

/**
 * A return the shopper asked for (decision 0052): which units, why, and how far it got —
 * `requested`, then `approved` (with the store's note to the instructions) or `rejected`
 * (with its reason), then `received`, when its units are refunded (the refund names this
 * return: `order_refunds.return_id`). The request's key makes a repeated request one return.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['requested', 'approved', 'rejected', 'received'] }).notNull(),
    /** RETURN_REASONS in domain/returns.ts. */
    reason: text('reason').notNull(),
    comment: text('comment'),
    /** What the store added to the instructions when it approved. */
    note: text('note'),
    rejectionReason: text('rejection_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The admin who approved or rejected it, as shown then (their e-mail). */
    decidedBy: text('decided_by'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: text('received_by'),
  },
  (t) => [
    uniqueIndex('order_returns_idempotency_uq').on(t.idempotencyKey),
    index('order_returns_order_idx').on(t.orderId, t.requestedAt),
    // The queue: a status, oldest first.
    index('order_returns_status_idx').on(t.status, t.requestedAt),
    check('order_returns_status', sql`${t.status} in ('requested', 'approved', 'rejected', 'received')`),
    check('order_returns_rejected_reason', sql`(${t.status} = 'rejected') = (${t.rejectionReason} is not null)`),
    check('order_returns_received_at', sql`(${t.status} = 'received') = (${t.receivedAt} is not null)`),
  ],
);

/** The units of each order line a return sends back. */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderItemId] }),
    index('order_return_lines_item_idx').on(t.orderItemId),
    check('order_return_lines_positive', sql`${t.quantity} > 0`),
  ],
);

export const ordersRelations = relations(orders, ({ many }) => ({ items: many(orderItems) }));
export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
}));

/**
 * The built-in test payment provider's hosted sessions (what Stripe keeps on its side):
 * the amount and currency the page charges and where it sends the shopper afterwards.
 */
export const testPaymentSessions = pgTable(
  'test_payment_sessions',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('test_payment_sessions_amount_not_negative', sql`${t.amountCents} >= 0`)],
);

/**
 * Shipping zones (decision 57): each a set of countries and the methods offered there. A
 * country is in at most one zone (the key of `shipping_zone_countries`); the one zone marked
 * `rest_of_world` lists none and takes every country the others do not.
 */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    restOfWorld: boolean('rest_of_world').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who changed it last (null: the migration's defaults, or a deleted account). */
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** Their name then, shown with the zone. */
    updatedByName: text('updated_by_name'),
  },
  (t) => [
    uniqueIndex('shipping_zones_rest_of_world_uq')
      .on(t.restOfWorld)
      .where(sql`rest_of_world`),
    uniqueIndex('shipping_zones_name_uq').on(sql`lower(${t.name})`),
  ],
);

export const shippingZoneCountries = pgTable(
  'shipping_zone_countries',
  {
    /** ISO 3166-1 alpha-2; the key, so no country is in two zones. */
    country: text('country').primaryKey(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('shipping_zone_countries_zone_idx').on(t.zoneId),
    check('shipping_zone_countries_code', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);

export const shippingMethods = pgTable(
  'shipping_methods',
  {
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    /** 'standard': what checkout sends and the order keeps; unique within its zone. */
    methodId: text('method_id').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.zoneId, t.methodId] }),
    check('shipping_methods_price_not_negative', sql`${t.priceCents} >= 0`),
    check('shipping_methods_days', sql`${t.minDays} >= 1 and ${t.maxDays} >= ${t.minDays}`),
  ],
);

/** Every change of the zones, with who made it and the zone as it was left (null: deleted). */
export const shippingZoneChanges = pgTable(
  'shipping_zone_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Not a reference: a deleted zone's changes are kept. */
    zoneId: uuid('zone_id').notNull(),
    zoneName: text('zone_name').notNull(),
    action: text('action', { enum: ['created', 'updated', 'deleted'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    zone: jsonb('zone'),
    createdAt: createdAt(),
  },
  (t) => [index('shipping_zone_changes_created_idx').on(t.createdAt)],
);

/**
 * A display currency's rate (decision 60): units of `currency` per one unit of the store
 * currency it was set against, exact (numeric, never a float), with when and by whom it was
 * set. A currency without a row is not offered to shoppers.
 */
export const displayCurrencyRates = pgTable(
  'display_currency_rates',
  {
    currency: text('currency').primaryKey(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    /** STORE_CURRENCY when the rate was set: a rate against another store currency is not used. */
    perCurrency: text('per_currency').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    setByName: text('set_by_name'),
  },
  (t) => [
    check('display_currency_rates_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('display_currency_rates_positive', sql`${t.rate} > 0`),
  ],
);

/** Every change of a rate, with who made it and how (null rate: removed). */
export const displayCurrencyRateChanges = pgTable(
  'display_currency_rate_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }),
    perCurrency: text('per_currency').notNull(),
    source: text('source', { enum: ['edit', 'import', 'removed'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    createdAt: createdAt(),
  },
  (t) => [index('display_currency_rate_changes_created_idx').on(t.createdAt)],
);

/**
 * A signed-in shopper's favourite products (decision 63): one row per shopper and product,
 * newest first by `added_at`. A visitor's list lives in the browser and is merged in on sign-in.
 * Deleting the product or the account deletes the row, so a product gone since drops out quietly.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also the per-shopper read: at most FAVOURITES_LIMIT rows, sorted in memory.
    primaryKey({ columns: [t.userId, t.productId] }),
    // The cascade from a deleted product finds its rows without a scan.
    index('favourites_product_idx').on(t.productId),
  ],
);

/**
 * Back-in-stock alerts (decision 64): an address waiting for one size of one colour. A
 * guest's alert waits for its e-mailed link to be opened (`confirmed_at`); a signed-in
 * shopper's own address starts confirmed. When the size's stock comes back from none, the
 * alert is marked `notified_at` in that very transaction, with its e-mail, and is done: at
 * most one waiting alert per address and size (the partial unique index), notified once.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sizeId: uuid('size_id')
      .notNull()
      .references(() => sizes.id, { onDelete: 'cascade' }),
    /** Trimmed and lower-case. */
    email: text('email').notNull(),
    /** The language the alert was asked for in: its e-mails are written in it. */
    language: languageColumn(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_alerts_waiting_idx')
      .on(t.sizeId, t.email)
      .where(sql`${t.notifiedAt} is null`),
    // The restock's lookup and the back office's demand: active alerts of a size.
    index('stock_alerts_active_idx')
      .on(t.sizeId)
      .where(sql`${t.confirmedAt} is not null and ${t.notifiedAt} is null`),
    check('stock_alerts_email_check', sql`${t.email} = lower(${t.email}) and length(${t.email}) between 3 and 254`),
    languageCheck('stock_alerts_language_check', t.language),
  ],
);

/**
 * Outgoing webhooks (decision 70): the addresses the owner registered in the back office,
 * each with the events it wants and the secret its deliveries are signed with. The secret is
 * kept as it is (signing needs it), shown once when made and never answered by the API again.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    /** Event types (WEBHOOK_EVENTS in domain/webhooks.ts). */
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    /** The admin who registered it (their e-mail, kept if the account goes). */
    createdBy: text('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Every event recorded asks which enabled endpoints want it: a tiny table, read by this index.
    index('webhook_endpoints_enabled_idx')
      .on(t.enabled)
      .where(sql`${t.enabled}`),
    check('webhook_endpoints_url_length', sql`length(${t.url}) between 1 and 2000`),
  ],
);

/**
 * One event for one endpoint: written in the transaction of its cause, sent by the webhook
 * worker with retries (the mail's backoff), its last try's status code, time and error kept
 * for the back office's delivery log. `event_id` is the same on every try and on a resend:
 * receivers deduplicate by it.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Start of the day of tries: when it was written, or when an admin resent it. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastResponseMs: integer('last_response_ms'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    // The back office's delivery log: one endpoint's, newest first.
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_state', sql`${t.state} in ('pending', 'delivered', 'failed')`),
    check('webhook_deliveries_attempts_not_negative', sql`${t.attempts} >= 0`),
  ],
);
