/**
 * The catalogue's version: a number that moves on every write that changes what shoppers
 * see (products, stock, ratings, category discounts). The catalogue cache keeps answers
 * for one version only. In one process the version is a counter; with REDIS_URL every
 * process also hears the others' writes on a pub/sub channel (decision 38).
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
  close(): Promise<void>;
}

/** One process: the version moves only on this process's own writes. */
export function createLocalCatalogChanges(): CatalogChanges & { move(): void } {
  let version = 0;
  const listeners: (() => void)[] = [];
  const move = () => {
    version += 1;
    for (const listener of listeners) listener();
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
    async close() {},
  };
}

export const DEFAULT_CATALOG_CHANNEL = 'store:catalog-changed';

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
    if (from === channel && message !== origin) local.move();
  });
  // The publisher's failures show in publish(); its connection errors need a listener.
  publisher.on('error', () => {});

  return {
    get version() {
      return local.version;
    },
    get trustworthy() {
      return subscribed;
    },
    changed() {
      local.move();
      publisher.publish(channel, origin).then(
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
    },
    onChange: local.onChange,
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
