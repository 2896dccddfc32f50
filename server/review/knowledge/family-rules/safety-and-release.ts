/**
 * One-sided-clause family rules (issue 14, decision 254): round 39's two new families, written from the lead's own
 * sentences, not the round's. The worker (an employee, an intern, a site worker) made to pay for the labour protection
 * equipment, the safety training or the occupational health examinations the law puts on the employer, or the cost
 * deducted from its pay; and the creditor that, once the secured debt is paid, may put off cancelling the mortgage or
 * returning the pledge, ties the release to other debts, or charges for it.
 * Each rule's groups are synonyms of one element of the meaning (../family-vocab.ts has the shape). Add a synonym with a
 * trigger and a non-trigger sentence in ../checks/families.test.ts.
 */
import type { FamilyRule } from '../family-vocab';

/**
 * What the employer owes the worker for its safety: labour protection equipment (by kind as well), safety training, the
 * occupational health examinations before, during and after the job. Not a bare 入职体检 or 岗前培训 (a general
 * check-up or an induction is not the statutes' safety cost).
 */
const SAFETY_ITEM =
  '劳动防护用品|劳动保护用品|劳保(?:用品|用具|装备|鞋|服|手套|口罩|费)?|(?:个人|职业病)?防护(?:用品|用具|装备|器具|服|设备|眼镜|面罩|面具|手套|鞋|口罩)' +
  '|安全帽|安全头盔|(?:骑行|工作|作业)?头盔|安全带|安全绳|绝缘(?:鞋|靴|手套)|防毒面具|防尘口罩|护目镜|反光(?:背心|衣|马甲)|防砸鞋|劳保鞋|防噪(?:耳塞|耳罩)' +
  '|安全(?:生产)?(?:教育|培训)|三级安全教育|(?:岗前|入场|进场|上岗)安全(?:教育|培训)|安全(?:操作|作业|技能|技术)(?:规程)?培训|职业卫生培训|特种作业(?:操作)?(?:证)?(?:的)?(?:培训|取证|复审)' +
  '|职业(?:健康|病)(?:检查|体检|筛查)|(?:上岗前|岗前|在岗期间|在岗|离岗时?|离岗前|离职前?|定期)[^。；;，,]{0,4}(?:职业)?(?:健康检查|体检)';
/** The one who works: an employee, an intern or student, a site or labour-service worker (not a contractor firm). */
const WORKER =
  '(?:乙方|员工|劳动者|职工|实习生|实习学生|学生|学员|工人|务工人员|从业人员|个人|本人|其本人|劳务人员|施工人员|作业人员|雇员|新员工|受聘人|受聘者|骑手|司机|农民工|劳务工|派遣员工|被派遣劳动者|操作工|保安员|护理员|焊工|电焊工|电工|钳工|架子工|木工|瓦工|钢筋工|油漆工|技工|学徒|驾驶员|保洁员|安保人员|一线员工|生产人员|其)';
