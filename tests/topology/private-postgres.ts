/**
 * A PostgreSQL server of the topology test's own (issue 15 item 4), so it can be restarted for real: the machine's
 * shared server cannot be (other test runs use it). initdb + pg_ctl from the PostgreSQL installation that serves
 * TEST_DATABASE_URL (pg_config --bindir), a temp folder, a free port on loopback, trust auth; when the test runs
 * as root (CI containers) the server runs as the `postgres` account, since PostgreSQL refuses root.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes';

const run = promisify(execFile);

export type TPrivatePostgres = {
  /** postgresql://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops the server like a crash (`pg_ctl stop -m immediate`: no checkpoint, WAL replayed at start), keeps it down
   *  for `downMs` (connections are refused), starts it again and resolves when it accepts connections. */
  restart(downMs: number): Promise<void>;
  stop(): Promise<void>;
};

function binDir(): string {
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('the topology test starts its own PostgreSQL server and needs its programs (pg_config --bindir: initdb, pg_ctl)');
  }
}

/** initdb + start on a free loopback port. */
export async function startPrivatePostgres(): Promise<TPrivatePostgres> {
  const bin = binDir();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    await chown(dir, uid, gid);
  }
  const pgRun = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]) : run(path.join(bin, program), args);

  await pgRun('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () => pgRun('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  const stopNow = () => pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  await start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    restart: async (downMs) => {
      await stopNow();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await start();
    },
    stop: async () => {
      await stopNow().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
