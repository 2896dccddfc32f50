/**
 * Hostile names in the Word files (issue 16): a task named `<img src=x onerror=alert(1)>` and a reviewer named with
 * markup and quotes are stored as typed, and the annotated .docx carries them escaped — the comment author is an
 * XML attribute value, never markup; the download's file name is a header value, never a header break.
 * (The browser pages render names as React text; the browser test of every page is listed as left in the report.)
 */
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TTaskResult } from '@common/api/contract';
import { useTestApp } from '../helpers/build-test-app';
import { buildLawyer, contractPath, downloadDecrypted, reviewToEnd, type TLawyer } from '../helpers/contract-client';
import { buildContractDocx } from '../helpers/contract-docx';

const HOSTILE_NAME = '<img src=x onerror=alert(1)>"\'&合同';
const HOSTILE_REVIEWER = '<b>王"律师\'</b>&';

describe('hostile names in the Word files', () => {
  const t = useTestApp();
  let lawyer: TLawyer;
  let result: TTaskResult;
  beforeAll(async () => {
    lawyer = await buildLawyer(t().app);
    const { taskId, status } = await reviewToEnd(lawyer, `${HOSTILE_NAME}.docx`, await buildContractDocx(), {
      contract_name: HOSTILE_NAME,
      review_people: HOSTILE_REVIEWER,
    });
    expect(status.task_status).toBe('FINISH');
    result = (await lawyer.client.get<TTaskResult>(contractPath('task/result'), { query: { task_id: taskId } })).body.data;
  });

  it('stores the names as typed', () => {
    expect(result.task.task_name).toContain('<img src=x onerror=alert(1)>');
    expect(result.task.review_people).toBe(HOSTILE_REVIEWER);
  });

  it('escapes the reviewer as the comment author and keeps every part well-formed XML', async () => {
    const file = await downloadDecrypted(lawyer, result.task.annotated_file_url_id);
    const zip = await JSZip.loadAsync(file.bytes);
    const comments = await zip.file('word/comments.xml')!.async('string');
    expect(comments).toContain('w:author="&lt;b&gt;王&quot;律师');
    expect(comments).not.toContain('<b>');
    expect(comments).not.toContain('<img');
    for (const name of Object.keys(zip.files).filter((n) => n.endsWith('.xml'))) {
      const xml = await zip.file(name)!.async('string');
      expect(xml, name).not.toMatch(/<img\b|<b>/);
    }
  });

  it('gives the download a file name that cannot break the header', async () => {
    const link = await lawyer.client.get<{ download_url: string; filename: string }>(contractPath('task/download'), {
      query: { file_id: result.task.annotated_file_url_id },
    });
    const raw = await lawyer.client.request('GET', link.body.data.download_url);
    expect(raw.statusCode).toBe(200);
    const disposition = String(raw.headers['content-disposition'] ?? '');
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(disposition).not.toContain('<img');
  });
});
