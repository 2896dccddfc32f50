/**
 * One-sided-clause family rules (issue 14, decision 256): round 41's two new families, written from the lead's own
 * sentences before the round's were read. The worker who must accept whatever overtime, night duty, rest-day or holiday
 * work the employer arranges — unconditionally, without being consulted, by a consent deemed at hiring, with leave
 * refused — and whose refusal is punished as absence, a disciplinary breach, a pay or bonus cut or dismissal; and the
 * reseller (distributor, retailer, franchisee, dealer, agent, platform shop) that the producer, brand owner or supplier
 * makes bear alone the damages, recalls and warranty returns caused by a defect of the product it made, or that may not
 * claim them back from it.
 * Each rule's groups are synonyms of one element of the meaning (../family-vocab.ts has the shape). Add a synonym with a
 * trigger and a non-trigger sentence in ../checks/families.test.ts.
 */
import type { FamilyRule } from '../family-vocab';

/**
 * Overtime proper: extended hours, and work on a rest day, a holiday or after hours (the period with a word of work
 * beside it: 节假日值班, 周末上班, 休息日出车; a bare 节假日 is a date, not work).
 */
const OT =
  '加班|延长(?:工作|劳动)?(?:时间|工时)|延时(?:工作|上班|营业|作业)|超时(?:工作|劳动|作业)|' +
  '(?:休息日|节假日|法定(?:节)?假日|假日|周末|双休日|公休日|春节|国庆|假期|下班后|非工作时间|工作时间以外|八小时以外)[^。；;，,]{0,8}(?:工作|上班|出勤|到岗|作业|轮岗|在岗|返岗|值班|加班|出车|营业|接单|执勤|当班|顶班|陪护|待命|生产|施工|开工|上岗|出工|驻场|值守|巡检)';
/**
 * Overtime in the narrow sense, for the weaker words (应服从, 随时安排, 无需同意): extended hours and turning up on a
 * rest day or holiday; a service provider's holiday work (节假日期间的保洁工作) is not a worker's overtime.
 */
const OT_STRICT =
  '加班|延长(?:工作|劳动)?(?:时间|工时)|延时(?:工作|上班)|超时(?:工作|劳动)|' +
  '(?:休息日|节假日|法定(?:节)?假日|假日|周末|双休日|公休日|春节|国庆|假期|下班后|非工作时间|工作时间以外|八小时以外)[^。；;，,]{0,8}(?:上班|加班|出勤|到岗|返岗|值班|顶班)';
/** Duty outside the day's hours: stand-by, night shifts, on call (an ordinary schedule unless forced on the worker). */
const DUTY = '值班|夜班|夜间(?:工作|作业|值守|出勤|陪护|出车|巡逻)|待命|随叫随到|连班|顶班|轮休日';
/** The clear forms of overtime and duty, read wherever they stand. */
const OT_NARROW = `${OT_STRICT}|${DUTY}`;
/**
 * Every form, with a rest day's or a holiday's generic work (节假日施工, 周末生产): read only beside a worker, since
 * 不得拒绝甲方在节假日进场施工 in a lease is the landlord's works, not anyone's overtime.
 */
const OT_ANY = `${OT}|${DUTY}`;
/** The worker a forced-overtime clause binds (a bare 人员 may be a contractor's staff, a bare 乙方 a company). */
const WORKER =
  '员工|职工|劳动者|雇员|工人|店员|营业员|导购|收银员|司机|驾驶员|护士|护理人员|护工|保安员|保安|队员|客服|技术人员|工程师|研发人员|开发人员|' +
  '实习生|学徒|服务员|厨师|保洁员|骑手|配送员|快递员|销售人员|业务员|操作工|一线人员|在职人员|新员工|全体人员|全员';
