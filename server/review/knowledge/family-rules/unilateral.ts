/**
 * One-sided-clause family rules (issue 14, decision 190): Rights held by one side alone: to change, end, set off,
 * assign, interpret, extend, suspend, subcontract, decide, record, appraise, accept, enter and act, or to treat
 * silence or a notice sent as agreement.
 * Each rule's groups are synonyms of one element of the meaning (../family-vocab.ts has the shape). Add a synonym with a
 * trigger and a non-trigger sentence in ../checks/families.test.ts.
 */
import { type FamilyRule, LONG_NOTICE, UNILATERAL, CONSENT, INSPECT, NOT_INSPECTION, OTHER_SIDE_BEARS, NOT_ONE_SIDED, PARTY_WORD } from '../family-vocab';

export const UNILATERAL_RULES: Readonly<Record<string, readonly FamilyRule[]>> = {
  'unilateral-change': [
    {
      all: [
        // Round 8 (decision 220): 上浮 / 浮动 by an amount one side sets (上浮幅度由…确定), of any named fee (加盟费, 使用费).
        '调整|变更|修改|修订|上调|提高|上涨|调高|增加|改变|调价|涨价|确定|决定|核定|调减|下调|调低|核减|降低|核增|追加|增收|加收|上浮|浮动|下浮',
        '价格|价款|单价|租金|费用|服务费|收费|费率|报酬|利率|经费|预算|比例|幅度|手册|规范|条款|协议|合同内容|本合同|合同|规则|标准|价|(?<![违滞罚])费(?!用)|(?:服务|课程|教学)?(?:内容|地点|场地|时间|课时|学时|教师|教练|项目)|付款(?:节点|比例|方式|期限|时间|条件)|支付(?:方式|期限|节点)',
        UNILATERAL,
      ],
      // 政府指导价变动 is an outside cause, unless the list goes on to the actor's own view (及其他…认为合理的因素).
      none: [CONSENT, '(?:国家|政府|法律法规)(?![^。；;]{0,24}(?:其他|认为))|不可抗力|仅(?:在|限|以下|下列|于)|以下情[况形]|下列情[况形]|调差|决定(?:作出)?(?:之前|前|以前)'],
      window: 30,
      oneSided: true,
      favours: 'actor',
      notModality: ['mustNot'],
    },
    {
      // 价格以甲方届时公布的为准: no verb of change, the price is whatever one side announces.
      all: ['(?:价格|价款|单价|租金|费用|收费标准|服务费|费率|资费|(?<![违滞罚])费(?:标准)?)[^。；;]{0,12}以[^。；;]{0,16}(?:公布|通知|公示|报价|确定|调整|发布)[^。；;]{0,4}为准|(?:合同|本合同)[^。；;，,]{0,6}(?:单价|价格|价款)[^。；;，,]{0,4}仅(?:供|作)参考|(?:按|以)[^。；;，,]{0,10}(?:当日|届时|发货时|交货时|结算时)[^。；;，,]{0,12}(?:价目表|价格表|报价单?|牌价|挂牌价)'],
      none: [CONSENT, '国家|政府|法律法规|合同签订时|签约时|本合同约定'],
      oneSided: true,
      favours: 'actor',
    },
    {
      // Round 4 (decision 218): a change announced by one side takes effect unless the other objects or leaves
      // (silence is consent), or applies whether or not the other side agrees.
      all: [
        '调整|变更|修改|修订|重新确定|更新',
        '价格|价款|单价|租金|费用|费率|佣金|收费|标准|条款|规则|周期|比例',
        '(?:未|不)[^。；;，,]{0,8}(?:提出异议|申请退出|退出|解除|终止)[^。；;，,]{0,4}(?:的)?[，,]?[^。；;]{0,4}视为(?:同意|接受|认可)|(?:不同意|拒绝)[^。；;，,]{0,4}(?:的)?[，,]?[^。；;]{0,4}不影响[^。；;]{0,12}(?:适用|生效|效力)|(?:公示|公告|发布|通知)[^。；;]{0,16}(?:即行|即|自动)?生效',
      ],
      none: [CONSENT, '(?:国家|政府|法律法规)(?![^。；;]{0,24}(?:其他|认为))|任何一方|各方'],
      window: 80,
      oneSided: true,
      favours: 'actor',
      notModality: ['mustNot'],
    },
    {
      // Round 23 (decision 229): the right and the adjustment far apart in one clause (出租人有权视…状况，在每个租赁年度内对
      // 承租人的租金标准…作出调整).
      gate: '调整|变更|上调',
      all: ['(?:有权|可以)[^。；;]{0,40}(?:对|就)[^。；;，,]{0,16}(?:租金|价格|费用|收费|服务费|物业(?:管理)?费|费率)(?:标准)?[^。；;，,]{0,12}(?:作出|进行)(?:调整|变更|上调)'],
      none: [CONSENT, '(?:国家|政府|法律法规)(?![^。；;]{0,24}(?:其他|认为))|不可抗力|任何一方|各方'],
      window: 90,
      oneSided: true,
      favours: 'actor',
      notModality: ['mustNot'],
    },
  ],
  'unilateral-terminate': [
    {
      all: [
        '解除|终止|解约|退出|收回|撤回|撤销(?:本次|本|该)?(?:交易|转让|收购|合同|协议|股权转让)|(?:取消|放弃)(?:本次|本|该)?(?:交易|采购|订单|投资|合作|收购|服务|活动)',
        // 有权单方解除 alone usually follows a breach named elsewhere; at will is 随时 / 无需理由.
        '随时|任何时候|任何理由|无需[^，,。；;]{0,4}理由|无须[^，,。；;]{0,4}理由|无理由|不需要?[^，,。；;]{0,4}理由|不附理由|不说明理由|随意|任意(?:解除|终止)|根据(?:其|自身|自己)(?:的)?(?:需要|安排|经营需要|意愿)|视[^。；;，,]{0,8}(?:情况|进度|需要)[^。；;，,]{0,4}自行决定|自行决定(?:解除|终止)|视[^。；;，,]{0,8}(?:情况|进度|需要)[^。；;，,]{0,6}(?:单方|自行|随时)?(?:解除|终止)',
      ],
      none: [
        // Consent to data use withdrawn at any time (随时撤回授权) is the data subject's right, not a termination (round 8).
        // A month's notice or more gives the other side time to adjust; a few days' notice does not (round 16).
        `(?:同意|授权)[^。；;]{0,10}撤回|撤回[^。；;]{0,4}(?:同意|授权)|${LONG_NOTICE}|(?<!(?:无需|无须|不必|不需要?|不予|不)[^。；;，,]{0,10})补偿|(?:如|若|如果|在)[^。；;]{0,20}(?:违约|逾期|未按|违反|不符)|(?:违约|逾期|违反|未按)[^。；;]{0,20}的[，,]|协商一致|双方`,
      ],
      oneSided: true,
      favours: 'actor',
      notModality: ['mustNot'],
    },
    {
      // Round 4 (decision 218): ended for the actor's own convenience, with notice, but the other side's losses unpaid.
      all: [
        '解除|终止|解约',
        '(?:基于|因|根据|出于)[^。；;，,]{0,4}(?:其|自身|自己|本方)[^。；;，,]{0,8}(?:经营|安排|需要|考虑|原因|调整|计划)|自身原因|经营需要|便利',
        '不予(?:赔偿|补偿)|不(?:承担|负)[^。；;，,]{0,8}(?:赔偿|补偿|违约)|(?:无须|无需|不必)(?:承担|负)[^。；;，,]{0,8}(?:赔偿|补偿|违约|责任)|不(?:承担|负)(?:其他|任何)(?:的)?责任|(?:仅|只)(?:需|须)?(?:支付|结算|退还)',
      ],
      none: ['双方|任何一方|各方|(?:如|若)[^。；;]{0,20}(?:违约|逾期|违反)'],
      window: 90,
      oneSided: true,
      favours: 'actor',
      notModality: ['mustNot'],
    },
    // Round 5 (decision 219): terminated on a ground that is the actor's own opinion (甲方认为…不能满足其需要, 未达到其预期),
    // often an item of a list under 甲方有权解除本合同：.
    {
      all: [
        '解除|终止|解约|收回',
        '认为[^。；;，,]{0,30}(?:不符合|不能满足|无法满足|不适合|不适宜|不再需要|不满意|不利于|不宜|有损)|认为(?:有必要|必要|需要|合适|适当)|未(?:能)?达到[^。；;，,]{0,12}(?:预期|期望|满意)|不满意|不认可|可能(?:影响|损害|有损)',
      ],
      none: ['双方|共同|任何一方|各方|第三方|鉴定|检测|验收标准|法律|法院|仲裁'],
      window: 160,
      oneSided: true,
      favours: 'actor',
      notModality: ['mustNot'],
      listLead: true,
    },
  ],
  'unilateral-setoff': [
    {
      all: ['扣除|扣减|抵扣|抵销|抵消|冲抵|扣留|扣划|划扣|折抵|直接扣|扣收|扣回', '有权|可以|可(?!能)|直接|径行|自行|无需|无须|不经|单方|任意'],
      none: ['双方(?!之间|其他|的其他|另行签订)|协商|(?<![不未]|(?:[无毋不]需|[无毋]须|不必)(?:另行|事先|事前|再)?)经[^。；;]{0,6}(?:同意|确认)|依法|任何一方|不得(?!(?:提出|有)?(?:任何)?异议)'],
      oneSided: true,
      favours: 'actor',
      notModality: ['mustNot'],
    },
  ],
  'unilateral-assign': [
    {
      all: [
        '(?:转让|转移|让与|移交|转交)(?:给|予)?[^。；;]{0,14}(?:第三方|第三人|他人|任何人|关联方|关联公司|合作方)|将[^。；;]{0,24}(?:权利|义务|债权|债务)[^。；;]{0,8}(?:转让|转移|让与)',
        '有权|可以|可(?!能)|自行|任意|随时|无需|无须|不经|不必|单方',
      ],
      none: ['不得(?!(?:提出|有)?(?:任何)?异议|拒绝|以[^。；;]{0,20}为由)|(?<![不未]|(?:[无毋不]需|[无毋]须|不必)(?:另行|事先|事前|再)?)经[^。；;]{0,8}(?:同意|书面)|未经[^。；;]{0,8}同意|任何一方|双方(?!之间)|各方'],
      oneSided: true,
      favours: 'actor',
      notModality: ['mustNot'],
    },
  ],
  'unilateral-interpret': [
    {
      // Round 8 (decision 220): 以甲方作出的说明为最终解释 — the final word given to one side's statement.
      all: ['解释', '解释权|(?:以|归|属于|由)[^，,。；;]{0,8}(?:的)?(?:解释|理解)(?:为准)?|解释为准|理解为准|以[^，,。；;]{0,16}为(?:最终|唯一|权威)(?:的)?(?:解释|理解)'],
      none: ['(?:以|由|归|属于)双方|双方(?:共同|协商)|协商|共同|法律规定|不利于|不得(?:包含|含有|出现|约定|设置|使用)'],
      oneSided: true,
      favours: 'actor',
    },
    {
      // Round 4 (decision 218): the meaning of an unclear term, or what the contract leaves open, settled by one side.
      all: [
        '歧义|含义|适用范围|理解(?:不一致|有分歧|不同)|理解[^。；;，,]{0,4}(?:存在|有)(?:不同|分歧|争议)|(?:不同|分歧)(?:的)?(?:理解|意见|看法)|(?:含义|理解|解释)[^。；;，,]{0,4}(?:发生|产生|存在|有)(?:不同|分歧|争议)|约定不明|未尽事宜|没有约定',
        `以[^。；;，,]{1,16}(?:的)?(?:条款)?(?:释义|说明|解读)为准|以[^。；;，,]{1,10}(?:的)?(?:理解|解释|意见)为准|由(?:${PARTY_WORD})[^。；;]{0,16}(?:认定|决定|确定|解释|说明)|以(?:${PARTY_WORD})[^。；;]{0,12}(?:认定|理解|意见|说明|决定|解释)为(?:最终|唯一)?(?:准|解释|依据)`,
      ],
      none: ['以双方|双方(?:书面)?确认|双方(?:协商|共同|一致)|协商|共同|各方|法律规定|交易习惯'],
      window: 60,
      oneSided: false,
      favours: 'actor',
    },
  ],
  // Round 5 (decision 219): families first planted by the independent round-5 writer, written from development
  // sentences of the lead (checks/families.test.ts), not from the round-5 ones.
  // One side may put off its own performance (工期, 交货, 交房, 交付) at will and is not in breach for the delay: the
  // other side's claims for late performance (民法典第五百七十七条) and its right to terminate are gone.
  'unilateral-extension': [
    {
      all: [
        '延长|延期|推迟|顺延|推延|延后|展期|调整|变更|延迟|迟延',
        '交货|交付|交房|交稿|交图|交件|(?:出版|发行|播出|上映|交付|开业|开课)(?:的)?时间|装船|装运|装货|工期|竣工|履行期|运输期|期限|时限|里程碑|完工|到货|发货|发运|发车|开工|上线|开业|服务期|结算|付款|支付|放款|配送|送达|运输|派送|送货|派件|日期',
        UNILATERAL,
        `不得以[^。；;，,]{0,10}(?:延误|延期|逾期|迟延)为由[^。；;，,]{0,8}(?:扣减|扣除|拒付|追究|索赔|解除)|(?:不视为|不构成|不属于|不作为)[^。；;]{0,8}(?:逾期|违约|迟延|延误)|不计(?:入|算)?[^。；;]{0,6}(?:逾期|延误|迟延|利息|违约金|罚款)|(?:应|须)(?:给予|予以|予)?配合|不(?:承担|负|支付|负担)[^。；;]{0,14}(?:违约|逾期|迟延|延误|赔偿)|不(?:因此)?(?:承担|负)(?:任何)?责任|(?:无需|无须|不需)[^。；;]{0,8}(?:同意|承担|支付|确认)|(?:不得|无权)[^。；;]{0,12}(?:解除|追究|索赔|要求[^。；;]{0,10}(?:违约|赔偿)|主张[^。；;]{0,6}(?:违约|赔偿))|(?:以|按)[^。；;]{0,10}(?:通知|告知)(?:的)?为准|不因此(?:承担|负)[^。；;]{0,8}(?:违约|逾期|迟延|延误|赔偿|责任)|(?:应予|应当|须)(?:接受|认可|同意)|次数不限|不限次数|不予(?:赔付|赔偿|补偿)|不在[^。；;]{0,6}赔付范围|(?:损失|费用|后果|迟延|延误)[^。；;]{0,8}由(?:${PARTY_WORD})[^。；;]{0,4}(?:自行)?(?:承担|负担)|最长(?:不超过|可达)[^。；;，,]{0,10}(?:[一二两三四五]|\\d)年|最迟(?:不超过|不晚于)[^。；;，,]{0,10}(?:[一二两三四五]|\\d)年|不得(?:以|因)[^。；;]{0,12}(?:延误|延期|逾期|迟延)[^。；;]{0,6}为由[^。；;]{0,16}(?:承担|赔偿|责任)`,
      ],
      none: [
        CONSENT,
        '不可抗力|(?:因|由于)(?:甲方|乙方|对方|发包人|委托方|业主|买方|需方|采购方|定作人|承租人|出租人|客户|用户)[^。；;，,]{0,12}(?:原因|未|延迟|迟延|逾期)|(?<!(?:认为|视)[^。；;]{0,14})相应顺延|任何一方|各方|(?:政府|法律|法规|政策)(?:原因|规定|调整)',
      ],
      window: 90,
      oneSided: true,
      favours: 'actor',
      notModality: ['mustNot'],
    },
    {
      // Round 8 (decision 220): one side's own delay, for any reason, turned into an automatic extension of its deadline
      // while the other side may neither terminate nor claim for the delay.
      all: [
        `期限(?:可)?由(?:${PARTY_WORD})[^。；;，,]{0,10}(?:自行)?(?:延长|顺延|延期)|自动(?:顺延|延长|延期|展期)|(?:任何|一切)(?:原因|理由)[^。；;]{0,30}(?:顺延|延长|延期|展期|推迟)|(?:自身|自己|其)(?:的)?[^。；;，,]{0,6}原因[^。；;]{0,16}(?:相应)?(?:顺延|延长|延期)`,
        '交货|交付|交房|工期|竣工|履行期|期限|完工|到货|发货|开工|上线|开业|服务期|付款|支付|放款',
        '(?:不得|无权|不能)[^。；;]{0,14}(?:解除|追究|主张|索赔|要求)|不(?:承担|负)[^。；;]{0,10}(?:违约|逾期|迟延|延误)|不(?:视为|构成|属于)[^。；;]{0,6}(?:违约|逾期|迟延)',
      ],
      none: [
        CONSENT,
        '不可抗力|(?:因|由于)(?:甲方|乙方|对方|发包人|委托方|业主|买方|需方|采购方|定作人|承租人|出租人|客户|用户)[^。；;，,]{0,12}(?:原因|未|延迟|迟延|逾期)|任何一方|各方|(?:政府|法律|法规|政策)(?:原因|规定|调整)|续(?:期|约|租|签)',
      ],
      window: 100,
      oneSided: false,
      favours: 'actor',
    },
    {
      // Round 23 (decision 229): more time for one's own business risks (材料供应紧张、劳动力不足), which are no excuse.
      gate: '延长|顺延|推迟|延期',
      all: [
        '(?:因|由于)[^。；;]{0,10}(?:材料(?:供应)?(?:紧张|短缺|不足)|劳动力(?:不足|短缺|紧张)|人手不足|人员不足|设备(?:故障|不足)|资金(?:紧张|不足)|分包商|供应商)[^。；;]{0,30}(?:延长|顺延|推迟|延期)',
        '工期|交货|交付|期限|完工|竣工|履行期|交图',
      ],
      none: ['不可抗力(?![^。；;]{0,4}(?:以外|之外))|(?:发包人|发包方|甲方|业主|委托方|建设单位)(?:原因|未|延迟)|双方|协商|不(?:得|予|能)顺延|不(?:作为|构成|视为)[^。；;，,]{0,6}(?:顺延|延期)'],
      oneSided: false,
      favours: 'actor',
    },
  ],
  // Round 7 (decision 219): families first planted by the independent round-7 writer, written from the lead's
  // development sentences, not from the round-7 ones.
  // One side may suspend its own performance (暂停、中止、冻结、停止供应) at will and owes nothing for it: not the
  // defences of 民法典第五百二十五至五百二十七条, which need the other side's non-performance.
  'unilateral-suspension': [
    {
      all: [
        '停课|停运|停托|停园|停诊|暂停|中止|中断|冻结|封停|停止运行|停止(?:提供|供应|供货|供电|供水|供气|服务|履行|发放|放款|施工|作业|生产|营业|工作)|停工|停水|停电|停气|断网|断电|(?:暂缓|推迟|延缓)(?:发货|交货|供货|付款|放款|结算|履行|交付)',
        UNILATERAL,
        `待[^。；;，,]{0,6}(?:决定|认为|通知)[^。；;，,]{0,6}(?:恢复|重启)|(?:无须|毋须|不必|不需)[^。；;]{0,8}(?:通知|告知|说明)|不(?:因此|因之)?(?:对|向)?[^。；;，,]{0,6}(?:承担|负)[^。；;]{0,10}(?:责任|违约|赔偿)|不(?:承担|负)[^。；;]{0,14}(?:任何)?损失|不(?:视为|构成)[^。；;]{0,6}违约|(?:已收|已交|已付|已缴|预收|预交)[^。；;，,]{0,6}(?:费|款|租金)[^。；;，,]{0,4}不(?:予)?(?:减免|退还|退|减少|扣减)|(?:并|同时)?(?:停发|停止支付|暂停支付|不再支付)[^。；;，,]{0,6}(?:底薪|保底|工资|报酬|费用|收入|分成)|不经(?:事先)?(?:通知|催告|同意)|未经(?:事先)?通知|不计(?:息|利息|收益)|不得(?:追究|要求)[^。；;]{0,12}(?:责任|赔偿|违约)|无需[^。；;]{0,8}(?:通知|承担|说明|理由)|(?:损失|后果|费用)[^。；;]{0,8}由(?:${PARTY_WORD})[^。；;]{0,4}(?:自行)?(?:承担|负担|自负|自理)|(?:暂停|中止|冻结|封停|停止)期间[^。；;]{0,12}(?:照常|仍|继续)[^。；;]{0,6}(?:计收|收取|支付|计费|缴纳)|(?:暂停|中止|冻结|封停|停止)期间[^。；;]{0,8}不(?:予|向|再)?[^。；;]{0,6}(?:支付|补偿|退还|计算|减免|减少|扣减)|不得(?:主张|要求)[^。；;，,]{0,6}(?:任何)?(?:损失|赔偿|补偿)|(?:停课|暂停|停止|停运)期间[^。；;]{0,6}不(?:另行)?(?:补课|补足|补偿|顺延)|(?:暂停|中止|冻结)?(?:的)?期限由(?:${PARTY_WORD})[^。；;]{0,4}(?:自行)?(?:决定|确定)|不予(?:任何)?(?:补偿|赔偿)|不得[^。；;]{0,4}要求[^。；;]{0,10}(?:承担|赔偿|补偿)|不计入[^。；;]{0,12}(?:不可用|故障|违约|赔偿)|不得(?:以此|据此|因此)?[^。；;]{0,4}主张[^。；;]{0,8}违约|(?:丢失|中断|灭失)[^。；;]{0,8}由(?:${PARTY_WORD})[^。；;]{0,4}(?:自行)?(?:承担|负担)|直至[^。；;，,]{0,10}满意为止|不(?:对|向|就)[^。；;，,]{0,16}(?:损失|后果)[^。；;，,]{0,4}(?:承担|负)|不得(?:因此|据此|以此)?(?:追究|要求)[^。；;，,]{0,8}(?:违约责任|赔偿|责任)|(?:损失|后果)[^。；;，,]{0,8}由其(?:自行)?(?:承担|负担)`,
      ],
      none: [
        CONSENT,
        '不可抗力|(?:如|若|在)(?!任何时[候间]|任何情况)[^。；;]{0,20}(?:欠费|逾期|未(?:按时|按约|按照约定)?(?:支付|缴纳|付款|交纳)|违约|违反)|(?:逾期|拖欠|欠缴)[^。；;]{0,16}的[，,]|违法|依法|检修[^。；;]{0,12}提前|提前[^。；;]{0,6}(?:日|天)|任何一方|各方|双方',
      ],
      window: 90,
      oneSided: true,
      favours: 'actor',
      notModality: ['mustNot'],
    },
    // 民法典第九百四十四条: a property manager may not cut water, power, gas or heat to collect its fees.
    {
      // Round 8 (decision 220): 停止提供电梯、供水等服务 — the services named after the verb.
      all: [
        '物业|业主',
        '停水|停电|停气|停暖|断水|断电|停止供(?:水|电|气|暖|热)|限制[^。；;]{0,6}(?:门禁|通行|电梯|出入)|(?:停止|暂停|中断|中止)[^。；;，,]{0,10}(?:提供|供应)?[^。；;，,]{0,4}(?:电梯|供水|供电|供气|供暖|供热|用水|用电|燃气|门禁|水电)|(?:停用|锁定|注销|收回)[^。；;，,]{0,6}(?:门禁|电梯卡|门卡)',
        '欠(?:缴|交|费)|拖欠|催(?:缴|交|收)|未(?:按时|按期|如期|及时)?(?:缴纳|交纳|支付|缴费|交费|付费)',
      ],
      none: ['不得|禁止|严禁|不能|无权'],
      window: 60,
      oneSided: false,
      favours: 'actor',
    },
  ],
  // Round 10 (decision 220): families first planted by the independent round-10 writer, written from the lead's
  // development sentences, not from the round-10 ones.
  // The main work handed to someone else without the other side's consent (民法典第九百二十三条 转委托, 第七百七十二条 承揽的
  // 主要工作, 第七百九十一条 分包 and 主体结构), often with the first party's liability for the helper disclaimed.
  'unilateral-subcontract': [
    {
      gate: '转交|转委托|分包|转包|外包|委托给|交由|交给|委托其他|委托第三|由其他|由第三|安排其他|指派其他|委派其他|安排第三|指派第三|转由|合作机构|合作的|指派|委派|合作单位',
      all: [
        // The right stands before the handing-on (可以将…分包), or a bar on objecting / a disclaimer follows it; 乙方转包
        // 甲方有权解除合同 gives the right to the other side.
        '(?:可以|可(?!能)|有权|自行|随时)[^。；;]{0,24}(?:指派|委派|安排|转)给(?:其他|第三|外部|其合作|合作)|(?:可以|可(?!能)|有权|自行|无需|无须|不经|不必|随时)[^。；;]{0,36}(?:转由|转交|转委托|分包|转包|外包|委托给(?:第三|其他|其|任何)|委托(?:其他|第三)|交由|交给|一并委托|由(?:其他|第三)|(?:安排|指派|委派)(?:其他|第三|外部|其合作|合作)[^。；;，,]{0,8}(?:机构|单位|公司|事务所|律所))|(?:转委托|分包|转包|外包|交由|交给|委托给)[^。；;]{0,40}(?:(?:不得|无权)(?:提出)?(?:任何)?异议|(?:无需|无须|不必)[^。；;，,]{0,8}同意|与[^。；;，,]{0,8}无关|不(?:对|就)[^。；;，,]{0,10}(?:承担|负))',
        '(?:指派|委派|安排|转)给(?:其他|第三|外部|其合作|合作)[^。；;，,]{0,10}(?:律师|会计师|人员|机构|单位|公司|事务所|律所|所)|转委托|分包|转包|外包|转由[^。；;，,]{0,12}(?:承接|施工|完成|承担)|(?:安排|指派|委派)(?:其他|第三|外部|其合作|合作)[^。；;，,]{0,8}(?:机构|单位|公司|事务所|律所)[^。；;，,]{0,8}(?:人员|律师|会计师|员工)?[^。；;，,]{0,4}(?:承办|代为|代理|办理|完成|处理|负责)|转交(?:给)?(?:其他|第三|任何|外部)|委托给(?:第三|其他|其|任何)|委托(?:其他|第三)[^。；;，,]{0,6}(?:完成|处理|承担|办理|提供)|(?:交由|交给)[^。；;，,]{0,16}(?:承办|代理|负责|完成|处理|提供|承担|办理|实施|运输|承运|施工|加工|生产|开发|设计|运营|服务)|由(?:其他|第三)[^。；;，,]{0,8}完成[^。；;，,]{0,6}主要|一并委托|(?:安排|指派|委派)[^。；;，,]{0,6}(?:合作机构|合作单位|第三方|其他机构|外包)(?:的)?(?:人员|员工)',
      ],
      none: [
        CONSENT,
        '不得(?:擅自)?(?:将)?[^。；;，,]{0,12}(?:转委托|分包|转包|外包|交由|交给)|禁止|严禁|未经[^。；;]{0,12}同意|紧急情况|双方|任何一方|各方',
      ],
      window: 80,
      oneSided: false,
      favours: 'actor',
    },
  ],
  // Quantities, amounts or performance fixed by one side's own records, which the other side may not dispute.
  'one-sided-record': [
    {
      all: [
        `(?:以|依|按|依据|根据|按照)[^。；;]{0,16}(?:记录|记载|数据|签认|统计)[^。；;]{0,8}作为(?:最终|唯一)(?:的)?(?:计量|结算|计算|计费)?依据|(?:以|依|按|依据|根据|按照)[^。；;]{0,16}(?:记录|记载|数据|考勤|记工|工时|签认|账务|账目|账册|账簿|记账凭证|台账|系统|后台|出库单|入库单|过磅单|磅单|验收单|签收单|送货单|过磅|计量|核定|统计|报表|抄表|报告|核算|读数|称重|检测|质检|化验|水表|电表|气表|证明|出具的对账单)[^。；;]{0,8}(?:为准|为(?:最终|唯一)?(?:结算)?依据|确定|计算|结算)|(?:终局|唯一|最终)(?:的)?(?:证据|凭据|凭证)|由(?:${PARTY_WORD})[^。；;，,]{0,8}(?:过磅|称重|定级|计量|评级)[^。；;，,]{0,4}(?:确定|为准)|(?:以|依|按|依据|根据|按照)(?:${PARTY_WORD})[^。；;，,]{0,10}(?:记录|账册|账簿|台账|系统|磅单|过磅单|入库单|出库单|报表|读数)(?:的)?(?:记载|所载|载明)|(?:自行|另行|单独)[^。；;，,]{0,12}(?:数据|结果|记录|报告)[^。；;，,]{0,4}(?:不予采纳|不予认可|不被采纳|不作为|无效)|(?:以|由|依)[^。；;]{0,16}(?:填写|制作|记录|出具)的[^。；;]{0,8}(?:表|单|明细|记录|账目)[^。；;]{0,4}(?:确定|认定|为准|为依据)|是否签字[^。；;]{0,6}不影响|(?:单方|自行)(?:核定|认定|计量|统计|确定|审核|审定|确认)|(?:审核|审定)确认的[^。；;，,]{0,6}为准|(?:以|依|按|依据|根据|按照)[^。；;]{0,16}(?:结算单|结算清单|计量单|称重单|称量结果|评定结果)[^。；;]{0,8}(?:为准|为(?:最终|唯一)?(?:结算)?依据|确定|计算|结算)|(?:统计|记录|数据)[^。；;，,]{0,16}为[^。；;，,]{0,10}(?:唯一|最终)(?:的)?(?:标准|依据)`,
        `${PARTY_WORD}|平台|公司|银行|单位|物业(?:管理处|服务中心|公司|管理公司)?|管理处`,
      ],
      none: ['双方(?:共同|签字|签章|盖章|确认|核对|签认)|共同(?:确认|核对|计量|签字)|^(?![^。；;]*(?:(?:出具|生成|制作|开具|导出)的[^。；;]{0,4}(?:对账单|数据)|以[^。；;，,]{0,6}记录为准))[^。；;]*?(?<!不作为|不能作为|不得作为|不再作为)对账|(?:有|存在)异议的?[，,]?[^。；;]{0,10}(?:可以|有权|可)|(?<!不得以|不得依据|不得根据|不得援引)第三方(?![^。；;]{0,12}不(?:作为|能作为|得作为|予采信|予采纳|予认可))|公证|国家|法定|检定|任何一方|各方'],
      window: 40,
      oneSided: false,
      favours: 'actor',
    },
    {
      // Round 4 (decision 218): a figure fixed by an auditor or valuer one side alone appoints.
      all: [
        `(?:以|按|依|依据|根据|按照)(?:${PARTY_WORD})(?:单方|自行)?(?:委托|指定|聘请|选定|选聘)的[^。；;]{0,20}(?:审核|审计|核定|鉴定|评估|结论|数字|结果|报告|意见)`,
        '为准|为(?:最终|唯一)?依据|计算|确定|终局|约束力|不得[^。；;]{0,8}(?:异议|鉴定|审计)',
      ],
      none: ['双方(?:共同|协商)|共同(?:委托|选定|指定)|(?:有|存在)异议的?[，,]?[^。；;]{0,10}(?:可以|有权|可)|任何一方|各方|法院|仲裁'],
      window: 80,
      oneSided: false,
      favours: 'actor',
    },
  ],
  // Round 6 (decision 219): families first planted by the independent round-6 writer, written from the lead's
  // development sentences, not from the round-6 ones.
  // A loss, a quality or a cause fixed by an appraiser, adjuster or expert one side alone picks, binding the other
  // (民事诉讼法 and 民法典 leave a disputed fact to an appraisal both sides can challenge).
  'designated-appraisal': [
    {
      gate: '化验室|委员会|中心|机构|公估|评估|估价|鉴定|检测|检验|专家|审计|单位|公司|评审|部门|团队|修理厂|维修厂|定损|认定|评定|核定|兽医|工程师|技术人员|医生',
      all: [
        `由[^。；;，,]{0,8}(?:单方|自行)?(?:指定|选定|委托|聘请|派出)的[^。；;，,]{0,6}(?:质检员|检验员|化验员|评级员|验收员|技术员|工程师|评估师)|(?:${PARTY_WORD})(?:单方|自行)?(?:聘请|委托|指定|选定|组织|选聘|选择|确定|合作|签约|授权|认可|自有|自设|内部|下属)(?:的)?[^。；;]{0,12}(?:机构|公估|评估|估价|鉴定|检测|检验|专家|审计|单位|公司|评审|修理厂|维修厂|定损|实验室|化验室|检测中心|委员会|兽医|医生|工程师|技术人员)|(?:${PARTY_WORD})(?:的)?(?:技术|质检|质量|财务|法务|工程|检测)?(?:部门|团队|人员|工程师|技术员|兽医)[^。；;]{0,8}(?:认定|判定|确认|鉴定|核定|评定|出具|检测)|由(?:${PARTY_WORD})(?:单方|自行)?(?:组织)?(?:评估|鉴定|检测|认定|评定|核定)(?:确定)?|(?:${PARTY_WORD})?[^。；;，,]{0,4}送(?:其|往|至)?(?:自有|自设|内部|指定)(?:的)?[^。；;，,]{0,4}(?:实验室|化验室|检测中心|机构)|(?:${PARTY_WORD})的?(?:质检员|检验员|化验员|技术员|工程师)[^。；;，,]{0,6}(?:现场)?(?:判定|认定|确定|评定)|(?:本院|我院|本中心|我中心|本机构|我机构|本校|我校|本店|我店|本行|我行|我司|我方)(?:的)?(?:单方|自行)?(?:聘请|委托|指定|选定|组织|选聘|成立|设立|内部)?(?:的)?[^。；;]{0,12}(?:专家|评审|鉴定|医务|委员会|小组|部门|科室)|由[^。；;，,]{0,8}(?:单方|自行)?(?:指定|选定|委托|聘请)的[^。；;，,]{0,10}(?:机构|鉴定|检测|专家|单位)|由[^。；;，,]{0,8}指定的[^。；;，,]{0,6}(?:维修厂|修理厂|质检站|检测站|公估)`,
        '按[^。；;]{0,4}(?:定损|核损)(?:的)?(?:金额|结果|结论|数额)|为准|为(?:最终|唯一)?(?:依据|意见|结论)|终局|作为(?:最终|终局)|应予(?:认可|确认)|无条件(?:接受|认可)|不得(?:提出)?(?:任何)?异议|不得另行[^。；;]{0,6}(?:鉴定|检测|评估)|具有(?:最终)?约束力|决定|核定|判定|认定|评定|(?:评审|评估)?确定|(?:应当|应予)认可|按[^。；;]{0,4}(?:评定|评估|鉴定)(?:的)?(?:金额|结果|结论)|不得(?:申请|要求)重新(?:鉴定|检测)|具有约束力|为最终[^。；;，,]{0,4}依据',
      ],
      none: ['双方(?:共同|协商)|共同(?:委托|选定|指定|确定)|(?:有|存在)异议的?[，,]?[^。；;]{0,10}(?:可以|有权|可)|任何一方|各方(?![^。；;，,]{0,3}(?:具有|有)(?:终局|最终)?(?:的)?约束力)|法院|仲裁|(?<!不得[^。；;]{0,6})重新(?:鉴定|检测)'],
      window: 90,
      oneSided: false,
      favours: 'actor',
    },
  ],
  // Acceptance left to one side's satisfaction (以甲方满意为准, 甲方认为合格即为合格): quality without a standard is measured by
  // the national, trade or usual standard (民法典第五百一十一条第一项), not by the buyer's taste; the price becomes optional.
  'acceptance-discretion': [
    {
      gate: '满意|认为|主观|自行判断|认可',
      all: [
        '验收|合格|质量|交付|成果|效果|服务|拒收|付款',
        `以(?:${PARTY_WORD})[^。；;，,]{0,4}(?:是否)?(?:满意|认可|主观判断|自行判断)为(?:准|标准|依据)|(?:${PARTY_WORD})(?:认为|判断)[^。；;，,]{0,6}(?:合格|满意|符合要求)(?:的)?(?:即|方|才)?(?:为|视为)?[^。；;，,]{0,4}(?:合格|通过|为准)|(?:${PARTY_WORD})(?:不满意|不认可)的[，,]?[^。；;]{0,12}(?:不予验收|视为不合格|有权拒收|不予付款|拒付)`,
      ],
      none: ['国家标准|行业标准|技术标准|约定的(?:标准|指标|参数)|附件|双方(?:共同|确认)|依法'],
      window: 60,
      oneSided: false,
      favours: 'actor',
    },
  ],
  // The payer decides when to pay by its own cash flow or budget (根据其资金状况安排付款): no date means the debt may be
  // claimed at any time (民法典第五百一十一条第四项); a term that leaves it to the payer empties the payee's main right.
  'payment-at-discretion': [
    {
      gate: '资金|财务|预算|经营状况|自行确定|自行安排|另行确定|另行安排',
      all: [
        '付款|支付|结算|拨付|付清|尾款|货款|工程款|服务费|报酬|价款|租金',
        `(?:根据|依据|视|按照?)(?:其|自身|自己)?(?:的)?(?:资金|财务|经营)(?:状况|情况|安排|计划|预算)|(?:付款|支付|结算)(?:的)?(?:时间|期限|日期|进度|节点)[^。；;，,]{0,6}由(?:${PARTY_WORD})?[^。；;，,]{0,4}(?:自行|另行|单方)(?:确定|决定|安排)|资金(?:到位|宽裕|充足)(?:后|时)|(?:待|在)[^。；;，,]{0,8}(?:资金|预算)[^。；;，,]{0,6}(?:到位|批复|充足|审批)[^。；;，,]{0,4}(?:后|时)`,
      ],
      none: ['双方协商|(?:不得|不能|不应)以|(?:最迟|最晚)[^。；;]{0,10}(?:日|月)|\\d+(?:日|天)内|[一二三四五六七八九十]+(?:日|天|个工作日)内|个月内|依法|预算内|年度预算'],
      window: 60,
      oneSided: false,
      favours: 'actor',
    },
  ],
  // One side may enter the other's home or premises, or search its books, systems or belongings, at any time and
  // without notice (民法典第一千零三十三条: no entry into another's private space without consent). The statutory
  // right to check the progress and quality of the work (第七百九十七条、第七百七十九条) stays out.
  'inspection-at-will': [
    {
      // Without notice or appointment: the words say it all.
      all: [INSPECT, '不经(?:预约|通知|同意|许可)|(?:无需|无须)(?:事先|提前)?(?:通知|预约|同意|告知)|不限次数|次数不限|次数不受限制|不受次数限制|未经通知|不(?:事先|预先)?(?:通知|预约|告知)|(?:不在|外出)(?:家)?(?:时|期间)|(?:留存|保留)[^。；;，,]{0,6}钥匙|备用钥匙|随时[^。；;，,]{0,6}(?:进入|入户|派员|派人)'],
      none: [CONSENT, NOT_INSPECTION],
      window: 60,
      oneSided: false,
      favours: 'actor',
    },
    {
      // At any time, and the other side may not refuse.
      all: [
        INSPECT,
        '随时|任何时(?:间|候)|任意时间|(?:认为)?(?:有)?必要时|凭其判断',
        '不得(?:以任何理由)?(?:拒绝|阻挠|阻止|设置|妨碍|拒不)|(?:应|须)(?:当)?(?:予以|无条件)?(?:配合|提供便利)|无条件|视为[^。；;]{0,4}违(?:纪|约|反)',
      ],
      none: [CONSENT, NOT_INSPECTION],
      window: 60,
      oneSided: false,
      favours: 'actor',
    },
    {
      // At any time into a room or through personal belongings: a private space needs no bar to be one-sided.
      all: [INSPECT, '随时|任何时(?:间|候)|任意时间|不定期', '(?:私人|个人)(?:的)?(?:物品|财物|手机|电脑|信件|用品)|居室|宿舍|住宅|住所|卧室|寝室|(?:一切|全部|所有|任何)(?:的)?[^。；;，,]{0,4}(?:资料|账簿|账目|账册|台账|文件|数据|记录)|不论[^。；;]{0,12}是否|服务器|办公终端|专有部分|户内|室内|派员进驻|进驻[^。；;，,]{0,10}(?:场所|现场|工地|公司)'],
      none: [CONSENT, NOT_INSPECTION],
      window: 60,
      oneSided: false,
      favours: 'actor',
    },
    {
      // Anticipating the next writer (decision 222): what may be searched reaches past the contract (有关或无关).
      gate: '无关|不相关|是否与',
      all: [INSPECT, '(?:有关|相关)(?:或|与|及)(?:者)?(?:无关|不相关)|(?:无论|不论|不管)[^。；;，,]{0,6}是否与[^。；;，,]{0,12}(?:有关|相关)'],
      none: [CONSENT, NOT_INSPECTION],
      window: 60,
      oneSided: false,
      favours: 'actor',
    },
  ],
  // One side enforcing its claim by its own hand — changing locks, selling the other's goods, driving off its car,
  // keeping its papers — without a court (民法典第四百五十三条 gives a lien holder at least sixty days' notice; 第六百四十二条
  // conditions the seller's taking back; 劳动合同法第九条 forbids keeping a worker's ID card).
  'self-help-remedy': [
    {
      // Enforcing a debt by one's own hand: the act, and the debt or default it answers.
      gate: '变卖|拍卖|处置|出售|开走|扣留|扣押|取回|取走|拿走|收回|拆除|搬出|清理|锁车|更换门锁|换锁|锁定|远程|停用|搬回|运回|拉回|搬走|封存|查封|断电',
      all: [
        '(?:有权|可以|可(?!能)|自行|直接)[^。；;]{0,16}(?:变卖|拍卖|处置|出售|开走|开回|拖回|扣留|扣押|取回|取走|拿走|拆除|搬出|清理|锁车|更换门锁|换锁|搬回|运回|拉回|搬走|封存|查封)|(?:有权|可以|可(?!能)|直接)[^。；;]{0,8}(?:远程)?(?:锁定|锁死|停用)[^。；;，,]{0,8}(?:车辆|设备|系统|账户|房屋)',
        '直至[^。；;，,]{0,12}(?:赔偿|支付|付清|结清|履行)|欠(?:款|费|缴|付|租)|拖欠|未(?:按期|按时|如期)?(?:支付|付清|缴纳|还款|偿还|交纳)|逾期|违约|抵偿|抵债|清偿|付清[^。；;，,]{0,6}前|解除后|未足额|未结账|未结清|直至[^。；;，,]{0,10}(?:付清|结清)',
      ],
      none: ['依法|(?<!不经|无需|无须|不通过|不必)(?:法院|诉讼|仲裁)|优先受偿|(?<![无毋不]需|[无毋]须|不必)经[^。；;]{0,8}同意|双方|任何一方|协商|(?:提前|宽限期|催告)[^。；;]{0,10}(?:日|天|个月)|催告后|不得|禁止|严禁|放弃'],
      window: 80,
      oneSided: false,
      favours: 'actor',
    },
    {
      // A worker's or a customer's identity papers kept by the other side (劳动合同法第九条).
      all: ['(?:身份证|学历证书|毕业证|学位证|证件|护照)[^。；;]{0,8}原件[^。；;]{0,16}(?:交由|交给|交|由)[^。；;]{0,10}保管|(?:有权|可以|可(?!能)|应当?|须)[^。；;]{0,8}(?:保管|留存|收取|收存|代为保管|暂存)[^。；;]{0,8}(?:身份证|学历证书|毕业证|学位证|护照|资格证)(?![^。；;，,]{0,6}复印件)|(?:有权|可以|可(?!能)|应当?)[^。；;]{0,8}(?:扣(?:押|留)|暂扣|扣存)[^。；;]{0,8}(?:身份证|证件|护照|毕业证|学历证书)|(?:入职|签约)时[^。；;，,]{0,4}(?:保管|收取|扣留|留存)[^。；;，,]{0,4}(?:其)?(?:身份证|学历证书|毕业证|护照)'],
      none: ['不得|禁止|严禁|采取|侵犯|行为的|复印件|核对后(?:当即|立即)?(?:返还|退还)'],
      oneSided: false,
      favours: 'actor',
    },
  ],
  // A notice one side sends counts as received when sent, posted or published, whatever the other side actually got
  // (民法典第一百三十七条: a notice takes effect when it reaches the other side).
  'deemed-service': [
    {
      all: [
        '送达|收到|知悉|收悉|签收|(?:书面)?通知义务|已(?:书面)?通知|告知|生效|效力',
        '视为|即为|推定|认定为|为送达(?:日|时间|之日)|即(?:已)?送达|均为|(?:产生|发生|具有)[^。；;]{0,4}送达(?:的)?效力|即(?:构成|发生)[^。；;]{0,8}(?:送达|生效)|即(?:时)?生效|作为[^。；;]{0,10}(?:收悉|收到|送达)|(?:自|于)[^。；;，,]{0,12}(?:发出|发送|寄出|寄送|交邮|交寄|公告|公布|发布|推送|张贴|上传)[^。；;，,]{0,6}(?:时|之时|之日|当日|后)(?:起)?[^。；;，,]{0,10}(?:生效|发生效力|产生效力|送达)|底单|寄件凭证|邮寄凭证',
        '投放|塞入|放置|留置|发出|发送|寄出|寄往|寄送|交邮|交寄|公告|公布|公示|张贴|发布|上传|推送|发送成功|投递',
      ],
      none: [
        '(?<!不以|无需|无论[^。；;]{0,10})(?:签收|实际收到|收到|到达)(?:之日|之时|时)(?:为|视为)?|(?:显示|系统)[^。；;]{0,6}收到|任何一方|双方|各方|变更[^。；;]{0,12}(?:地址|联系方式)[^。；;]{0,24}(?:未|没有)[^。；;]{0,6}(?:通知|告知)|拒收|拒绝签收',
        // Silence on a statement deemed its acceptance is silence-as-consent, not service (round 9).
        '未[^。；;，,]{0,8}(?:回复|答复|异议|否认|反对)[^。；;]{0,12}视为[^。；;]{0,8}(?:认可|同意|确认|接受)',
      ],
      window: 70,
      oneSided: true,
      favours: 'actor',
    },
  ],
  // Round 8 (decision 220): families first planted by the independent round-8 writer, written from the lead's
  // development sentences (checks/families.test.ts), not from the round-8 ones.
  // The other side's silence within a short time, or its continued use, deemed consent to a change or a figure one side
  // proposes (民法典第一百四十条: silence is a declaration only where the law, an agreement or usage says so — a clause
  // that does so lets one side change the deal by notice).
  'silence-as-consent': [
    {
      all: [
        '(?:未|没有|不|逾期未|逾期不)[^。；;，,]{0,14}(?:回复|答复|反对|异议|否认|表示|拒绝|回应|退出|注销|销户|解约|停止使用|签署意见|意见|退课|退学|退费|解除|修改|更正|更改|提前还款|还清)|(?:继续|仍然?|照常|依旧)[^。；;，,]{0,4}(?:使用|登录|访问|接受|购买|履行|充值|下单|下达|订购|采购|经营|租用|享受|消费|展业|营业|合作|供货|开展)|沉默|不作(?:任何)?(?:表示|回应|答复)|未(?:提前)?(?:清偿|还款|解除|退出|终止|结清)[^。；;，,]{0,8}的?[，,]?视为(?:接受|同意|认可)',
        '视为|推定|认定|即为|等同于|当作|作为|表明|表示|即受|即成为|即告|自动(?:适用|生效|成立|执行)|即(?:对[^。；;，,]{0,8})?(?:具有|有|产生)约束力|即(?:应|须|需)[^。；;，,]{0,4}(?:按|依|遵照)',
        '同意|接受|认可|认同|确认|无异议|知悉|遵守|受[^。；;]{0,8}约束|约束力|(?:结算|计费)(?:的)?依据|成立|适用|按[^。；;，,]{0,8}(?:执行|施工|履行)|达成一致|一致意见',
        '变更|调整|修改|修订|新版|更新|方案|费率|收费|价格|租金|标准|条款|协议|规则|确认函|确认单|报价|计划|安排|签证|费用|对账单|结算单|金额|债权|债务|应收账款|款项|订单|章程|指令|扣款|返利|调岗|岗位|工作地点|薪酬|工资|待遇',
      ],
      none: [
        // Round 9 (decision 220): a statement of account (对账单, 结算单) confirmed by silence is in the family too.
        // An acceptance deemed passed (视为验收合格) is short-inspection's; an acceptance opinion with deductions is not.
        '(?<!视为)双方|视为双方(?:同意|确认|认可)|印刷文字|任何一方|各方|不(?:应|能|得)?视为|不构成|不(?:产生|发生)[^。；;]{0,6}效力|(?:视为|即为|认定为?)[^。；;，,]{0,10}(?:验收|检验)?(?:合格|通过)|检验|质量|签收|收货|(?:视为|即为|即)[^。；;，,]{0,6}(?:已)?送达|发票',
      ],
      window: 70,
      oneSided: false,
      favours: 'other',
    },
  ],
  // A backstop for one-sided clauses no family names yet (decision 220): one named side acts at its sole discretion
  // (随时, 自行决定, 无需通知, 认为必要时) and the other side may not object or bears the whole consequence. It reports the
  // imbalance a lawyer reads in any such clause; a family that names the risk takes its place (yieldTo).
  'one-sided-discretion': [
    {
      gate: '随时|任意|单方|自行|(?:根据|依据?|按照?|视)(?:其|自身|自己)|认为(?:有)?(?:必要|合适|适当|需要)|无需|不经|不受',
      all: [
        `(?:${PARTY_WORD})[^。；;，,]{0,8}(?:有权|可以|可(?!能)|得以)?[^。；;，,]{0,6}(?:随时|任意|单方(?:面)?|自行(?:决定|确定|认定|判断|选择)|(?:根据|依|依据|按照?|视)(?:其|自身|自己)(?:的)?[^。；;，,]{0,6}(?:判断|需要|情况|安排|考虑|意愿|决定)|(?:其|自身)认为(?:有)?(?:必要|合适|适当|需要)|无需(?:事先|提前)?(?:通知|同意|说明理由|征得|告知)|不经[^。；;，,]{0,6}(?:同意|通知|预约)|不受[^。；;，,]{0,6}限制)`,
        OTHER_SIDE_BEARS,
      ],
      none: [CONSENT, NOT_ONE_SIDED],
      window: 80,
      oneSided: false,
      favours: 'actor',
    },
    {
      // The right and the discretion apart in one sentence (可以根据工作需要…, 无需另行征得…同意), and the other side barred
      // or the actor free of liability (round 10).
      gate: '随时|任意|自行|无需|无须|不经|需要|情况|认为',
      all: [
        '随时|任意|自行(?:决定|确定|认定|判断|选择)?|(?:无需|无须)[^。；;，,]{0,6}(?:同意|通知|告知|征得)|不经[^。；;，,]{0,6}(?:同意|通知)|根据[^。；;，,]{0,8}需要|视[^。；;，,]{0,8}(?:情况|需要)|认为(?:有)?(?:必要|合适|适当|需要)',
        `(?:${PARTY_WORD})[^。；;，,]{0,6}(?:有权|可以|可(?!能))`,
        OTHER_SIDE_BEARS,
      ],
      none: [CONSENT, NOT_ONE_SIDED],
      window: 80,
      oneSided: false,
      favours: 'actor',
    },
  ],
  // Anticipated before round 20 (decision 227), from a lawyer's list: one side fines the other (罚款, 扣分, 处罚) by its
  // own rules, its own view of the other's performance or its own figure, and takes the money from the deposit. A
  // contract may fix a 违约金 both sides agreed (民法典第五百八十五条); a fine one side sets after the event is not
  // one, and in a format clause it 加重对方责任 (第四百九十七条). A labour contract's worker-penalty check speaks first.
  'unilateral-fines': [
    {
      gate: '罚款|罚金|扣分|处罚|罚则',
      all: [
        `(?:${PARTY_WORD})[^。；;]{0,24}(?:对|向)(?:${PARTY_WORD})[^。；;，,]{0,12}(?:处以|进行|作出|给予|实施|予以)?[^。；;，,]{0,4}(?:罚款|罚金|扣分|处罚|经济处罚)`,
        `(?:金额|标准|数额|幅度|额度)[^。；;，,]{0,6}由(?:${PARTY_WORD})[^。；;，,]{0,4}(?:确定|决定|制定|核定)|(?:根据|依据|按照|依照)[^。；;，,]{0,12}(?:规则|制度|规定|办法|规范|管理细则)|不得(?:提出)?(?:任何)?异议|(?:直接|径行)(?:从|在)[^。；;，,]{0,12}(?:扣除|扣划|抵扣|扣减)|视[^。；;，,]{0,12}(?:表现|情况|情节)|(?:${PARTY_WORD})(?:认为|认定)`,
      ],
      none: ['双方|任何一方|各方|相互|行政(?:机关|部门|主管)|主管部门|政府|监管'],
      window: 80,
      oneSided: false,
      favours: 'actor',
    },
  ],
  // Anticipated before round 20 (decision 227): the contract binds one side from its own signature while the other
  // side is bound only after its own approval, seal or decision, or one side decides whether the condition of
  // effectiveness ever happens. A contract in writing is formed when both sign (民法典第四百九十条); a party that
  // blocks a condition for its own benefit is treated as if the condition were met (第一百五十九条).
  'one-sided-effectiveness': [
    {
      // Both the effect and one side's control of it, in one clause: most contracts say when they take effect.
      gate: '(?:审批|批准|盖章|决定|决议|撤回|反悔|撤销)[^。；;]{0,60}(?:生效|约束|成立)|(?:生效|约束|成立)[^。；;]{0,80}(?:审批|批准|盖章|决定|决议|撤回|反悔|撤销)|是否[^。；;，,]{0,12}(?:生效|签署|盖章|提交|审批|报批)',
      all: [
        `(?:${PARTY_WORD})[^。；;，,]{0,6}(?:签署|签字|签章|盖章)[^。；;，,]{0,8}(?:后|之日起|时)?[^。；;，,]{0,4}即[^。；;，,]{0,6}(?:生效|具有(?:法律)?约束力|受[^。；;，,]{0,6}约束)[^。；;]{0,40}(?:${PARTY_WORD})[^。；;，,]{0,16}(?:审批|批准|盖章|确认|同意|决策)[^。；;，,]{0,10}(?:后|之日起)?[^。；;，,]{0,4}(?:方|才)[^。；;，,]{0,8}(?:生效|约束)|(?:生效|成立)[^。；;，,]{0,10}(?:以|取决于|须经|需经)[^。；;，,]{0,8}(?:${PARTY_WORD})[^。；;，,]{0,12}(?:审批|批准|决定|确认|同意|决议)[^。；;]{0,40}(?:${PARTY_WORD})[^。；;，,]{0,8}(?:不得|无权|不可)(?:撤回|撤销|反悔|解除|变更)|(?:${PARTY_WORD})(?:有权|可以|可)[^。；;，,]{0,8}(?:自行|单方)?(?:决定|选择)[^。；;，,]{0,10}(?:是否|何时)[^。；;，,]{0,12}(?:生效|签署|盖章|提交|审批|报批)|(?:${PARTY_WORD})[^。；;，,]{0,4}(?:签署|签字)[^。；;，,]{0,4}后[^。；;，,]{0,6}(?:不得|无权)(?:撤回|撤销|反悔)[^。；;]{0,30}(?:${PARTY_WORD})[^。；;，,]{0,10}(?:审批|批准|盖章|决定)`,
      ],
      none: ['(?:双方|各方)(?:均|共同)?(?:签字|签署|盖章)|自双方|经双方|任何一方'],
      window: 120,
      oneSided: false,
      favours: 'any',
    },
  ],
  // Anticipated before round 22 (decision 227), from a lawyer's list: the other side bound by whatever rules, policies
  // or standards one side has made or will make and may change at will (现行及今后制定的规章制度). A format term binds
  // only when brought to the other side's attention (民法典第四百九十六条); an employer's rules bind only when made with
  // the workers and published (劳动合同法第四条); a platform changes its rules only after notice (电子商务法第三十四条).
  'rules-by-reference': [
    {
      gate: '规章|制度|规则|细则|办法|守则|规范|政策',
      all: [
        `(?:现行(?:有效)?|今后|以后|将来|不时|随时|届时|陆续)[^。；;，,]{0,10}(?:制定|发布|修订|修改|公布|更新|颁布|调整)(?:的)?[^。；;，,]{0,10}(?:规章|制度|规则|细则|办法|守则|规范|政策)|(?:规章|制度|规则|细则|办法|守则|规范|政策)[^。；;，,]{0,12}(?:由|可由)(?:${PARTY_WORD})[^。；;，,]{0,6}(?:随时|单方|自行)?(?:制定|修订|修改|调整|更新|解释)`,
        '遵守|遵照|执行|约束|适用|为准|构成本合同|组成部分|视为|同意|按[^。；;，,]{0,8}处理|服从',
      ],
      none: ['依法|经[^。；;，,]{0,10}(?:民主程序|职工代表大会|全体职工|双方确认|书面同意)|公示|提前[^。；;，,]{0,6}(?:日|天)[^。；;，,]{0,6}(?:公示|通知|告知)|双方|各方|任何一方|国家|法律|法规|行业标准|主管部门'],
      window: 80,
      oneSided: false,
      favours: 'other',
    },
  ],
};
