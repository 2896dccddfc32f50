/**
 * One-sided-clause family rules (issue 14, decision 255): round 40's two new families, written from the lead's own
 * sentences before the round's were read. The party that declares in advance that what its own salespeople, staff,
 * project managers, store managers, couriers or agents do in its name (orders and side agreements they sign, money they
 * collect, site instructions, quantities and statements they sign, hand-over records) does not bind it, unless stamped
 * with its seal or paid into its named account, so that the other side pays or performs again and bears the loss; and
 * the buyer, student, owner or acquirer who pays part of the price with a mortgage, car loan, instalment plan or other
 * loan and must still pay in full on time, or is in breach and loses its 定金, when the loan is refused, cut or delayed
 * for reasons not its own.
 * Each rule's groups are synonyms of one element of the meaning (../family-vocab.ts has the shape). Add a synonym with a
 * trigger and a non-trigger sentence in ../checks/families.test.ts.
 */
import type { FamilyRule } from '../family-vocab';

/**
 * Who acts for a party: its salespeople, staff, site and store managers, couriers, agents; and the staff's own accounts
 * a payment is made into (个人账户, 私人微信).
 */
const AGENT =
  '业务员|业务人员|业务经理|销售人员|销售员|销售顾问|销售代表|置业顾问|客户经理|理财经理|区域经理|项目经理|项目负责人|项目部|现场代表|现场负责人|现场管理人员|驻场人员|' +
  '施工员|技术员|技术人员|质检员|工长|班组长|设计师|工程师|派驻[^。；;，,]{0,8}(?:人员|代表)|驻场代表|业务代表|专员|导游|领队|厨师长|店长|店员|导购|营业员|收银员|快递员|配送员|送货员|送货司机|司机|驾驶员|收款员|收费员|采购员|采购人员|' +
  // A broker the party itself engaged to collect (甲方委托的中介经纪人代为收取的…款项): its agent too (the walk, decision 255).
  '(?:委托|指定|聘请)的[^。；;，,]{0,6}(?:中介|经纪人|居间人|代理机构|代收人)|经纪人|' +
  '仓管员|库管员|保管员|经办人|代理人|代表人|员工|职员|工作人员|管理人员|雇员|经理|负责人|(?:其|本公司|我方|我司|甲方|乙方)(?:的)?人员|' +
  '(?:个人|私人|员工|职员)(?:的)?(?:账户|账号|银行卡|微信|支付宝|收款码)';
/** What the agent does in the party's name: signs, confirms, collects, hands over, instructs. */
const ACT =
  '签订|签署|签字|签名|签认|签收|签发|签章|出具|开具|收取|收受|代收|收款|收下|经手|确认|约定|达成|订单|补充协议|协议|签证|工程量|' +
  '对账|结算单|交接|指令|指示|变更|下达|下单|加单|改单|收据|收条|欠条|借条|单据|凭证|转账|支付|付款|交付|缴纳|交纳';
/**
 * The agent's own act: the act right after the agent (业务员签订的, 项目经理签认的, 工长与业主约定的) or the payment or
 * hand-over made to it (向业务员支付, 交付给快递员). A bare word of the agent in the sentence is not enough: 以现场代表签认
 * 的为准 elsewhere, or 本合同构成全部约定 beside a salesman's oral promise (promises-disclaimed), is another act.
 */
const AGENT_ACT = `(?:${AGENT})[^。；;，,]{0,14}(?:${ACT})|(?:${ACT})[^。；;，,]{0,6}(?:${AGENT})`;
/**
 * Disowned: not binding on the party, void, not recognised, the agent's personal act, nothing to do with the party,
 * not a basis of settlement or proof of payment, treated as unpaid, to be paid or performed again, the loss on the other
 * side or on the agent personally.
 */