/** The refusal barred: may not refuse, decline, put off or object (不得以任何理由拒绝, 不得以…为由推脱). */
const NO_REFUSAL =
  '(?:不得|无权|不能|不可|不准|不许|禁止)(?:以任何(?:理由|借口|方式)|以[^。；;，,]{0,12}(?:为由|为借口|原因|理由|借口)|擅自|私自)?(?:拒绝|推脱|推诿|推辞|拒不|回避|逃避|(?:提出)?(?:任何)?异议)';
/** What follows a barred refusal when the refusal is of the arrangement itself, not of some other request. */
const REFUSAL_END = '(?=[。；;，,、]|$|或|及|和|该|此|上述|前述|相关|加班|值班|安排|任务|工作|调度|指派|通知)';
/** Refusing or not turning up: the act a forced-overtime clause punishes. */
const REFUSE = '拒绝|拒不|不服从|不接受|不参加|不配合|推脱|推诿|逃避|借故不|无故不|未按[^。；;，,]{0,4}(?:要求|安排|通知)';
/**
 * The punishment: absence (旷工), a disciplinary breach, a warning or fine, pay, bonus or attendance award cut, dismissal,
 * demotion.
 */
const PUNISH =
  '旷工|违纪|严重违反|违反[^。；;，,]{0,8}(?:纪律|规章|制度)|警告|记过|处分|通报批评|罚款|处罚|' +
  '(?:扣除|扣发|扣减|扣罚|取消|停发|不予发放|不发|减发)[^。；;，,]{0,8}(?:工资|奖金|绩效|全勤|提成|年终奖|津贴|补贴|薪酬)|' +
  '(?:工资|奖金|绩效|全勤奖?|提成|年终奖|津贴|补贴)[^。；;，,]{0,8}(?:扣除|扣发|扣减|取消|停发|不予发放|减半)|' +
  '(?:解除|终止)[^。；;，,]{0,8}(?:劳动)?(?:合同|关系)|辞退|开除|除名|自动离职|自动辞职|自行离职|降职|降级|降薪|调岗|末位';
/** The overtime refused (both orders). */
const refused = (ot: string): string => `(?:${REFUSE})[^。；;，,]{0,16}(?:${ot})|(?:${ot})[^。；;]{0,16}(?:${REFUSE})`;
/** The punishment ruled out (不得因此扣减工资). */
const REFUSAL_FAIR = '(?:不得|不应|不会|不能|不予|不因此)[^。；;，,]{0,4}(?:扣|处分|处罚|解除|降|辞退|罚款)';
/** A busy period in which leave is refused (旺季, 春节, 项目交付期间) or the overtime itself. */
const BUSY =
  `旺季|高峰|赶工|促销|大促|周年庆|店庆|双十一|节假日|节日|春节|国庆|法定假日|假期|项目(?:交付|上线|攻坚|期间)|生产任务|订单|交付期|${OT}`;
/** Leave refused or taken back: no leave at all, requests refused, rest days or holidays cancelled. */
const LEAVE_REFUSED =
  // Not 不能补休 (the law's own case of a rest day without time off in lieu, paid at 200%: overtime-unpaid).
  '(?:一律|均|概|全部|所有人)?(?:不得|不准|禁止|停止|暂停)(?:员工|职工)?(?:请假|休假|调休|轮休|休息|探亲)|(?:一律)?不予批准(?:员工|职工)?(?:的)?(?:请假|休假|调休|轮休|探亲)|' +
  '(?:请假|休假|年假|调休|补休|休息|轮休)[^。；;，,]{0,8}(?:一律|均|概)不予?(?:批准|准许|安排|受理)|' +
  '(?:取消|暂停|收回|冻结)[^。；;，,]{0,6}(?:休假|年假|假期|公休|调休|双休|休息日|轮休)|(?:休假|年假|公休|调休|双休|休息日|轮休)[^。；;，,]{0,6}(?:一律|均|全部)(?:取消|暂停|冻结)';
/**
 * The forced arrangement itself, with its object beside it: a refusal barred, an unconditional duty to obey, a duty to
 * accept the overtime the employer arranges, a consent deemed or not asked, an arrangement at will.
 */
