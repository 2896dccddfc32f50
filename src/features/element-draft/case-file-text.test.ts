// @vitest-environment node
// Node has File, DecompressionStream and full-ICU TextDecoder like the browser; jsdom's Blob lacks stream().
import { describe, expect, it } from 'vitest';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { CaseFileError, documentXmlText, readCaseFileText } from './case-file-text';

async function docxFile(paragraphs: string[], name = '案情.docx'): Promise<File> {
  const doc = new Document({
    sections: [{ children: paragraphs.map((p) => new Paragraph({ children: [new TextRun(p)] })) }],
  });
  return new File([new Uint8Array(await Packer.toBuffer(doc))], name);
}

describe('case file text for element-based drafting', () => {
  it('reads every paragraph of a real .docx, in order, with the amounts and dates a draft needs', async () => {
    const text = await readCaseFileText(
      await docxFile([
        '原告王某与被告李某民间借贷纠纷',
        '2024年3月1日，李某向王某借款人民币200,000元，约定2024年9月1日归还。',
        '到期后李某仅归还50,000元。',
      ]),
    );
    expect(text.split('\n')).toEqual([
      '原告王某与被告李某民间借贷纠纷',
      '2024年3月1日，李某向王某借款人民币200,000元，约定2024年9月1日归还。',
      '到期后李某仅归还50,000元。',
    ]);
  });

  it('joins the runs of one paragraph and decodes XML entities', () => {
    const xml =
      '<w:body><w:p><w:r><w:t>甲方</w:t></w:r><w:r><w:t xml:space="preserve">（出租人）&amp;</w:t></w:r><w:r><w:tab/><w:t>乙方</w:t></w:r></w:p><w:p><w:pPr/></w:p><w:p><w:r><w:t>&lt;附件&gt;</w:t></w:r></w:p></w:body>';
    expect(documentXmlText(xml)).toBe('甲方（出租人）&\t乙方\n<附件>');
  });

  it('reads a .txt saved as GBK by Windows Notepad as well as UTF-8', async () => {
    // "借款" in GBK: bd e8 bf ee
    const gbk = new File([new Uint8Array([0xbd, 0xe8, 0xbf, 0xee])], 'a.txt');
    expect(await readCaseFileText(gbk)).toBe('借款');
    expect(await readCaseFileText(new File(['\uFEFF借款合同\r\n第一条'], 'b.TXT'))).toBe('借款合同\n第一条');
  });

  it('refuses other formats, broken Word files and empty files with a Chinese reason', async () => {
    await expect(readCaseFileText(new File(['x'], '起诉状.pdf'))).rejects.toThrow(
      '请上传 .docx 或 .txt 格式的案情材料',
    );
    await expect(readCaseFileText(new File(['not a zip'], '坏文件.docx'))).rejects.toThrow(/文件解析失败/);
    await expect(readCaseFileText(new File(['  \n '], '空.txt'))).rejects.toBeInstanceOf(CaseFileError);
    await expect(readCaseFileText(await docxFile([]))).rejects.toThrow(
      '文件中没有可读取的文字（扫描件请先识别文字）',
    );
  });
});
