/**
 * Chinese word segmentation for statute search: @node-rs/jieba with its default dictionary plus a legal
 * dictionary, so terms a lawyer searches for (竞业限制, 格式条款, 经济补偿 …) are single tokens instead of
 * 竞/业/限制. Used by the in-process BM25 index and to fill the `segmented` column the tsvector is built from.
 */
import { Jieba } from '@node-rs/jieba';
import { readJiebaDictionary } from './jieba-dictionary';

/**
 * Legal terms kept whole. Search mode (cutForSearch) still emits their sub-words (违约金 -> 违约, 违约金), so a
 * query for the shorter word finds them too.
 */
export const LEGAL_TERMS: readonly string[] = [
  // 合同通则
  '违约金', '定金', '订金', '保证金', '预付款', '质保金', '履约保证金', '不可抗力', '格式条款', '免责条款', '争议解决',
  '违约责任', '违约方', '守约方', '损失赔偿', '赔偿损失', '可得利益', '可预见', '继续履行', '补救措施', '减少价款',
  '解除合同', '合同解除', '解除权', '解除通知', '合同目的', '根本违约', '预期违约', '迟延履行', '逾期付款', '逾期利息',
  '缔约过失', '要约邀请', '要约', '承诺', '合同成立', '合同生效', '附条件', '附期限', '无权代理', '表见代理', '越权代表',
  '无效合同', '可撤销', '撤销权', '代位权', '抗辩权', '同时履行抗辩权', '先履行抗辩权', '不安抗辩权', '中止履行',
  '债权转让', '债务转移', '债务加入', '抵销', '提存', '情势变更', '显失公平', '重大误解', '恶意串通', '公序良俗',
  '强制性规定', '效力性强制性规定', '诚信原则', '通知义务', '协助义务', '保密义务', '保密条款', '商业秘密',
  '知识产权', '著作权', '专利权', '商标专用权', '技术秘密', '管辖法院', '协议管辖', '仲裁委员会', '仲裁协议',
  '仲裁条款', '诉讼时效', '除斥期间', '法定代表人', '授权代表', '连带责任', '连带责任保证', '一般保证', '保证期间',
  '保证人', '担保物权', '抵押权', '质权', '留置权', '优先受偿', '优先受偿权', '优先购买权', '所有权保留',
  '风险转移', '检验期限', '质量保证期', '质量异议', '交付', '验收',
  // 典型合同当事人
  '出卖人', '买受人', '出租人', '承租人', '转租', '次承租人', '定作人', '承揽人', '发包人', '承包人', '分包人',
  '总承包人', '实际施工人', '委托人', '受托人', '转委托', '中介人', '居间人', '行纪人', '贷款人', '借款人',
  '赠与人', '受赠人', '保管人', '寄存人', '承运人', '托运人', '收货人', '合伙人', '物业服务人', '业主',
  '建设工程', '工程价款', '竣工验收', '融资租赁', '保理', '技术开发', '技术转让', '技术许可', '技术咨询', '技术服务',
  // 劳动
  '用人单位', '劳动者', '劳动合同', '劳动关系', '试用期', '竞业限制', '经济补偿', '经济补偿金', '赔偿金', '服务期',
  '培训费用', '违约金条款', '劳动报酬', '加班费', '工作时间', '休息休假', '带薪年休假', '社会保险', '住房公积金',
  '工伤保险', '最低工资', '劳务派遣', '非全日制用工', '无固定期限劳动合同', '固定期限劳动合同', '规章制度',
  '劳动争议', '劳动仲裁', '集体合同', '医疗期', '孕期', '产期', '哺乳期', '职业病',
  // 公司、程序、其他
  '股东会', '董事会', '监事会', '注册资本', '认缴出资', '实缴出资', '股权转让', '有限责任公司', '股份有限公司',
  '实际控制人', '关联交易', '控股股东', '个人信息', '敏感个人信息', '个人信息处理者', '电子签名', '数据电文',
  '消费者', '经营者', '惩罚性赔偿', '招标投标', '招标人', '投标人', '中标人', '不动产', '不动产登记', '预告登记',
  '人民法院', '仲裁机构', '行政机关', '罚款', '没收违法所得', '吊销营业执照', '责令改正', '民事责任', '刑事责任',
  '民事法律行为', '意思表示', '民事主体', '非法人组织', '民事权利能力', '民事行为能力', '限制民事行为能力人',
  '无民事行为能力人', '监护人', '法定代理人', '代理人', '被代理人', '相对人', '善意相对人', '第三人',
];

/** Function words and punctuation that carry no meaning for ranking. */
const STOP_WORDS = new Set([
  '的', '了', '和', '与', '或', '或者', '及', '以及', '等', '其', '之', '为', '在', '对', '由', '向', '将', '被', '把',
  '是', '有', '也', '并', '并且', '而', '但', '但是', '如', '如果', '则', '即', '应', '应当', '可以', '不得', '依照',
  '按照', '根据', '本法', '规定', '下列', '情形', '之一', '第', '条', '款', '项', '该', '此', '其他', '有关', '所',
  '者', '上', '中', '下', '内', '外', '时', '后', '前', '以', '于', '从', '自', '给', '让',
]);

const TOKEN_RE = /^[\p{L}\p{N}]+$/u;
const CJK_ONLY_RE = /^[\u4e00-\u9fff]+$/;

let jieba: Jieba | null = null;

/** The shared segmenter: default dictionary + LEGAL_TERMS, built on first use (~0.3 s). */
export function getJieba(): Jieba {
  if (!jieba) {
    const j = Jieba.withDict(readJiebaDictionary());
    // High frequency so the whole term wins over its parts in the DAG.
    j.loadDict(Buffer.from(LEGAL_TERMS.map((t) => `${t} 200000 n`).join('\n'), 'utf8'));
    jieba = j;
  }
  return jieba;
}

/** Keeps words, drops punctuation, spaces and stop words; Latin is lower-cased. Hot path of the index build. */
function clean(tokens: string[]): string[] {
  const out: string[] = [];
  for (const raw of tokens) {
    if (CJK_ONLY_RE.test(raw)) {
      if (!STOP_WORDS.has(raw)) out.push(raw);
      continue;
    }
    const t = raw.trim().toLowerCase();
    if (t !== '' && TOKEN_RE.test(t) && !STOP_WORDS.has(t)) out.push(t);
  }
  return out;
}

/** Precise-mode tokens (违约金 stays one token), punctuation and stop words dropped, Latin lower-cased. */
export function segment(text: string): string[] {
  return clean(getJieba().cut(text, true));
}

/** Search-mode tokens: long words plus their sub-words (不可抗力 -> 不可, 抗力, 不可抗力), for indexing and queries. */
export function segmentForSearch(text: string): string[] {
  return clean(getJieba().cutForSearch(text, true));
}

/** Tokens joined by spaces: what the `segmented` column stores and to_tsvector('simple', …) indexes. */
export function segmentToString(text: string): string {
  return segmentForSearch(text).join(' ');
}
