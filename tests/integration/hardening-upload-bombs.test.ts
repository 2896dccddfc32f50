/**
 * Contract uploads of crafted .docx bombs (decision 171): refused with the spec's codes before any quota is
 * spent, and the API keeps answering (the file is read in an isolated thread under the reading limits).
 */
import { describe, expect, it } from 'vitest';
import { Code } from '@common/codes';
import { attributeBomb, nestingBomb, paragraphBomb } from '../../server/review/docx/bombs';
import { buildLawyer, uploadPlain } from '../helpers/contract-client';
import { useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';

const MB = 1024 * 1024;

describe('contract upload of crafted .docx files', () => {
  const t = useTestApp();

  it('answers 20023 / 20032 for each bomb shape and stays up', async () => {
    const lawyer = await buildLawyer(t().app);
    const cases: [string, Uint8Array, number][] = [
      ['300 MB of paragraphs', paragraphBomb(300 * MB), Code.FILE_PARSE_FAILED],
      ['40 MB of paragraphs', paragraphBomb(40 * MB), Code.FILE_TOO_MANY_CHARS],
      ['deep nesting', nestingBomb(100_000), Code.FILE_PARSE_FAILED],
      ['huge attribute', attributeBomb(10 * MB), Code.FILE_PARSE_FAILED],
    ];
    for (const [label, bytes, code] of cases) {
      const res = await uploadPlain(lawyer, '合同.docx', bytes);
      expect(res.body.code, label).toBe(code);
    }
    const quota = await lawyer.client.get<{ quotas?: unknown }>(TestClient.saas('base/info'));
    expect(quota.body.code).toBe(200);
    const ordinary = await uploadPlain(lawyer, '合同.docx', paragraphBomb(20 * 1024));
    expect(ordinary.body.code).toBe(200);
    expect(ordinary.body.data.file_count).toBeGreaterThan(1000);
  }, 90_000);
});
