/**
 * The builtin extractor (issue 10): reads a lawyer's narrative of a matter and finds the parties with their roles,
 * 身份证号 / 统一社会信用代码 (checksums verified), addresses, legal representatives, amounts (figures and words),
 * dates, contract names and courts. Rules only, no model: fast on a 20,000-character narrative and explainable.
 * A value it is not sure of is left out; the draft then marks the field 【待补充：…】 instead of guessing.
 */
import type { TPartyRole } from '../templates/template-types';
import { findAmounts, type TFoundAmount } from './amounts';
import { classifyPartyId } from './id-checks';

export type TFoundParty = {
  role: TPartyRole;
  /** The word the narrative used (原告, 出借人, 甲方 …). */
  roleWord: string;
  name: string;
  start: number;
  id?: string;
  idKind?: 'id' | 'credit';
  idValid?: boolean;
  address?: string;
  legalRep?: string;
};

export type TFacts = {
  parties: TFoundParty[];
  amounts: TFoundAmount[];
  /** Normalized 2024年3月5日, in order of appearance, each once. */
  dates: string[];
  /** Without 《》. */
  contracts: string[];
  courts: string[];
  /** Problems worth telling the lawyer (a check digit that does not match). */
  warnings: string[];
};

const ROLE_WORDS: Record<string, TPartyRole> = {
  原告: 'claimant',
  申请人: 'claimant',
  上诉人: 'claimant',
  申请执行人: 'claimant',
  起诉人: 'claimant',
  债权人: 'claimant',
  委托人: 'claimant',
  当事人: 'claimant',
  发函方: 'claimant',
  通知方: 'claimant',
  承诺人: 'claimant',
  被答辩人: 'claimant',
  被告: 'respondent',
  被申请人: 'respondent',
  被上诉人: 'respondent',
  被执行人: 'respondent',
  债务人: 'respondent',
  答辩人: 'respondent',
  对方: 'respondent',
  收函方: 'respondent',
  被通知方: 'respondent',
  承诺对象: 'respondent',
  甲方: 'party_a',
  出借人: 'party_a',
  贷款人: 'party_a',
  出租人: 'party_a',
  房东: 'party_a',
  用人单位: 'party_a',
  单位: 'party_a',
  披露方: 'party_a',
  卖方: 'party_a',
  出卖人: 'party_a',
  供方: 'party_a',
  男方: 'party_a',
  乙方: 'party_b',
  借款人: 'party_b',
  承租人: 'party_b',
  租客: 'party_b',
  劳动者: 'party_b',
  员工: 'party_b',
  接收方: 'party_b',
  受托人: 'party_b',
  买方: 'party_b',
  买受人: 'party_b',
  需方: 'party_b',
  女方: 'party_b',
  // Decision 151: the role words of other procedures and contract types (a held-out set of narratives showed the
  // list above found a third of their parties). From procedure and contract law, not from any one narrative.
  原审原告: 'claimant',
  反诉原告: 'claimant',
  再审申请人: 'claimant',
  被害人: 'claimant',
  被保险人: 'claimant',
  原审被告: 'respondent',
  反诉被告: 'respondent',
  被申请执行人: 'respondent',
  被告人: 'respondent',
  保险人: 'respondent',
  转让方: 'party_a',
  出让方: 'party_a',
  转让人: 'party_a',
  发包方: 'party_a',
  发包人: 'party_a',
  委托方: 'party_a',
  许可方: 'party_a',
  许可人: 'party_a',
  托运人: 'party_a',
  出质人: 'party_a',
  抵押人: 'party_a',
  赠与人: 'party_a',
  出租方: 'party_a',
  出借方: 'party_a',
  业主: 'party_a',
  定作人: 'party_a',
  受让方: 'party_b',
  受让人: 'party_b',
  承包方: 'party_b',
  承包人: 'party_b',
  受托方: 'party_b',
  被许可方: 'party_b',
  被许可人: 'party_b',
  承运人: 'party_b',
  质权人: 'party_b',
  抵押权人: 'party_b',
  受赠人: 'party_b',
  承租方: 'party_b',
  借款方: 'party_b',
  物业服务人: 'party_b',
  物业服务企业: 'party_b',
  承揽人: 'party_b',
};
// Longest first, so 被申请人 is not read as 申请人.
const ROLE_ALT = Object.keys(ROLE_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');

const ORG_SUFFIX =
  '(?:有限责任公司|股份有限公司|有限公司|集团公司|分公司|公司|合伙企业（有限合伙）|合伙企业|律师事务所|会计师事务所|事务所|研究院|研究所|医院|学校|大学|银行股份有限公司|银行|分行|支行|合作社|中心|工作室|商行|经营部|门市部|厂|店)';
// Chinese (and Latin) name characters, a bracketed place such as （北京）, never digits-only runs or sentence words.
const ORG = `(?:[\\u4e00-\\u9fa5A-Za-z]|[（(][\\u4e00-\\u9fa5]{1,8}[）)]){2,40}?${ORG_SUFFIX}`;
// Two-character surnames first; then the common one-character ones.
const SURNAMES2 = '欧阳|司马|上官|诸葛|东方|皇甫|尉迟|公孙|慕容|令狐|长孙|宇文|司徒|夏侯|轩辕|端木|南宫';
const SURNAMES1 =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖萧田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付傅方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝';
/** Characters that end a person's name in running text (张三向…, 李四于…, 王五系…). */
const NAME_STOP = new Set('与和及向于在系为是称的以因等、将已曾于从把被对给跟同共并也都还又就才签借欠租买卖付收拖未没不应需要诉告说称约定按自至到出入作申撞驾提请起主认表去来回购装离辞诉拒返交支偿赔领住任入'.split(''));

/** A person's name at the start of `text` (2–3 characters, surname first), or null. */
function personAt(text: string): string | null {
  const two = new RegExp(`^(?:${SURNAMES2})[\\u4e00-\\u9fa5]{1,2}`).exec(text);
  let candidate = two?.[0];
  if (!candidate) {
    const first = text[0];
    if (!first || !SURNAMES1.includes(first)) return null;
    candidate = text.slice(0, 3);
  }
  let name = '';
  for (const ch of candidate) {
    if (!/[\u4e00-\u9fa5]/.test(ch)) break;
    if (name.length >= 2 && NAME_STOP.has(ch)) break;
    name += ch;
  }
  // 某 names (张某, 李某某) are how lawyers anonymize; keep them.
  return name.length >= 2 ? name : null;
}

const ORG_BODY = /^(?:[\u4e00-\u9fa5A-Za-z]|[（(][\u4e00-\u9fa5]{1,8}[）)])+$/;
// Words that never sit inside an organization's name but do glue two names or a name and a verb together.
const ORG_BREAK = new RegExp(`[与和向及的是为系在将把被对给从于]|签订|借款|出借|作为|${ROLE_ALT_SOURCE()}`);

function ROLE_ALT_SOURCE(): string {
  return Object.keys(ROLE_WORDS)
    .filter((w) => w.length >= 2)
    .join('|');
}

/** The longest organization name at the start of `text` (南京金陵酒店管理有限公司, not 南京金陵酒店), or null. */
function orgAt(text: string): string | null {
  const head = text.slice(0, 45);
  let best: string | null = null;
  for (const m of head.matchAll(new RegExp(ORG_SUFFIX, 'g'))) {
    const candidate = head.slice(0, m.index + m[0].length);
    if (candidate.length < 4 || !ORG_BODY.test(candidate)) continue;
    if (ORG_BREAK.test(candidate.slice(0, m.index))) break;
    best = candidate;
  }
  return best;
}

/** An organization or a person's name at the start of `text`. */
function nameAt(text: string): string | null {
  return orgAt(text) ?? personAt(text);
}

const ROLE_THEN_NAME = new RegExp(`(${ROLE_ALT})(?:方)?\\s*(?:为|是|系|即|：|:|，|,)?\\s*`, 'g');
const NAME_THEN_ROLE = new RegExp(`(${ORG}|[\\u4e00-\\u9fa5]{2,4})\\s*[（(](?:以下简称|下称|简称)?[“"]?(${ROLE_ALT})[”"]?[）)]`, 'g');
const ACTS_AS_ROLE = new RegExp(`(${ORG}|[\\u4e00-\\u9fa5]{2,4})(?:作为|系|为|是)(?:本案)?(${ROLE_ALT})`, 'g');

/** Strips leading words that glue a name to the sentence before it (委托人张三 stays 张三; 我方当事人 is skipped). */
function cleanName(raw: string): string | null {
  const tail = raw.split(/[与和及、，,向]/).at(-1) ?? raw;
  const m = /^(?:我方|对方|本案|我的|我们的)?(.*)$/.exec(tail);
  const s = (m?.[1] ?? tail).trim();
  return nameAt(s) ?? null;
}

function findParties(text: string): TFoundParty[] {
  const found: TFoundParty[] = [];
  const add = (roleWord: string, name: string | null, start: number) => {
    if (!name) return;
    const role = ROLE_WORDS[roleWord];
    if (!role) return;
    if (found.some((p) => p.name === name && p.role === role)) return;
    // A name already known under another role keeps its first role (李四 the 借款人 later called 被告 stays one party).
    if (found.some((p) => p.name === name)) {
      const existing = found.find((p) => p.name === name)!;
      if (existing.role === 'party_a' || existing.role === 'party_b') {
        if (role === 'claimant' || role === 'respondent') found.push({ role, roleWord, name, start });
      }
      return;
    }
    found.push({ role, roleWord, name, start });
  };
  for (const m of text.matchAll(ROLE_THEN_NAME)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 45);
    add(m[1]!, nameAt(after), m.index);
  }
  for (const m of text.matchAll(NAME_THEN_ROLE)) add(m[2]!, cleanName(m[1]!), m.index);
  for (const m of text.matchAll(ACTS_AS_ROLE)) add(m[2]!, cleanName(m[1]!), m.index);
  // 孙丽……与周刚系朋友: the name joined to a known party by 与 / 和 is the other side when it has no role of its own.
  const OPPOSITE: Record<TPartyRole, string> = { claimant: '被告', respondent: '原告', party_a: '乙方', party_b: '甲方' };
  for (const p of [...found]) {
    const escaped = p.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const m of text.matchAll(new RegExp(`${escaped}(?:[（(][^）)]{0,40}[）)])?(?:与|和|同)`, 'g'))) {
      const other = nameAt(text.slice(m.index + m[0].length, m.index + m[0].length + 45));
      if (other && !found.some((x) => x.name === other)) add(OPPOSITE[p.role], other, m.index + m[0].length);
    }
  }
  found.sort((a, b) => a.start - b.start);
  return found;
}

