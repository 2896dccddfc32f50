// PGlite loads extension bundles only when they are passed to PGlite.create(); list them here so a migration's
// `CREATE EXTENSION` works on the embedded database exactly as it does on PostgreSQL, where the extension is
// installed by the server package. pg_trgm: trigram indexes for task search (contract_tasks) and statute text.
import type { Extensions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const pgliteExtensions: Extensions = { pg_trgm };
