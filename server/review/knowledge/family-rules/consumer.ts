/**
 * One-sided-clause family rules (issue 14, decisions 190, 239): protections of consumers, users and home owners that a
 * business's terms take away — personal information held by consent that cannot be withdrawn, tied and pre-ticked
 * extras, a minor's payments deemed approved, the owners' income from common parts, supplies cut off to collect fees, a
 * patient's consent to each operation or special treatment taken once for all (round 34).
 * Anticipated families: written from a team lawyer's clauses and the statutes before any round planted them.
 * Each rule's groups are synonyms of one element of the meaning (../family-vocab.ts has the shape). Add a synonym with a
 * trigger and a non-trigger sentence in ../checks/families.test.ts.
 */
import type { FamilyRule } from '../family-vocab';

/** Personal information and the permissions that collect it. */
const PERSONAL_DATA =
  '个人信息|用户信息|客户信息|会员信息|身份信息|注册信息|人脸|面部|指纹|声纹|虹膜|生物识别|通讯录|位置|相册|征信|社保|公积金|隐私|权限|设备(?:识别)?信息|消费数据|浏览记录|使用记录|行踪';

/** What a business may lawfully do once a minor's payment was not approved: refund it (民法典第一百五十七条). */
const REFUSED_REFUND = '(?:概不|不予|均不|不可|不|不再)(?:返还|退还|退款|退回|撤销|退费)';

