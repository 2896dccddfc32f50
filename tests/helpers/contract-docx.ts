/**
 * Word contracts made for tests and benchmarks with the `docx` package (the same library a real office tool chain
 * would produce files with): a short sale contract with known risks, and a long one of any size for the 100,000-
 * character benchmark. Plain paragraphs, hand-typed clause numbers, one table.
 */
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';

/** Clauses of a sale contract that the general rules flag (penalty per day, deposit over 20%, two forums...). */
export const SALE_CONTRACT_LINES = [
  '设备买卖合同',
  '甲方（买方）：上海某某贸易有限公司',
  '乙方（卖方）：北京某某机械有限公司',
  '第一条 标的 乙方向甲方出售数控机床10台，型号及数量见下表。',
  '第二条 价款 合同总价为人民币100万元（大写：壹佰伍拾万元整），甲方应于收货后九十日内付清。',
  '第三条 定金 甲方应于本合同签订之日起三日内向乙方支付定金人民币30万元。',
  '第四条 交付 乙方应于2025年3月1日前将设备交付至甲方指定地点。',
  '第五条 违约责任 甲方逾期付款的，每日按应付款项的千分之五向乙方支付违约金。',
  '第六条 争议解决 因本合同发生的争议，提交上海仲裁委员会仲裁，也可以向乙方所在地人民法院起诉。',
  '第七条 其他 本合同一式两份，自双方签字盖章之日起生效。',
];

function run(text: string): TextRun {
  return new TextRun({ text, font: { eastAsia: 'SimSun', ascii: 'Times New Roman', hAnsi: 'Times New Roman' } });
}

function itemTable(rows: string[][]): Table {
  return new Table({
    width: { size: 9000, type: WidthType.DXA },
    columnWidths: [3000, 3000, 3000],
    rows: rows.map(
      (cells) =>
        new TableRow({
          children: cells.map((c) => new TableCell({ width: { size: 3000, type: WidthType.DXA }, children: [new Paragraph({ children: [run(c)] })] })),
        }),
    ),
  });
}

/** A .docx with one paragraph per line; a table of goods is inserted after the first clause. */
export async function buildContractDocx(lines: readonly string[] = SALE_CONTRACT_LINES): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [];
  lines.forEach((line, i) => {
    children.push(new Paragraph({ children: [run(line)] }));
    if (i === 3) {
      children.push(
        itemTable([
          ['设备名称', '数量', '单价'],
          ['数控机床A型', '6台', '人民币9万元'],
          ['数控机床B型', '4台', '人民币11.5万元'],
        ]),
      );
    }
  });
  const doc = new Document({ sections: [{ children }] });
  return Packer.toBuffer(doc);
}

const FILLER = [
  '乙方应按照国家标准及行业标准组织生产，并对设备的设计、制造、检验承担全部责任，确保设备符合本合同约定的技术规格。',
  '甲方应在收到设备后十个工作日内组织验收，验收合格的，双方签署验收报告；验收不合格的，乙方应在七日内更换或修理。',
  '任何一方未经对方书面同意，不得将本合同项下的权利义务转让给第三方，但法律另有规定的除外。',
  '双方应对在履行本合同过程中知悉的对方商业秘密承担保密义务，保密期限自本合同签订之日起至该信息公开之日止。',
  '因不可抗力致使一方不能履行本合同的，该方应在不可抗力发生之日起五日内书面通知对方，并提供相关证明。',
  '乙方应向甲方提供设备的使用说明书、合格证、保修卡等随机资料，并负责对甲方操作人员进行免费培训。',
  '设备的质量保证期为验收合格之日起十二个月，质量保证期内因设备本身质量问题发生故障的，乙方应免费维修。',
  '本合同项下的通知应以书面形式送达对方在本合同首部载明的地址，一方变更地址的，应提前三日书面通知对方。',
];

const CN_DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1..9999 in Chinese numerals as clause numbers are written (第一百二十三条). */
export function chineseNumber(n: number): string {
  if (n < 10) return CN_DIGITS[n]!;
  if (n < 20) return `十${n % 10 ? CN_DIGITS[n % 10] : ''}`;
  const units = ['', '十', '百', '千'];
  const digits = String(n).split('').map(Number);
  let out = '';
  let zero = false;
  digits.forEach((d, i) => {
    const unit = units[digits.length - 1 - i]!;
    if (d === 0) {
      zero = out !== '';
      return;
    }
    if (zero) out += '零';
    zero = false;
    out += CN_DIGITS[d]! + unit;
  });
  return out;
}

/**
 * The sale contract followed by numbered clauses of ordinary contract wording, as close to `targetChars` visible
 * characters (the reader's count: whitespace excluded, table text included) as whole clauses allow, never above.
 */
export function longContractLines(targetChars: number): string[] {
  const visible = (s: string) => s.replace(/\s/g, '').length;
  const tableChars = 3 * 3 * 4; // the goods table: 9 cells of about 4 characters
  const lines = [...SALE_CONTRACT_LINES.slice(0, -1)];
  let chars = visible(lines.join('')) + tableChars + 30;
  const last = (n: number) => `第${chineseNumber(n)}条 其他 本合同一式两份，自双方签字盖章之日起生效。`;
  let clause = 8;
  for (let i = 0; ; i++) {
    const line = `第${chineseNumber(clause)}条 ${FILLER[i % FILLER.length]}`;
    if (chars + visible(line) + visible(last(clause + 1)) > targetChars) break;
    lines.push(line);
    chars += visible(line);
    clause++;
  }
  lines.push(last(clause));
  return lines;
}
