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
  /** The narrator (我叫周晓峰 / 本人陈静): the client is this party. */
  firstPerson?: true;
};

/** The client telling their own story (我 / 本人). Without a name the client's name field stays 【待补充】. */
export type TNarrator = { role: TPartyRole; name?: string };

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
  /** Set when the narrative is told in the first person. */
  narrator?: TNarrator;
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
  // A guarantor is sued with the debtor; a victim claims, the one who caused the harm answers.
  保证人: 'respondent',
  担保人: 'respondent',
  受害人: 'claimant',
  侵权人: 'respondent',
  加害人: 'respondent',
  申诉人: 'claimant',
  自诉人: 'claimant',
  投保人: 'claimant',
  实际施工人: 'claimant',
  被申诉人: 'respondent',
  被告单位: 'respondent',
  建设单位: 'party_a',
  用工单位: 'party_a',
  雇主: 'party_a',
  施工单位: 'party_b',
  雇员: 'party_b',
  居间人: 'party_b',
  卖家: 'respondent',
  店主: 'respondent',
  商家: 'respondent',
};
// Longest first, so 被申请人 is not read as 申请人.
const ROLE_ALT = Object.keys(ROLE_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');

const ORG_SUFFIX =
  '(?:有限责任公司|股份有限公司|有限公司|集团公司|分公司|公司|合伙企业（有限合伙）|合伙企业|律师事务所|会计师事务所|事务所|研究院|研究所|医院|学校|大学|银行股份有限公司|银行|分行|支行|合作社|村民委员会|居民委员会|中心|工作室|商行|经营部|门市部|厂|店)';
// Chinese (and Latin) name characters, a bracketed place such as （北京）, never digits-only runs or sentence words.
const ORG = `(?:[\\u4e00-\\u9fa5A-Za-z]|[（(][\\u4e00-\\u9fa5]{1,8}[）)]){2,40}?${ORG_SUFFIX}`;
// Two-character surnames first; then the common one-character ones.
const SURNAMES2 = '欧阳|司马|上官|诸葛|东方|皇甫|尉迟|公孙|慕容|令狐|长孙|宇文|司徒|夏侯|轩辕|端木|南宫';
const SURNAMES1 =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖萧田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付傅方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝';
/** Characters that end a person's name in running text (张三向…, 李四于…, 王五系…). */
// 找骗让拉催问: verbs that follow a name in spoken stories (杨某找我借钱) and are almost never a given name's last character.
const NAME_STOP = new Set('找骗让拉催问与和及向于在系为是称的以因等、将已曾于从把被对给跟同共并也都还又就才签借欠租买卖付收拖未没不应需要诉告说称约定按自至到出入作申撞驾提请起主认表去来回购装离辞诉拒返交支偿赔领住任入开一二三四五六七八九十两'.split(''));

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
const ORG_BREAK = new RegExp(`[与和向及的是为系在将把被对给从于]|签订|借款|出借|作为|通过|入职|就职|找|叫|起诉|拟|由|${ROLE_ALT_SOURCE()}`);
// Place names that contain a linking character (呼和浩特 has 和), removed before ORG_BREAK is tested.
const PLACES_WITH_BREAK = /呼和浩特|和田|和平|和县|平和|共和|怀化|安和|江和|嘉和/g;

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
    if (ORG_BREAK.test(candidate.slice(0, m.index).replace(PLACES_WITH_BREAK, ''))) break;
    best = candidate;
  }
  return best;
}

/** An organization or a person's name at the start of `text`. */
function nameAt(text: string): string | null {
  return orgAt(text) ?? personAt(text);
}

// A heading block puts a second role in brackets (甲方（出租方）：, 上诉人（原审被告）): the first word is the role.
// 方 after a role word (借款人方：) is eaten only before a separator, so 赠与人方桂英 keeps 方桂英.
const ROLE_THEN_NAME = new RegExp(
  `(${ROLE_ALT})(?:方(?=\\s*[：:，,为是系]))?(?:[（(][\\u4e00-\\u9fa5]{1,8}[）)])?\\s*(?:为|是|系|即|名叫|叫|：|:|，|,)?\\s*(?:(?:姓名|名称|单位名称|公司名称)\\s*[：:]\\s*)?`,
  'g',
);
const NAME_THEN_ROLE = new RegExp(`(${ORG}|[\\u4e00-\\u9fa5]{2,4})\\s*[（(](?:以下简称|下称|简称)?[“"]?(${ROLE_ALT})[”"]?[）)]`, 'g');
const ACTS_AS_ROLE = new RegExp(`(${ORG}|[\\u4e00-\\u9fa5]{2,4})(?:作为|系|为|是)(?:本案)?(${ROLE_ALT})`, 'g');

