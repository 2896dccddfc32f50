/**
 * Every file of ../shared/data/docx-samples and ../shared/data/contracts-cn (real Word files nobody here wrote)
 * through the real API: encrypted upload, review by the worker, downloads. None may crash the server; each one
 * reviews to FINISH or is refused with the code its bytes call for — decided here independently of the server:
 * not Word -> 20031, password-protected or unreadable -> 20023, over 100,000 characters -> 20032; a .doc is judged on
 * LibreOffice's own conversion of it (fails -> 20027, too long -> 20032). Every output of every review is re-read (comments on their quotes) and opened by
 * LibreOffice (batches, 2 LibreOffice processes at a time).
 *
 * Takes a few minutes: most of it is LibreOffice (converting the .doc uploads, then checking ~4 outputs per review).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@common/codes';
import type { TTaskResult, TTaskStatusItem } from '@common/api/contract';
import { MAX_CONTRACT_CHARS } from '@common/limits';
import { ConversionError, convertDocToDocx } from '../../server/convert/doc-to-docx';
import { readDocx, sniffDocx } from '../../server/review/docx/index';
import { useTestApp } from '../helpers/build-test-app';
import { buildLawyer, contractPath, createPayload, downloadDecrypted, postCreate, uploadPlain, waitForSettled, type TLawyer } from '../helpers/contract-client';
import { commentAnchorProblems } from '../helpers/contract-docx-check';
import { filesLibreOfficeRejects } from '../helpers/libreoffice-batch';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataRoot = path.resolve(repoRoot, '../shared/data');

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((n) => {
      const p = path.join(dir, n);
      return statSync(p).isDirectory() ? walk(p) : [p];
    });
}

const FILES = [...walk(path.join(dataRoot, 'docx-samples')), ...walk(path.join(dataRoot, 'contracts-cn'))];

type TExpected = { code: number; why: string };

/** What the bytes call for, judged without the server. .doc: 200 unless LibreOffice itself cannot convert it. */
function expectationFor(bytes: Buffer): TExpected {
  const kind = sniffDocx(bytes);
  if (kind === 'unknown') return { code: Code.FILE_TYPE_UNSUPPORTED, why: 'not a Word file' };
  if (kind === 'encrypted') return { code: Code.FILE_PARSE_FAILED, why: 'password-protected' };
  if (kind === 'doc') return { code: Code.OK, why: '.doc converted by LibreOffice' };
  try {
    const doc = readDocx(bytes);
    if (doc.charCount > MAX_CONTRACT_CHARS) return { code: Code.FILE_TOO_MANY_CHARS, why: `${doc.charCount} characters` };
    // Nothing to review (pictures, SmartArt, an altChunk of HTML): refused before any quota (issue 16).
    if (doc.charCount === 0) return { code: Code.CONTRACT_NO_TEXT, why: 'no text' };
    return { code: Code.OK, why: 'readable .docx' };
  } catch {
    return { code: Code.FILE_PARSE_FAILED, why: 'unreadable .docx' };
  }
}

/** A contract category and stance that fit the file, so the rules have something to look at. */
function reviewSettings(file: string): { contract_type_id: string; review_stance: string; file_type_name: string } {
  if (/租/.test(file)) return { contract_type_id: 'lease', review_stance: 'lessee', file_type_name: '房屋租赁合同' };
  if (/借款/.test(file)) return { contract_type_id: 'loan', review_stance: 'borrower', file_type_name: '借款合同' };
  if (/实习|劳动/.test(file)) return { contract_type_id: 'labor', review_stance: 'employee', file_type_name: '劳动合同' };
  return { contract_type_id: 'sale', review_stance: 'neutral', file_type_name: '买卖合同' };
}

type TCaseState = {
  file: string;
  name: string;
  expected: TExpected;
  uploadCode?: number;
  taskId?: string;
};

