import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { TConfigInfo } from '@common/api/base';
import { resetCorpusStatus } from '../../server/laws/corpus-status';
import { reportStartup } from '../../server/lib/startup-report';
import { useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';

/** A logger that keeps what was said, by level. */
function captureLog(): { log: FastifyBaseLogger; lines: { level: string; msg: string }[] } {
  const lines: { level: string; msg: string }[] = [];
  const at = (level: string) => (obj: unknown, msg?: string) => lines.push({ level, msg: typeof obj === 'string' ? obj : (msg ?? '') });
  const log = { info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('start-up tells the truth (issue 17)', () => {
  const t = useTestApp({ env: { SOFFICE_PATH: '/nonexistent/soffice' } });
  const saved = process.env.LAWS_DIR;
  afterEach(() => {
    if (saved === undefined) delete process.env.LAWS_DIR;
    else process.env.LAWS_DIR = saved;
    resetCorpusStatus();
  });

  it('logs one line with the bundled corpus: laws, articles, source and date', () => {
    delete process.env.LAWS_DIR;
    resetCorpusStatus();
    const { log, lines } = captureLog();
    expect(reportStartup(log, { SOFFICE_PATH: process.execPath })).toBe(true);
    expect(lines).toEqual([{ level: 'info', msg: expect.stringMatching(/^法规库: 312 部法律, 24329 条条文, 来源 内置 just-laws@5c000d2, 日期 2026-07-17$/) }]);
  });

  it('is a loud error when LAWS_DIR points at nothing or at an empty folder', () => {
    for (const dir of [path.join(os.tmpdir(), 'no-such-laws-folder'), mkdtempSync(path.join(os.tmpdir(), 'empty-laws-'))]) {
      process.env.LAWS_DIR = dir;
      resetCorpusStatus();
      const { log, lines } = captureLog();
      expect(reportStartup(log, { SOFFICE_PATH: process.execPath })).toBe(false);
      expect(lines.filter((l) => l.level === 'error')).toHaveLength(1);
      expect(lines[0]!.msg).toContain('法律依据将全部显示为未能核验');
    }
  });

  it('names LibreOffice and the .doc upload when soffice is missing', () => {
    const { log, lines } = captureLog();
    reportStartup(log, { SOFFICE_PATH: '/nonexistent/soffice' });
    expect(lines.filter((l) => l.level === 'warn').map((l) => l.msg)).toEqual([
      '缺少可选系统组件: LibreOffice (/nonexistent/soffice) → 不可用: .doc 合同上传（转换为 .docx）',
    ]);
  });

  it('tells the web app in base/config/info that .doc cannot be converted on this server', async () => {
    const res = await new TestClient(t().app).get<TConfigInfo>(TestClient.saas('base/config/info'));
    expect(res.body.code).toBe(200);
    expect(res.body.data.server_features).toEqual({ doc_conversion: false });
  });
});