/** The cost on the worker: borne, paid, bought at its own expense, shared with it, deducted from its pay, sold to it. */
const CHARGED =
  // Borne or bought by the worker (not a consequence or a loss it answers for).
  `(?<!(?:后果|责任|损失|风险|伤害|事故|处罚|罚款)[^。；;，,]{0,8})由${WORKER}(?:自行|自己|个人|本人|自费|全额|全部|自理)?(?:承担|负担|支付|缴纳|交纳|出资|付费|购买|购置|配备|准备|自备|自理|自付|自费|自购|垫付)` +
  `|${WORKER}(?:应|须|需|应当|必须|需要|要|负责)?(?:自费|自掏腰包|自行(?:承担|负担|支付|缴纳|交纳|购买|购置|配备|准备|解决|采购)|自己(?:出钱|掏钱|承担|购买|出资|负担)|个人(?:承担|负担|支付|出资|购买|缴纳))` +
  `|${WORKER}(?:应|须|需|应当|必须|需要|要)?(?:承担|负担|支付|缴纳|交纳)[^。；;，,]{0,12}(?:费|成本|款|价)` +
  '|自费|自理|自付|自备|自购|自掏腰包|费用自负' +
  // The worker goes for the examination or the training and pays for it itself (员工…自行前往…体检并承担费用).
  `|(?:^|[。，,；;：:])(?:(?:(?!公司|单位|甲方|用人单位|企业|工厂|项目部)[^。；;，,]){0,12}的)?${WORKER}(?:(?!公司|单位|甲方|用人单位|企业|工厂|项目部)[^。；;，,]){0,30}(?:并|且|同时|后)(?:自行)?(?:承担|负担|支付|自付|缴纳|交纳)(?:相关|全部|相应|其|该项|检查|体检|培训)?(?:的)?(?:费用|体检费|培训费|检查费|考试费|取证费)` +
  // Shared with the worker.
  `|${WORKER}[^。；;，,]{0,10}(?:各|共同|按比例|按[^。；;，,]{0,6}比例)(?:承担|分担|负担|支付)|${WORKER}(?:应|须|需)?(?:分担|分摊|承担|负担)[^。；;，,]{0,6}(?:一半|半数|[一二三四五六七八九]成|百分之|\\d+[%％]|部分)` +
  // Deducted from its pay or allowance.
  '|(?:从|在|于|由)[^。；;，,]{0,12}(?:工资|薪酬|薪资|薪水|报酬|劳务费|工钱|实习补贴|实习津贴|补贴|津贴|绩效|奖金|工资卡)[^。；;，,]{0,6}(?:中|内)?[^。；;，,]{0,6}(?:扣除|扣减|扣回|抵扣|代扣|扣收|扣缴|扣)' +
  '|(?:工资|薪酬|薪资|报酬|劳务费|工钱|实习补贴)(?:中|内)?(?:予以|直接|按月|逐月|一次性|分[^。；;，,]{0,3}期)?(?:扣除|扣减|扣回|抵扣|扣收)' +
  `|(?:扣除|扣减|扣回|抵扣|扣收|扣发|抵减)(?:${WORKER})?(?:当月|次月|首月|第一个月|每月)?(?:的)?(?:工资|薪酬|薪资|报酬|劳务费|工钱|实习补贴)` +
  // Sold or charged to the worker.
  `|(?:向|对)${WORKER}(?:收取|收缴|征收|收费)|(?:售予|卖给|出售给|销售给|有偿提供给)${WORKER}|(?:有偿|收费)(?:发放|提供|配发|领用|领取|使用)` +
  '|按[^。；;，,]{0,8}(?:成本价|进价|原价|采购价|市场价|市价|购买价|价格)[^。；;，,]{0,8}(?:收取|购买|领取|领用|支付|付费|扣|结算|购置)' +
  '|(?:领取|领用|申领|参加|参训|接受)[^。；;，,]{0,12}(?:须|需|应|应当)(?:先)?(?:付费|缴费|交费|支付|缴纳|交纳)';
/**
 * The first issue of the equipment, or the issue itself priced (首次领用…按进价计费, 入职时领取的…须按进价付款): the charge is
 * for having the equipment at all, so a loss-and-damage rule in the same sentence does not make it the worker's own loss
 * (round 40 read, decision 255).
 */
const FIRST_ISSUE_CHARGED =
  '(?:首次|初次|第一次|首套|入职(?:时|后)?|上岗(?:时|前)?|进场(?:时)?|报到(?:时)?|新(?:员工|入职))[^。；;，,]{0,12}(?:领用|领取|配发|发放|申领|配备|发给)[^。；;，,]{0,20}(?:按[^。；;，,]{0,6}(?:成本价|进价|原价|采购价|市场价|市价|购买价|价格)|(?:须|需|应|应当)?(?:付款|付费|缴费|交费|计费|收费)|(?:从|在)[^。；;，,]{0,10}(?:工资|薪酬|报酬|补贴|劳务费)[^。；;，,]{0,6}(?:扣除|扣减|扣回|抵扣|扣))';