const CITY_PREFIX = /^(?:[\u4e00-\u9fa5]{2,3}?(?:省|自治区))?(?:[\u4e00-\u9fa5]{2,3}?市|北京|上海|天津|重庆|广州|深圳|杭州|南京|武汉|成都|西安|苏州|宁波|厦门|青岛|大连|长沙|郑州|济南|合肥|福州|昆明|沈阳|哈尔滨|长春|石家庄|太原|南昌|南宁|贵阳|海口|兰州|银川|西宁|乌鲁木齐|拉萨|呼和浩特|佛山|东莞|无锡|温州)?/;

/** The names a narrative may use for a party: 北京恒远建材有限公司 is also 恒远公司 and 恒远. */
export function aliasesOf(name: string): string[] {
  if (!new RegExp(`${ORG_SUFFIX}$`).test(name) || name.length < 6) return [name];
  const core = name.replace(CITY_PREFIX, '').replace(/^[（(][\u4e00-\u9fa5]+[）)]/, '');
  const short = core.slice(0, 2);
  return short.length === 2 ? [name, `${short}公司`, short] : [name];
}

/** The party a detail at `pos` belongs to: the nearest one named (or short-named) before it, within a sentence or two. */
function ownerOf(parties: TFoundParty[], text: string, pos: number): TFoundParty | undefined {
  let best: TFoundParty | undefined;
  let bestAt = -1;
  for (const p of parties) {
    for (const alias of aliasesOf(p.name)) {
      const at = text.lastIndexOf(alias, pos - 1);
      if (at >= 0 && at > bestAt && pos - at < 160) {
        best = p;
        bestAt = at;
      }
    }
  }
  return best;
}

