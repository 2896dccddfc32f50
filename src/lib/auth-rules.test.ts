import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from './brand';
import { loginRedirectTarget, mobileRedirect, needsLogin, safeRedirect } from './auth-rules';

const lawFirm = { ...DEFAULT_BRAND, is_law_firm: true, home_path: '/guidContract', auto_login: 'white' as const };

describe('login check', () => {
  it.each(['/guidHome', '/guidContract', '/userAgree', '/userPrivacy', '/disclaimers', '/privacy', '/grandalllogin', '/detail', '/h5'])(
    'lets visitors open the public path %s',
    (path) => expect(needsLogin(path, DEFAULT_BRAND)).toBe(false),
  );

  it.each(['/contract', '/research', '/research/init', '/documentDraft', '/allHistory', '/memberManagement', '/reviewDetail'])(
    'asks visitors to log in on %s',
    (path) => expect(needsLogin(path, DEFAULT_BRAND)).toBe(true),
  );

  it('opens /allHistory without a token on partner deployments that allow it', () => {
    expect(needsLogin('/allHistory', { ...DEFAULT_BRAND, all_history_public: true })).toBe(false);
  });

  it('sends visitors to the home page, /allHistory to /, and law-firm visitors to the login page', () => {
    expect(loginRedirectTarget('/contract', DEFAULT_BRAND)).toBe('/guidHome');
    expect(loginRedirectTarget('/allHistory', DEFAULT_BRAND)).toBe('/');
    expect(loginRedirectTarget('/contract', lawFirm)).toBe('/grandalllogin');
  });

  it('follows only same-site paths after login', () => {
    expect(safeRedirect('/contract?history=show')).toBe('/contract?history=show');
    expect(safeRedirect('//evil.example/x')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
  });
});

describe('mobile redirect', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
  const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

  it('sends phones to /h5 and leaves desktops alone', () => {
    expect(mobileRedirect('/guidHome', iphone)).toBe('/h5');
    expect(mobileRedirect('/contract', android)).toBe('/h5');
    expect(mobileRedirect('/guidHome', desktop)).toBeNull();
  });

  it('lets phones read /h5 itself and the legal texts', () => {
    expect(mobileRedirect('/h5', iphone)).toBeNull();
    expect(mobileRedirect('/userPrivacy', iphone)).toBeNull();
  });
});
