/**
 * How many messages the outbox holds that are not sent: waiting for their first try,
 * waiting to be tried again, and given up. One query, read when /metrics is scraped
 * (decision 71); the outbox's partial indexes on pending and failed rows keep it cheap.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';

export interface OutboxDepth {
  pending: number;
  retrying: number;
  failed: number;
}

export async function outboxDepth(db: Db): Promise<OutboxDepth> {
  const [row] = await queryRows<OutboxDepth>(
    db,
    sql`select
      count(*) filter (where ${mailOutbox.state} = 'pending' and ${mailOutbox.attempts} = 0)::int as pending,
      count(*) filter (where ${mailOutbox.state} = 'pending' and ${mailOutbox.attempts} > 0)::int as retrying,
      count(*) filter (where ${mailOutbox.state} = 'failed')::int as failed
    from ${mailOutbox}
    where ${mailOutbox.state} in ('pending', 'failed')`,
  );
  return { pending: row?.pending ?? 0, retrying: row?.retrying ?? 0, failed: row?.failed ?? 0 };
}
