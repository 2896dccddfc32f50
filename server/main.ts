/**
 * Process entry: `node --import tsx server/main.ts [--services=api,worker]` (both by default; `npm start`).
 * Builds the app, listens (api) or just runs the workers (worker), and shuts down gracefully on SIGINT/SIGTERM:
 * Fastify stops accepting, running jobs finish (pg-boss stop), then the database closes.
 */
import type { AddressInfo } from 'node:net';
import { EnvError, loadEnv, SERVICE_NAMES, type TServiceName } from './env';
import { limitHeapGrowth } from './lib/heap-growth';
import { loadEnvFileIfPresent } from './lib/load-env-file';
import { keepSourceMapsToOwnCode } from './lib/source-maps';

// Before the app's modules are compiled: they are imported in main(), after this (decision 230).
keepSourceMapsToOwnCode();

/** `--services=api,worker` from argv, or undefined to use the SERVICES setting. */
export function servicesFromArgv(argv: readonly string[]): TServiceName[] | undefined {
  const arg = argv.find((a) => a.startsWith('--services='));
  if (!arg) return undefined;
  const names = arg
    .slice('--services='.length)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = names.filter((n) => !(SERVICE_NAMES as readonly string[]).includes(n));
  if (names.length === 0 || bad.length > 0) {
    throw new EnvError([`--services: must be a comma list of ${SERVICE_NAMES.join(', ')} (got ${arg})`]);
  }
  return [...new Set(names)] as TServiceName[];
}

async function main(): Promise<void> {
  let env;
  let services;
  try {
    // .env (or ENV_FILE) first, then the usual zod validation of process.env (decision 172).
    loadEnvFileIfPresent();
    env = loadEnv();
    services = servicesFromArgv(process.argv.slice(2)) ?? env.SERVICES;
  } catch (err) {
    if (err instanceof EnvError) {
      process.stderr.write(`${err.message}\nSee .env.example for every setting.\n`);
      process.exit(1);
    }
    throw err;
  }

  // Heap growth sized for a server that should stay under 500 MB (decision 226).
  limitHeapGrowth();
  const [{ buildApp }, { reportStartup }, { default: closeWithGrace }] = await Promise.all([
    import('./app'),
    import('./lib/startup-report'),
    import('close-with-grace'),
  ]);
  const app = await buildApp({ env, services });
  // The corpus and optional tools, said plainly (issue 17); a missing corpus is an error line, not a silent fallback.
  reportStartup(app.log, env);

  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'fatal error, shutting down');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  if (!services.includes('api')) {
    await app.ready();
    app.log.info({ services }, `LawDesk worker running (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
    return;
  }

  // Fastify logs one line per network interface; the operator needs one line with the URL to open.
  const level = app.log.level;
  app.log.level = 'warn';
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.level = level;
  const { port } = app.server.address() as AddressInfo;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  app.log.info({ services }, `LawDesk listening at http://${host}:${port}`);
}

main().catch((err: unknown) => {
  process.stderr.write(
    `LawDesk failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
