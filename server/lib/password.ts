/** Password hashing with argon2id (@node-rs/argon2 defaults: 19 MiB, 2 passes, OWASP's baseline). */
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password or a malformed hash (never throws on bad input). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A valid argon2id hash of a random string: unknown accounts are verified against it so a login for an
// unknown account takes as long as one for a known account (no user enumeration by timing).
let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real verification, then answers false. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash(`dummy-${Math.random()}`);
  await verifyPassword(await dummyHash, password);
  return false;
}