const ID_RE = /(?<![0-9A-Z])([0-9A-HJ-NPQRTUWXY]{18}|\d{17}[\dXx])(?![0-9A-Z])/g;
const ADDRESS_RE = /(?:住所地|住所|住址|地址|居住地|经常居住地|户籍地|注册地址|注册地|办公地址)(?:为|是|在|位于)?[：:\s]*([^，。；;,\n（）()]{4,60})/g;
const LEGAL_REP_RE = /(?:法定代表人|负责人|执行事务合伙人)(?:为|是|系)?[：:\s]*/g;

function attachDetails(text: string, parties: TFoundParty[], warnings: string[]): void {
  for (const m of text.matchAll(ID_RE)) {
    const value = m[1]!.toUpperCase();
    const kind = classifyPartyId(value);
    if (!kind) continue;
    const owner = ownerOf(parties, text, m.index);
    if (!kind.valid) warnings.push(`证件号码 ${value} 的校验位不正确，请核对`);
    if (owner && !owner.id) Object.assign(owner, { id: value, idKind: kind.kind, idValid: kind.valid });
  }
  for (const m of text.matchAll(ADDRESS_RE)) {
    const owner = ownerOf(parties, text, m.index);
    const address = m[1]!.trim();
    if (owner && !owner.address && /[省市区县镇乡村路街道号弄室栋楼巷]/.test(address)) owner.address = address;
  }
  for (const m of text.matchAll(LEGAL_REP_RE)) {
    const owner = ownerOf(parties, text, m.index);
    const name = personAt(text.slice(m.index + m[0].length, m.index + m[0].length + 6));
    if (owner && name && !owner.legalRep && owner.name !== name) owner.legalRep = name;
  }
}