/** Strips leading words that glue a name to the sentence before it (委托人张三 stays 张三; 我方当事人 is skipped). */
function cleanName(raw: string): string | null {
  const tail = raw.split(/[与和及、，,向]/).at(-1) ?? raw;
  // 请以王丽娟为受让方 / 由某某作为担保人: the preposition before the name is not part of it.
  const m = /^(?:我方|对方|本案|我的|我们的|请以|以|由)?(.*)$/.exec(tail);
  const s = (m?.[1] ?? tail).trim();
  return nameAt(s) ?? null;
}

/** Words a surname-led guess may produce that are never names (房东, 老板 …). */
const RELATIONS =
  '老同学|同学|朋友|表哥|表姐|表弟|表妹|堂哥|堂姐|堂弟|堂妹|哥哥|姐姐|弟弟|妹妹|前夫|前妻|老公|老婆|丈夫|妻子|爱人|对象|男朋友|女朋友|男友|女友|同事|老板|老乡|邻居|亲戚|舅舅|叔叔|阿姨|姑姑|侄子|外甥|网友|合伙人|租客|房东|店主|卖家|买家|业主|客户|包工头|工头';
// Common words that begin with a surname character (房屋 = 房 + 屋) and would pass for a name.
const SURNAME_LIKE_WORDS = '房屋|房子|房产|房租|房款|方面|方式|方案|时间|路边|路上|车辆|车款|金额|钱款|余款|余额|全部|全款|全额|常年|经常|于是|曾经|高利|高额|万元|管理|安装|安全|明确|明显|齐全|成立|成功|商业|商品|商场|商家|商铺|应当|应该|应于|应付|应偿|应向|应按|应在|应予|解除|解约|反过';
const NOT_A_NAME = new RegExp(`^(?:${RELATIONS}|${SURNAME_LIKE_WORDS}|${Object.keys(ROLE_WORDS).join('|')})`);

/** A name when the role word is followed by one that does not start with a common surname (次仁多吉, 买买提·艾力). */
// Verbs that follow 原告 / 被告 in a claim (被告承担, 原告主张): never the first character of a name.
const CLAIM_VERB_START = new Set('拟反花承支赔返偿履提辩诉认主答同不未应已负享放撤变增减申补继如即均另仍亦所'.split(''));

function looseNameAt(text: string): string | null {
  let name = '';
  for (const ch of text.slice(0, 6)) {
    if (!/[\u4e00-\u9fa5·]/.test(ch) || (name.length >= 2 && NAME_STOP.has(ch))) break;
    name += ch;
  }
  // A verb straight after the role word (被告支付…) is not a name.
  if (name.length < 2 || name.length > (name.includes('·') ? 8 : 4) || NAME_STOP.has(name[0]!) || CLAIM_VERB_START.has(name[0]!) || /[我你他她其该本此公司单位方人某]/.test(name)) return null;
  const next = text[name.length];
  return next === undefined || !/[\u4e00-\u9fa5]/.test(next) || NAME_STOP.has(next) ? name : null;
}

/** 借款人向出借人: 向出 looks like a name (向 is a surname) but a role word starts inside it. */
function startsRoleInside(name: string, following: string): boolean {
  for (let k = 1; k < name.length; k++) if (ROLE_AT.test(following.slice(k))) return true;
  return false;
}
const ROLE_AT = new RegExp(`^(?:${ROLE_ALT})`);

/** Which side a role is on: the one who claims (原告, 甲方 as the usual claimant) or the one who answers. */
const SIDE: Record<TPartyRole, 'claimant' | 'respondent'> = { claimant: 'claimant', party_a: 'claimant', respondent: 'respondent', party_b: 'respondent' };