const DISOWNED =
  // Round 41 read (decision 256): 不对本公司产生约束力 (the party named between 不 and the verb); 须另行向本公司补缴 (paying
  // again, the payee between).
  '不对[^。；;，,]{0,10}(?:发生|产生|具有)(?:任何)?(?:法律)?(?:效力|约束力|拘束力)|(?:另行|重新|再次)向[^。；;，,]{0,8}(?:补缴|补交|补付|支付|付款|缴纳|交纳|付清)|向[^。；;，,]{0,8}(?:补缴|补交|补付)|' +
  '不(?:发生|产生|具有|具备|构成)(?:任何)?(?:法律)?(?:效力|约束力|拘束力)|不构成[^。；;，,]{0,10}(?:约束|义务|意思表示|确认|承诺|行为|付款|支付)|(?:一律|均|概|均属|均为|视为|属于?|系|即为|当然)无效|' +
  '不(?:予|被)?(?:认可|承认|追认)|不予(?:确认|认定|承担|结算|计量|计价|支付|付款)|(?:拒收|拒绝(?:收货|接收))[^。；;，,]{0,6}(?:不予|拒绝|不)(?:付款|支付|结算)|概不(?:认可|承认|负责|承担)|不(?:能|得)?代表|' +
  '(?:均|一律|概)?(?:属|系|视为|认定为|作为|视作)(?:其|该|该人员|该员工)?(?:的)?个人行为|与(?:本公司|公司|我公司|我司|本行|本店|总部|本单位|单位|甲方|乙方|出卖人|卖方|出租方|出租人|发包人|发包方|承包人|供方|承运人)无关|' +
  '(?:本公司|公司|我公司|我司|本行|本店|总部|本单位|甲方|乙方|出卖人|卖方|出租方|出租人|发包人|发包方|承包人|供方|承运人)(?:均|概|一律)?不(?:承担|负)(?:任何)?(?:责任|付款|退款|返还|退还|赔偿|义务)|' +
  '不(?:作为|能作为|得作为|视为|视作|能视为|得视为)[^。；;，,]{0,8}(?:结算|付款|支付|已付|收款|计价|计量|依据|凭证|证据|证明)|' +
  '视为(?:[^。；;，,]{0,6})?未(?:付款|支付|交付|付|收到|履行|交纳|缴纳|缴费|交费|付费)|不(?:视为|视作|认定为)(?:已|其)?(?:向[^。；;，,]{0,8})?(?:付款|支付|交付|收款|履行|确认|清偿)|' +
  '(?<!不|无需|无须|不必|不再|不得)(?:重新|再次|二次)(?:支付|付款|交付|履行|缴纳|交纳|付清)|(?:应|须|需|仍应|仍须|应当)(?:另行|重新|再次)?(?:补缴|补交|补付|另行支付|另行付款|另行缴纳)|由(?:其|该人员|该员工|业务员|经办人|员工|行为人)(?:本人)?个人(?:承担|负责|偿还|负担)|' +
  '(?:损失|风险|后果)[^。；;，,]{0,6}(?:均|全部|概)?由(?:买方|买受人|甲方|乙方|客户|业主|承租人|承租方|发包人|承包人|托运人|寄件人|消费者|用户|对方|相对人|付款人|付款方|采购方|需方|会员|学员|购房人|委托人)(?:自行|自己)?(?:承担|负担|负责)|后果自负';
/**
 * The law's limits kept (an act beyond the agent's powers that the other side had reason to believe in binds, 民法典
 * 第一百七十二条; a restriction does not bind a counterparty in good faith, 第一百七十条), the act ratified, or an act in the
 * agent's own name (a staff member's private loan is not the party's act; the party's own rent or price it collected in
 * its own name still is, round 41 read, decision 256).
 */
const AGENT_FAIR =
  // The broker's or agent's own fee (中介服务费…与出卖人无关) is its own money, not the party's.
  '中介费|中介服务费|居间费|居间服务费|佣金|代理费|经纪费|' +
  '有理由相信|善意(?:的)?(?:相对人|第三人|一方)|表见代理|追认(?:后|的)[^。；;，,]{0,8}(?:发生效力|有效|具有约束力)|以(?:其|该员工|员工)?(?:本人|个人|自己|自身)(?:的)?名义(?![^。；;，,]{0,6}(?:收取|代收|收受)[^。；;，,]{0,8}(?:租金|货款|房款|定金|押金|物业费|价款|款项|服务费|学费|车款|工程款|费用))|依法(?:承担|由)|' +
  // The statute's own rule for an agent without authority (民法典第一百七十一条: beyond its powers or after they ended, not
  // ratified, no effect on the principal) is not a blanket disowning of what the staff do within their duties.
  '(?:超越|超出|超过)(?:代理权|代理权限|授权|权限|职权)[^。；;]{0,40}(?:未经|未获|没有|未得到)[^。；;，,]{0,8}追认|(?:代理权|授权)(?:终止|消灭|期满)[^。；;]{0,30}(?:未经|未获|没有)[^。；;，,]{0,8}追认|' +
  // Goods refused for their quality after the staff signed for them: a quality remedy, not the signature disowned.
  '(?:质量|规格|型号)[^。；;，,]{0,4}(?:问题|不合格|不符|瑕疵|缺陷)|不合格|瑕疵|' +
  // The agent's signature is the measure (以发包人现场代表签认的数量为准): the act binds; what it did not sign is refused.
  '(?:以|依据|根据|按)[^。；;，,]{0,10}(?:代表|经理|人员|项目部|监理|负责人)[^。；;，,]{0,10}(?:签认|确认|签字|考勤|计量|记录|结果)[^。；;，,]{0,10}(?:为准|为依据|计算|结算)|' +
  '(?:代表|经理|人员|负责人)(?:未|没有)(?:经)?(?:签认|签字|确认|签收)的';

