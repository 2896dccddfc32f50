/**
 * Crafted files of every shape for the parsers other than Word (issue 15 item 1, decision 187), sent through the
 * routes a lawyer uses: file Q&A uploads (PDF, images, .txt) and the term-list .xlsx import. Each is refused with
 * its code and the app keeps serving. Memory: an ordinary file of each kind goes first (it proves the route works and
 * loads the parser's thread: pdfjs's alone is ~300 MB RSS), then no bomb may grow the process (app, PGlite, parsing
 * threads and the test's own upload buffers all live in it; ~550 MB in a vitest worker) by more than
 * BOMB_GROWTH_BOUND_MB over its RSS just before that bomb. The absolute 600 MB bound per parser is asserted
 * without the app in server/lib/bombs/parser-bombs.test.ts. Before decision 187 a
 * 1 MB PDF whose content stream inflates to 300 MB took the process past 1 GB, a .xlsx whose sharedStrings.xml
 * inflates to 300 MB was parsed by exceljs on the API's own thread, and 100 MB of .txt was decoded into ~550 MB of
 * strings. Word bombs: server/review/docx/bombs.test.ts and hardening-upload-bombs.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@common/codes';
import { TRANSLATION_BASE } from '@common/api/paths';
import { TXT_MAX_CHARS } from '@common/limits';
import { jpegBomb, pngBomb } from '../../server/lib/bombs/image-bombs';
import { ordinaryPdf, pdfNestingBomb, pdfStreamsBomb, pdfTextBomb } from '../../server/lib/bombs/pdf-bombs';
import { ordinaryWorkbook, rowsBomb, sharedStringsBomb, xlsxEntriesBomb, xlsxNestingBomb } from '../../server/lib/bombs/xlsx-bombs';
import { useTestApp } from '../helpers/build-test-app';
import { buildLawyer, type TLawyer } from '../helpers/contract-client';
import { uploadFileTo } from '../helpers/document-client';

/** The stated bound: what one crafted file may add to the RSS of the warm app process while it is read. */
const BOMB_GROWTH_BOUND_MB = 150;
const MB = 1024 * 1024;

let peakRss = 0;
/** Per bomb: peak RSS while it was read minus RSS just before. */
const growth: string[] = [];
let worstGrowth = 0;
const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));

