/**
 * Per-account password-login throttling (issue 16, decision 183): the per-IP limit alone let 30 wrong passwords a
 * minute through from each address. After FREE_FAILURES wrong passwords for one account name, that name is locked
 * for a delay that doubles with each further failure (30 s, 1 min, 2 min … at most 15 min); a success clears it.
 * The key is the account as typed (within the tenant), whether or not such an account exists, so the answer —
 * status, code and message — is the same for a real and an invented account. Kept per process, in memory: several
 * API processes each apply it (the limit multiplies by their number, the lock still grows).
 */
import { Code } from '@common/codes';
import { AppError } from '../../lib/app-error';

export const FREE_FAILURES = 5;
const FIRST_LOCK_MS = 30_000;
const MAX_LOCK_MS = 15 * 60_000;
/** Failures older than this are forgotten (a lawyer who mistyped last week starts fresh). */
const FORGET_AFTER_MS = 60 * 60_000;
const MAX_KEYS = 100_000;

type TEntry = { failures: number; lockedUntil: number; lastFailure: number };

export class LoginThrottle {
  private readonly entries = new Map<string, TEntry>();

  constructor(private readonly now: () => number = Date.now) {}

  private key(tenantId: string, account: string): string {
    return `${tenantId}\u0000${account.trim().toLowerCase()}`;
  }

  private entry(key: string): TEntry | undefined {
    const e = this.entries.get(key);
    if (e && this.now() - e.lastFailure > FORGET_AFTER_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  /** Throws 429 while the account name is locked; the message never says whether the account exists. */
  assertAllowed(tenantId: string, account: string): void {
    const e = this.entry(this.key(tenantId, account));
    const waitMs = e ? e.lockedUntil - this.now() : 0;
    if (waitMs > 0) throw loginLocked(waitMs);
  }

  /** Counts a wrong password (or unknown account); from the FREE_FAILURES-th on, locks with a doubling delay. */
  recordFailure(tenantId: string, account: string): void {
    const key = this.key(tenantId, account);
    const e = this.entry(key) ?? { failures: 0, lockedUntil: 0, lastFailure: 0 };
    e.failures += 1;
    e.lastFailure = this.now();
    if (e.failures >= FREE_FAILURES) e.lockedUntil = this.now() + lockMs(e.failures);
    if (!this.entries.has(key) && this.entries.size >= MAX_KEYS) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, e);
  }

  /** A successful login clears the account's failures. */
  recordSuccess(tenantId: string, account: string): void {
    this.entries.delete(this.key(tenantId, account));
  }
}

/** Lock after the n-th consecutive failure (n >= FREE_FAILURES): 30 s, doubling, at most 15 min. */
export function lockMs(failures: number): number {
  return Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** Math.max(0, failures - FREE_FAILURES));
}

function loginLocked(waitMs: number): AppError {
  const seconds = Math.ceil(waitMs / 1000);
  const wait = seconds >= 60 ? `${Math.ceil(seconds / 60)}分钟` : `${seconds}秒`;
  return new AppError(429, Code.TOO_MANY_REQUESTS, `密码错误次数过多，请${wait}后再试，或使用验证码登录`);
}

/** The process-wide throttle the password login uses. */
export const loginThrottle = new LoginThrottle();
