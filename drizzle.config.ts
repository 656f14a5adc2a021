import { defineConfig } from 'drizzle-kit';

// Only used to generate migrations from server/db/schema.ts; the app applies them itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