describe('every shared sample file through upload and review', () => {
  const t = useTestApp();
  const states: TCaseState[] = FILES.map((file) => ({ file, name: path.relative(dataRoot, file), expected: expectationFor(readFileSync(file)) }));
  const outputs: string[] = [];
  let outDir: string;
  let lawyer: TLawyer | null = null;
  let uploads = 0;
  const started = Date.now();

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'contract-corpus-'));
  });
  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
    console.log(`contract corpus: ${FILES.length} files, ${outputs.length} outputs checked, ${Math.round((Date.now() - started) / 1000)} s`);
  });

  /** A fresh lawyer every 25 uploads: uploads are rate limited per user (30 a minute). */
  async function currentLawyer(): Promise<TLawyer> {
    if (!lawyer || uploads % 25 === 0) lawyer = await buildLawyer(t().app, { quotas: { contract_review: 100 } });
    uploads++;
    return lawyer;
  }

  it('has the shared samples', () => {
    expect(FILES.filter((f) => /\.docx?$/i.test(f)).length).toBeGreaterThan(90);
  });

  for (const state of states) {
    it(`${state.name}: uploaded (${state.expected.why})`, async () => {
      const me = await currentLawyer();
      const res = await uploadPlain(me, path.basename(state.file), readFileSync(state.file));
      state.uploadCode = res.body.code;
      expect(res.status).toBeLessThan(500);
      if (/\.doc$/i.test(state.file) && res.body.code !== Code.OK) {
        // A .doc is judged on what LibreOffice makes of it: no conversion -> 20027, too long -> 20032.
        const converted = await convertDocToDocx(readFileSync(state.file), { soffice: t().env.SOFFICE_PATH }).catch((e: unknown) => e);
        if (converted instanceof ConversionError) expect(res.body.code).toBe(Code.FILE_CONVERT_FAILED);
        else expect(res.body.code).toBe(expectationFor(converted as Buffer).code === Code.FILE_PARSE_FAILED ? Code.FILE_CONVERT_FAILED : expectationFor(converted as Buffer).code);
        return;
      }
      expect(res.body.code).toBe(state.expected.code);
      if (res.body.code !== Code.OK) return;
      const created = await postCreate(me.client, createPayload(res.body.data, { ...reviewSettings(state.file), contract_name: path.basename(state.file) }));
      expect(created.body.code).toBe(Code.OK);
      state.taskId = created.body.data.task_id;
      (state as TCaseState & { owner: TLawyer }).owner = me;
    }, 180_000);
  }

  for (const [index, state] of states.entries()) {
    it(`${state.name}: reviewed, outputs re-read`, async () => {
      if (!state.taskId) return;
      const owner = (state as TCaseState & { owner: TLawyer }).owner;
      const status: TTaskStatusItem = await waitForSettled(owner.client, state.taskId, 170_000);
      expect({ status: status.task_status, reason: status.failure_reason }).toEqual({ status: 'FINISH', reason: '' });
      const result = (await owner.client.get<TTaskResult>(contractPath('task/result'), { query: { task_id: state.taskId } })).body.data;
      const kinds = {
        annotated: status.annotated_file_url_id,
        detailed: status.detail_annotated_file_url_id,
        clean: status.pure_annotated_file_url_id,
        report: status.complete_report_url_id,
      };
      for (const [kind, id] of Object.entries(kinds)) {
        const { bytes } = await downloadDecrypted(owner, id);
        const doc = readDocx(bytes);
        if (kind !== 'report') expect(doc.paragraphs.length).toBe(result.document.paragraphs.length);
        if (kind === 'annotated') expect(commentAnchorProblems(bytes, result.findings)).toEqual([]);
        const file = path.join(outDir, `${index}-${kind}.docx`);
        await writeFile(file, bytes);
        outputs.push(file);
      }
    }, 180_000);
  }

  it('answered every upload (the server never crashed)', async () => {
    const version = await t().app.inject({ method: 'GET', url: '/api/lawdesk/saas/api/v1/base/version' });
    expect(version.statusCode).toBe(200);
    expect(states.every((s) => s.uploadCode !== undefined)).toBe(true);
    expect(states.filter((s) => s.taskId).length).toBeGreaterThan(60);
  });

  it('LibreOffice opens every output of every review', async () => {
    expect(outputs.length).toBeGreaterThan(240);
    const rejected = await filesLibreOfficeRejects(outputs, { workers: 2 });
    expect(rejected.map((f) => path.basename(f))).toEqual([]);
  }, 1_800_000);
});
