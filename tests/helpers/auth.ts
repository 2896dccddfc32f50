/**
 * Logging in as a user would (api.md Auth): ask for a code, read it from the console SMS provider's outbox
 * (DATA_DIR/sms-outbox.jsonl), log in with it. Plus a random-phone generator so tests never share a phone.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TLoginResult } from '@common/api/auth';
import { TestClient } from './test-client';

/** A random mainland mobile number (13x...). */
export function randomPhone(): string {
  return `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** The newest code the console provider 'sent' to `phone`, or undefined. */
export async function readOutboxCode(dataDir: string, phone: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { phone: string; code: string; at: string })
    .filter((l) => l.phone === phone);
  return lines.at(-1)?.code;
}

/** Sends a code, reads it from the outbox, logs in; the client keeps the token. */
export async function loginWithSmsCode(
  client: TestClient,
  dataDir: string,
  phone = randomPhone(),
): Promise<TLoginResult & { phone: string }> {
  const sent = await client.post(TestClient.saas('auth/code'), { phone });
  if (sent.body.code !== 200) throw new Error(`auth/code failed: ${JSON.stringify(sent.body)}`);
  const code = await readOutboxCode(dataDir, phone);
  if (!code) throw new Error('no code in the outbox');
  const login = await client.post<TLoginResult>(TestClient.saas('auth/code/login'), { phone, code });
  if (login.body.code !== 200) throw new Error(`auth/code/login failed: ${JSON.stringify(login.body)}`);
  client.token = login.body.data.satoken;
  return { ...login.body.data, phone };
}
