/**
 * Vocabulary of the one-sided-clause families (issue 14, decision 190), kept as data: the words that name a party,
 * who a stance is, the shape of a family rule, and the phrases several families share (a right held alone, consent,
 * notice, the other side bearing the consequence). The rules themselves are in family-rules/, one file per kind of
 * risk; families.ts puts them together.
 */

/** Words that name one party (as actor of a clause). Longest first where one contains another. */
export const PARTY_WORDS = [
  '甲方', '乙方', '丙方', '出租方', '出租人', '承租方', '承租人', '买受人', '出卖人', '买方', '卖方', '供货方', '供方', '需方',
  '采购方', '销售方', '委托方', '委托人', '受托方', '受托人', '出借人', '出借方', '借款人', '借款方', '贷款人', '用人单位', '劳动者',
  '发包方', '发包人', '承包方', '承包人', '转让方', '受让方', '定作人', '定作方', '承揽人', '承揽方', '居间人', '居间方', '中介方',
  '服务提供方', '服务方', '提供方', '披露方', '接收方', '用户', '客户', '学员', '平台', '本公司', '房东', '租户', '投资方', '保证人',
  '提供服务的一方', '接受服务的一方', '开发方', '研究开发人', '技术方', '乙方公司', '甲方公司',
  // Round 2 (decision 195): the other names a clause gives its parties.
  '会员', '消费者', '业主', '员工', '职工', '雇员', '担保人', '担保方', '经销商', '代理商', '加盟商', '商户', '商家', '主办方', '平台方',
  // Round 3 (decision 196).
  '平台运营方', '运营方', '服务商', '供应商', '托管方', '物业公司', '物业服务企业', '卖家',
  // Round 4 (decision 218): licences and memberships; the longer word first (被许可方 holds 许可方).
  '被许可方', '被许可人', '许可方', '许可人', '被特许方', '特许方', '俱乐部', '会所',
  // The parties of the other typical contracts (民法典 典型合同 and common commercial ones), so that a one-sided clause
  // of a carriage, warehousing, property-service, franchise, advertising, power-supply, staffing or agency contract
  // has an actor like a sale's 卖方 (the longer word first where one holds another).
  '承运人', '承运方', '托运人', '托运方', '收货人', '物业服务人', '物业管理公司', '物业服务公司', '物业方', '存货人', '保管人', '寄存人',
  '仓储方', '仓储人', '被特许人', '特许人', '加盟方', '加工方', '加工人', '广告发布者', '广告发布方', '广告经营者', '广告主', '发布方',
  '施工方', '装修公司', '装饰公司', '培训机构', '培训方', '劳务派遣单位', '派遣单位', '用工单位', '被授权方', '授权方', '供电人',
  '用电人', '供电方', '用电方', '供电企业', '供水方', '用水方', '供气方', '保理人', '保理商', '经纪公司', '经纪人', '艺人', '演出方',
  '运营商', '玩家', '开发商', '债权人', '债务人', '行纪人', '中介人', '租赁公司',
  // Round 9 (decision 220): investment, agency and security parties, and the sides of a delivery.
  '被收购方', '收购方', '目标公司', '创始股东', '创始人', '原股东', '认购方', '融资方', '出让方', '被代理人', '代理人', '抵押权人',
  '抵押人', '质权人', '出质人', '购房人', '收货方', '发货方', '供水单位', '供电单位', '供气单位', '供热单位', '用水人', '用气人',
  '用热人', '租用人', '使用人', '承租单位', '总部', '门店', '快递公司', '物流公司', '快递企业', '租车公司', '售电方', '购电方', '售电公司', '学校', '学生', '建设单位', '施工单位', '建设方', '管理人', '养老机构', '服务机构', '托管机构',
  // Anticipating the next writer (decision 222): parties of media, publishing, health care, travel and delivery contracts.
  '寄件人', '收件人', '媒体方', '保管方', '存货方', '品牌方', '出版社', '作者', '医院', '患者', '酒店', '旅行社', '商场', '投资人', '车主', '乘客',
  // Decision 222: the parties of outsourcing, operation and maintenance, agriculture, health care, partnerships and
  // platforms that the writers of rounds 13 and 14 name (the longer word first where one holds another).
  '被投资企业', '被投资方', '被投资公司', '目标企业', '平台运营者', '平台经营者', '运营者', '总承包方', '总承包人', '总包方', '分包方', '分包人', '分包单位', '运维方', '设计方', '总设计方', '分设计方', '外包服务商', '外包方', '物流商', '物流平台', '承运商', '货运代理', '货代', '控股股东', '大股东', '小股东', '股东', '执行事务合伙人', '有限合伙人', '普通合伙人', '合伙人', '技术顾问', '顾问', '法定代表人', '乳企', '奶农', '种植户', '养殖户', '农户', '司机', '驾驶员', '律师事务所', '律所', '会计师事务所', '事务所', '医疗机构', '诊所', '求美者', '顾客', '主播', '电视台', '总公司', '集团', '用工企业', '用工方', '劳务公司', '劳务班组', '班组', '项目部', '收购商', '收购企业', '屠宰企业', '燃气公司', '供气公司', '供热公司', '网约车平台', '保险公司', '委托单位', '受托单位', '发包单位', '承包单位', '监理单位', '监理人', '勘察人', '设计人', '仓储公司', '维修厂', '品牌商', '代工方', '代工厂', '厂家', '厂方', '制造商', '生产商', '零售商', '分销商', '渠道商', '集成商', '经营者', '基金管理人', '投资者', '投保人', '被保险人', '保险人', '反担保人', '担保公司', '幼儿园', '家长', '养老院', '健身房', '游客', '旅客', '骑手', '外卖平台', '电商平台', '合作方', '代理方', '合营方', '收购公司', '服务公司', '代言人', '货主', '船公司', '船东', '平台运营主体', '运营主体', '银行', '房地产开发企业', '开发企业', '拍卖行', '拍卖人', '典当行', '保安员', '护理员', '收银员',
  // Round 22 (decision 229): film and pawn parties.
  '演员', '制片方', '出品方', '制片公司', '当铺', '当户', '供货商', '达人', '房客', '民宿', '旅游者', '观众',
  // Last: the bare words, so that a longer name (物流公司, 用工单位) is read first where it stands.
  '公司', '单位', '机构',
];
/**
 * The party words as one alternation, behind a look-ahead on their first characters: a regular expression that starts
 * with ~250 alternatives would try each at every position of a long contract; the character class lets the engine skip
 * the positions where no party word can start (decision 220, gates).
 */