describe('crafted PDF, image, .txt and .xlsx files are refused through the routes, memory bounded', () => {
  const t = useTestApp();
  let lawyer: TLawyer;
  const timer = setInterval(sample, 10);
  beforeAll(async () => {
    lawyer = await buildLawyer(t().app, { quotas: { document: 50 } });
  });

  /** Runs `send` and records how much the process grew while it ran. */
  const measured = async <T>(label: string, send: () => Promise<T>): Promise<T> => {
    const before = process.memoryUsage().rss;
    peakRss = before;
    const out = await send();
    sample();
    const grew = (peakRss - before) / MB;
    worstGrowth = Math.max(worstGrowth, grew);
    growth.push(`${label} +${Math.round(grew)} MB`);
    return out;
  };

  const upload = async (name: string, bytes: Uint8Array, label = name) => {
    const res = await measured(label, () => uploadFileTo(lawyer, 'document', name, bytes));
    return res.body.code;
  };

  it('file Q&A: PDF bombs are 20023, an ordinary PDF still reads', async () => {
    expect(await uploadFileTo(lawyer, 'document', '合同.pdf', ordinaryPdf('The buyer shall pay within thirty days.')).then((r) => r.body.code)).toBe(200);
    expect(await upload('合同.pdf', pdfTextBomb(300 * MB), 'PDF 300 MB stream'), 'content stream inflating to 300 MB').toBe(Code.FILE_PARSE_FAILED);
    expect(await upload('合同.pdf', pdfTextBomb(40 * MB), 'PDF 40 MB stream'), 'one content stream over the per-stream limit').toBe(Code.FILE_PARSE_FAILED);
    expect(await upload('合同.pdf', pdfStreamsBomb(10, 15 * MB), 'PDF 10 x 15 MB'), 'ten streams each under the limit, 150 MB together').toBe(Code.FILE_PARSE_FAILED);
    expect(await upload('合同.pdf', pdfNestingBomb(100_000), 'PDF nesting'), 'arrays nested 100,000 deep').toBe(Code.FILE_PARSE_FAILED);
  }, 120_000);

  it('file Q&A: image decompression bombs are refused from their headers (30100)', async () => {
    expect(await upload('扫描件.png', pngBomb(60_000, 60_000), 'PNG 60,000²'), 'a real 60,000 x 60,000 PNG').toBe(Code.FILE_IMAGE_TOO_LARGE);
    expect(await upload('扫描件.jpg', jpegBomb(65_000, 65_000), 'JPEG 65,000²')).toBe(Code.FILE_IMAGE_TOO_LARGE);
  }, 60_000);

  it('file Q&A: a .txt over the character limit is 20032 before it is decoded; one under it reads', async () => {
    const line = Buffer.from('甲方应当于每月五日前向乙方支付上月货款，逾期按日万分之五支付违约金。\n', 'utf8');
    const big = Buffer.alloc(TXT_MAX_CHARS * 4 + line.length);
    for (let o = 0; o + line.length <= big.length; o += line.length) line.copy(big, o);
    expect(await uploadFileTo(lawyer, 'document', '合同.txt', line).then((r) => r.body.code)).toBe(200);
    expect(await upload('合同.txt', big, '.txt over the limit')).toBe(Code.FILE_TOO_MANY_CHARS);
  }, 60_000);

  it('term-list import: .xlsx bombs are 30302, an ordinary import still works', async () => {
    const created = await lawyer.client.post<{ term_list_id: string }>(`${TRANSLATION_BASE}/terminology`, { name: '炸弹测试' });
    const listId = created.body.data.term_list_id;
    const importXlsx = async (bytes: Uint8Array, label?: string) => {
      const boundary = '----lawdeskbomb';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="term_list_id"\r\n\r\n${listId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const send = () =>
        lawyer.client.call<{ imported: number }>('POST', `${TRANSLATION_BASE}/term/import`, {
          body,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        });
      const res = label ? await measured(label, send) : await send();
      sample();
      return res.body;
    };
    const ordinary = await importXlsx(await ordinaryWorkbook(['原文', '译文', '备注'], [['违约金', 'liquidated damages', '']]));
    expect(ordinary.code).toBe(200);
    expect(ordinary.data.imported).toBe(1);
    expect((await importXlsx(await sharedStringsBomb(300 * MB), 'xlsx 300 MB strings')).code, 'sharedStrings.xml of 300 MB').toBe(Code.TERM_IMPORT_INVALID);
    expect((await importXlsx(await sharedStringsBomb(300 * MB, 1 * MB), 'xlsx lying header')).code, 'the same with a lying header').toBe(Code.TERM_IMPORT_INVALID);
    expect((await importXlsx(await rowsBomb(100_000), 'xlsx 100,000 rows')).code, '100,000 rows under the XML limit').toBe(Code.TERM_IMPORT_INVALID);
    expect((await importXlsx(await xlsxNestingBomb(100_000), 'xlsx nesting')).code, 'elements nested 100,000 deep').toBe(Code.TERM_IMPORT_INVALID);
    expect((await importXlsx(await xlsxEntriesBomb(600), 'xlsx 600 entries')).code, '600 zip entries').toBe(Code.TERM_IMPORT_INVALID);
  }, 120_000);

  it(`no crafted file grew the warm process by ${BOMB_GROWTH_BOUND_MB} MB or more`, () => {
    clearInterval(timer);
    console.log(`parser bombs, RSS growth per file: ${growth.join(', ')}`);
    expect(growth.length).toBe(12);
    expect(worstGrowth).toBeLessThan(BOMB_GROWTH_BOUND_MB);
  });
});
