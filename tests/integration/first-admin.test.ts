import { describe, expect, it } from 'vitest';
import type { TLoginResult } from '@common/api/auth';
import type { TUserInfo } from '@common/api/base';
import { ensureFirstAdmin } from '../../server/services/auth/ensure-first-admin';
import { buildTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';

describe('first admin', () => {
  it('without ADMIN_PHONE/ADMIN_PASSWORD prints a generated password once, which logs in as admin', async () => {
    const printed: string[] = [];
    const t = await buildTestApp({
      env: { ADMIN_PHONE: '', ADMIN_PASSWORD: '' },
      print: (line) => printed.push(line),
    });
    try {
      expect(printed).toHaveLength(1);
      const match = /账号 (\S+)\s+密码 (\S+)/.exec(printed[0]!);
      expect(match).not.toBeNull();
      const client = new TestClient(t.app);
      const login = await client.post<TLoginResult>(TestClient.saas('auth/password/login'), {
        account: match![1],
        password: match![2],
      });
      expect(login.body.code).toBe(200);
      client.token = login.body.data.satoken;
      const info = await client.get<TUserInfo>(TestClient.saas('base/info'));
      expect(info.body.data.personal_info.is_admin).toBe(true);
      // A later start finds the admin and prints nothing.
      expect(await ensureFirstAdmin(t.app.db, {})).toEqual({ kind: 'exists' });
    } finally {
      await t.close();
    }
  });
});