export const PARTY_WORD = `(?=[${[...new Set(PARTY_WORDS.map((w) => w[0]))].join('')}])(?:${PARTY_WORDS.join('|')})`;

/** Words for both / any / an unnamed party: a clause with such an actor binds both sides alike. */
export const GENERIC_PARTY = '双方|各方|任何一方|任一方|每一方|一方|违约方|守约方|当事人|对方|合同各方|协议各方';

/** Role words of each stance (prompt_id), matched against the clause's actor and the head's 甲方（出租方） ties. */
export const STANCE_ROLE_WORDS: Readonly<Record<string, readonly string[]>> = {
  buyer: ['买方', '买受人', '需方', '采购方'],
  seller: ['卖方', '出卖人', '供方', '供货方', '销售方'],
  lessor: ['出租方', '出租人', '房东'],
  lessee: ['承租方', '承租人', '租户'],
  lender: ['出借人', '出借方', '贷款人'],
  borrower: ['借款人', '借款方'],
  client: ['委托方', '委托人', '客户', '用户', '学员', '接受服务的一方', '会员', '消费者'],
  broker: ['居间人', '居间方', '中介方'],
  employer: ['用人单位'],
  employee: ['劳动者', '员工', '职工', '雇员'],
  transferor: ['转让方'],
  transferee: ['受让方', '投资方'],
  owner: ['发包方', '发包人'],
  contractor: ['承包方', '承包人', '承揽人', '承揽方'],
  orderer: ['定作人', '定作方'],
  developer: ['受托方', '受托人', '服务方', '提供方'],
  discloser: ['披露方'],
  recipient: ['接收方'],
  provider: ['受托方', '受托人', '服务方', '服务提供方', '提供方', '提供服务的一方'],
  'party-a': ['甲方'],
  'party-b': ['乙方'],
};

export type FamilyModality = 'may' | 'mustNot' | 'must' | 'none';

export interface FamilyRule {
  /** Every group must match the sentence; the first group's match is where the anchor starts. */
  all: string[];
  /** Any match rules the sentence out (mutual wording, exceptions, the compliant version). */
  none: string[];
  /** The actor must be one named party (not 双方 / 任何一方 / 违约方). */
  oneSided: boolean;
  /**
   * Whom the clause favours: the actor (a right it holds, a liability it sheds) or the other party (a burden); 'any'
   * for a clause the law forbids whoever proposed it (personal information used without consent exposes the user of
   * it to fines and the clause to nullity), reported for every stance.
   */
  favours: 'actor' | 'other' | 'any';
  /** All groups' matches within this many characters of the first group's (default 60): one clause, not a paragraph. */
  window?: number;
  /** Modalities of the actor's segment that negate the clause (甲方不得调整价格 gives no right to adjust). */
  notModality?: FamilyModality[];
  /**
   * The clause takes a right away (退款、退货、索赔): an own-fault cause excuses it only when the party at fault is the
   * one losing the right, and the stance is judged by who loses it (semantics/loss.ts, decision 197).
   */
  rightsLost?: boolean;
  /**
   * An item of a list is read with the clause that introduces it (甲方有权解除本合同：…（三）甲方认为…): the right is in
   * the lead-in, its ground in the item (round 5, decision 219).
   */
  listLead?: boolean;
  /**
   * Words any matching sentence must hold, tested on the document and each paragraph before the groups: a cheap
   * filter in front of a group that starts with the party list, which is slow to scan over a long contract.
   */
  gate?: string;
  /**
   * Read the whole sentence to its full stop, across semicolons, instead of each semicolon-delimited part: for a
   * rule that compares its halves (甲方违约的，支付违约金；乙方违约的，仅退还款项), round 21.
   */
  acrossSemicolons?: boolean;
}

