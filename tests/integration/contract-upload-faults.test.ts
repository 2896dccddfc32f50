/**
 * Damaged and empty Word files at upload (issue 16): every damaged .docx is 20023 文件解析失败 (never 20031
 * 请上传word文件, never a 500), an OLE header followed by junk is refused instead of "converted" and reviewed, and a
 * document with no text is refused with 20033 before any task or quota exists.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code, Messages } from '@common/codes';
import { quotas } from '../../server/db/schema/index';
import { makeDocx } from '../../server/review/docx/test-support';
import { useTestApp } from '../helpers/build-test-app';
import { buildLawyer, uploadPlain, type TLawyer } from '../helpers/contract-client';
import { buildContractDocx } from '../helpers/contract-docx';

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** A deterministic byte generator, so a failing fuzz case can be replayed. */
function seeded(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 0x1_0000_0000;
  };
}

describe('damaged and empty Word files at upload', () => {
  const t = useTestApp();
  let contract: Buffer;
  // Each lawyer may upload 30 files a minute; a fresh one per group keeps the limit out of the way.
  const lawyer = async (): Promise<TLawyer> => buildLawyer(t().app);
  beforeAll(async () => {
    contract = await buildContractDocx();
  });

  it('answers 20023 for a .docx cut anywhere', async () => {
    const l = await lawyer();
    for (const length of [120, 1000, Math.floor(contract.length / 3), Math.floor(contract.length / 2), contract.length - 200, contract.length - 10]) {
      const res = await uploadPlain(l, '合同.docx', contract.subarray(0, length));
      expect({ length, code: res.body.code, status: res.status }).toEqual({ length, code: Code.FILE_PARSE_FAILED, status: 422 });
      expect(res.body.message).toBe(Messages.fileParseFailed);
    }
  });

  it('answers 20023 (or reads it, if still whole) for a .docx with bytes flipped — never 20031 or a 500', async () => {
    const l = await lawyer();
    const seen = new Set<number>();
    for (let seed = 1; seed <= 20; seed++) {
      const random = seeded(seed);
      const fuzzed = Buffer.from(contract);
      for (let i = 0; i < 8; i++) fuzzed[Math.floor(random() * fuzzed.length)] = Math.floor(random() * 256);
      const res = await uploadPlain(l, '合同.docx', fuzzed);
      expect([200, Code.FILE_PARSE_FAILED], `seed ${seed}: ${JSON.stringify(res.body)}`).toContain(res.body.code);
      seen.add(res.body.code);
    }
    expect(seen.has(Code.FILE_PARSE_FAILED)).toBe(true);
  });

  it('refuses an OLE header followed by random bytes instead of converting it', async () => {
    const l = await lawyer();
    const junk = Buffer.concat([OLE_MAGIC, randomBytes(20 * 1024)]);
    const res = await uploadPlain(l, '合同.doc', junk);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ code: Code.FILE_PARSE_FAILED, data: null, message: Messages.fileParseFailed });
  });

  it('refuses a document without text with 20033 and spends nothing', async () => {
    const l = await lawyer();
    const before = await t().app.db.select().from(quotas).where(and(eq(quotas.userId, l.user.id), eq(quotas.model, 'contract_review')));
    for (const body of ['<w:p/>', '<w:p><w:r><w:t xml:space="preserve">   </w:t></w:r></w:p><w:p/>', '']) {
      const res = await uploadPlain(l, '空白合同.docx', makeDocx(body));
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ code: Code.CONTRACT_NO_TEXT, data: null, message: Messages.contractNoText });
    }
    const after = await t().app.db.select().from(quotas).where(and(eq(quotas.userId, l.user.id), eq(quotas.model, 'contract_review')));
    expect(after).toEqual(before);
  });

  it('still takes a whole contract', async () => {
    const res = await uploadPlain(await lawyer(), '合同.docx', contract);
    expect(res.body.code).toBe(200);
    expect(res.body.data.file_count).toBeGreaterThan(100);
  });
});
