/**
 * The development copy of just-laws beside the repository (../shared/data/laws/just-laws): for tests, benchmarks
 * and rebuilding the bundled corpus only. Kept out of server/ so that nothing the running app loads names ../shared.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the development statute folder. */
export function developmentLawsDir(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/data/laws/just-laws');
}