/** Where a complaint or a report goes: regulators, the inspectorate, consumer bodies, the press (gag-clause). */
export const GAG_AUTHORITY =
  '消费者协会|消协|市场监督管理|市场监管|工商|12315|12345|劳动(?:保障)?监察|劳动行政|人社|人力资源和社会保障|住建|住房和城乡建设|房管|房屋管理|街道|居委会|卫健|卫生健康|卫生行政|医疗监管|教育(?:局|部门|行政|主管)|文旅|交通(?:运输)?(?:局|部门|主管)|政府|主管部门|监管部门|行政(?:机关|部门)|有关部门|公安|司法机关|纪委|媒体|记者|报社|电视台|新闻';
/** One's own business risks a force-majeure list should not hold: suppliers, prices, equipment, own systems, money, staff, strategy. */
export const FM_OWN_RISK =
  '(?:原材料|原料|材料|燃料|进货|采购|市场)?价格(?:大幅)?(?:上涨|上调|大幅波动|波动)|涨价|市场(?:行情)?(?:变化|波动|低迷|萎缩)|行情变化|供应商|供货商|分包商|合作方|第三方(?:服务|原因|违约|云|平台)|上游|(?:生产|运输)?设备(?:故障|检修|损坏)|机器故障|系统(?:升级|维护|故障|崩溃|切换)|服务器(?:故障|维护|升级)|(?:资金|融资|贷款)[^。；;，,]{0,6}(?:困难|紧张|不足|未能?到位|延迟|周转|审批)|资金周转|罢工|怠工|员工|人员(?:调整|变动|短缺|不足|流失)|劳动力短缺|用工荒|内部(?:原因|审批|管理|调整|流程)|经营(?:策略|方针|状况|困难|调整|决策|战略)|战略(?:调整|变化|变更)|管理层|股东(?:变更|决定)|产能不足|订单(?:过多|饱和)|(?:票务|门票|销售|销量|业绩|招生|客流)[^。；;，,]{0,4}(?:不佳|不理想|下滑|不足|未达)|档期(?:变动|冲突|调整)|(?:资金|融资|贷款)[^。；;，,]{0,6}(?:未能|未)[^。；;，,]{0,4}到位|审批(?:延误|延迟|未通过)';
/** A notice period of a month or more (提前三十日 / 30天 / 一个月 / 两个月书面通知): time for the other side to adjust. */
export const LONG_NOTICE =
  '(?:提前|通知)[^。；;，,]{0,4}(?:(?:[三四五六七八九]十|[一二三四五六七八九]十[一二三四五六七八九]|[3-9]\\d|\\d{3})(?:个工作)?(?:日|天)|(?:[一二两三四五六]|\\d{1,2})个?月)|(?:[三四五六七八九]十|[3-9]\\d)(?:日|天)[^。；;，,]{0,4}(?:书面)?(?:通知|告知)';
/** A right held alone: 有权/可以/保留/自行/单方/随时/视…需要/无需…同意/由某方决定. */
export const UNILATERAL =
  '有权|可以|重新(?:核定|确定)|认为(?:需要|必要|有必要)|可(?!能)|保留|自行(?:决定|确定|调整|变更|修改|制定|核定)|(?:不|未|无需|无须)征得|单方|随时|任意|适时|视[^，,。；;]{0,10}(?:情况|需要|行情|变化)|根据[^，,。；;]{0,12}(?:需要|情况|行情|变化|政策|经营)|由[^，,。；;]{0,6}(?:决定|确定|制定)|决定|无需|无须|毋需|不经|不需|公布即|即(?:行)?生效|不得(?:提出)?异议|无权(?:提出)?异议';