const forced = (ot: string): string =>
  `${NO_REFUSAL}[^。；;，,]{0,16}(?:${ot})|(?:${ot})[^。；;]{0,24}${NO_REFUSAL}${REFUSAL_END}|` +
  `无条件(?:地)?(?:服从|接受|配合|参加|执行|完成)[^。；;，,]{0,16}(?:${ot})|(?:${ot})[^。；;]{0,20}(?:须|必须|应|应当|均应|均须|一律)?无条件(?:地)?(?:服从|接受|配合|参加|执行)|` +
  `(?:必须|须|应|应当|需|均应|均须|一律)(?:服从|接受|参加|配合(?:完成)?|完成)[^。；;，,]{0,14}(?:${OT_STRICT})|(?:${OT_STRICT})[^。；;，,]{0,10}(?:安排|调度|指派|通知|要求)[^。；;，,]{0,8}(?:必须|须|应|应当|均应|一律)(?:服从|接受|执行)|` +
  // A consent deemed (视为同意加班); not 视为自愿加班, which labels overtime already worked so as not to pay it (overtime-unpaid).
  `(?:视为|即视为|即为|视同|默认|推定)(?:员工|乙方|劳动者|其|本人|职工)?(?:已)?(?:同意|接受|认可)[^。；;，,]{0,20}(?:${ot})|(?:${ot})[^。；;，,]{0,16}(?:均|一律|皆)?(?:视为|视同|默认)(?:员工|乙方|劳动者|其|本人|职工)?(?:已)?同意|` +
  `(?:${OT_STRICT})[^。；;]{0,24}(?:无需|无须|不需|不必|毋需|毋须|不再)(?:另行|事先|单独|再)?(?:征得|经过?|征求|取得|与)[^。；;，,]{0,10}(?:同意|协商|意见)|(?:无需|无须|不需|不必|毋需|毋须)(?:另行|事先|单独|再)?(?:征得|经过?|征求|取得|与)[^。；;，,]{0,10}(?:同意|协商|意见)[^。；;]{0,20}(?:${OT_STRICT})|` +
  `(?:单方|随时|任意)(?:决定)?(?:安排|要求|通知|指派|调整)[^。；;，,]{0,10}(?:${OT_STRICT})|随时(?:加班|延长工作时间)|` +
  // Consent taken from the signature itself (签订本合同即表示同意…加班), and overtime made a duty of the post.
  `(?:签订|签署|签字|入职|录用|受聘|接受本(?:合同|协议|制度))[^。；;，,]{0,10}(?:即|即表示|即代表|即意味着|表示|意味着)[^。；;，,]{0,6}(?:同意|接受|认可|承诺)[^。；;，,]{0,20}(?:${ot})|` +
  `(?:${OT_STRICT})[^。；;，,]{0,6}(?:是|属于|系|为)[^。；;，,]{0,8}(?:应尽|基本|法定|当然|本职)?(?:的)?(?:义务|职责|本职工作)`;
/**
 * The lawful forms (劳动法第四十一条、第四十二条): overtime after consulting the union and the worker or with the worker's
 * consent, the worker free to refuse, refusal not punished, an emergency (a disaster, an accident, a breakdown to
 * repair), overtime arranged by law.
 */
