/**
 * .doc conversions have their own queue (issue 16, decision 185): while LibreOffice conversions run and wait, a
 * .docx upload is answered without waiting behind them, and GET upload/doc-queue tells the upload card how many
 * conversions are ahead. LibreOffice is replaced by a slow stand-in that fails (20027), so the test needs no
 * LibreOffice and stays short.
 */
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TDocQueue } from '@common/api/contract';
import { Code } from '@common/codes';
import { useTestApp } from '../helpers/build-test-app';
import { buildLawyer, contractPath, uploadPlain, type TLawyer } from '../helpers/contract-client';
import { buildContractDocx } from '../helpers/contract-docx';

const realDoc = readFileSync(path.resolve(import.meta.dirname, '../../../shared/data/contracts-cn/contract-review-copilot/合租合同.doc'));
const slowSoffice = path.join(mkdtempSync(path.join(os.tmpdir(), 'slow-soffice-')), 'soffice');
writeFileSync(slowSoffice, '#!/bin/sh\nsleep 2\nexit 1\n');
chmodSync(slowSoffice, 0o755);

describe('.doc conversions queue on their own', () => {
  const t = useTestApp({ env: { SOFFICE_PATH: slowSoffice } });
  let lawyer: TLawyer;
  beforeAll(async () => {
    lawyer = await buildLawyer(t().app);
  });

  const queue = async () => (await lawyer.client.get<TDocQueue>(contractPath('upload/doc-queue'))).body.data;

  it('answers a .docx while .doc files wait for conversion, and shows how many wait', async () => {
    expect(await queue()).toMatchObject({ running: 0, waiting: 0 });
    const docs = [1, 2, 3].map(() => uploadPlain(lawyer, '旧合同.doc', realDoc));
    // The three requests reach the converter after encryption checks; wait (bounded) until two are queued.
    let seen = await queue();
    for (let i = 0; i < 600 && seen.waiting === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await queue();
    }
    expect(seen.running).toBeGreaterThan(0);
    expect(seen.waiting).toBeGreaterThan(0);

    const docx = await uploadPlain(lawyer, '新合同.docx', await buildContractDocx());
    expect(docx.body.code).toBe(200);
    // Answered while conversions were still queued or running: it did not wait behind them.
    const after = await queue();
    expect(after.running + after.waiting).toBeGreaterThan(0);

    for (const res of await Promise.all(docs)) expect(res.body.code).toBe(Code.FILE_CONVERT_FAILED);
    expect(await queue()).toMatchObject({ running: 0, waiting: 0 });
  });
});