/** A first-person story: 我 (not 我方 / 我所, which is the lawyer) or 本人. */
// 俺 is 我 in northern speech (俺是河南的，叫…); 俺们 / 俺村 speak for a group and are left to 我们.
const FIRST_PERSON = /我(?![方所院])|本人|俺(?![们村])/;
// How a narrator gives a name: 我叫周晓峰, 本人陈静, 我是合伙人之一贺志明, 我（鲁大伟）, 本人是个体户，名叫杜春花.
const NARRATOR_NAME = /(?:(?:本人|我|俺)(?:是)?[\u4e00-\u9fa5]{1,8}[，,]\s*(?:名叫|叫)|(?:我|俺)叫|我名叫|我的名字(?:叫|是)|我姓名(?:是|为)?|本人(?:叫|名叫|是|系)?|我是[\u4e00-\u9fa5]{1,4}?(?:名叫|叫)|我是(?:[\u4e00-\u9fa5]{1,6}之一)?|我[（(])\s*/g;
// A narrator's own company: 我们公司（宁波甬港国际货运代理有限公司）, 我司某某有限公司.
// 我们是做管材的，公司叫…: 公司叫 with no 对方 / 那家 / 他 before it is the narrator's own company.
const NARRATOR_ORG = /(?:我们公司|我们单位|我公司|我司|本公司|(?<![方家他她个])公司(?:叫做|名叫|叫|全称是|名称是))[（(：:]?\s*/g;
// Someone the narrator knows: 老同学钱文斌, 前夫孟凡宇, 另一个合伙人叫龚丽, 一个叫邹凯的人.
const RELATION_NAME = new RegExp(`(?:${RELATIONS}|叫做|名叫|叫)(?:之一)?(?:叫|名叫|是)?\\s*`, 'g');
// The one the narrator rented, lent or sold to: 租给了邵国栋, 借给孙强, 卖给了蔡宏伟.
// People on the narrator's side, told as a group: 我和A、B三个人合伙, 还有我老乡A和B, 下面是A、B、C.
const SAME_SIDE_LIST = new RegExp(`(?:还有(?:我的?)?(?:${RELATIONS})?|下面(?:还)?是|分别是|分别叫)\\s*`, 'g');
const WITH_ME_LIST = /我(?:和|跟|与|同)\s*/g;
// 三个人 / 一起 / 共同 after 我和A、B: they act together, so they are one side (我和张伟签了合同 is not).
const TOGETHER_AFTER = /^[^，,。；;]{0,6}?(?:[两二三四五六七八九几]个人|[两二三四五六七八九几]人|一起|一块|共同|合伙)/;
// The one a story sues: 起诉邓国平及其妻子冯春梅, 告了王某和李某, 申请仲裁要求刘某.
const SUED_LIST = /(?:起诉|告|状告|仲裁)了?\s*/g;
const LIST_JOIN = /^(?:、|和|跟|及其?(?:[\u4e00-\u9fa5]{1,3}?(?:妻子|丈夫|老婆|老公|父亲|母亲|儿子|女儿))?|与|以及)/;

/** The people named in a list at `at` (A、B和C, A及其妻子B), each with where it starts. */
function personListAt(text: string, at: number): { name: string; at: number }[] {
  const out: { name: string; at: number }[] = [];
  let pos = at;
  for (;;) {
    const n = personAt(text.slice(pos, pos + 6));
    if (!n || NOT_A_NAME.test(n) || INSTITUTION_CHAR.test(n)) break;
    const join = LIST_JOIN.exec(text.slice(pos + n.length, pos + n.length + 8));
    // 起诉华泰机械: a surname-led guess that runs on into more name characters is a business, not a person.
    if (!join && !endsName(text, pos + n.length)) break;
    out.push({ name: n, at: pos });
    if (!join) break;
    pos += n.length + join[0].length;
  }
  return out;
}

const GIVEN_TO_NAME = /(?:租给|借给|卖给|转给|付给|交给|转账给|打给)了?\s*/g;
// A nickname with the full name in brackets: 老李（李长福）.
const NICKNAME_NAME = /(?:老|小|阿)[\u4e00-\u9fa5][（(]/g;
// The narrator is the one sued: 他起诉了我, 我是被告.
const NARRATOR_SUED = /(?:起诉|告)了?我|我(?:是|作为)(?:本案)?被告|我被(?:起诉|告)|被(?:对方|他|她|他们|人|公司|房东|租客|老板|单位|员工)(?:起诉|告了|告到|申请仲裁|申请了仲裁)/;
const ORG_END = /(?:股份有限公司|有限责任公司|有限公司|公司|银行|分行|支行|医院|村民委员会|居民委员会)/g;

const GENERIC_ORG = /^(?:保险|物流|快递|装修|装饰|中介|房产|地产|物业|担保|贷款|小贷|网贷|租赁|建筑|运输|外卖|培训|劳务|广告|科技|贸易|投资|信用卡)(?:公司|银行)$/;

// A business told by its brand and trade, without 有限公司 (无锡的华泰机械, 上海云启网络, 锦程印染厂): the trades
// firms name themselves by, with 厂 / 店 after the trade when the story says it.
const TRADES =
  '机械|网络|科技|教育|传媒|物流|贸易|实业|置业|地产|电子|商贸|餐饮|酒店|装饰|装修|建设|建筑|文化|医药|食品|服饰|服装|运输|印染|纺织|玩具|数码|物业|家具|建材|电器|培训|广告|汽修|塑料|五金|包装|印刷|鞋业|制衣|农业|环保|能源|咨询|健身|美容';
const SHORT_ORG = new RegExp(`([\\u4e00-\\u9fa5]{2})(?:${TRADES})(?:旗舰店|专卖店|工作室|厂|店|行)?`, 'g');
const CITY_BEFORE = /(?:[\u4e00-\u9fa5]{2}[市县区]|北京|上海|天津|重庆|广州|深圳|杭州|南京|武汉|成都|西安|苏州|宁波|厦门|青岛|大连|长沙|郑州|济南|合肥|福州|昆明|沈阳|无锡|东莞|佛山|温州|绍兴|常州|南通|嘉兴|金华|台州|泉州|珠海|中山|惠州)$/;
// A brand is not a word of the sentence: none of these characters is in one.
const NOT_BRAND = /[的了个这那们我你他她它在和与跟给向把被是有也都还就要想说对里去来做开叫让找从到家报]/;
// What a story says between a verb and a trade that is not a brand (做教育, 搞运输).
const TRADE_WORD = new RegExp(`^(?:${TRADES})$`);
// A name given in quotes after 叫 / 名为: 一家叫“优品数码旗舰店”的店.
const QUOTED_NAME = /(?:叫|叫做|名叫|名为|名称为)[“"「]([\u4e00-\u9fa5A-Za-z]{2,20})[”"」]/g;

/** Businesses a story names by brand and trade only: repeated, after a city, or quoted after 叫. */
function shortOrgsIn(text: string): { name: string; at: number; core: string }[] {
  const out: { name: string; at: number; core: string }[] = [];
  for (const m of text.matchAll(QUOTED_NAME)) {
    if (new RegExp(`(?:${ORG_SUFFIX}|${TRADES})$`).test(m[1]!)) out.push({ name: m[1]!, at: m.index + m[0].length - m[1]!.length - 1, core: m[1]!.slice(0, 4) });
  }
  for (const m of text.matchAll(SHORT_ORG)) {
    const brand = m[1]!;
    if (NOT_BRAND.test(brand) || TRADE_WORD.test(brand) || new RegExp(`^(?:${TRADES})`).test(brand)) continue;
    const city = CITY_BEFORE.exec(text.slice(Math.max(0, m.index - 4), m.index))?.[0];
    const name = city ? city + m[0] : m[0];
    const at = m.index - (name.length - m[0].length);
    const repeated = text.indexOf(m[0], m.index + m[0].length) >= 0 || text.lastIndexOf(m[0], m.index - 1) >= 0;
    if ((city || repeated) && !out.some((o) => o.name.includes(m[0]))) out.push({ name, at, core: brand + m[0].slice(2, 4) });
  }
  return out;
}

/** Every organization named anywhere, cut after the last word that links it to the sentence (入职深圳华芯电子有限公司). */
function orgsIn(text: string): { name: string; at: number }[] {
  const out: { name: string; at: number }[] = fullOrgsIn(text);
  for (const o of shortOrgsIn(text)) {
    // 铭泰运输 of 沈阳铭泰运输有限公司 is the same company, already named.
    if (!out.some((f) => f.name.includes(o.core) || o.name.includes(f.name))) out.push({ name: o.name, at: o.at });
  }
  return out.sort((a, b) => a.at - b.at);
}

function fullOrgsIn(text: string): { name: string; at: number }[] {
  const out: { name: string; at: number }[] = [];
  for (const m of text.matchAll(ORG_END)) {
    const end = m.index + m[0].length;
    const lo = Math.max(0, m.index - 30);
    const prefix = text.slice(lo, m.index).replace(PLACES_WITH_BREAK, (w) => '地'.repeat(w.length));
    let start = 0;
    for (const b of prefix.matchAll(new RegExp(ORG_BREAK.source, 'g'))) start = Math.max(start, b.index + b[0].length);
    for (let i = prefix.length - 1; i >= start; i--) {
      if (!/[\u4e00-\u9fa5A-Za-z（）()]/.test(prefix[i]!)) {
        start = i + 1;
        break;
      }
    }
    // 客户青岛海纳进出口有限公司: the relation word before a company is not part of its name.
    const lead = new RegExp(`^(?:${RELATIONS}|供应商|厂家|合作方)`).exec(text.slice(lo + start, end))?.[0].length ?? 0;
    let candidate = text.slice(lo + start + lead, end);
    // 村委会（河北省…村民委员会）: a bracket left open before the name gives the full name inside it.
    const open = Math.max(candidate.lastIndexOf('('), candidate.lastIndexOf('（'));
    if (open >= 0 && !/[)）]/.test(candidate.slice(open))) {
      start += open + 1;
      candidate = candidate.slice(open + 1);
    }
    // 我们公司 / 该公司 / 对方公司 are references, not names.
    if (/^(?:我|该|对方|这|那|此)|^(?:本|贵|其)(?:公司|司|单位|院)/.test(candidate)) continue;
    // 保险公司 / 物流公司: a kind of business, not a name.
    if (GENERIC_ORG.test(candidate)) continue;
    // 秦朗开公司: a person's name and a verb before 公司 is someone running a company, not its name.
    const body = candidate.slice(0, candidate.length - m[0].length);
    if (body.length === 3 && personAt(body) === body.slice(0, 2) && NAME_STOP.has(body[2]!)) continue;
    if (orgAt(candidate) !== candidate) continue;
    // 中国工商银行股份有限公司郑州金水支行: a longer name from the same start (the branch) replaces the shorter one.
    const shorter = out.findIndex((o) => candidate.startsWith(o.name));
    if (shorter >= 0) out[shorter] = { name: candidate, at: lo + start };
    else if (!out.some((o) => o.name.includes(candidate))) out.push({ name: candidate, at: lo + start });
  }
  return out;
}

// Where a name with no role word may start: a clause, a list, or after a word that links two people (与丈夫汪海涛,
// 由其父郭建业, 其子吕志刚, 追尾了江伟, 致江伟受伤).
const LOOSE_PERSON_BEFORE = /(?:^|[，,。；;\n、与和跟同向将致了叫父母兄姐弟妹夫妻子女儿])\s*/g;
// What may follow a name told without a role: punctuation, a count (薛斌三人) or a word that starts what the person
// did (在/向/与/驾驶/撞…): the characters that end a name (NAME_STOP).
// 向法院起诉 / 到派出所: a surname-led guess holding a word of an institution is not a person.
const INSTITUTION_CHAR = /[法院局委厅府厂店司社校所]/;
/** The name that ends at `at` is followed by punctuation or by a word a person's action starts with. */
function endsName(text: string, at: number): boolean {
  const next = text[at];
  return next === undefined || !/[\u4e00-\u9fa5]/.test(next) || NAME_STOP.has(next);
}

function findParties(text: string): { parties: TFoundParty[]; narrator?: TNarrator } {
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
    let at = m.index + m[0].length;
    const litigation = ROLE_WORDS[m[1]!] === 'claimant' || ROLE_WORDS[m[1]!] === 'respondent';
    // A loose name only where the role word opens a clause (原告X诉被告Y), not in 致原告房屋漏水.
    const opensClause = m.index === 0 || /[\s，。；;：:、（(与和诉及,]/.test(text[m.index - 1]!);
    let name = nameAt(text.slice(at, at + 45)) ?? (litigation && opensClause ? looseNameAt(text.slice(at, at + 10)) : null);
    if (name && (NOT_A_NAME.test(name) || startsRoleInside(name, text.slice(at, at + 12)))) name = null;
    add(m[1]!, name, m.index);
    // 原告吴秀英、吴建国诉…: names listed with 、 after the first share its role.
    while (name && text[at + name.length] === '、') {
      at += name.length + 1;
      name = nameAt(text.slice(at, at + 45));
      if (name && !NOT_A_NAME.test(name)) add(m[1]!, name, at);
    }
  }
  for (const m of text.matchAll(NAME_THEN_ROLE)) add(m[2]!, cleanName(m[1]!), m.index);
  for (const m of text.matchAll(ACTS_AS_ROLE)) add(m[2]!, cleanName(m[1]!), m.index);
  const narrator = findNarrator(text, found);
  const addAs = (role: TPartyRole, name: string | null, start: number) => {
    if (name && !NOT_A_NAME.test(name) && !found.some((p) => p.name === name)) found.push({ role, roleWord: '', name, start });
  };
  // 被害人俞佳……被范志成驾驶的电动车撞倒: whoever did it answers for it.
  for (const m of text.matchAll(/被([\u4e00-\u9fa5]{2,4}?)(?:驾驶|开车|开的|骑|撞|打|殴打|骗|推|咬)/g)) {
    if (found.some((p) => p.role === 'claimant')) addAs('respondent', personAt(m[1]!), m.index + 1);
  }
  // 刘海洋和周婷婷2018年10月1日登记结婚: two names with no role word are the two sides, in the order told.
  if (found.length < 2) {
    // The text is NFKC-normalized (extractFacts): ，becomes , and must end a clause too.
    for (const m of text.matchAll(/(?:^|[，,。；;\n！？!?])\s*/g)) {
      const at = m.index + m[0].length;
      const first = nameAt(text.slice(at, at + 45));
      if (!first || NOT_A_NAME.test(first) || !/^[与和跟同]/.test(text.slice(at + first.length))) continue;
      const second = nameAt(text.slice(at + first.length + 1, at + first.length + 46));
      if (!second || NOT_A_NAME.test(second)) continue;
      const known = found.find((p) => p.name === first || p.name === second);
      addAs(known ? (known.role === 'party_a' ? 'party_b' : 'party_a') : 'party_a', first, at);
      addAs(known ? (known.role === 'party_b' ? 'party_a' : 'party_b') : 'party_b', second, at + first.length + 1);
      break;
    }
  }
  // 孙丽……与周刚系朋友: the name joined to a known party by 与 / 和 is the other side when it has no role of its own.
  const OPPOSITE: Record<TPartyRole, string> = { claimant: '被告', respondent: '原告', party_a: '乙方', party_b: '甲方' };
  for (const p of [...found]) {
    const escaped = p.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const m of text.matchAll(new RegExp(`${escaped}(?:[（(][^）)]{0,120}[）)])?(?:与|和|同)`, 'g'))) {
      const other = nameAt(text.slice(m.index + m[0].length, m.index + m[0].length + 45));
      if (other && !found.some((x) => x.name === other)) add(OPPOSITE[p.role], other, m.index + m[0].length);
    }
  }
  // 受害人黄某在某商业广场有限公司经营的商场内摔伤: a story with one side named by role and a company named without
  // one — the company is the other side (a lawyer would list it and let the client confirm).
  if (!narrator) {
    const sides = new Set(found.map((p) => SIDE[p.role]));
    if (sides.size === 1) {
      const side = [...sides][0]!;
      const other: TPartyRole = found[0]!.role === 'party_a' ? 'party_b' : found[0]!.role === 'party_b' ? 'party_a' : side === 'claimant' ? 'respondent' : 'claimant';
      for (const o of orgsIn(text)) if (!found.some((p) => p.name === o.name || p.name.includes(o.name))) addAs(other, o.name, o.at);
      // 委托人曾某……转账给朋友邓某……要求起诉邓某及其妻子冯某: people named by a relation or sued answer.
      for (const m of [...text.matchAll(RELATION_NAME), ...text.matchAll(SUED_LIST)]) {
        for (const p of personListAt(text, m.index + m[0].length)) addAs(other, p.name, p.at);
      }
    }
  }
  // 2021年9月至2024年3月，胡志勇在某公司做木工 / 曹永刚、袁小红、薛斌三人合伙 / 丁建华驾驶的货车追尾了江伟: a story
  // with no role word at all. A lawyer lists everyone it names and lets the client say who is on which side; the
  // draft puts the first named as 甲方 / the claimant side and the others opposite, all editable.
  if (!narrator && found.length === 0) {
    const loose: { name: string; at: number }[] = [...orgsIn(text)];
    for (const m of text.matchAll(LOOSE_PERSON_BEFORE)) {
      const at = m.index + m[0].length;
      const name = personAt(text.slice(at, at + 6));
      if (!name || NOT_A_NAME.test(name) || INSTITUTION_CHAR.test(name) || !endsName(text, at + name.length)) continue;
      if (!loose.some((l) => l.name.includes(name))) loose.push({ name, at });
    }
    // 承包给了老板任某: a person named after a relation word (老板, 邻居, 同学) is named too.
    for (const m of text.matchAll(RELATION_NAME)) {
      for (const p of personListAt(text, m.index + m[0].length)) if (!loose.some((l) => l.name.includes(p.name))) loose.push(p);
    }
    loose.sort((a, b) => a.at - b.at);
    loose.forEach((l, i) => addAs(i === 0 ? 'party_a' : 'party_b', l.name, l.at));
  }
  found.sort((a, b) => a.start - b.start);
  suitOverridesContractRoles(text, found);
  return { parties: found, narrator };
}

// 银行起诉了借款人, 承包人（我方委托人）拟起诉: a suit the story states decides who is 原告 and who 被告, over the contract
// words (发包人, 借款人) that only say which side of the contract each is on.
const SUES = /^(?:已经|已|将|拟|要|想|准备)?(?:起诉|诉至|提起诉讼|申请仲裁|向[^，。,;；]{0,20}?(?:起诉|提起诉讼|申请仲裁))/;
const OUR_CLIENT = /^[（(]我方(?:委托人|当事人|客户)[）)]/;
const INTENT_TO_SUE = /起诉|诉讼|仲裁|诉至/;

/** The words a story may use for a party when it sues: its name, short names, its kind (银行) when it is the only one. */
function suitorWords(p: TFoundParty, parties: TFoundParty[]): string[] {
  const words = [...aliasesOf(p.name), ...(p.roleWord ? [p.roleWord] : [])];
  for (const kind of ['银行', '公司', '医院']) {
    if (p.name.includes(kind) && parties.filter((x) => x.name.includes(kind)).length === 1) words.push(kind);
  }
  return words.filter((w) => w.length >= 2);
}

function suitOverridesContractRoles(text: string, found: TFoundParty[]): void {
  if (!INTENT_TO_SUE.test(text) || /被(?:[\u4e00-\u9fa5]{0,6})?起诉/.test(text)) return;
  let suitor: TFoundParty | undefined;
  for (const p of found) {
    if (p.role !== 'party_a' && p.role !== 'party_b') continue;
    const esc = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const named = new RegExp(`(?:${suitorWords(p, found).map(esc).join('|')})`, 'g');
    for (const m of text.matchAll(named)) {
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 30);
      if (SUES.test(after) || (OUR_CLIENT.test(after) && m[0] === p.name)) {
        suitor = p;
        break;
      }
    }
    if (suitor) break;
  }
  if (!suitor) return;
  const side = suitor.role;
  for (const p of found) {
    if (p.role === 'party_a' || p.role === 'party_b') p.role = p.role === side ? 'claimant' : 'respondent';
  }
}

