import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { migrationsBefore, migrationsFolder, openBareDatabase } from '#tests/support/migrations.ts';

it('migration 0018 keeps the development outbox as delivered mailbox messages, each with the kind its subject names', async () => {
  const before = await migrationsBefore('0018_mail_outbox_delivery');
  const { db, migrate, close } = await openBareDatabase(undefined);
  try {
    await migrate(before.folder);
    await db.execute(sql`insert into mail_outbox ("to", subject, text, html, created_at) values
      ('a@example.com', 'Your ALATOO verification code: 123456', 't', 'h', now() - interval '2 days'),
      ('b@example.com', 'Reset your ALATOO password', 't', 'h', now() - interval '1 day'),
      ('c@example.com', 'Your ALATOO order 1a2b3c4d is confirmed', 't', 'h', now()),
      ('c@example.com', 'Your ALATOO order 1a2b3c4d is on its way', 't', 'h', now()),
      ('c@example.com', 'Your ALATOO order 1a2b3c4d has been delivered', 't', 'h', now()),
      ('hello@alatoo.example', 'Contact form: Sizes', 't', 'h', now()),
      ('d@example.com', 'We received your message to ALATOO', 't', 'h', now())`);

    await migrate(migrationsFolder);

    const rows = await db.execute<{
      subject: string;
      kind: string;
      state: string;
      delivered_by: string;
      sent_on_write: boolean;
      attempts: number;
    }>(
      sql`select subject, kind, state, delivered_by, sent_at = created_at as sent_on_write, attempts from mail_outbox order by created_at, subject`,
    );
    expect(
      rows.rows.map((r) => [
        r.subject.replace(/^.*(code|password|confirmed|way|delivered|Contact form|received).*$/, '$1'),
        r.kind,
      ]),
    ).toEqual([
      ['code', 'signup_code'],
      ['password', 'password_reset'],
      ['Contact form', 'contact_store'],
      ['received', 'contact_acknowledgement'],
      ['delivered', 'order_delivered'],
      ['confirmed', 'order_confirmation'],
      ['way', 'order_shipped'],
    ]);
    // Nothing is sent again: every old row is one the mailbox already holds.
    expect(
      rows.rows.every((r) => r.state === 'sent' && r.delivered_by === 'mailbox' && r.sent_on_write && r.attempts === 0),
    ).toBe(true);
  } finally {
    await close();
    await before.remove();
  }
});