const OVERTIME_FAIR =
  '(?<!(?:[无毋不]需|[无毋]须|不必|未|不|没有)(?:另行|事先|单独|再)?(?:经过?)?)(?:经|征得|取得|与)[^。；;，,]{0,12}(?:协商一致|协商|同意)|(?<!视为[^。；;，,]{0,4}|视同[^。；;，,]{0,4}|属于[^。；;，,]{0,4}|默认[^。；;，,]{0,4})自愿|' +
  '(?<!不|无)(?:有权|可以|可)(?:自主决定是否|选择)?(?:拒绝|不参加|不接受)|不(?:视为|作为|构成|按|以|属于|认定为)[^。；;，,]{0,6}(?:违纪|旷工|违反|违约|处分)|(?:不得|不应|不会|不能)(?:因|以)[^。；;，,]{0,14}(?:拒绝|不同意|不参加)[^。；;，,]{0,16}(?:扣|处分|处罚|解除|降|辞退|罚|不利|调岗|违纪|旷工)|' +
  '自然灾害|灾害|事故|抢修|抢险|救灾|险情|威胁[^。；;，,]{0,10}(?:生命|健康|安全)|公共设施|公众利益|第四十二条|(?:设备|线路|设施)[^。；;，,]{0,6}(?:故障|损坏)|' +
  '依法(?:安排|延长|协商)|(?:依照|按照|根据|符合)[^。；;，,]{0,4}(?:劳动法|法律(?:法规)?(?:的)?规定|法定(?:程序|条件))[^。；;，,]{0,10}(?:安排|延长)|' +
  '(?:请假|休假)[^。；;，,]{0,6}(?:须|应|需)(?:提前|经)';

/** The reseller: the distributor, retailer, franchisee, dealer or agent that sells the producer's goods. */
const RESELLER_CORE =
  '经销商|分销商|代理商|零售商|销售商|批发商|代销商|渠道商|加盟商|加盟方|加盟店|被特许(?:人|方)|二级(?:经销商|代理商)|下级(?:经销商|代理商)|经销方|代销方|销售者|4S店|专卖店|专营店|销售网点';
/** A shop that may sell others' goods or its own (a mall tenant, a platform shop): a reseller only beside a producer. */
const RESELLER_SHOP = '商户|商家|卖家|门店|店铺|网店|入驻商家|平台商户|店主';
/** The producer, brand owner or supplier upstream. */
const PRODUCER =
  '生产商|生产者|生产方|生产企业|生产厂家?|(?:整车|主机|制造|代工|原)厂|制造商|制造方|制造企业|厂家|厂方|厂商|原厂|主机厂|品牌方|品牌商|品牌所有人|品牌持有人|品牌公司|品牌运营方|' +
  '供货商|供货方|供应商|总部|(?<!被)特许(?:人|方)|总代理|总经销|上游|委托方';
/**
 * A defect of the product and what it costs: quality problems, defects, a recall, warranty (三包) repairs and returns, a
 * consumer's return of defective goods (a bare 退货 may be unsold stock, a commercial return).
 */
const DEFECT =
  '质量问题|质量缺陷|质量瑕疵|(?:质量|安全)事故|质量纠纷|质量投诉|质量责任|产品责任|(?<!无|没有|不存在)缺陷|瑕疵|不合格|安全隐患|召回|三包|' +
  '(?:产品|商品|设备|车辆|电器)[^。；;，,]{0,4}故障|返修|售后维修|保修(?!金)|质保(?!金)|包修|包换|包退|' +
  '(?:消费者|顾客|客户|用户|买家|终端)[^。；;，,]{0,8}(?:退换|退货|换货|索赔|投诉)|不良(?:事件|反应)|' +
  // Harm the goods sold or supplied cause (民法典第一千二百零二条): 售出的电热毯引起火灾, 销售的食品致人中毒.
  '(?:产品|商品|器械|设备|车辆|食品|药品|电器|货物|(?:售出|销售|出售|供应|提供|生产)的[^。；;，,]{0,10})[^。；;，,]{0,6}(?:造成|导致|致使|引起|引发)[^。；;，,]{0,16}(?:损害|伤害|伤亡|损失|火灾|爆炸|中毒)';
/** The cost borne: expenses, losses, damages, liability (not the 三包 service duty itself, which the seller owes). */
const COST = '费用|损失|赔偿(?:金|款|责任)?|成本|支出|开支|后果|款项|(?<!三包|售后|保修|服务)责任';
/** Alone: by itself, all of it. */
const ALONE = '自行|独自|单独|全部|全额|完全|一律|自费|自担';

