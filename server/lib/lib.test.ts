import { describe, expect, it } from 'vitest';
import { deriveFileKeys, fileKeyIdForUser, parseFileKeyId } from './file-keys';
import { normalizeHost, requestHost } from './host';
import { matchTenant } from './tenant-match';
import { signZizhuToken, verifyZizhuToken, zizhuTokenKey } from './zizhu-token';
import { redactUrl } from '../app';

const SECRET = 'a'.repeat(64);
const USER = '7248e458-87db-4196-8662-2eae8901f86b';

describe('file keys', () => {
  it('derives stable, distinct 32-byte keys per key id', () => {
    const id = fileKeyIdForUser(USER);
    expect(parseFileKeyId(id)).toEqual({ version: 1, userId: USER });
    const a = deriveFileKeys(SECRET, id);
    expect(a.encKey).toHaveLength(32);
    expect(a.macKey).toHaveLength(32);
    expect(a.encKey.equals(a.macKey)).toBe(false);
    expect(deriveFileKeys(SECRET, id).encKey.equals(a.encKey)).toBe(true);
    expect(deriveFileKeys(SECRET, `v2.${USER}`).encKey.equals(a.encKey)).toBe(false);
    expect(deriveFileKeys('b'.repeat(64), id).encKey.equals(a.encKey)).toBe(false);
  });

  it('rejects key ids that are not ours', () => {
    for (const bad of ['', 'v1.', `x1.${USER}`, `v1.${USER}/../x`, 'v1.not-a-uuid'])
      expect(parseFileKeyId(bad)).toBeNull();
  });
});

describe('zizhu tokens', () => {
  const key = zizhuTokenKey(SECRET);
  const now = new Date('2026-01-01T00:00:00Z');
  const exp = now.getTime() / 1000 + 60;

  it('verifies a signed, unexpired token', () => {
    expect(verifyZizhuToken(key, signZizhuToken(key, { phone: '13800000000', exp }), now)).toBe(
      '13800000000',
    );
  });

  it('refuses expired, other-key and malformed tokens', () => {
    expect(
      verifyZizhuToken(key, signZizhuToken(key, { phone: '13800000000', exp: exp - 61 }), now),
    ).toBeNull();
    expect(
      verifyZizhuToken(
        zizhuTokenKey('c'.repeat(64)),
        signZizhuToken(key, { phone: '13800000000', exp }),
        now,
      ),
    ).toBeNull();
    for (const bad of ['', 'a.b', 'a.b.c', '.']) expect(verifyZizhuToken(key, bad, now)).toBeNull();
  });

  it('uses ZIZHU_TOKEN_SECRET when set', () => {
    expect(zizhuTokenKey(SECRET, 'p'.repeat(32)).equals(Buffer.from('p'.repeat(32)))).toBe(true);
  });
});

describe('hosts and tenants', () => {
  it('normalizes hosts', () => {
    expect(normalizeHost('Law.ZIZHU.cn:8443')).toBe('law.zizhu.cn');
    expect(normalizeHost('https://a.b.cn/path?x=1')).toBe('a.b.cn');
    expect(normalizeHost('[::1]:8787')).toBe('[::1]');
    expect(requestHost({ domain: 'X.cn', host: 'y.cn' })).toBe('x.cn');
    expect(requestHost({ host: 'y.cn:80' })).toBe('y.cn');
  });

  const tenants = [
    { code: 'default', domainNames: ['localhost'], hostKeywords: [] },
    { code: 'zizhu', domainNames: [], hostKeywords: ['zizhu'] },
    { code: 'zizhupro', domainNames: [], hostKeywords: ['zizhupro'] },
    { code: 'exact', domainNames: ['zizhu.partner.cn'], hostKeywords: [] },
  ];

  it('matches exact domains first, then the longest keyword, else default', () => {
    expect(matchTenant(tenants, 'zizhu.partner.cn')?.code).toBe('exact');
    expect(matchTenant(tenants, 'a.zizhupro.cn')?.code).toBe('zizhupro');
    expect(matchTenant(tenants, 'a.zizhu.cn')?.code).toBe('zizhu');
    expect(matchTenant(tenants, 'elsewhere.cn')?.code).toBe('default');
    expect(matchTenant([], 'x')).toBeUndefined();
  });
});

describe('log redaction', () => {
  it('strips ntoken from URLs', () => {
    expect(redactUrl('/guidHome?a=1&ntoken=secret&b=2')).toBe('/guidHome?a=1&ntoken=[redacted]&b=2');
    expect(redactUrl('/x?NTOKEN=s')).toBe('/x?NTOKEN=[redacted]');
  });
});