/**
 * The loan a party pays part of the price with: a mortgage, a car loan or car-finance instalments, a decoration,
 * training or consumer loan, an acquisition loan, a financing.
 */
const LOAN =
  '按揭|贷款|车贷|房贷|公积金|汽车金融|金融分期|分期(?:付款|贷款|业务|服务|方案|申请)?|消费贷|装修贷|信用贷|学费贷|培训贷|教育贷|并购贷|融资|授信|放款|放贷|批贷';
/** The loan refused, cut or delayed: not approved, not granted in full or on time, a low valuation, a policy change. */
const LOAN_FAILED =
  '(?:未|没有|不能|无法|未能|没能|不予|不被)(?:获得?|取得|通过|得到|获)?[^。；;，,]{0,4}(?:批准|审批|获批|批复|批贷|审核|核准|通过)|拒贷|拒批|被拒|拒绝(?:发放|放款|贷款|审批|批准|受理)|' +
  '(?:未|没有|不能|无法|未能|没能|不予)(?:足额|按时|及时|按期|如期|全额)?(?:发放|放款|放贷|到位|到账|办理|办妥|办成|批下)|' +
  '(?:额度|金额|数额|成数|比例)[^。；;，,]{0,4}(?:不足|核减|减少|下调|降低|调减|压缩|收紧|缩减|不够)|(?:放款|审批|批贷|发放|到账)[^。；;，,]{0,4}(?:延迟|迟延|延误|推迟|延期|滞后|暂停)|' +
  '评估(?:值|价|价值|价格|结果)?[^。；;，,]{0,4}(?:不足|偏低|过低|低于)|(?:政策|规定)[^。；;，,]{0,6}(?:调整|变化|变动|收紧)|贷款不成|' +
  '(?:无论|不论|不管)[^。；;，,]{0,4}(?:何种|任何|什么|何)?(?:原因|理由)';
/**
 * The failure borne by the borrower: it still pays in full, at once, from its own money, makes up the shortfall, is in
 * breach, pays a penalty, loses its 定金 or 订车款, or may not delay payment on that ground.
 */
const FAILURE_BORNE =
  // (What it still owes, with it: the finding's words then say 仍应在十日内以现金付清全部余款, not 仍应 alone.)
  '仍(?:然)?(?:应|须|需|需要|应当|要|得|负有)(?:[^。；;，,]{0,16}(?:付清|支付|补足|补齐|缴清|结清|交清|付款|缴纳|履行|偿还)(?:全部|剩余|所有)?(?:余款|房款|价款|款项|车款|学费|尾款|货款|转让款|工程款|进度款)?)?|(?:一次性|全额|足额|以(?:自有|现金|其他|自筹)资金|自筹(?:资金)?|以现金|现金)[^。；;，,]{0,6}(?:付清|支付|补足|补齐|缴清|结清|交清|付款|缴纳)|' +
  '补足|补齐|差额[^。；;，,]{0,10}(?:支付|付清|自筹|承担)|(?:视为|构成|按)[^。；;，,]{0,6}违约|违约金|违约责任|' +
  '(?:定金|订金|订车款|意向金|诚意金|首付款?|已付款项?|预付款|报名费|学费|保证金)[^。；;，,]{0,6}(?:不予?(?:退还|返还|退)|不退|归[^。；;，,]{0,4}所有|予以没收|没收|作为违约金)|没收|' +
  '风险[^。；;，,]{0,8}由[^。；;，,]{0,8}(?:自行)?承担|不得以[^。；;，,]{0,20}为由[^。；;，,]{0,8}(?:拒绝|迟延|延迟|推迟|延期|拖延|不|减少|中止)|' +
  '不影响[^。；;，,]{0,12}(?:付款|支付|履行|缴纳)|(?:改为|转为|变更为)(?:一次性|全款|现金)';