/** The one that employs or takes the worker on. */
const EMPLOYER = '(?:公司|单位|甲方|用人单位|用工单位|企业|工厂|实习单位|项目部|本店|店方|平台)';
/** The employer pays, or nothing is charged or deducted: the lawful form and the statutes' words. */
const NOT_CHARGED =
  // (Not the employer's own refusal: 公司不承担该项费用 is the charge.)
  `(?<!${EMPLOYER}[^。；;，,]{0,3})(?:不得|不能|不应|禁止|严禁|不再|不会|无需|无须|毋须|不需要?|不用|不必|免于?|免除)[^。；;，,]{0,12}(?:承担|负担|支付|缴纳|交纳|出资|扣除|扣减|扣回|抵扣|扣发|扣|收取|购买|自费|自备|自购|付费)` +
  `|(?<!${EMPLOYER}[^。；;，,]{0,3})不(?:由|向|从|另行)?${WORKER}?(?:承担|负担|支付|缴纳|交纳|收取|扣除|扣减|扣)|免费|无偿|不(?:另行)?收(?:取)?(?:任何)?费|不予扣|不从[^。；;，,]{0,8}(?:工资|报酬|补贴)` +
  `|(?:后果|责任|损失|风险|伤害|事故)[^。；;，,]{0,4}(?:均|全部|概)?由?${WORKER}(?:自行|自己|本人|个人)?(?:承担|负担|负责|自负)` +
  '|(?:用人单位|生产经营单位)(?:必须|应当)|由用人单位承担|(?:公司|单位|甲方|用人单位|用工单位|企业|实习单位)[^。；;，,]{0,4}(?:全额|全部)(?:承担|负担|支付|报销)|(?<!不)(?:凭票|予以|全额|据实)报销|(?:公司|单位|甲方|用人单位|用工单位|企业|实习单位)(?:(?!不)[^。；;，,]){0,6}(?:报销|返还|退还)';
/** The worker's own loss or damage of what it was given, its choice of more than the standard: arguable, not this family. */
const OWN_LOSS_OR_EXTRA =
  '遗失|丢失|灭失|(?:故意|人为|恶意|违规|私自|擅自|不当)[^。；;，,]{0,8}(?:损坏|毁损|损毁|使用|转借|转卖|变卖)|折旧|残值|未(?:按[^。；;，,]{0,6})?(?:归还|交还|退还|交回)|超出[^。；;，,]{0,8}(?:标准|配发|定额|规定|数量)|超标准|标准以外|额外(?:申领|领取|需要|要求|购买)|自愿(?:购买|选购|升级|参加|报名)' +
  // A contractor firm that equips its own staff is their employer (乙方为其施工人员配备…).
  '|(?:乙方|承包方|承包人|分包方|分包人|分包单位|劳务公司|劳务分包|施工单位|施工方|外包方|服务方|派遣单位|劳务派遣单位)(?:应|负责|自行|为|向|对)?[^。；;，,]{0,4}(?:其|本单位|自己|自有|所属)(?:的)?(?:施工|作业|派驻|派出|雇佣|聘用|现场)?(?:人员|工人|员工|职工)';

/** The pledged thing or the title papers the creditor holds. */
const PLEDGED =
  '质押(?:物|财产|的?股权|的?应收账款|的?存单|的?票据)?|质物|出质(?:的)?(?:财产|股权|物|动产|权利)?|抵押物|担保物|他项权(?:利)?(?:证书?|证明)?|产权证|房产证|房本|不动产权证书?|土地证|土地使用权证|机动车登记证书?|车辆登记证书?|大绿本|绿本|权利凭证|股权证明|存单|仓单|提单';
/** The release of the security: the registration cancelled, the pledge or the papers returned. */
const SECURITY_RELEASE =
  '(?:注销|涂销|解除|撤销)[^。；;，,]{0,6}(?:抵押|质押|质权|出质|担保物权|担保登记)|(?:抵押|质押|质权|出质)(?:权)?(?:登记)?(?:的)?(?:注销|涂销|解除|撤销)|解押|解质|解除抵押|' +
  `(?:返还|退还|归还|交还|退回|释放|放还|保留|扣留|暂扣|留存|继续持有|继续保管|继续占有)[^。；;，,]{0,8}(?:${PLEDGED})|(?:${PLEDGED})[^。；;，,]{0,24}(?:返还|退还|归还|交还|退回|释放)`;
/** A long wait: sixty days or more, three months or more, a year. */
const LONG_WAIT =
  '(?<![一二三四五六七八九十百\\d])(?:[六七八九]十|[一二三四五六七八九]百|[6-9]\\d|\\d{3})(?:个)?(?:工作)?(?:日|天)|(?<![一二三四五六七八九十\\d])(?:[三四五六七八九十]|十[一二]|[3-9]|1[0-2])个月|(?:半|一|两|[1-9])年';
/**
 * Withheld: put off to the creditor's convenience, its own approval or a long wait, refused, tied to other debts, or
 * made to cost a fee the creditor takes.
 */
