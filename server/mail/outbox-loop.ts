/**
 * The loop an outbox's worker runs, the same for the mail (delivery.ts) and the outgoing
 * webhooks (services/webhooks/delivery.ts): claim a batch of due rows under a lease, deliver
 * each, and go on while whole batches come back; a nudge after a write starts a run at once
 * (or another right after the one in progress), a poll finds the retries that fell due, and
 * stop() waits a grace period for a send in progress (what it leaves is claimed again once
 * its lease ends).
 */
import type { Logger } from 'pino';

export interface OutboxLoopOptions<Row> {
  /** Rows due now, claimed until `lease` ends. */
  claim(): Promise<{ rows: Row[]; lease: Date }>;
  deliver(row: Row, lease: Date): Promise<void>;
  batchSize: number;
  pollMs: number;
  stopGraceMs: number;
  logger: Logger;
  /** Names the outbox in the log line of a run that failed ("mail", "webhook"). */
  name: string;
}

export interface OutboxLoop {
  /** Delivers whatever is due now; answers how many were tried. */
  deliverDue(): Promise<number>;
  /** Starts a run now, or another right after the one in progress. */
  nudge(): void;
  start(): void;
  stop(): Promise<void>;
}

export function createOutboxLoop<Row>(options: OutboxLoopOptions<Row>): OutboxLoop {
  const { claim, deliver, batchSize, pollMs, stopGraceMs, logger, name } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let poll: NodeJS.Timeout | undefined;

  async function deliverDue(): Promise<number> {
    let tried = 0;
    for (;;) {
      if (stopped) return tried;
      const { rows, lease } = await claim();
      for (const row of rows) await deliver(row, lease);
      tried += rows.length;
      if (rows.length < batchSize) return tried;
    }
  }

  function nudge(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await deliverDue();
      } while (again && !stopped);
    })()
      .catch((err: unknown) => logger.error({ err }, `${name} delivery run failed: it is tried again at the next poll`))
      .finally(() => {
        running = null;
      });
  }

  return {
    deliverDue,
    nudge,
    start() {
      if (poll || stopped) return;
      // What an earlier run left goes at the first poll, not in the middle of starting up.
      poll = setInterval(nudge, pollMs);
      poll.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      if (!running) return;
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, stopGraceMs);
        timer.unref();
      });
      await Promise.race([running, grace]);
      clearTimeout(timer);
    },
  };
}