/**
 * A first-person story (issue 10, decision 151): the narrator is the client, a party whose role is known even when the
 * name is not — a lawyer leaves the name 【待补充】 and drafts for that side. The narrator is the claimant unless the
 * story says they were sued; the people and companies the narrator names without a role word are the other side.
 */
function findNarrator(text: string, found: TFoundParty[]): TNarrator | undefined {
  if (!FIRST_PERSON.test(text)) return undefined;
  const role: TPartyRole = NARRATOR_SUED.test(text) ? 'respondent' : 'claimant';
  const other: TPartyRole = role === 'claimant' ? 'respondent' : 'claimant';
  let name: string | undefined;
  let start = 0;
  for (const m of [...text.matchAll(NARRATOR_NAME), ...text.matchAll(NARRATOR_ORG)]) {
    const at = m.index + m[0].length;
    const n = nameAt(text.slice(at, at + 45));
    if (n && !NOT_A_NAME.test(n)) {
      name = n;
      start = at;
      break;
    }
  }
  if (name) {
    const known = found.find((p) => p.name === name);
    if (known) known.firstPerson = true;
    else found.push({ role, roleWord: '本人', name, start, firstPerson: true });
  }
  const addOther = (n: string | null, at: number) => {
    if (n && n !== name && !NOT_A_NAME.test(n) && !found.some((p) => p.name === n)) found.push({ role: other, roleWord: '对方', name: n, start: at });
  };
  // The one sued is the other side even when first listed among the narrator's family (我们三个想起诉龙某).
  const sued = new Set<string>();
  if (role === 'claimant') for (const m of text.matchAll(SUED_LIST)) for (const p of personListAt(text, m.index + m[0].length)) sued.add(p.name);
  const addSame = (n: string, at: number) => {
    if (n !== name && !sued.has(n) && !found.some((p) => p.name === n)) found.push({ role, roleWord: '本人', name: n, start: at });
  };
  for (const m of text.matchAll(SAME_SIDE_LIST)) for (const p of personListAt(text, m.index + m[0].length)) addSame(p.name, p.at);
  for (const m of text.matchAll(WITH_ME_LIST)) {
    const list = personListAt(text, m.index + m[0].length);
    const last = list.at(-1);
    if (last && TOGETHER_AFTER.test(text.slice(last.at + last.name.length))) for (const p of list) addSame(p.name, p.at);
  }
  for (const n of sued) {
    const at = text.indexOf(n);
    addOther(n, at);
  }
  for (const m of [...text.matchAll(RELATION_NAME), ...text.matchAll(NICKNAME_NAME)]) {
    const at = m.index + m[0].length;
    addOther(personAt(text.slice(at, at + 6)), at);
  }
  for (const m of text.matchAll(GIVEN_TO_NAME)) {
    const at = m.index + m[0].length;
    const n = personAt(text.slice(at, at + 6));
    if (n && endsName(text, at + n.length)) addOther(n, at);
  }
  for (const o of orgsIn(text)) addOther(o.name, o.at);
  return { role, ...(name ? { name } : {}) };
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
// 住北京市朝阳区… / 现住长沙市… in a party line (the court's form writes 住 alone): a place name must follow, so
// 住院, 住了三年 and 住所地 (read above) are not taken for it.
const SHORT_ADDRESS_RE = /(?<![居常户])住(?:在)?(?![所址院宿房])(?=[\u4e00-\u9fa5]{2,7}(?:省|自治区|市|县))([^，。；;,\n（）()]{4,60})/g;
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
  for (const m of [...text.matchAll(ADDRESS_RE), ...text.matchAll(SHORT_ADDRESS_RE)]) {
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
  // 23年3月5号 is how people write 2023 in chats; the century is not in doubt for a living matter.
  for (const m of text.matchAll(/(?<![\d〇零一二三四五六七八九])(\d{2})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]/g)) {
    const yy = Number(m[1]);
    push(m.index, yy <= 69 ? 2000 + yy : 1900 + yy, Number(m[2]), Number(m[3]));
  }
  // 2023年三月五日 / 2023年十二月二十号.
  for (const m of text.matchAll(/(\d{4})\s*年\s*([一二三四五六七八九十]{1,3})\s*月\s*([一二三四五六七八九十]{1,3})\s*[日号]/g)) {
    push(m.index, Number(m[1]), cnSmall(m[2]!), cnSmall(m[3]!));
  }
  for (const m of text.matchAll(/([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,3})月([一二三四五六七八九十]{1,3})[日号]/g)) {
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
  const { parties, narrator } = findParties(text);
  attachDetails(text, parties, warnings);
  return {
    parties,
    amounts: findAmounts(text),
    dates: findDates(text),
    contracts: findContracts(text),
    courts: findCourts(text),
    warnings,
    ...(narrator ? { narrator } : {}),
  };
}

const FALLBACK: Record<TPartyRole, TPartyRole[]> = {
  claimant: ['claimant', 'party_a'],
  respondent: ['respondent', 'party_b'],
  party_a: ['party_a', 'claimant'],
  party_b: ['party_b', 'respondent'],
};

/** The party in a role, falling back to the matching contract role (出借人 for 原告 when no 原告 is named). */
export function partyIn(facts: TFacts, role: TPartyRole): TFoundParty | undefined {
  // The unnamed narrator holds this role: the name stays 【待补充】 rather than borrowing another party.
  if (facts.narrator && !facts.narrator.name && facts.narrator.role === role && !facts.parties.some((p) => p.role === role)) return undefined;
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
