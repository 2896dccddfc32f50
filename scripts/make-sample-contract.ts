/**
 * Writes the sample contract of the contract review page (public/samples/sample-sales-contract.docx): a realistic
 * Chinese 工业设备买卖合同 written for LawDesk, with a few deliberate risks a reviewer should catch —
 * 定金 above 20% of the price (民法典第五百八十六条), 大写/小写 amounts that disagree, a daily 违约金 far above any
 * loss, both a court and an arbitration body named for disputes, an objection period too short for hidden defects,
 * a termination right for the seller only, and a blank signing date.
 * Run: node --import tsx scripts/make-sample-contract.ts
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

const FONT = { ascii: 'SimSun', eastAsia: 'SimSun', hAnsi: 'SimSun' };
const SIZE = 24; // 小四 (12 pt), in half-points

const run = (text: string, bold = false) => new TextRun({ text, bold, font: FONT, size: SIZE });
const para = (text: string, opts: { bold?: boolean; indent?: boolean; align?: (typeof AlignmentType)[keyof typeof AlignmentType] } = {}) =>
  new Paragraph({
    children: [run(text, opts.bold)],
    alignment: opts.align ?? AlignmentType.JUSTIFIED,
    indent: opts.indent === false ? undefined : { firstLine: 480 },
    spacing: { line: 360, after: 60 },
  });
const clause = (title: string) =>
  new Paragraph({ children: [run(title, true)], spacing: { before: 240, after: 120, line: 360 }, keepNext: true });

const border = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const cell = (text: string, width: number, bold = false) =>
  new TableCell({
    width: { size: width, type: WidthType.DXA },
    borders: { top: border, bottom: border, left: border, right: border },
    children: [new Paragraph({ children: [run(text, bold)], alignment: AlignmentType.CENTER })],
  });
const COLS = [600, 2400, 1800, 900, 1700, 1800];
const row = (cells: string[], bold = false) => new TableRow({ children: cells.map((c, i) => cell(c, COLS[i]!, bold)) });

const goods = new Table({
  width: { size: COLS.reduce((a, b) => a + b, 0), type: WidthType.DXA },
  columnWidths: COLS,
  rows: [
    row(['序号', '设备名称', '规格型号', '数量', '单价（元）', '金额（元）'], true),
    row(['1', '数控立式加工中心', 'VMC-850L', '2台', '380,000', '760,000']),
    row(['2', '数控车床', 'CK6150×1000', '3台', '120,000', '360,000']),
    row(['3', '随机刀具及附件', '按配置清单', '1批', '80,000', '80,000']),
    row(['合计', '', '', '', '', '1,200,000']),
  ],
});

const children = [
  new Paragraph({ children: [new TextRun({ text: '工业设备买卖合同', bold: true, font: FONT, size: 36 })], alignment: AlignmentType.CENTER, spacing: { after: 240 } }),
  new Paragraph({ children: [run('合同编号：HZJX-2024-0318')], alignment: AlignmentType.RIGHT, spacing: { after: 240 } }),
  para('甲方（买方）：江苏恒泽精密制造有限公司', { indent: false }),
  para('统一社会信用代码：91320594MA1Q7R2K39', { indent: false }),
  para('住所：江苏省苏州市工业园区星湖街218号', { indent: false }),
  para('法定代表人：王立新', { indent: false }),
  para('乙方（卖方）：浙江华振数控机床有限公司', { indent: false }),
  para('统一社会信用代码：91330110MA2H4C6T56', { indent: false }),
  para('住所：浙江省杭州市余杭区文一西路1500号', { indent: false }),
  para('法定代表人：陈志远', { indent: false }),
  para('甲乙双方根据《中华人民共和国民法典》及相关法律法规的规定，在平等、自愿、公平、诚实信用的基础上，就甲方向乙方购买数控加工设备事宜，经协商一致，订立本合同，以资共同遵守。'),

  clause('第一条 标的物'),
  para('1.1 甲方向乙方购买的设备名称、规格型号、数量及价格如下表所示：'),
  goods,
  para('1.2 设备的技术参数以双方签字确认的《技术协议》为准，《技术协议》为本合同不可分割的组成部分。'),

  clause('第二条 合同价款及支付方式'),
  para('2.1 本合同总价款为人民币壹佰万元整（¥1,200,000.00元），该价款包含设备价款、包装费、运输费、保险费、安装调试费及13%增值税。'),
  para('2.2 付款方式：本合同签订后5个工作日内，甲方支付合同总价款的30%作为预付款；设备到达甲方指定地点并经初步验收后，甲方支付合同总价款的60%；余款10%作为质量保证金，在质量保证期届满且无质量争议后10个工作日内支付。'),
  para('2.3 乙方应在甲方每次付款前开具等额的增值税专用发票，甲方收到合格发票后支付相应款项。'),

  clause('第三条 交货'),
  para('3.1 交货时间：乙方应于收到甲方预付款后60日内将设备运至甲方指定地点。'),
  para('3.2 交货地点：江苏省苏州市工业园区星湖街218号甲方厂区。'),
  para('3.3 设备的毁损、灭失风险自设备交付甲方时起由甲方承担。'),

  clause('第四条 验收'),
  para('4.1 设备运抵后，双方共同进行开箱检验，核对设备型号、数量及随机资料。'),
  para('4.2 甲方应在设备交付后3日内完成质量检验，逾期未提出书面异议的，视为设备质量符合约定，甲方不得再就设备质量（包括隐蔽瑕疵）提出任何异议。'),

  clause('第五条 质量保证'),
  para('5.1 乙方保证所供设备是全新的、未使用过的，符合国家标准及《技术协议》的要求。'),
  para('5.2 设备质量保证期为验收合格之日起12个月。质量保证期内因设备本身质量问题出现的故障，乙方应在接到甲方通知后48小时内派员到场免费维修。'),

  clause('第六条 定金'),
  para('6.1 为保证本合同的履行，甲方应于本合同签订之日起3日内向乙方支付定金人民币叁拾万元整（¥300,000.00元），设备验收合格后定金抵作价款。'),
  para('6.2 甲方不履行本合同的，无权要求返还定金；乙方不履行本合同的，应当双倍返还定金。'),

  clause('第七条 违约责任'),
  para('7.1 甲方逾期付款的，每逾期一日，应按合同总价款的千分之五向乙方支付违约金。'),
  para('7.2 乙方逾期交货的，每逾期一日，应按逾期交货部分价款的万分之三向甲方支付违约金，但违约金总额不超过合同总价款的5%。'),
  para('7.3 任何一方违约给对方造成损失的，还应赔偿对方因此遭受的全部损失。'),

  clause('第八条 合同的解除'),
  para('8.1 甲方逾期付款超过15日的，乙方有权单方解除本合同，已收取的款项不予退还。'),
  para('8.2 除本合同另有约定外，甲方不得以任何理由解除本合同。'),

  clause('第九条 保密'),
  para('9.1 双方对在履行本合同过程中知悉的对方商业秘密和技术资料负有保密义务，未经对方书面同意不得向第三方披露。'),

  clause('第十条 争议解决'),
  para('10.1 因本合同引起的或与本合同有关的任何争议，双方应友好协商解决；协商不成的，任何一方均可向苏州仲裁委员会申请仲裁，也可以向甲方所在地人民法院提起诉讼。'),

  clause('第十一条 通知'),
  para('11.1 本合同项下的通知应以书面形式送达至本合同首部载明的地址。'),

  clause('第十二条 其他'),
  para('12.1 本合同自双方签字盖章之日起生效。'),
  para('12.2 本合同一式肆份，甲乙双方各执贰份，具有同等法律效力。'),
  para('12.3 本合同未尽事宜，双方可另行签订补充协议，补充协议与本合同具有同等法律效力。'),
  para('（以下无正文）', { align: AlignmentType.CENTER, indent: false }),

  new Paragraph({ children: [], spacing: { before: 480 } }),
  para('甲方（盖章）：江苏恒泽精密制造有限公司', { indent: false }),
  para('法定代表人或授权代表（签字）：', { indent: false }),
  para('签订日期：    年  月  日', { indent: false }),
  new Paragraph({ children: [], spacing: { before: 240 } }),
  para('乙方（盖章）：浙江华振数控机床有限公司', { indent: false }),
  para('法定代表人或授权代表（签字）：', { indent: false }),
  para('签订日期：    年  月  日', { indent: false }),
];

const doc = new Document({
  creator: '律台 LawDesk',
  title: '工业设备买卖合同（示例）',
  description: '律台合同审查示例合同，含若干刻意设置的风险条款',
  styles: { default: { document: { run: { font: FONT, size: SIZE } } } },
  sections: [{ properties: { page: { margin: { top: 1440, bottom: 1440, left: 1588, right: 1588 } } }, children }],
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'public/samples/sample-sales-contract.docx');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, await Packer.toBuffer(doc));
console.log(`wrote ${path.relative(root, out)}`);