/** The reseller bears the defect's costs alone (both orders of the sentence). */
const bears = (r: string): string =>
  `(?:${DEFECT})[^。；;由]{0,40}(?:${COST})[^。；;由]{0,6}(?:由|归)(?:${r})[^。；;，,]{0,10}(?:承担|负担|赔偿|兜底|支付|买单)|` +
  `(?:${DEFECT})[^。；;由]{0,40}(?:由|归)(?:${r})(?:[^。；;，,]{0,8})?(?:${ALONE})(?:承担|负担|赔偿|兜底|支付|负责|处理|解决)|` +
  `(?:${DEFECT})[^。；;由]{0,40}(?:由|归)(?:${r})[^。；;，,]{0,10}(?:承担|负担|赔偿|支付)(?:${ALONE}|一切|所有)?(?:的)?(?:${COST})|` +
  `(?:${DEFECT})[^。；;由]{0,40}(?:${r})(?:应|须|需|应当|负责)?[^。；;，,]{0,6}(?:${ALONE})(?:承担|负担|赔偿|解决|处理)|` +
  `(?:${r})[^。；;，,]{0,8}(?:${ALONE})(?:承担|负担|赔偿)[^。；;]{0,24}(?:${DEFECT})|` +
  `(?:${r})[^。；;，,]{0,8}(?:承担|负担|赔偿|支付)[^。；;，,]{0,20}(?:${DEFECT})[^。；;，,]{0,12}(?:${COST})|` +
  `(?:${r})[^。；;，,]{0,20}(?:${DEFECT})[^。；;]{0,30}(?:${COST})[^。；;，,]{0,4}(?:均|全部|一律)?(?:由其)?(?:${ALONE})(?:承担|负担|解决)`;
/** Recourse (追偿) itself barred, given up or refused: the word the statutes use for the seller's claim on the producer. */
const RECOURSE_STRICT =
  '(?:不得|无权|不能|不可|不再|不享有|放弃)(?:就此|因此|以此|再)?(?:向[^。；;，,]{0,10})?(?:追偿|追索|求偿)|放弃[^。；;，,]{0,12}(?:追偿|追索|求偿)|不(?:接受|受理|承认|认可|予认可|予受理|予接受)[^。；;，,]{0,10}(?:追偿|追索|求偿)';
/** The reseller may not claim back: no recourse, no claim on the producer for the defect's costs. */
const RECOURSE_BARRED =
  `${RECOURSE_STRICT}|(?:不得|无权|不能|不可|不再|不享有|放弃)(?:就此|因此|以此|再)?(?:向[^。；;，,]{0,10})?(?:索赔|申请补偿|主张(?:任何)?(?:赔偿|补偿))|不(?:接受|受理|承认|认可|予认可|予受理|予接受)[^。；;，,]{0,10}(?:索赔|补偿)|` +
  `(?:不得|无权|不能|不可)(?:以[^。；;]{0,24}为由[，,]?)?(?:就此|因此|以此|再)?(?:向[^。；;，,]{0,10})?(?:要求|请求|主张|申请)[^。；;，,]{0,12}(?:承担|赔偿|补偿|分担|返还|负担|退还|报销)`;
/** The producer disclaims: not liable, nothing to do with it, no compensation. */
const PRODUCER_DISCLAIMS =
  `与(?:${PRODUCER})无关|(?:${PRODUCER})[^。；;，,]{0,20}(?:均|概|一律)?不(?:承担|负担|负|予|再)(?:任何)?(?:责任|赔偿|补偿|费用|义务|承担|分担|报销)|(?:${PRODUCER})(?:均|一律)?概不(?:负责|承担|赔偿|补偿)`;
/**
 * The fair forms: the reseller's own fault (storage, transport, its own modification, goods out of warranty), the
 * reseller keeping its recourse or advancing money the producer repays, the producer bearing or compensating, the law's
 * own allocation.
 */
