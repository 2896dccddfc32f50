/**
 * The migrated, seeded PGlite template (server/db/pglite-template.ts), cached in os.tmpdir() and reused by every
 * test file: loading the dump takes ~1 s, where a fresh in-memory PGlite runs initdb (3-8 s).
 */
import os from 'node:os';
import path from 'node:path';
import { loadOrBuildPgliteTemplate } from '../../server/db/pglite-template';

let cached: Promise<Blob> | undefined;

/** The template dump for the current migrations (built on first use). */
export function pgliteTemplate(): Promise<Blob> {
  cached ??= loadOrBuildPgliteTemplate(path.join(os.tmpdir(), 'lawdesk-test-templates'));
  return cached;
}