/** The other side's consent or a joint decision: the right is not unilateral. */
export const CONSENT =
  '协商一致|双方协商|双方[^。；;]{0,6}(?:确认|同意|签字|签署)|共同(?:协商|确定|决定)|(?<![不未]|(?:[无毋不]需|[无毋]须|不必)(?:另行|事先|事前|再)?)经[^。；;]{0,10}(?:同意|确认|签字|书面)|(?<!(?:[无毋不]需|[无毋]须|不必)(?:另行|事先|事前|再)?)(?:征得|取得)[^。；;]{0,8}同意|(?<!(?:[无毋不]需|[无毋]须|不必)[^。；;，,]{0,10})书面同意|(?<!(?:[无毋不]需|[无毋]须|不必)(?:另行)?(?:签订|签署))补充协议|(?:任何一方|双方|各方)(?:均)?不得|不得单方|固定不变|(?<!(?:修改|变更|增减|调整)[^。；;]{0,40})(?:不作调整|不予调整|不再调整|不调整)';
export const EXCLUDE = '不(?:因此|因而|因之|再)?(?:承担|负|予|负担)[^，,。；;]{0,12}(?:责任|赔偿|之责)|免(?:除|于)[^，,。；;]{0,6}(?:责任|赔偿)|免责|概不(?:负责|赔偿|承担)|不负责|不予赔偿|不作赔偿|与[^，,。；;]{1,8}无关';

/** Entering or searching another's place, systems or belongings (inspection-at-will, round 9). */
export const INSPECT = '进入|入户|入内|进驻|派(?:员|人)|远程(?:接入|登录|访问|控制)|查阅|检查|查验|查看|复制|核查|调取|调阅|搜查|翻查|现场审计|审计|巡查';
/** Notice given, reasonable hours, emergencies, the statutory check of the work's progress and quality, one's own records. */
export const NOT_INSPECTION =
  '提前[^。；;]{0,6}(?:日|天|小时)|(?:合理|正常)(?:的)?(?:时间|工作时间|方式)|紧急(?:情况|情形)|不(?:得)?妨碍|不影响[^。；;]{0,8}(?:正常|经营|工作|使用)|(?:工作|作业|施工|工程|生产|加工|服务)?(?:进度|质量)|双方|任何一方|各方|依法|(?:查阅|查询)[^。；;]{0,10}(?:本人|自己|其)(?:的)?(?:信息|记录|账户)';

/** The other side may not object, or bears the whole consequence, or the actor answers for nothing (the backstop). */
export const OTHER_SIDE_BEARS = `不得(?:以任何理由)?(?:提出)?(?:任何)?(?:异议|拒绝|反对|阻挠|要求|主张|追究|干涉)|无权(?:提出|要求|主张|拒绝|追究|干涉|异议)|(?:不|无需|无须)(?:因此)?(?:承担|负)(?:任何)?(?:责任|赔偿|违约|义务)|概不(?:负责|承担|赔偿)|(?:损失|风险|后果|费用|责任)[^。；;]{0,8}(?:均|全部|概)?由(?:${PARTY_WORD})[^。；;]{0,4}(?:自行|独自|全部)?(?:承担|负担|负责)|不予(?:任何)?(?:补偿|赔偿|退还)|(?:${PARTY_WORD})(?:应)?(?:自行|独自|自担)(?:承担|负担)[^。；;]{0,10}(?:损失|风险|后果|费用|责任)|无条件(?:接受|配合|服从|同意)|(?:视为|即为)[^。；;]{0,6}(?:同意|认可|违约|违纪)`;
/** The side that receives the goods or the work (buyer, shipper, owner of the materials, tenant): the risk-shift family. */
/**
 * The other side's failure a defence of non-performance rests on (民法典第五百二十五条、第五百二十六条): not performed,
 * delivered, repaired or paid, a defect, a breach, a delay. Shared by the payment form (pay-despite-dispute) and the
 * performance form (waiver) of 「不得以…为由」 (decision 250).
 */
export const OTHER_SIDE_FAILED =
  '(?:未(?:能)?(?:按约|按期|按时|依约|及时)?(?:履行|交付|提供|完成|支付|付款|修复|维修|供货|交货|移交)|瑕疵|质量|不合格|不符|缺陷|违约|迟延|逾期|拖欠|欠付)';
export const RECEIVER = '买受人|买方|购车人|购买人|买家|送检人|送修人|车主|需方|采购方|购买方|购房人|托运人|托运方|货主|宠物主人|寄养人|寄件人|定作人|定作方|委托方|委托人|存货人|存货方|寄存人|收货人|收货方|承租人|承租方|租户|发包人';
/** Mutual wording, the law's own terms, a ground in the other side's breach, notice given: not one-sided (the backstop). */
export const NOT_ONE_SIDED =
  '双方|任何一方|各方|每一方|依法|法律(?:法规)?规定|不可抗力|(?:如|若|在|因)[^。；;，,]{0,16}(?:违约|违反|逾期|未按|拖欠|欠付|过错|违法)|(?:违约|违反|逾期|未按|拖欠)[^。；;]{0,16}的[，,]|守约方|违约方|提前[^。；;]{0,6}(?:日|天|个?月|小时)[^。；;]{0,4}(?:书面)?通知';
