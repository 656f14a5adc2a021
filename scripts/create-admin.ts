/**
 * npm run create-admin -- --email owner@example.com --password 'a long password' [--name 'Owner']
 * Creates the admin account, or makes an existing account admin with this password.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '#server/config.ts';
import { PASSWORD_TOO_COMMON } from '#domain/auth-limits.ts';
import { isCommonPassword } from '#server/auth/common-passwords.ts';
import { MIN_PASSWORD_LENGTH } from '#server/auth/password.ts';
import { openConfiguredDatabase } from '#server/start.ts';
import { upsertUser } from '#server/services/accounts/index.ts';

const argsSchema = z.object({
  email: z.email({ error: '--email must be an e-mail address' }),
  password: z
    .string({ error: '--password is required' })
    .min(MIN_PASSWORD_LENGTH, `--password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .refine((password) => !isCommonPassword(password), `--password: ${PASSWORD_TOO_COMMON}`),
  name: z.string().trim().min(1).default('Store Admin'),
});

try {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new ConfigError(parsed.error.issues[0]!.message);
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const user = await upsertUser(database.db, { ...parsed.data, role: 'admin', verified: true });
    console.log(`Admin account ready: ${user.email}`);
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
