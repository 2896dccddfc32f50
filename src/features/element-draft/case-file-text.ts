/**
 * The text of a case-material file for element-based drafting (/elementBasedUpload), read in the browser: .txt as
 * UTF-8 (GB18030 when it is not valid UTF-8: files saved by Chinese Windows Notepad), .docx by reading
 * word/document.xml out of the zip with the browser's own DecompressionStream — no library on the page.
 * Errors are Chinese sentences a lawyer can act on.
 */

export const CASE_FILE_MAX_BYTES = 10 * 1024 * 1024;

export class CaseFileError extends Error {}

async function inflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Finds one entry of a zip by its central directory (sizes there are right even when local headers defer them). */
async function readZipEntry(zip: Uint8Array, name: string): Promise<Uint8Array | null> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = view.getUint16(eocd + 10, true);
  let p = view.getUint32(eocd + 16, true);
  const decoder = new TextDecoder();
  for (let n = 0; n < entries && p + 46 <= zip.length; n++) {
    if (view.getUint32(p, true) !== 0x02014b50) return null;
    const method = view.getUint16(p + 10, true);
    const compressed = view.getUint32(p + 20, true);
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    const local = view.getUint32(p + 42, true);
    const entryName = decoder.decode(zip.subarray(p + 46, p + 46 + nameLen));
    if (entryName === name) {
      const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      const data = zip.subarray(dataStart, dataStart + compressed);
      if (method === 0) return data;
      if (method === 8) return inflateRaw(data);
      return null;
    }
    p += 46 + nameLen + extraLen + commentLen;
  }
  return null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Paragraph texts of a WordprocessingML body: <w:t> runs joined, <w:tab/> as a tab, one line per <w:p>. */
export function documentXmlText(xml: string): string {
  const paragraphs = xml.split(/<w:p[\s>]/).slice(1);
  return paragraphs
    .map((p) =>
      [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
        .map((m) => (m[0] === '<w:tab/>' ? '\t' : (m[1] ?? '')))
        .join('')
        .replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENTITIES[e] ?? '')
        .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d))),
    )
    .filter((t) => t.trim())
    .join('\n');
}

/** Reads the text of a .txt or .docx case file; throws CaseFileError with the reason in Chinese. */
export async function readCaseFileText(file: File): Promise<string> {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (ext !== 'txt' && ext !== 'docx') throw new CaseFileError('请上传 .docx 或 .txt 格式的案情材料');
  if (file.size > CASE_FILE_MAX_BYTES) throw new CaseFileError('文件过大，请上传不超过 10MB 的案情材料');
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text: string;
  if (ext === 'txt') {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('gb18030').decode(bytes);
    }
  } else {
    const xml = await readZipEntry(bytes, 'word/document.xml').catch(() => null);
    if (!xml) throw new CaseFileError('文件解析失败，请确认是 Word（.docx）文件，或另存为 .txt 后上传');
    text = documentXmlText(new TextDecoder().decode(xml));
  }
  text = text
    .replace(/\r\n?/g, '\n')
    .replace(/^\uFEFF/, '')
    .trim();
  if (!text) throw new CaseFileError('文件中没有可读取的文字（扫描件请先识别文字）');
  return text;
}
