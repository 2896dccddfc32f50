/**
 * Optional masking of personal data before contract text leaves the process for a model, and restoring it in what
 * the model sends back. Each distinct value gets a stable placeholder for the whole document (【身份证号1】 is the
 * same person's number in every clause), so the model can still reason about "the same party" across clauses.
 *
 * Detected: 身份证号 (18 digits with a valid date), mobile numbers, landlines (area code written with '-' or in
 * brackets, or after 电话/传真), bank account numbers (12-25 digits after 账号/账户/卡号..., or 16-19 digits passing
 * the Luhn check), 统一社会信用代码 (valid GB 32100 check character, or labelled), e-mail addresses, and person names
 * where they are reliably marked: after 甲方/乙方/姓名/法定代表人/联系人/...： and starting with a common surname.
 * Company names are not personal data and are kept; names in a table cell next to a 姓名 cell are not detected.
 */
import type { ReviewDocument } from '../review/model';

export type PersonalDataKind = 'name' | 'idCard' | 'mobile' | 'landline' | 'bankAccount' | 'creditCode' | 'email';

export const PLACEHOLDER_LABELS: Record<PersonalDataKind, string> = {
  name: '姓名',
  idCard: '身份证号',
  mobile: '手机号',
  landline: '电话',
  bankAccount: '银行账号',
  creditCode: '统一社会信用代码',
  email: '邮箱',
};

export interface MaskEntry {
  placeholder: string;
  kind: PersonalDataKind;
  value: string;
}

export interface PersonalDataSpan {
  start: number;
  end: number;
  kind: PersonalDataKind;
  value: string;
}

export interface Masker {
  /** Replaces personal data in `text` with placeholders (registering new values). */
  mask(text: string): string;
  /** Puts the original values back for every placeholder this masker created (【】 or [] brackets). */
  restore(text: string): string;
  readonly entries: readonly MaskEntry[];
}

// ---------- detectors ----------

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const ID_CARD = /(?<![0-9A-Za-z])[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?![0-9A-Za-z])/g;
const CREDIT_CODE = /(?<![0-9A-Za-z])[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}(?![0-9A-Za-z])/g;
const CREDIT_LABEL = /(?:统一社会信用代码|信用代码|社会信用代码|营业执照号|注册号)[^\d\n]{0,12}$/;
const DIGIT_RUN = /(?<![\dA-Za-z])\d(?:[ -]?\d){11,24}(?![\dA-Za-z])/g;
const ACCOUNT_LABEL = /(?:账号|帐号|账户|帐户|卡号|银行账|开户行|收款账|付款账)[^\n]{0,20}$/;
const MOBILE = /(?<![\dA-Za-z])(?:\+?86[- ]?)?1[3-9]\d(?:[- ]?\d{4}){2}(?![\dA-Za-z])/g;
const LANDLINE = /(?<![\dA-Za-z-])(?:[（(]0\d{2,3}[)）][ -]?|0\d{2,3}[- ])\d{7,8}(?:[-转]\d{1,6})?(?![\dA-Za-z])/g;
const LANDLINE_LABELLED = /(?<=(?:电话|传真|座机|固话|Tel|TEL|Fax|FAX)[:：]?\s*)0\d{9,11}(?!\d)/g;

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** GB 32100-2015 check character of a 统一社会信用代码. */
export function isValidCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARS.indexOf(code[i]!) * CREDIT_WEIGHTS[i]!;
  const check = (31 - (sum % 31)) % 31;
  return CREDIT_CHARS[check] === code[17];
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

// Labels after which a person's name reliably follows (the party roles also name companies; the surname and
// boundary checks below tell the two apart).
const NAME_LABELS = [
  '甲方', '乙方', '丙方', '丁方', '姓名', '法定代表人', '法人代表', '联系人', '委托代理人', '代理人', '负责人', '授权代表',
  '经办人', '签字人', '签署人', '出租人', '承租人', '出卖人', '买受人', '借款人', '出借人', '贷款人', '保证人', '担保人',
  '抵押人', '出质人', '劳动者', '员工', '受托人', '委托人', '收款人', '户名', '开户名', '证人', '见证人', '配偶',
];
const COMPOUND_SURNAMES =
  '欧阳|司马|上官|诸葛|东方|皇甫|尉迟|公孙|慕容|长孙|宇文|司徒|夏侯|轩辕|令狐|端木|独孤|南宫|西门|申屠|澹台|公冶|呼延|钟离|闻人|万俟|赫连|太史|百里|东郭';