const WITHHELD =
  // Delayed or refused at the creditor's choice.
  '(?:有权|可以|可(?!能))(?:暂缓|延缓|推迟|延迟|延期|拒绝|暂不|不予|保留|继续(?:保留|持有|保管|占有)|留置|扣留|暂扣)|暂缓|延缓|推迟|不予(?:办理|注销|解除|返还|退还|归还|配合)|拒绝(?:办理|注销|解除|返还|退还|归还|配合)|拒不' +
  '|视[^。；;，,]{0,10}(?:情况|需要|安排|工作|进度)|(?:方便|合适|适当|认为适当|认为合适|空闲)(?:的)?时(?:间|候)|(?:自行|单方)(?:决定|确定|安排)|(?:内部|本行|本公司)[^。；;，,]{0,4}(?:审批|审核|流程|程序|安排)|(?:不受|不设|无)[^。；;，,]{0,4}(?:期限|时间|时限)(?:限制|要求)?' +
  '|(?:根据|按照|依据?)(?:其|自身|自己|本行|本公司)[^。；;，,]{0,4}(?:安排|需要|情况|流程|审批|进度)|决定[^。；;，,]{0,10}(?:时间|时点|日期)|(?:保留|扣留|暂扣|留存|继续持有|继续保管|继续占有)[^。；;，,]{0,12}(?:至|到|直至|直到)(?![^。；;，,]{0,14}(?:清偿|还清|结清|付清|履行完毕))' +
  '|不(?:承担|负)[^。；;，,]{0,10}(?:迟延|延迟|逾期|拖延|延误)|不(?:承担|负有?)[^。；;，,]{0,4}(?:及时|按期|限期)' +
  '|(?:迟延|延迟|拖延|延误|未及时)[^。；;，,]{0,12}(?:损失|后果|责任)[^。；;，,]{0,4}由(?:借款人|抵押人|出质人|债务人|乙方|承租人|买方|客户)(?:自行)?(?:承担|负担|自负)' +
  // A long wait after payment.
  `|(?:${LONG_WAIT})(?:内|后|以后|之后|届满后)?[^。；;，,]{0,6}(?:办理|注销|涂销|解除|返还|退还|归还|交还|退回|释放|解押|解质|申请|配合)|(?:满|届满|经过)[^。；;，,]{0,6}(?:个月|年)后` +
  // Tied to other debts.
  // (Not 「租金及其他应付款项」: the same contract's other payments.)
  '|(?<!及|和|与|、)(?:其他|其它|另外|其余)(?:的)?[^。；;，,]{0,10}(?:债务|债权|借款|贷款|欠款|授信|业务|合同|协议|交易|融资)|(?:关联方?|关联公司|关联企业|另行(?:签订|发生)的?|(?:本合同|本协议)(?:项下)?以外)(?:的)?[^。；;，,]{0,10}(?:债务|债权|借款|贷款|欠款|款项|授信|业务|合同|交易|融资)' +
  '|(?:在|对|欠)(?:贷款人|出借人|甲方|银行|本行|债权人|质权人|抵押权人)[^。；;，,]{0,4}(?:的)?(?:全部|所有|一切|任何)[^。；;，,]{0,6}(?:债务|借款|贷款|欠款|款项)' +
  '|(?:继续|仍|仍然|转而|延续)(?:作为|为|用于|担保|保留)[^。；;，,]{0,16}(?:其他|其它|关联|另外|后续|新的?|其余)' +
  // A fee the creditor takes for the release.
  '|(?:收取|支付|缴纳|交纳|另付|另行支付)[^。；;，,]{0,10}(?:解押|注销|解除|解质|释放|返还|退还)[^。；;，,]{0,6}(?:手续费|服务费|管理费|费)|解押费|注销费|解质费|(?:解押|注销|解除|解质|释放|返还|退还)[^。；;，,]{0,8}(?:手续费|服务费|管理费|工本费)';
/** The pledge or the title papers kept on by the creditor. */
const KEPT_PLEDGE = `(?:保留|扣留|暂扣|留存|留置|继续持有|继续保管|继续占有|不予?(?:返还|退还|归还|交还))[^。；;，,]{0,10}(?:${PLEDGED})`;
/**
 * After the secured debt is paid (履行完毕后, 清偿本合同项下的债务后, 本息还清之后), or for debts beyond it (其他车辆的租金,
 * 关联公司的全部债务): either way the security no longer secures anything it was given for (round 40 read, decision 255).
 */