export const CONSUMER_RULES: Readonly<Record<string, readonly FamilyRule[]>> = {
  // Consent to personal information made a condition of the whole service, irrevocable, or its withdrawal punished: the
  // person may withdraw it (个人信息保护法第十五条) and may not be refused the service for it (第十六条).
  'pi-consent-bundled': [
    {
      gate: '同意|授权|撤回|撤销|拒绝',
      all: [
        PERSONAL_DATA,
        '(?:不同意|拒绝|不授权|未授权|不予授权|不提供|撤回|取消授权|关闭)[^。；;]{0,30}(?:无法|不能|不予|将不|不再|停止|终止|拒绝|有权(?:立即)?(?:终止|解除|停止|注销))[^。；;，,]{0,8}(?:提供|安排|使用|服务|上课|办理|入住|合同|协议)|(?:授权|同意)[^。；;]{0,24}(?:不可撤销|不可撤回|不得(?:以任何方式)?(?:撤回|撤销|限制|取消)|永久有效|长期有效且不可)|不可撤(?:销|回)的(?:授权|同意)|撤回[^。；;]{0,30}(?:已(?:收取|支付|缴纳)的[^。；;，,]{0,6}(?:不予|不)退还|承担[^。；;，,]{0,6}违约)',
      ],
      none: [
        '(?:可以|可|有权)(?:随时)?(?:在[^。；;]{0,20})?(?:撤回|取消|关闭)|不影响[^。；;，,]{0,14}(?:使用|提供|继续|基本功能)|仍(?:应|将|可)?(?:为其)?(?:提供|使用)|(?:提供[^。；;，,]{0,8}服务)?所必需|单独同意|依法',
      ],
      window: 100,
      oneSided: false,
      favours: 'any',
    },
    // Deletion and account closure blocked: information kept and used after the account or the relationship ends, or
    // closure made to depend on conditions (电子商务法第二十四条, 个人信息保护法第四十七条, 民法典第一千零三十七条).
    {
      gate: '注销|删除|退租|退出|终止|届满|保留|保存',
      all: [
        `${PERSONAL_DATA}|账号|账户|帐号|帐户`,
        '(?:注销|退租|退出|终止|届满|删除)[^。；;]{0,30}(?:继续(?:保留|保存|留存|使用|处理|利用)|不得要求(?:删除|注销|销毁)|不予(?:删除|注销|销毁)|无权要求(?:删除|注销|销毁)|永久(?:保存|保留|留存))|(?:注销|删除)(?:账号|账户|帐号|帐户|信息)?的?[^。；;]{0,6}(?:须|需|应当?)(?:先)?[^。；;]{0,90}(?:方可|后方|方能|才能|才可)(?:办理|注销|申请|删除)?',
      ],
      none: ['(?<!无需|无须)依法|法律(?:、行政法规)?(?:另有)?规定|匿名化|不得(?:再)?继续|不再继续|停止(?:使用|处理)|(?:法定|规定)的?(?:保存)?期限'],
      window: 140,
      oneSided: false,
      favours: 'any',
    },
  ],
  // A product or service sold only with another, an extra ticked by default, or shopping and paid extras imposed on a
  // tour: the consumer chooses freely (消费者权益保护法第九条、第十条, 电子商务法第十九条, 旅游法第三十五条).
  'bundled-add-ons': [
    {
      gate: '同时|一并|配套|默认|自动|自费|购物|自带|指定|包含|未购买|未办理|不购买|未选购',
      all: [
        '(?:购买|购置|报名|报读|订购|租用|入住|办理贷款|借款|购房|购车)[^。；;]{0,20}(?:须|需|应当?|必须)(?:同时|一并|另行|配套)(?:在[^。；;，,]{0,10})?(?:购买|购置|订购|投保|参加|办理[^。；;，,]{0,10}(?:套餐|保险|服务|年卡|会员|续保))|默认(?:勾选|选中|开通|购买|添加|加购)|自动(?:附加|添加|加购|开通付费|搭配|捆绑)|搭售|捆绑(?:销售|购买|服务)|(?:须|必须|应当?)参加[^。；;]{0,20}(?:购物|自费)|不参加(?:自费|购物)[^。；;]{0,20}(?:另行支付|加收|收取|补交|支付|离团费)|(?:应当?|须|必须)(?:通过|向|在)[^。；;，,]{0,12}指定的?[^。；;，,]{0,10}(?:购买|投保|办理)[^。；;，,]{0,10}保险|(?:谢绝|禁止|不得|不允许|严禁)(?:顾客|客人|消费者)?自带(?:酒水|食品|饮料|食物)|(?:已)?(?:包含|含)[^。；;，,]{0,10}(?:包|套餐|服务)[^。；;]{0,20}(?:不得|无权|不能)(?:选择|要求)(?:毛坯|不购买|取消|退出|单独)|(?:未|不)(?:购买|办理|参加|订购|选购)[^。；;，,]{0,8}的?[^。；;，,]{0,4}(?:不予|不能|无法|不得)(?:办理|报名|提供|销售|入学|入住|交付|上课|发放)',
      ],
      none: [
        '(?:可|可以)(?:自行)?(?:自主)?选择是否|(?<!视为)自愿(?:选购|购买|参加|勾选|选择)|自主(?:勾选|选择|决定)|可选(?:项目|服务)|(?:默认)?为?未勾选|不得以此作为|(?:可|能)正常参加|不安排(?:购物|另行付费)|不得(?:指定|安排)[^。；;，,]{0,6}(?:购物|另行付费)|旅游者(?:自行)?要求|依法',
      ],
      window: 100,
      oneSided: false,
      favours: 'any',
    },
  ],
  // A minor's top-ups, tips or enrolment deemed approved by the guardian, or kept whatever the age: a minor's acts beyond
  // their age need the guardian's consent or ratification, and what was paid is returned (民法典第十九条、第一百四十四条、
  // 第一百四十五条、第一百五十七条).
  'minor-transactions-ratified': [
    {
      gate: '未成年|周岁|儿童|监护人|家长|年龄|法定代理人',
      all: [
        '未成年|未满(?:十八|十六|十四|十二|八|18|16|14|12|8)周?岁|(?:八|8)周岁以下|儿童|监护人|家长|法定代理人|年龄',
        `视为(?:已)?(?:经|取得|获得)?[^。；;，,]{0,10}(?:监护人|家长|法定代理人|父母)[^。；;，,]{0,6}(?:同意|追认|知悉|授权|认可)|视为(?:具有)?(?:完全民事行为能力|成年人|家长本人|监护人本人|父母本人|账户持有人本人)|(?:未成年|儿童|年龄)[^。；;]{0,40}${REFUSED_REFUND}|无论[^。；;，,]{0,8}年龄|不以[^。；;，,]{0,8}年龄为由|(?:本人|儿童|孩子|未成年人)[^。；;，,]{0,10}(?:签字|签署|确认)[^。；;，,]{0,6}(?:即可|即视为|即生效|有效)|(?:可由|由)(?:儿童|孩子|未成年人|学员)本人[^。；;，,]{0,10}(?:签字|签署|确认)|逾期(?:未提出|未申请|未异议)[^。；;，,]{0,6}视为[^。；;，,]{0,8}(?:追认|同意)|(?:不负|不承担|无)[^。；;，,]{0,4}(?:任何)?(?:年龄)?(?:审核|核实|审查|核验)(?:义务|责任)`,
      ],
      none: [
        '须由其?(?:监护人|法定代理人|父母)(?:签署|代为|签字)|经(?:其)?(?:监护人|家长|法定代理人)(?:验证|书面)?(?:同意|确认|追认)(?:后|之日起)(?:方可|生效|有效)|验证确认后方可|予以退还|充值限额|不提供[^。；;，,]{0,12}注册|不(?:向其)?开放|依法',
      ],
      window: 100,
      oneSided: false,
      favours: 'any',
    },
  ],
  // Income from the owners' common parts (lifts, walls, roofs, common roads and parking) kept by the developer or the
  // property manager: after reasonable costs it belongs to the owners (民法典第二百八十二条), parking on common ground too
  // (第二百七十五条), and its use is the owners' decision (第二百七十八条).
  'common-area-income': [
    {
      gate: '业主|小区|物业|建筑区划|共有|公共|屋面|屋顶|外墙|电梯|车位|广告位|基站',
      all: [
        '共有部分|公共部位|公共区域|公共场地|公共道路|公共设施|公共通道|通道|走廊|走道|连廊|中庭|广场|电梯|外墙|楼顶|屋顶|屋面|架空层|会所|门厅|大堂|楼道|广告位|车位|车库|绿地|道路|快递柜|充电桩|售货机|基站|天台',
        '(?:收益|收入|租金|费用|停车费|使用费|经营权|广告(?:经营)?权|出租权)[^。；;]{0,16}(?:归|属于|由)(?:[^。；;，,]{0,10})?(?:物业服务(?:企业|人|公司|中心)|物业公司|物业管理(?:公司|方)|物业|出卖人|开发商|开发企业|建设单位|管理方|管理人|运营(?:公司|方|商|单位)|经营(?:公司|方|管理方)|商业管理公司|乙方)(?:[^。；;，,]{0,4})?(?:所有|享有|支配|收取|取得|处置)|(?:作为|用于|计入|充抵|冲抵)(?:[^。；;，,]{0,4})?(?:物业服务(?:企业|人|公司)|物业公司|乙方)?的?(?:经营收入|酬金|收入|利润|弥补|补贴)|(?:不纳入|不计入|不属于|不作为)[^。；;，,]{0,6}(?:业主|共有)|(?:保留|享有|取得)[^。；;，,]{0,12}(?:经营权|收益权|冠名权|广告权)|保留[^。；;]{0,30}(?:收取|收益|租金|经营)[^。；;，,]{0,6}的?权利|(?:收益|收入|租金|费用)[^。；;，,]{0,4}与(?:全体)?(?:业主|买受人|购房人|甲方)无关|(?:业主|买受人|购房人)[^。；;，,]{0,6}(?:不参与|不享有|无权参与|不得参与)[^。；;，,]{0,4}(?:分配|分成|分享|收益)|(?:业主|甲方|买受人|购房人)[^。；;，,]{0,4}(?:不得|无权)[^。；;，,]{0,6}(?:要求|主张)?(?:分配|公示|分享|另行主张|查阅)|(?:收益|收入)(?:的)?(?:分配|使用)由[^。；;，,]{0,8}(?:自行|单方)?决定|优先(?:出租|出售|提供)给(?:周边|外部|社会|非业主|本小区以外)',
      ],
      none: [
        '归(?:全体)?业主(?:共有|所有)|属于(?:全体)?业主|(?:经)?业主(?:大会)?(?:依法)?共同决定|扣除[^。；;，,]{0,14}(?:合理)?成本|首先满足[^。；;，,]{0,8}业主|(?:应当?|定期|每[^。；;，,]{0,4})[^。；;，,]{0,10}公示|专有部分',
      ],
      window: 100,
      oneSided: false,
      favours: 'any',
    },
  ],
  // Water, power, gas, heating, network, lifts or the gate cut off to make someone pay: a property manager may not
  // (民法典第九百四十四条), a utility only after a reminder and notice under the state's procedure (第六百五十四条、
  // 第六百五十六条), a landlord keeps the premises fit for use (第七百零八条).
  'utility-cutoff-collection': [
    {
      gate: '欠|拖欠|逾期|未缴|未交|未付|不缴|不交|余额不足|迟延|未按',
      all: [
        '欠缴|欠费|欠付|拖欠|逾期(?:未)?(?:支付|缴纳|交纳|付款|付费|缴费)|未(?:按期|按时|及时|足额)?(?:缴纳|交纳|缴清|交清|缴费|交费|支付)|不缴纳|迟延(?:支付|缴纳)|逾期',
        '(?:暂停|停止|中止|中断|切断|关闭|关停|断开|限制|停)(?:向[^。；;，,]{0,8})?(?:户内|其|该|对方)?(?:的)?[^。；;，,]{0,8}(?:供水|供电|供气|供暖|供热|供冷|用水|用电|用气|水电|电源|照明|空调|电梯|货梯|门禁|网络|宽带|燃气|暖气|通行|出入)|停水|停电|停气|停暖|断水|断电|断网|断气|限电|限水|拉闸|(?:门禁卡|电梯卡|车辆出入|出入识别|通行卡|门卡|梯控)[^。；;]{0,40}(?:不予激活|注销|停用|失效|冻结|禁用|不予(?:开通|办理))|不(?:得|予|准)(?:驶入|进入|通行|出入)',
      ],
      none: [
        '(?<!无需|无须|不经|不必)经[^。；;，,]{0,8}催告|催告后|(?:按照|依照)国家(?:有关)?规定的?程序|(?<!无需|无须|不经|不必)事先(?:书面)?通知|检修|预付费|(?:可以|可|有权)(?:依法)?(?:提起诉讼|申请仲裁)|不得(?:以|采取)[^。；;，,]{0,10}(?:停止|中断)|(?:导致|造成|致使|引起|被)(?:供水|供电|供气|供热)?(?:单位|部门|公司)?(?:停水|停电|停气|停暖|断水|断电|断网|断气|限电)',
      ],
      window: 100,
      oneSided: false,
      favours: 'any',
    },
  ],
  // Consent to operations, special examinations and treatments, medication or a trial's changes given once in advance, with
  // the other side deciding alone and no explanation or consent each time: the risks and alternatives are explained and
  // express consent taken for each (民法典第一千二百一十九条, 基本医疗卫生与健康促进法第三十二条), a trial subject's consent is
  // written and informed (民法典第一千零八条); only an emergency with no one to ask excuses it (第一千二百二十条).
  'medical-consent-waived': [
    {
      gate: '手术|检查|治疗|药|剂量|处置|试验|诊疗|医疗|麻醉|输血|注射|拔牙|正畸|护理|疫苗|整形|美容|植入|方案|约束',
      all: [
        '手术|检查|治疗|用药|药物|给药|剂量|处置|试验|诊疗|医疗措施|麻醉|输血|注射|拔牙|正畸|光疗|胃管|插管|导尿|植入|化疗|放疗|疫苗|整形|美容项目|约束(?:措施|带)|护理措施|方案',
        // Every examination, transfusion or anaesthesia of the stay deemed consented to (所有检查、输血和麻醉均视为已取得患者
        // 同意), and a blanket consent form (概括同意书) (round 40 read, decision 255).
        '(?:所有|全部|一切|任何|各项|各类)[^。；;]{0,20}(?:手术|检查|治疗|处置|试验|用药|诊疗|输血|麻醉|采血|注射|护理措施)[^。；;]{0,16}(?:均|一律|皆|都|全部)?(?:视为|看作|当作|即为)(?:已经?)?(?:取得|征得|获得|得到)?[^。；;，,]{0,8}(?:同意|授权)|概括(?:性)?(?:的)?(?:同意|授权)(?:书|函)?|' +
        '(?:无需|无须|毋须|不必|不需要?|不再|免于|不用)(?:[^。；;，,]{0,6}?(?:另行|事先|重新|逐项|逐一|再次|单独|提前|每次|再))?(?:向[^。；;，,]{0,10})?(?:征得|取得|征求|征询|经过?|获得|告知|说明|通知|签署|签字|同意|确认)|(?:不作|不予|不再|不另行)(?:逐项|逐一|具体)?(?:说明|告知|解释)|(?:概括|一揽子|全部|一切|所有)(?:的)?(?:同意|授权)[^。；;，,]{0,16}(?:手术|检查|治疗|处置|试验|用药|诊疗)|视为(?:已)?(?:同意|授权)[^。；;，,]{0,8}(?:所有|全部|一切|任何|后续)[^。；;，,]{0,10}(?:手术|检查|治疗|处置|试验|用药|诊疗)|(?:同意|授权)[^。；;]{0,24}(?:自行|全权|单方|独自)(?:决定|确定|安排|调整|实施|选择)[^。；;，,]{0,8}(?:用药|给药|药物|治疗|手术|检查|处置|诊疗|方案)',
        // A medical, care or research setting: a landlord's inspection of the flat (检查，无需事先通知) is not a patient's
        // consent (the false finding the round-40 read found on inspection-at-will wordings).
        '患者|病人|病患|就诊|求医|医院|医疗|医生|医师|医护|医务|诊所|门诊|急诊|住院|入院|诊疗|诊治|受试者|临床|护理|养老|入住老人|老人|家属|监护人|手术|治疗|用药|药物|给药|麻醉|输血|注射|疫苗|整形|美容|拔牙|正畸|化疗|放疗|插管|导尿|采血|体检|医美|牙科|口腔|康复|疗程|病情',
      ],
      none: [
        // A patient's records or photographs used for research or publicity (data-overreach, likeness-use), and a room's
        // belongings searched (inspection-at-will): not a treatment consented to (round 40 read, decision 255).
        '(?:数据|资料|记录|信息|照片|图片|肖像)[^。；;]{0,30}(?:用于|提供给|共享|出售|转让|对外)|用于[^。；;，,]{0,10}(?:科研|研究|教学|宣传|商业|营销|广告)|进入[^。；;，,]{0,8}(?:居室|房间|房屋|宿舍|场所)|检查[^。；;，,]{0,4}(?:物品|行李|房间|居室)|' +
        '宣传|不得以[^。；;，,]{0,6}概括|概括(?:性)?(?:的)?(?:同意|授权)(?:书|函)?[^。；;，,]{0,6}(?:不能|不得|不可|不足以)(?:代替|替代|取代)|紧急|抢救|危及生命|生命垂危|不能取得[^。；;，,]{0,12}意见|(?<!无需|无须|不必|不需|不再)(?:应当?|须|需|均应)(?:事先|及时|另行|逐项|单独)?(?:向[^。；;，,]{0,10})?(?:具体)?(?:说明|告知)[^。；;]{0,30}(?:取得|征得|签署)|(?<!无需|无须|不必|不需|不再)(?:另行|单独|重新)(?:取得|征得|签署)[^。；;，,]{0,8}(?:书面)?(?:同意|知情同意)|依法',
      ],
      window: 100,
      oneSided: false,
      favours: 'any',
    },
    ],
  // A patient's own records held back: copies only after paying, with the hospital's approval, a summary only, for a
  // fee, during a dispute, or kept for a short time. The hospital must provide them in time when the patient asks
  // (民法典第一千二百二十五条); a format term that takes the right away is void (第四百九十七条). Decision 242.
  'medical-records-access-restricted': [
    {
      gate: '病历|病案|住院志|医嘱|检验|检查|手术记录|麻醉|护理记录|诊疗记录|影像|体检报告|培养记录',
      all: [
        '病历|病案|住院志|医嘱单|检验报告|检查报告|检验结果|手术(?:及麻醉)?记录|麻醉记录|病理|护理记录|诊疗(?:及护理)?记录|影像(?:资料|原始资料|胶片)?|体检报告|培养记录',
        '查阅|复印|复制|调取|下载|查询|提供|领取|办理',
        '(?:须|需|应)(?:先)?[^。；;]{0,14}(?:结清|审批|批准|同意|审查|说明用途|共同到场)|仅(?:可|能|向|限)|不(?:对外|向[^。；;，,]{0,8})?(?:提供|予提供)(?:复制|复印件)?|无权(?:查阅|复印|复制|调取)|暂停(?:办理)?|不再[^。；;，,]{0,8}提供|(?:每份|按份|每页)[^。；;，,]{0,8}[0-9一二三四五六七八九十百千]+元|资料整理费|仅保存|保存[^。；;，,]{0,4}[0-9一二三四五六七八九十]+日',
      ],
      none: ['应当?及时提供|不得(?:以|拒绝|拖延|限制)|仍可(?:申请)?(?:查阅|复制|复印)|双方在场|核定的标准|不得少于'],
      window: 90,
      oneSided: false,
      favours: 'any',
    },
  ],
};