const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付傅方白邹孟熊秦邱江尹薛闫阎段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝官封谈匡鞠惠荆乐冀郁胥南班储原栗燕楚鄢劳谌奚皮粟冼蔺楼盘满闻位厉伊仝区郜海阚花权强帅屠豆朴盖练廉禹井祖漆巴丰支卿国狄平计索宣晋相初门云容敬来扈晁芮都普阙浦戈伏鹿薄邸雍辜羊阿乌母裘亓修邰赫杭况那宿鲜印逯隆茹诸战慕危玉银亢嵇公哈湛宾戎勾茅利於呼居揭干但尉冶斯元束檀衣信展阴昝智幸奉植衡富尧闭由';
// After the name: end, punctuation, a bracket, or the next field of a party block.
const NAME_END = '(?=$|[\\s，,。；;、：:）)（(|/／]|身份证|证件|性别|电话|手机|联系|住址|地址|住所|出生|民族|籍贯|签字|签名|签章|盖章|男|女)';
const NAME_RE = new RegExp(
  `(?:${NAME_LABELS.join('|')})(?:[（(][^）)\\n]{1,12}[）)])?[ \\t\\u3000]*[：:][ \\t\\u3000]*((?:${COMPOUND_SURNAMES}|[${SURNAMES}])[\\u4e00-\\u9fa5]{1,2}?)${NAME_END}`,
  'gu',
);
/** Words that follow a role label but are no person's name. */
const NOT_A_NAME = /公司|集团|部门|财务|法务|经理|主管|代表|单位|本人|签字|盖章|签章|姓名|人员|先生|女士|某|[司部处室局厂店院校委会所章印签行社馆中心]$/u;

/** Person names marked as such in the texts (role label + colon + a surname-led name of 2-4 characters). */
export function findPersonNames(texts: string[]): string[] {
  const names = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(NAME_RE)) {
      const name = m[1]!;
      if (!NOT_A_NAME.test(name)) names.add(name);
    }
  }
  return [...names];
}

/** Every span of personal data in `text` (no overlaps; earlier kinds win), in text order. */
export function findPersonalData(text: string, names: readonly string[] = []): PersonalDataSpan[] {
  const spans: PersonalDataSpan[] = [];
  const add = (start: number, end: number, kind: PersonalDataKind) => {
    if (spans.some((s) => start < s.end && s.start < end)) return;
    spans.push({ start, end, kind, value: text.slice(start, end) });
  };
  for (const m of text.matchAll(EMAIL)) add(m.index, m.index + m[0].length, 'email');
  for (const m of text.matchAll(ID_CARD)) add(m.index, m.index + m[0].length, 'idCard');
  for (const m of text.matchAll(CREDIT_CODE)) {
    // Labelled codes are masked even when mistyped; unlabelled ones only with a valid check character.
    if (isValidCreditCode(m[0]) || CREDIT_LABEL.test(text.slice(0, m.index))) add(m.index, m.index + m[0].length, 'creditCode');
  }
  for (const m of text.matchAll(DIGIT_RUN)) {
    const digits = m[0].replace(/[ -]/g, '');
    const labelled = ACCOUNT_LABEL.test(text.slice(Math.max(0, m.index - 30), m.index));
    const cardLike = digits.length >= 16 && digits.length <= 19 && /^[3-6]/.test(digits) && luhn(digits);
    if (labelled || cardLike) add(m.index, m.index + m[0].length, 'bankAccount');
  }
  for (const m of text.matchAll(MOBILE)) add(m.index, m.index + m[0].length, 'mobile');
  for (const m of text.matchAll(LANDLINE)) add(m.index, m.index + m[0].length, 'landline');
  for (const m of text.matchAll(LANDLINE_LABELLED)) add(m.index, m.index + m[0].length, 'landline');
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + name.length)) add(at, at + name.length, 'name');
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** A masker for one document; `names` are masked wherever they occur (collect them first with findPersonNames). */
export function createMasker(options: { names?: readonly string[] } = {}): Masker {
  const names = options.names ?? [];
  const entries: MaskEntry[] = [];
  const byValue = new Map<string, MaskEntry>();
  const byPlaceholder = new Map<string, MaskEntry>();
  const counters = new Map<PersonalDataKind, number>();

  const placeholderFor = (kind: PersonalDataKind, value: string): string => {
    const key = `${kind}\u0000${value}`;
    let entry = byValue.get(key);
    if (!entry) {
      const n = (counters.get(kind) ?? 0) + 1;
      counters.set(kind, n);
      entry = { placeholder: `【${PLACEHOLDER_LABELS[kind]}${n}】`, kind, value };
      byValue.set(key, entry);
      byPlaceholder.set(`${PLACEHOLDER_LABELS[kind]}${n}`, entry);
      entries.push(entry);
    }
    return entry.placeholder;
  };

  const labels = Object.values(PLACEHOLDER_LABELS).join('|');
  // Models sometimes swap 【】 for [] or add spaces; accept both, restore only placeholders we made.
  const placeholderRe = new RegExp(`[【\\[]\\s*(${labels})\\s*(\\d+)\\s*[】\\]]`, 'g');

  return {
    entries,
    mask(text) {
      let out = '';
      let at = 0;
      for (const span of findPersonalData(text, names)) {
        out += text.slice(at, span.start) + placeholderFor(span.kind, span.value);
        at = span.end;
      }
      return out + text.slice(at);
    },
    restore(text) {
      return text.replace(placeholderRe, (whole, label: string, n: string) => byPlaceholder.get(`${label}${n}`)?.value ?? whole);
    },
  };
}

/** The document with personal data masked in every paragraph, and the masker that restores it. */
export function maskDocument(doc: ReviewDocument): { doc: ReviewDocument; masker: Masker } {
  const masker = createMasker({ names: findPersonNames(doc.paragraphs.map((p) => p.text)) });
  return {
    doc: { ...doc, paragraphs: doc.paragraphs.map((p) => ({ ...p, text: masker.mask(p.text) })) },
    masker,
  };
}