const RECOURSE_FAIR =
  '(?<!非|并非|不是|无论是否|不论是否|是否)(?:因|由于|系)(?:经销商|分销商|代理商|零售商|销售商|加盟商|被特许人|商户|商家|门店|乙方|其)?(?:自身|自己|本身)?(?:的)?(?:原因|过错|过失)|' +
  '(?:保管|储存|存储|仓储|贮存|运输|搬运|装卸|安装|陈列|使用|操作)(?:不当|不善|失误|过错)|(?:擅自|自行|私自)(?:改装|拆装|拆卸|改变|更改|修改|加工|分装|调换|维修|承诺)|人为(?:损坏|原因|因素)|' +
  '非(?:因)?(?:产品)?(?:本身)?(?:的)?(?:质量|缺陷)|非因[^。；;，,]{0,8}(?:质量|缺陷)|(?:超过|超出|逾)[^。；;，,]{0,6}(?:保修期|质保期|三包期|保质期|有效期)|过期|' +
  '(?<!不|无|不得|放弃)(?:有权|可以|可)[^。；;，,]{0,12}(?:追偿|追索|求偿)|(?<!不得|无权|不能|不可|不再|放弃)(?:再|随后|事后|然后)(?:向[^。；;，,]{0,10})?(?:追偿|追索|求偿|结算)|垫付|' +
  `(?<!(?:要求|请求|主张|申请|让|使|令)[^。；;，,]{0,3})(?:由|归)(?:${PRODUCER})[^。；;，,]{0,4}(?:承担|负担|赔偿|补偿|报销|结算|支付)|` +
  `(?<!(?:要求|请求|主张|申请|让|使|令)[^。；;，,]{0,3})(?:${PRODUCER})(?:应|应当|须|负责|将|予以|会|均应|承诺|同意)?(?:全额)?(?:承担|赔偿|补偿|报销|返还|偿还|补足|提供(?:配件|备件|维修费用|费用))|` +
  '依法(?:承担|追偿|处理)|按(?:照)?(?:各自|双方)?(?:的)?过错(?:程度|比例)?';

