import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFileIfPresent } from './load-env-file';

describe('loadEnvFileIfPresent', () => {
  const names = ['LAWDESK_T_FROM_FILE', 'LAWDESK_T_ALREADY_SET'];
  afterEach(() => {
    for (const n of names) delete process.env[n];
  });

  it('loads .env into process.env without overriding what the environment already sets', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-envfile-'));
    try {
      await writeFile(path.join(dir, '.env'), 'LAWDESK_T_FROM_FILE=from-file\nLAWDESK_T_ALREADY_SET=from-file\n');
      process.env.LAWDESK_T_ALREADY_SET = 'from-environment';
      expect(loadEnvFileIfPresent(process.env, dir)).toBe(path.join(dir, '.env'));
      expect(process.env.LAWDESK_T_FROM_FILE).toBe('from-file');
      expect(process.env.LAWDESK_T_ALREADY_SET).toBe('from-environment');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('does nothing when there is no file', () => {
    expect(loadEnvFileIfPresent({ ENV_FILE: 'no-such.env' }, os.tmpdir())).toBeNull();
  });
});