const AFTER_DISCHARGE_OR_OTHER =
  '(?:履行完毕|清偿|偿还|还清|结清|付清|偿清|到期并清偿)[^。；;，,]{0,12}(?:后|之后|以后)|(?:租赁期满|合同期满|期限届满)[^。；;，,]{0,16}(?:付清|结清|还清|清偿)' +
  '|(?<!及|和|与|、)(?:其他|其它|另外|其余|另一)(?:的)?[^。；;，,]{0,10}(?:债务|债权|借款|贷款|欠款|授信|业务|合同|协议|交易|融资|费用|款项|租金)|(?:关联方?|关联公司|关联企业|信用卡)(?:的)?[^。；;，,]{0,10}(?:债务|借款|贷款|欠款|款项|授信|业务|融资)';

/** Released within a short fixed time, at the creditor's cost, or the law's own words. */
const RELEASED_FAIRLY =
  '(?<![一二三四五六七八九十百\\d])(?:[一二三四五六七八九]|十[一二三四五六七八九]?|二十[一二三四五六七八九]?|三十|[1-9]|[12]\\d|30)(?:个)?(?:工作)?(?:日|天)内|(?:立即|及时|当日|即时|同日|当天)(?:办理|注销|解除|返还|退还|配合|协助)' +
  '|(?:费用|规费|登记费)[^。；;，,]{0,6}由(?:抵押权人|质权人|债权人|出借人|贷款人|银行)(?:自行)?承担|不(?:另行)?收取(?:任何)?(?:费用|手续费|解押费)|免(?:收|费)' +
  '|担保物权消灭|质权人应当返还|应当返还质押财产|最高额|(?:登记机构|登记机关)(?:的)?(?:规定|收费标准)' +
  // Not paid: keeping the security then is the point of it.
  '|(?:借款人|抵押人|出质人|债务人|承租人|乙方|甲方|买方)(?:到期)?(?:逾期|未(?:按期|按时|按约|足额)?(?:清偿|偿还|还款|归还|付清|结清|履行))|(?:逾期|到期)(?:未|不)(?:清偿|偿还|还款|归还|付款)';

export const SAFETY_RELEASE_RULES: Readonly<Record<string, readonly FamilyRule[]>> = {
  // The employer provides the protective equipment and the periodic health checks (劳动法第五十四条, 职业病防治法第二十二
  // 条、第三十五条: 职业健康检查费用由用人单位承担), budgets the equipment and the safety training (安全生产法第四十五条、
  // 第四十七条) and trains and equips interns (第二十八条); a labour-contract term that frees the employer of its statutory
  // duty is void (劳动合同法第二十六条). The worker paying for them, or having them deducted, is this family.
  'safety-costs-charged': [
    {
      gate: '防护|劳保|劳动保护|安全|职业|体检|健康检查|护目|防毒|防尘|防砸|反光|绝缘|耳塞',
      all: [SAFETY_ITEM, CHARGED],
      none: [NOT_CHARGED, OWN_LOSS_OR_EXTRA],
      window: 60,
      oneSided: false,
      favours: 'any',
    },
    {
      gate: '首次|初次|第一次|首套|入职|上岗|进场|报到|新员工',
      all: [SAFETY_ITEM, FIRST_ISSUE_CHARGED],
      none: [NOT_CHARGED],
      window: 60,
      oneSided: false,
      favours: 'any',
    },
  ],
  // The security follows the debt it secures (民法典第三百八十八条) and ends with it (第三百九十三条); the pledgee returns
  // the pledge once paid (第四百三十六条, and 第四百四十六条 for pledged rights), and both sides help each other after
  // the debt ends (第五百五十八条). Delaying the release, keeping it for other debts, or charging for it is this family.
  'security-release-withheld': [
    {
      gate: '注销|涂销|解除|解押|解质|返还|退还|归还|交还|释放|退回',
      all: [SECURITY_RELEASE, WITHHELD],
      none: [RELEASED_FAIRLY],
      window: 70,
      oneSided: false,
      favours: 'any',
    },
    {
      gate: '保留|扣留|暂扣|留存|留置|继续持有|继续保管|继续占有',
      all: [KEPT_PLEDGE, AFTER_DISCHARGE_OR_OTHER],
      none: [RELEASED_FAIRLY],
      window: 70,
      oneSided: false,
      favours: 'any',
    },
  ],
};
