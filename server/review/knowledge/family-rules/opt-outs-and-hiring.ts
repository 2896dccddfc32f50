/**
 * One-sided-clause family rules (issue 14, decision 251): personalised pushes with no way to refuse, a shipper barred
 * from stopping or redirecting goods in transit, fees taken from dispatched workers, and hiring terms that discriminate.
 * Anticipated families: written by the lead from the statutes before any round planted them.
 * Each rule's groups are synonyms of one element of the meaning (../family-vocab.ts has the shape). Add a synonym with a
 * trigger and a non-trigger sentence in ../checks/families.test.ts.
 */
import type { FamilyRule } from '../family-vocab';

/** Pushed or shown by what the platform knows of the person: interests, habits, profile, automated decisions. */
const PERSONALISED =
  '个性化|精准|定向|画像|个人特征|兴趣(?:爱好|偏好)?|偏好|浏览(?:记录|习惯)|消费习惯|自动化决策|算法推荐|智能推荐|用户标签';
const PUSHED = '推送|推荐|营销|广告|展示|排序|搜索结果|短信|消息';
/** No way to refuse: cannot turn it off, opt out, or choose results not based on the profile. */
const NO_OPT_OUT =
  '(?:不提供|不设|不设置|不支持|无|没有)[^。；;，,]{0,10}(?:关闭|退出|拒绝|取消|退订|不针对)|(?:不得|无法|不能|不可|无权)[^。；;，,]{0,8}(?:关闭|拒绝|退出|取消|退订|屏蔽)|(?:不得|不能|无权)(?:要求|选择)[^。；;，,]{0,10}(?:不针对|非个性化|关闭)|(?:视为|即视为)[^。；;，,]{0,8}(?:同意|接受)[^。；;，,]{0,12}(?:推送|推荐|营销|广告)';

/** Stopping, taking back or redirecting goods in transit: the shipper's right until delivery. */
const REDIRECT =
  '中止运输|停止运输|暂停运输|返还货物|退回货物|退还货物|(?:变更|改变|更改|修改)(?:货物的?)?(?:到达地|目的地|目的港|收货人|收件人|收货地址|收件地址|送货地址|地址)|另行指定收货人|交给其他收货人|撤回(?:货物|托运|委托)|改派|改寄|截停|拦截(?:货物|快件)';
const SHIPPER = '托运人|托运方|发货人|发货方|货主|寄件人|委托方|委托人|甲方|客户|用户';

/**
 * A dispatched or placed worker (not 乙方 alone: in a service contract that is the agency). A job agency's fee to a job
 * seeker is left out: what an agency may charge is set by local rules, not forbidden outright.
 */
const WORKER = '被派遣(?:劳动者|员工|人员)|派遣(?:员工|人员|工)|派遣劳动者|劳务人员|务工人员|外派人员';
const FEE = '管理费|服务费|派遣费|介绍费|中介费|推荐费|报名费|体检费|培训费|工装费|服装费|押金|保证金|风险金|手续费|岗位费|上岗费';
/** The worker pays the fee, or it is taken from the worker's wage. */
const FEE_TAKEN =
  `(?:${WORKER})[^。；;，,]{0,12}(?:应|须|需|应当|必须|每月|每年|按月)?[^。；;，,]{0,6}(?:向[^。；;，,]{0,12})?(?:缴纳|交纳|支付|交付|缴付)[^。；;，,]{0,10}(?:${FEE})` +
  `|(?:${FEE})[^。；;，,]{0,10}由(?:${WORKER})[^。；;，,]{0,6}(?:承担|支付|负担|缴纳)` +
  `|(?:${FEE})[^。；;，,]{0,6}从[^。；;，,]{0,10}工资中[^。；;，,]{0,4}(?:扣除|扣收|扣减|扣缴|抵扣)|(?:从|在)[^。；;，,]{0,12}工资中[^。；;，,]{0,4}(?:扣除|扣收|扣减|抵扣)[^。；;，,]{0,10}(?:${FEE})`;

