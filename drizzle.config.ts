// drizzle-kit: `npm run db:generate` diffs server/db/schema against drizzle/ and writes the next SQL migration.
// Migrations are committed and applied on start by server/db/migrate.ts (PGlite or PostgreSQL).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './drizzle',
});