/**
 * The fair clause: the borrower may withdraw and have its money back, neither side is in breach, or the failure is the
 * borrower's own (it did not apply, gave false papers): then it may be in breach (民法典第一百五十九条 runs the other way).
 */
const FINANCING_FAIR =
  '互不承担|均不承担(?:违约)?责任|不(?:视为|构成|属于|作为)(?:买受人|买方|乙方|学员|业主|收购方|甲方|借款人)?违约|(?<!仍)不(?:承担|负)(?:任何)?违约责任|' +
  '(?:全额|无息|如数)(?:退还|返还|退回)|(?<!不予?|不得|无需|无须|概不)(?:退还|返还|退回)[^。；;，,]{0,10}(?:全部|已付|已交|已缴|已收)[^。；;，,]{0,8}(?:款|定金|订金|费)|' +
  '(?<!非|无论|不论|不管|即使|即便)(?:因|由于)(?:买受人|买方|乙方|学员|业主|收购方|借款人|申请人|客户|消费者|购房人|购车人|受让人|受让方|承租人)(?:自身|本人|个人|自己)?(?:的)?(?:原因|过错|过失|责任)|' +
  '(?:买受人|买方|乙方|学员|业主|收购方|借款人|申请人|客户|购房人|购车人|受让人|受让方|承租人|消费者)[^。；;，,]{0,6}(?:提供虚假|虚假|(?:未|没有|拒绝|拒不|怠于)[^。；;，,]{0,12}(?:提交|提供|申请|办理|配合|签署|补充)[^。；;，,]{0,8}(?:资料|材料|申请|手续|文件|证明))';

export const AGENT_FINANCING_RULES: Readonly<Record<string, readonly FamilyRule[]>> = {
  // What a party's staff do within their duties in its name binds it, and its limits on their powers do not bind a
  // counterparty in good faith (民法典第一百七十条); an act beyond their powers binds where the counterparty had reason to
  // believe in it (第一百七十二条), as a legal representative's does (第六十一条第三款, 第五百零四条). Declaring in advance that
  // orders, receipts, site visas or statements the staff sign do not bind the party, are the staff's personal acts, or
  // must be paid or performed again, is this family; in a format clause it shifts the party's own risk of choosing and
  // controlling its staff (民法典第四百九十七条, 消费者权益保护法第二十六条第二款).
  // A plain payment instruction (货款汇入下列对公账户, 乙方不接受现金) or a notice that the staff may not collect money is
  // not: it tells the other side in advance where to pay, which is the ordinary place of performance, and a counterparty
  // so told is not in good faith as to the limit. What makes the clause one-sided is the pre-declared consequence
  // (视为未付款, 重新支付, 个人行为, 与本公司无关, 损失自担), which disowns even what the staff did within their apparent
  // authority and puts the party's loss from its own staff on the other side.
  'agent-acts-disowned': [
    {
      gate: '员|师|经理|代表|负责人|长|代理|司机|项目部|个人|私人|导游|领队|经纪|中介|居间|代收|顾问',
      all: [AGENT_ACT, DISOWNED],
      none: [AGENT_FAIR],
      window: 90,
      oneSided: false,
      favours: 'any',
    },
  ],
  // 定金 is forfeited only by a party whose non-performance defeats the contract's purpose (民法典第五百八十七条); one who
  // improperly keeps a condition from coming about is taken to have met it, and the seller's own missing papers are often
  // the cause (第一百五十九条); where the purpose cannot be met either side may terminate (第五百六十三条) and what was paid
  // is restored (第五百六十六条). Making the buyer pay in full at once, or treating it as in breach and keeping its 定金,
  // when the loan fails for reasons not its own, shifts that risk; in a format clause it adds to the other side's
  // liability (第四百九十七条, 消费者权益保护法第二十六条第二款). A clause that lets the borrower terminate and have its money
  // back, or that holds it to account only for its own failure (no application, false papers), is fair.
  'financing-failure-borne': [
    {
      gate: '按揭|贷|公积金|金融|分期|融资|授信|放款',
      all: [LOAN, LOAN_FAILED, FAILURE_BORNE],
      none: [FINANCING_FAIR],
      window: 100,
      oneSided: false,
      favours: 'any',
    },
  ],
};
