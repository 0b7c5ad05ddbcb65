import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations for the local API server: `npx drizzle-kit generate`.
// The server applies them on start-up (server/db/client.ts), for PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/platform/db/schema.ts',
  out: './server/platform/db/migrations',
});