export const OVERTIME_RECOURSE_RULES: Readonly<Record<string, readonly FamilyRule[]>> = {
  // The employer may extend hours only after consulting the union and the worker, by at most one hour a day, three for
  // a special reason, thirty-six a month (劳动法第四十一条), beyond that only in an emergency (第四十二条), and never
  // otherwise (第四十三条); it may not force the worker to work overtime, openly or in disguise (劳动合同法第三十一条).
  // A term that makes the worker accept whatever overtime, night duty, rest-day or holiday work is arranged —
  // unconditionally, by a consent deemed at hiring, leave refused — or punishes a refusal as absence or a breach,
  // excludes the worker's right to rest and is void (劳动合同法第二十六条第一款第二项). Overtime agreed with the worker,
  // an emergency, an ordinary shift roster, a worker free to refuse, are not. The pay of the overtime is another
  // family (overtime-unpaid); a sentence with both meanings has both findings.
  'forced-overtime': [
    {
      gate: '加班|延长|延时|超时|休息日|节假日|假日|周末|双休|公休|春节|国庆|假期|下班|非工作时间|工作时间以外|八小时|值班|夜班|夜间|待命|随叫随到|连班|顶班|轮休',
      all: [forced(OT_NARROW)],
      none: [OVERTIME_FAIR],
      window: 90,
      oneSided: false,
      favours: 'any',
    },
    {
      // The same with a rest day's or a holiday's generic work (周末及法定节假日生产, 春节期间继续施工), beside a worker.
      gate: '休息日|节假日|假日|周末|双休|公休|春节|国庆|假期|下班|非工作时间|工作时间以外|八小时',
      all: [forced(OT_ANY), WORKER],
      none: [OVERTIME_FAIR],
      window: 90,
      oneSided: false,
      favours: 'any',
    },
    {
      // The refusal punished: refusing the overtime treated as absence, a breach, a pay cut or a ground to dismiss.
      gate: '加班|延长|延时|超时|休息日|节假日|假日|周末|双休|公休|春节|国庆|假期|下班|值班|夜班|夜间|待命',
      all: [refused(OT_NARROW), PUNISH],
      none: [OVERTIME_FAIR, REFUSAL_FAIR],
      window: 70,
      oneSided: false,
      favours: 'any',
    },
    {
      gate: '休息日|节假日|假日|周末|双休|公休|春节|国庆|假期|下班|非工作时间|工作时间以外|八小时',
      all: [refused(OT_ANY), PUNISH, WORKER],
      none: [OVERTIME_FAIR, REFUSAL_FAIR],
      window: 70,
      oneSided: false,
      favours: 'any',
    },
    {
      // Leave refused in a busy season or around the overtime: no leave, rest days and holidays cancelled.
      gate: '请假|休假|调休|补休|轮休|休息|探亲|年假|假期|公休|双休',
      all: [BUSY, LEAVE_REFUSED],
      none: [OVERTIME_FAIR],
      window: 60,
      oneSided: false,
      favours: 'any',
    },
  ],
  // Where a defect of the product causes damage, the producer answers for it (民法典第一千二百零二条, 产品质量法第四十一条);
  // the seller that paid the victim may claim from the producer whose defect it was (民法典第一千二百零三条第二款,
  // 产品质量法第四十三条, 消费者权益保护法第四十条第二款), and the seller that repaired, replaced or took back goods under
  // warranty may claim from the producer or supplier (产品质量法第四十条第二款); recall costs fall on producers and
  // sellers (民法典第一千二百零六条第二款). A producer's term that makes the reseller bear those costs alone or bars its
  // recourse shifts the producer's own liability; in a format clause it is void (民法典第四百九十七条), and so is any
  // exclusion of liability for personal injury (第五百零六条). The seller that bears what its own storage, transport or
  // modification caused, the producer that indemnifies, the seller that pays the consumer first and keeps its recourse,
  // are not this family. A mall's or a platform's shop (商户, 商家) is a reseller only beside a producer: the mall that
  // leaves the tenant's goods to the tenant is not the maker shifting its defect.
  'product-recourse-barred': [
    {
      gate: '质量|缺陷|瑕疵|不合格|隐患|召回|三包|故障|保修|质保|包修|包换|包退|退换|退货|换货|索赔|投诉|事故|产品责任',
      all: [`${bears(RESELLER_CORE)}|${RECOURSE_BARRED}|${PRODUCER_DISCLAIMS}`, DEFECT, RESELLER_CORE],
      none: [RECOURSE_FAIR],
      window: 100,
      oneSided: false,
      favours: 'any',
    },
    {
      gate: '质量|缺陷|瑕疵|不合格|隐患|召回|三包|故障|保修|质保|包修|包换|包退|退换|退货|换货|索赔|投诉|事故|产品责任',
      all: [`${bears(RESELLER_SHOP)}|${RECOURSE_BARRED}|${PRODUCER_DISCLAIMS}`, DEFECT, RESELLER_SHOP, PRODUCER],
      none: [RECOURSE_FAIR],
      window: 100,
      oneSided: false,
      favours: 'any',
    },
    {
      // Round 41 read (decision 256): whoever supplied the defective goods or part (因乙方供应的电芯存在缺陷…), the party
      // that paid the victim barred from recourse against it, with no reseller named (民法典第一千二百零三条第二款).
      gate: '追偿|追索|求偿',
      all: [`(?:供应|供给|供货|提供|生产|制造|配套|交付|销售|售出)的[^。；;，,]{0,14}(?:${DEFECT})`, RECOURSE_STRICT],
      none: [RECOURSE_FAIR],
      window: 100,
      oneSided: false,
      favours: 'any',
    },
  ],
};
