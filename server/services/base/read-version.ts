import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_JSON = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../package.json');
const PACKAGE_VERSION: string = (JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version: string })
  .version;

/**
 * The server version for base/version: package.json version + '+' + the web build's id from PUBLIC_DIR/build.json
 * ({build_id}, written by `npm run build`). The app reloads when it changes (spec §4), so a new build must change
 * it without a server restart: build.json is re-read when its modification time changes.
 */
export function createVersionReader(publicDir: string): () => string {
  const file = path.join(publicDir, 'build.json');
  let cached = { mtimeMs: -1, version: PACKAGE_VERSION };
  let checkedAt = 0;
  return function readVersion(): string {
    const now = Date.now();
    // A stat per second at most: base/version is polled by every open page.
    if (now - checkedAt < 1000) return cached.version;
    checkedAt = now;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      cached = { mtimeMs: 0, version: PACKAGE_VERSION };
      return cached.version;
    }
    if (mtimeMs !== cached.mtimeMs) {
      let version = PACKAGE_VERSION;
      try {
        const buildId = (JSON.parse(readFileSync(file, 'utf8')) as { build_id?: unknown }).build_id;
        if (typeof buildId === 'string' && buildId) version = `${PACKAGE_VERSION}+${buildId}`;
      } catch {
        // A half-written or broken build.json: keep the package version until it is readable.
      }
      cached = { mtimeMs, version };
    }
    return cached.version;
  };
}