const CN_DIGIT: Record<string, string> = { 〇: '0', 零: '0', 一: '1', 二: '2', 三: '3', 四: '4', 五: '5', 六: '6', 七: '7', 八: '8', 九: '9' };
function cnSmall(text: string): number {
  // 十二 -> 12, 二十一 -> 21, 三十 -> 30, 九 -> 9
  if (text.includes('十')) {
    const [tens, ones] = text.split('十');
    return (tens ? Number(CN_DIGIT[tens] ?? 1) : 1) * 10 + (ones ? Number(CN_DIGIT[ones] ?? 0) : 0);
  }
  return Number(CN_DIGIT[text] ?? NaN);
}

function findDates(text: string): string[] {
  const hits: { at: number; date: string }[] = [];
  const push = (at: number, y: number, mo: number, d: number) => {
    if (y < 1949 || y > 2100 || mo < 1 || mo > 12 || d < 1 || d > 31) return;
    hits.push({ at, date: `${y}年${mo}月${d}日` });
  };
  for (const m of text.matchAll(/(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]/g)) push(m.index, Number(m[1]), Number(m[2]), Number(m[3]));
  for (const m of text.matchAll(/(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g)) push(m.index, Number(m[1]), Number(m[2]), Number(m[3]));
  for (const m of text.matchAll(/([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,3})月([一二三四五六七八九十]{1,3})日/g)) {
    const y = Number([...m[1]!].map((c) => CN_DIGIT[c]).join(''));
    push(m.index, y, cnSmall(m[2]!), cnSmall(m[3]!));
  }
  hits.sort((a, b) => a.at - b.at);
  return [...new Set(hits.map((h) => h.date))];
}

function findContracts(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/《([^《》\n]{2,40}?(?:合同|协议书|协议|契约|借条|欠条|承诺书|确认书|补充协议|订单))》/g)) out.push(m[1]!);
  for (const m of text.matchAll(/(?:签订|签署|订立)(?:了)?(?:一份)?(?:书面)?(?:的)?([\u4e00-\u9fa5]{2,16}?(?:合同|协议))/g)) {
    if (!/^(?:书面|该|本|此|这份|一份)/.test(m[1]!)) out.push(m[1]!);
  }
  return [...new Set(out)];
}

function findCourts(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/[\u4e00-\u9fa5]{2,30}?(?:人民法院|劳动人事争议仲裁委员会|劳动争议仲裁委员会|仲裁委员会)/g)) {
    // Keep what follows the last word that links the court to the sentence (向北京市朝阳区人民法院 -> 北京市朝阳区人民法院).
    const cut = m[0].split(/[向在于至由到的将拟已经请并和及或被]/).at(-1) ?? m[0];
    if (cut.length >= 5 && /[省市区县州盟旗]|最高|中级|高级|基层|铁路|海事|互联网|知识产权|金融|仲裁/.test(cut)) out.push(cut);
  }
  return [...new Set(out)];
}

/** Everything the extractor finds in a narrative. */
export function extractFacts(narrative: string): TFacts {
  const text = narrative.normalize('NFKC').replace(/\r\n?/g, '\n');
  const warnings: string[] = [];
  const parties = findParties(text);
  attachDetails(text, parties, warnings);
  return { parties, amounts: findAmounts(text), dates: findDates(text), contracts: findContracts(text), courts: findCourts(text), warnings };
}

const FALLBACK: Record<TPartyRole, TPartyRole[]> = {
  claimant: ['claimant', 'party_a'],
  respondent: ['respondent', 'party_b'],
  party_a: ['party_a', 'claimant'],
  party_b: ['party_b', 'respondent'],
};

/** The party in a role, falling back to the matching contract role (出借人 for 原告 when no 原告 is named). */
export function partyIn(facts: TFacts, role: TPartyRole): TFoundParty | undefined {
  for (const r of FALLBACK[role]) {
    const p = facts.parties.find((x) => x.role === r);
    if (p) {
      // The same person may be listed under a contract role with details; merge what we know.
      const twin = facts.parties.find((x) => x !== p && x.name === p.name);
      return twin ? { ...twin, ...p, id: p.id ?? twin.id, address: p.address ?? twin.address, legalRep: p.legalRep ?? twin.legalRep } : p;
    }
  }
  return undefined;
}
