/**
 * .env at start (decision 172): settings from ENV_FILE (default ./.env) are put into process.env when the file
 * exists, through Node's own parser (process.loadEnvFile, Node >= 20.12). Variables already set in the
 * environment win, so a deployment's real environment is never overridden by a stray file. Validation stays in
 * env.ts (zod), which reads process.env afterwards.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Loads the .env file if there is one; returns its path, or null when none was loaded. */
export function loadEnvFileIfPresent(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string | null {
  const file = path.resolve(cwd, source.ENV_FILE ?? '.env');
  if (!existsSync(file)) return null;
  const load = (process as { loadEnvFile?: (p: string) => void }).loadEnvFile;
  if (!load) throw new Error(`${file}: this Node has no process.loadEnvFile (needs Node >= 20.12)`);
  load(file);
  return file;
}