export const OPT_OUT_HIRING_RULES: Readonly<Record<string, readonly FamilyRule[]>> = {
  // Pushes, marketing or search results by the person's profile with no way to refuse: whoever pushes or markets by
  // automated decisions must offer an option not based on personal features or an easy way to refuse (个人信息保护法
  // 第二十四条), and a platform that ranks by interests must also offer results not based on them (电子商务法第十八条).
  'personalised-without-opt-out': [
    {
      gate: '个性化|精准|定向|画像|个人特征|兴趣|偏好|浏览|消费习惯|自动化决策|算法|智能推荐|用户标签',
      all: [PERSONALISED, PUSHED, NO_OPT_OUT],
      none: [
        '(?<![不无])(?:可以|可|有权)(?:随时)?[^。；;，,]{0,8}(?:关闭|退出|拒绝|取消|退订)|(?<![不无])提供[^。；;，,]{0,10}(?:不针对|关闭|拒绝|退订|退出)|依法',
      ],
      window: 90,
      oneSided: false,
      favours: 'any',
    },
  ],
  // The shipper may not stop the goods, have them returned, change the destination or the consignee before delivery:
  // until the carrier delivers, the shipper may do each of these, compensating the carrier's loss (民法典第八百二十九条).
  'shipment-change-barred': [
    {
      gate: '中止|停止运输|暂停运输|返还|退回|退还|变更|改变|更改|修改|另行指定|其他收货人|撤回|改派|改寄|截停|拦截',
      all: [
        REDIRECT,
        '(?:不得|无权|不能|不可|不予|不接受|不受理|不办理|概不)[^。；;，,]{0,10}|一经(?:交运|托运|发运|揽收|装车|起运|出库|交寄)[^。；;，,]{0,12}不(?:得|能|可|再|予)',
        SHIPPER,
        '运输|承运|托运|发运|快件|快递|物流|货运|运单|交运|起运|揽收',
      ],
      none: [
        '(?<![不无])(?:可以|有权|可(?!能))[^。；;，,]{0,10}(?:要求|申请)?[^。；;，,]{0,6}(?:中止|变更|返还|更改|撤回|改派)|赔偿[^。；;，,]{0,10}(?:损失|费用)|(?:承担|支付|负担)[^。；;，,]{0,10}(?:增加|额外|产生)的?(?:费用|运费)|(?:签收|提货|交付收货人|交付给收货人|送达)(?:后|之后|以后)|依法|承运人(?:不得|无权)',
      ],
      window: 90,
      oneSided: false,
      favours: 'any',
    },
  ],
  // Fees charged to a dispatched or placed worker, or taken from the wage: neither the dispatch agency nor the host may
  // charge a dispatched worker any fee (劳动合同法第六十条), and no employer may take property from a worker under any
  // name (第九条).
  'dispatch-fee-charged': [
    {
      gate: '派遣|劳务|外派|务工',
      all: [FEE_TAKEN],
      none: [
        '(?:不得|不会|不再|不|无须|无需|免(?:于)?)[^。；;，,]{0,8}(?:收取|缴纳|交纳|支付|扣除|扣收)|用工单位[^。；;]{0,30}向(?:劳务)?派遣(?:单位|公司)(?:支付|缴纳)[^。；;，,]{0,8}(?:管理费|服务费|派遣费)|(?:用工单位|甲方|公司)[^。；;，,]{0,6}(?:向[^。；;，,]{0,10})?(?:支付|承担)[^。；;，,]{0,8}(?:管理费|服务费|派遣费)|依法(?:代扣|扣缴)|个人所得税|社会保险|社保|公积金',
      ],
      window: 90,
      oneSided: false,
      favours: 'any',
    },
  ],
  // Hiring or keeping a worker on a ground the law forbids: a carrier of an infectious pathogen refused or dismissed for
  // that alone (就业促进法第三十条), women refused or held to a higher standard (第二十七条), or any discrimination in
  // hiring (第二十六条).
  'hiring-discrimination': [
    {
      gate: '携带者|乙肝|病原|户籍|农村|性别|男性|男|女',
      all: [
        '(?:乙肝|艾滋病|HIV|传染病)?(?:病原|病毒)?携带者|乙肝|(?:农村|外地|非本地)户籍|仅限男性|限男性|限男|男性优先|不招(?:收|录)?女|女性(?:应聘者|求职者|员工)?[^。；;，,]{0,6}(?:学历|标准|条件)[^。；;，,]{0,4}(?:提高|高于)|性别为由',
        '(?:有权|可以|可(?!能))[^。；;，,]{0,8}(?:解除|辞退|拒绝录用|不予录用|取消录用|终止)|(?:不予|不得|不)(?:录用|聘用|招用|转正)|视为(?:不符合录用条件|欺诈|隐瞒)|(?:仅限|限)(?:男性|男)|(?:解除|辞退|开除)|提高[^。；;，,]{0,6}标准|另行(?:约定|执行)[^。；;，,]{0,6}(?:较低|降低)',
      ],
      none: [
        '不得(?:以|因|对)[^。；;，,]{0,16}(?:为由|歧视|拒绝)|依法|法律、行政法规(?:和|及)?[^。；;，,]{0,20}(?:禁止|规定)|治愈前|排除传染嫌疑|国家规定的不适合|平等',
      ],
      window: 90,
      oneSided: false,
      favours: 'any',
    },
  ],
};
