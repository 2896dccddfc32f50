/** Sends login codes. `console` (the embedded default, api.md) writes them to DATA_DIR/sms-outbox.jsonl and the log. */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface SmsSender {
  sendLoginCode(phone: string, code: string): Promise<void>;
}

export class ConsoleSmsSender implements SmsSender {
  constructor(
    private readonly dataDir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The outbox a tester (or an operator without an SMS contract) reads codes from. */
  get outboxPath(): string {
    return path.join(this.dataDir, 'sms-outbox.jsonl');
  }

  async sendLoginCode(phone: string, code: string): Promise<void> {
    await mkdir(this.dataDir, { recursive: true });
    const line = JSON.stringify({ phone, code, at: new Date().toISOString() });
    // One appendFile per line: O_APPEND keeps concurrent lines whole.
    await appendFile(this.outboxPath, `${line}\n`, { mode: 0o600 });
    this.log.info({ phone, code }, 'sms (console provider): login code');
  }
}

/** The sender for the SMS_PROVIDER setting. */
export function createSmsSender(provider: 'console', dataDir: string, log: FastifyBaseLogger): SmsSender {
  switch (provider) {
    case 'console':
      return new ConsoleSmsSender(dataDir, log);
  }
}
