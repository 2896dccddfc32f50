/** A throwaway PostgreSQL database beside `baseUrl`'s, for tests and benchmarks that must not share state. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TScratchDatabase = { url: string; drop(): Promise<void> };

export async function createScratchDatabase(baseUrl: string, prefix = 'lawdesk_t'): Promise<TScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
