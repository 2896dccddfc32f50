/**
 * Where first-start imports of outside material look (judgments, company registry): the SAMPLE_DATA_DIR setting,
 * else ../shared/data beside the repository when it exists (the team's development set), else nothing — the
 * module then says on its page that nothing is imported and shows the import command (issue 17, item 3).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The sample-data folder in force, or null when there is none. */
export function resolveSampleDataDir(env: { SAMPLE_DATA_DIR?: string }): string | null {
  if (env.SAMPLE_DATA_DIR) return path.resolve(env.SAMPLE_DATA_DIR);
  const beside = path.resolve(REPO_ROOT, '../shared/data');
  return existsSync(beside) ? beside : null;
}

/** A sub-folder of the sample data (e.g. 'judgments'), or null when it does not exist. */
export function sampleDataPath(env: { SAMPLE_DATA_DIR?: string }, sub: string): string | null {
  const root = resolveSampleDataDir(env);
  if (!root) return null;
  const full = path.join(root, sub);
  return existsSync(full) ? full : null;
}
