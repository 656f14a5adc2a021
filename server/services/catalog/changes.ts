/**
 * The catalogue's version: a number that moves on every write that changes what shoppers
 * see (products, ratings, category discounts, a size selling out or coming back). The
 * catalogue cache keeps answers for one version only. A stock move that leaves every size
 * on the same side of zero is reported for its products alone (`productsChanged`): the
 * cache drops only what shows those products (decision 53). In one process the version is
 * a counter; with REDIS_URL every process also hears the others' writes on a pub/sub
 * channel (decision 38).
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

export interface CatalogChanges {
  /** Moves on every catalogue write, in this process or (with Redis) in another. */
  readonly version: number;
  /**
   * Whether an answer kept for the current version can be trusted: false while the
   * channel to the other processes is down, since their writes would go unheard.
   */
  readonly trustworthy: boolean;
  /** A catalogue write has been committed here: move the version and tell the other processes. */
  changed(): void;
  /** Called after every version move (the cache drops what it holds). */
  onChange(listener: () => void): void;
  /**
   * Stock of these products moved (committed here) without any size selling out or coming
   * back: only what shows them is stale. Told to the other processes too.
   */
  productsChanged(productIds: readonly string[]): void;
  /** Called after every product-scoped change, here or (with Redis) in another process. */
  onProductsChange(listener: (productIds: readonly string[]) => void): void;
  close(): Promise<void>;
}

/** One process: the version moves only on this process's own writes. */
export function createLocalCatalogChanges(): CatalogChanges & { move(): void } {
  let version = 0;
  const listeners: (() => void)[] = [];
  const productListeners: ((productIds: readonly string[]) => void)[] = [];
  const move = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  const productsChanged = (productIds: readonly string[]) => {
    if (productIds.length === 0) return;
    for (const listener of productListeners) listener(productIds);
  };
  return {
    get version() {
      return version;
    },
    trustworthy: true,
    changed: move,
    move,
    onChange(listener) {
      listeners.push(listener);
    },
    productsChanged,
    onProductsChange(listener) {
      productListeners.push(listener);
    },
    async close() {},
  };
}

export const DEFAULT_CATALOG_CHANNEL = 'store:catalog-changed';

/**
 * A message on the channel: the sender's origin alone moves the version; a product-scoped
 * change is JSON naming the products. A process that does not know the JSON form takes it
 * for a version move (any message not its own), which is safe, only slower.
 */
function productsMessage(origin: string, productIds: readonly string[]): string {
  return JSON.stringify({ origin, products: productIds });
}

/** What another process's message asks: its origin, and its products when it is product-scoped. */
function readMessage(message: string): { origin: string; products: string[] | null } {
  if (message.startsWith('{')) {
    try {
      const parsed = JSON.parse(message) as { origin?: unknown; products?: unknown };
      if (
        typeof parsed.origin === 'string' &&
        Array.isArray(parsed.products) &&
        parsed.products.every((id) => typeof id === 'string')
      )
        return { origin: parsed.origin, products: parsed.products as string[] };
    } catch {
      // Not ours to read: a version move, below.
    }
  }
  return { origin: message, products: null };
}

/**
 * Several processes: a write here moves the local version and is published on `channel`;
 * a message from another process moves the version here. A subscriber connection cannot
 * publish, so there are two connections. While the subscriber is not subscribed (at start,
 * during an outage) the cache is bypassed, and when it is subscribed again the version
 * moves, because writes may have been missed meanwhile. The outage and its end are logged
 * once each; commands fail fast so a dead Redis never stalls a request.
 */
export function createRedisCatalogChanges(
  url: string,
  logger: Logger,
  channel = DEFAULT_CATALOG_CHANNEL,
): CatalogChanges {
  const local = createLocalCatalogChanges();
  // Tells this process's own messages apart from the others'.
  const origin = randomUUID();
  const options = { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 500 } as const;
  const publisher = new Redis(url, options);
  // Subscribing again after a reconnect is done by hand below, so that the moment it is
  // done is known (and the version moved then).
  const subscriber = new Redis(url, { ...options, autoResubscribe: false });
  let subscribed = false;
  let outage = false;
  let closing = false;
  // A publish failed (logged once until one succeeds again).
  let unheard = false;

  const down = (err: unknown) => {
    subscribed = false;
    if (outage || closing) return;
    outage = true;
    logger.error(
      { err },
      'Redis is unavailable: the catalogue is read from the database on every request until it is back',
    );
  };
  const subscribe = async () => {
    try {
      await subscriber.subscribe(channel);
    } catch (err) {
      down(err);
      return;
    }
    // Whatever was kept before may have missed another process's write.
    local.move();
    subscribed = true;
    if (outage) {
      outage = false;
      logger.info('Redis is back: the catalogue cache is shared again');
    }
  };
  subscriber.on('ready', () => void subscribe());
  subscriber.on('error', down);
  subscriber.on('close', () => down(new Error('connection to Redis closed')));
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const heard = readMessage(message);
    if (heard.origin === origin) return;
    if (heard.products) local.productsChanged(heard.products);
    else local.move();
  });
  // The publisher's failures show in publish(); its connection errors need a listener.
  publisher.on('error', () => {});
  const publish = (message: string) =>
    publisher.publish(channel, message).then(
      () => {
        unheard = false;
      },
      (err: unknown) => {
        if (unheard || closing) return;
        unheard = true;
        logger.error(
          { err },
          'a catalogue change could not be published: other processes may show the catalogue as it was',
        );
      },
    );

  return {
    get version() {
      return local.version;
    },
    get trustworthy() {
      return subscribed;
    },
    changed() {
      local.move();
      publish(origin);
    },
    onChange: local.onChange,
    productsChanged(productIds) {
      if (productIds.length === 0) return;
      local.productsChanged(productIds);
      publish(productsMessage(origin, productIds));
    },
    onProductsChange: local.onProductsChange,
    async close() {
      closing = true;
      subscribed = false;
      await Promise.all(
        [publisher, subscriber].map((r) =>
          r.status === 'ready' ? r.quit().catch(() => r.disconnect()) : r.disconnect(),
        ),
      );
    },
  };
}
