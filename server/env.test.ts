import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_QUOTA_NEW_USER, EnvError, loadEnv, parseEnv, ZEnv } from './env';

describe('settings (env.ts)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-env-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('has the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 8787,
      HOST: '0.0.0.0',
      DATA_DIR: path.resolve('./data'),
      PUBLIC_DIR: path.resolve('./dist'),
      SMS_PROVIDER: 'console',
      SOFFICE_PATH: 'soffice',
      LOG_LEVEL: 'info',
      SERVICES: ['api', 'worker'],
      QUOTA_NEW_USER: DEFAULT_QUOTA_NEW_USER,
      QUEUE_POLL_SECONDS: 0.5,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('lists every bad field at once', () => {
    const bad = {
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      QUOTA_NEW_USER: '{"research": -1}',
      LOG_LEVEL: 'loud',
      SERVICES: 'api,cron',
      S3_ENDPOINT: 'https://s3.example.com',
      SECRET_KEY: 'short',
    };
    let error: unknown;
    try {
      parseEnv(bad);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const fields = (error as EnvError).problems.map((p) => p.split(':')[0]);
    expect(fields).toEqual(
      expect.arrayContaining([
        'PORT',
        'DATABASE_URL',
        'QUOTA_NEW_USER',
        'LOG_LEVEL',
        'SERVICES',
        'S3_BUCKET',
        'SECRET_KEY',
      ]),
    );
  });

  it('treats empty strings as unset and parses QUOTA_NEW_USER', () => {
    const env = parseEnv({ PORT: '', DATABASE_URL: '', QUOTA_NEW_USER: '{"contract_review":5}' });
    expect(env.PORT).toBe(8787);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.QUOTA_NEW_USER).toEqual({ contract_review: 5 });
  });

  it('generates SECRET_KEY into DATA_DIR/secret.key on first start and reuses it', async () => {
    const first = loadEnv({ DATA_DIR: dir });
    const file = path.join(dir, 'secret.key');
    expect(first.SECRET_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.SECRET_KEY);
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect(loadEnv({ DATA_DIR: dir }).SECRET_KEY).toBe(first.SECRET_KEY);
    const explicit = 'k'.repeat(40);
    expect(loadEnv({ DATA_DIR: dir, SECRET_KEY: explicit }).SECRET_KEY).toBe(explicit);
  });
});

describe('.env.example', () => {
  it('documents every setting and nothing else', async () => {
    const text = await readFile(path.resolve(import.meta.dirname, '../.env.example'), 'utf8');
    const documented = text
      .split('\n')
      .map((l) => /^(?:# ?)?([A-Z][A-Z0-9_]+)=/.exec(l)?.[1])
      .filter((k): k is string => Boolean(k));
    expect(new Set(documented)).toEqual(new Set(Object.keys(ZEnv.shape)));
  });
});
