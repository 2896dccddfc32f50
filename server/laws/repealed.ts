/**
 * Repealed laws that contracts and lawyers still cite, with their successors. A citation of one of these is
 * never shown as current law: the resolver answers "repealed" and points at the successor article(s).
 *
 * The article map covers the 合同法 articles contract review actually relies on. The corpus holds only laws in
 * force, so the old numbers cannot be checked against it; every target number is checked by repealed.test.ts:
 * the target article must exist in the corpus and contain `expect`.
 */

export interface ArticleMapping {
  /** Article number in the repealed law. */
  from: number;
  /** Successor articles, most relevant first. */
  to: number[];
  topic: string;
  /** A phrase the first target article must contain (verified against the corpus by the tests). */
  expect: string;
}

export interface RepealedLaw {
  title: string;
  /** Short names as cited: 合同法, 担保法. */
  names: string[];
  repealedOn: string;
  /** What repealed it, cited as a lawyer would. */
  repealedBy: string;
  /** Title of the law in force that took over; resolved against the corpus. */
  successorTitle: string;
  articleMap: ArticleMapping[];
}

const CIVIL_CODE = '中华人民共和国民法典';
const CIVIL_CODE_1260 = '《中华人民共和国民法典》第一千二百六十条';

/** 合同法 (1999) -> 民法典. */
const CONTRACT_LAW_MAP: ArticleMapping[] = [
  // 总则 / 原则
  { from: 4, to: [5], topic: '自愿原则', expect: '自愿原则' },
  { from: 5, to: [6], topic: '公平原则', expect: '公平原则' },
  { from: 6, to: [7], topic: '诚信原则', expect: '诚信原则' },
  { from: 8, to: [465], topic: '合同的约束力', expect: '依法成立的合同' },
  // 订立
  { from: 10, to: [469], topic: '合同形式', expect: '书面形式' },
  { from: 12, to: [470], topic: '合同的一般条款', expect: '一般包括下列条款' },
  { from: 13, to: [471], topic: '要约、承诺方式', expect: '要约、承诺方式' },
  { from: 14, to: [472], topic: '要约', expect: '要约是希望与他人订立合同的意思表示' },
  { from: 32, to: [490], topic: '合同书形式的成立', expect: '签名、盖章或者按指印' },
  { from: 39, to: [496], topic: '格式条款提示说明义务', expect: '格式条款' },
  { from: 40, to: [497], topic: '格式条款无效', expect: '该格式条款无效' },
  { from: 41, to: [498], topic: '格式条款的解释', expect: '不利于提供格式条款一方的解释' },
  { from: 42, to: [500], topic: '缔约过失责任', expect: '恶意进行磋商' },
  { from: 43, to: [501], topic: '缔约中的保密义务', expect: '商业秘密' },
  // 效力
  { from: 44, to: [502], topic: '合同生效', expect: '自成立时生效' },
  { from: 45, to: [158, 159], topic: '附条件合同', expect: '附条件' },
  { from: 46, to: [160], topic: '附期限合同', expect: '附期限' },
  { from: 47, to: [145], topic: '限制民事行为能力人订立的合同', expect: '限制民事行为能力人' },
  { from: 48, to: [171], topic: '无权代理', expect: '没有代理权' },
  { from: 49, to: [172], topic: '表见代理', expect: '相对人有理由相信行为人有代理权' },
  { from: 50, to: [504], topic: '越权代表', expect: '超越权限订立的合同' },
  { from: 52, to: [153, 154, 146], topic: '合同无效的情形', expect: '强制性规定' },
  { from: 53, to: [506], topic: '免责条款无效', expect: '免责条款无效' },
  { from: 54, to: [147, 148, 150, 151], topic: '可撤销合同', expect: '重大误解' },
  { from: 55, to: [152], topic: '撤销权消灭', expect: '撤销权消灭' },
  { from: 56, to: [155, 156], topic: '无效合同自始无效', expect: '自始没有法律约束力' },
  { from: 57, to: [507], topic: '争议解决条款的独立性', expect: '解决争议方法的条款' },
  { from: 58, to: [157], topic: '无效、被撤销的后果', expect: '折价补偿' },
  // 履行
  { from: 60, to: [509], topic: '全面履行', expect: '全面履行' },
  { from: 61, to: [510], topic: '约定不明的补充', expect: '协议补充' },
  { from: 62, to: [511], topic: '约定不明确时的履行规则', expect: '约定不明确' },
  { from: 64, to: [522], topic: '向第三人履行', expect: '向第三人履行' },
  { from: 65, to: [523], topic: '第三人履行', expect: '由第三人向债权人履行' },
  { from: 66, to: [525], topic: '同时履行抗辩权', expect: '应当同时履行' },
  { from: 67, to: [526], topic: '先履行抗辩权', expect: '有先后履行顺序' },
  { from: 68, to: [527], topic: '不安抗辩权', expect: '中止履行' },
  { from: 69, to: [528], topic: '中止履行的通知与解除', expect: '中止履行' },
  { from: 71, to: [530], topic: '提前履行', expect: '提前履行' },
  { from: 72, to: [531], topic: '部分履行', expect: '部分履行' },
  { from: 73, to: [535], topic: '代位权', expect: '代位行使' },
  { from: 74, to: [538, 539], topic: '撤销权', expect: '无偿处分' },
  // 变更、转让
  { from: 77, to: [543], topic: '协商变更', expect: '可以变更合同' },
  { from: 79, to: [545], topic: '债权转让', expect: '转让给第三人' },
  { from: 80, to: [546], topic: '债权转让的通知', expect: '未通知债务人' },
  { from: 84, to: [551], topic: '债务转移', expect: '应当经债权人同意' },
  { from: 88, to: [555], topic: '合同权利义务概括转让', expect: '一并转让给第三人' },
  // 终止、解除
  { from: 91, to: [557], topic: '债权债务终止的情形', expect: '债权债务终止' },
  { from: 93, to: [562], topic: '协商解除与约定解除', expect: '可以解除合同' },
  { from: 94, to: [563], topic: '法定解除', expect: '不可抗力' },
  { from: 95, to: [564], topic: '解除权行使期限', expect: '解除权行使期限' },
  { from: 96, to: [565], topic: '解除的通知', expect: '通知到达对方时解除' },
  { from: 97, to: [566], topic: '解除的后果', expect: '恢复原状' },
  { from: 99, to: [568], topic: '法定抵销', expect: '抵销' },
  { from: 101, to: [570], topic: '提存', expect: '提存' },
  { from: 105, to: [575], topic: '免除', expect: '免除债务人' },
  // 违约责任
  { from: 107, to: [577], topic: '违约责任', expect: '违约责任' },
  { from: 108, to: [578], topic: '预期违约', expect: '履行期限届满前' },
  { from: 109, to: [579], topic: '金钱债务的继续履行', expect: '金钱债务' },
  { from: 110, to: [580], topic: '非金钱债务的继续履行', expect: '非金钱债务' },
  { from: 111, to: [582], topic: '质量不符的违约责任', expect: '履行不符合约定' },
  { from: 112, to: [583], topic: '继续履行后的损失赔偿', expect: '应当赔偿损失' },
  { from: 113, to: [584], topic: '损失赔偿范围与可预见规则', expect: '合同履行后可以获得的利益' },
  { from: 114, to: [585], topic: '违约金及其调整', expect: '违约金' },
  { from: 115, to: [587, 586], topic: '定金罚则', expect: '定金' },
  { from: 116, to: [588], topic: '违约金与定金的选择', expect: '选择适用违约金或者定金条款' },
  { from: 117, to: [590], topic: '不可抗力', expect: '不可抗力' },
  { from: 118, to: [590], topic: '不可抗力的通知', expect: '及时通知' },
  { from: 119, to: [591], topic: '减损规则', expect: '防止损失的扩大' },
  { from: 120, to: [592], topic: '双方违约', expect: '各自承担相应的责任' },
  { from: 121, to: [593], topic: '因第三人原因违约', expect: '第三人的原因' },
  { from: 125, to: [466, 142], topic: '合同的解释', expect: '争议条款的含义' },
  { from: 129, to: [594], topic: '国际货物买卖合同的时效', expect: '四年' },
  // 买卖
  { from: 130, to: [595], topic: '买卖合同的定义', expect: '买卖合同是出卖人转移标的物的所有权于买受人' },
  { from: 131, to: [596], topic: '买卖合同的内容', expect: '买卖合同的内容' },
  { from: 132, to: [597], topic: '出卖人的处分权', expect: '处分权' },
  { from: 134, to: [641], topic: '所有权保留', expect: '标的物的所有权属于出卖人' },
  { from: 135, to: [598], topic: '交付与转移所有权的义务', expect: '转移标的物所有权的义务' },
  { from: 136, to: [599], topic: '交付单证和资料', expect: '有关单证和资料' },
  { from: 138, to: [601], topic: '交付期限', expect: '约定的时间交付标的物' },
  { from: 141, to: [603], topic: '交付地点', expect: '约定的地点交付标的物' },
  { from: 142, to: [604], topic: '风险转移', expect: '毁损、灭失的风险' },
  { from: 148, to: [610], topic: '质量不符时拒收或解除', expect: '拒绝接受标的物或者解除合同' },
  { from: 153, to: [615], topic: '质量要求', expect: '约定的质量要求' },
  { from: 154, to: [616], topic: '质量要求约定不明', expect: '质量要求没有约定或者约定不明确' },
  { from: 156, to: [619], topic: '包装方式', expect: '包装方式' },
  { from: 157, to: [620], topic: '检验', expect: '检验' },
  { from: 158, to: [621], topic: '检验期限与异议通知', expect: '检验期限' },
  { from: 159, to: [626], topic: '价款的支付', expect: '支付价款' },
  { from: 161, to: [628], topic: '价款的支付时间', expect: '约定的时间支付价款' },
  { from: 167, to: [634], topic: '分期付款买卖', expect: '五分之一' },
  { from: 168, to: [635], topic: '凭样品买卖', expect: '样品' },
  { from: 174, to: [646], topic: '其他有偿合同参照买卖', expect: '参照适用买卖合同' },
  { from: 175, to: [647], topic: '互易', expect: '易货交易' },
  // 赠与
  { from: 185, to: [657], topic: '赠与合同的定义', expect: '赠与合同' },
  // 借款
  { from: 196, to: [667], topic: '借款合同的定义', expect: '借款合同是借款人向贷款人借款' },
  { from: 197, to: [668], topic: '借款合同的形式和内容', expect: '书面形式' },
  { from: 200, to: [670], topic: '利息不得预先扣除', expect: '不得预先在本金中扣除' },
  { from: 201, to: [671], topic: '未按约定提供或收取借款', expect: '未按照约定的日期、数额提供借款' },
  { from: 205, to: [674], topic: '利息支付期限', expect: '支付利息' },
  { from: 206, to: [675], topic: '还款期限', expect: '返还借款' },
  { from: 207, to: [676], topic: '逾期利息', expect: '逾期利息' },
  { from: 210, to: [679], topic: '自然人借款合同成立', expect: '自然人之间的借款合同' },
  { from: 211, to: [680], topic: '自然人借款利息', expect: '视为没有利息' },
  // 租赁
  { from: 212, to: [703], topic: '租赁合同的定义', expect: '租赁合同是出租人将租赁物交付承租人使用' },
  { from: 213, to: [704], topic: '租赁合同的内容', expect: '租赁合同的内容' },
  { from: 214, to: [705], topic: '租赁期限不得超过二十年', expect: '不得超过二十年' },
  { from: 215, to: [707], topic: '六个月以上租赁应采用书面形式', expect: '六个月以上' },
  { from: 216, to: [708], topic: '出租人交付与保持用途', expect: '交付承租人' },
  { from: 220, to: [712], topic: '出租人的维修义务', expect: '维修义务' },
  { from: 221, to: [713], topic: '承租人请求维修', expect: '维修' },
  { from: 222, to: [714], topic: '承租人妥善保管', expect: '妥善保管' },
  { from: 223, to: [715], topic: '改善或增设他物', expect: '改善或者增设他物' },
  { from: 224, to: [716], topic: '转租', expect: '转租' },
  { from: 226, to: [721], topic: '租金支付期限', expect: '支付租金' },
  { from: 227, to: [722], topic: '逾期支付租金', expect: '迟延支付租金' },
  { from: 229, to: [725], topic: '买卖不破租赁', expect: '不影响租赁合同的效力' },
  { from: 230, to: [726], topic: '承租人优先购买权', expect: '优先购买' },
  { from: 232, to: [730], topic: '不定期租赁', expect: '不定期租赁' },
  { from: 235, to: [733], topic: '租赁物的返还', expect: '返还租赁物' },
  { from: 236, to: [734], topic: '租赁期满继续使用', expect: '继续使用租赁物' },
  { from: 237, to: [735], topic: '融资租赁合同的定义', expect: '融资租赁合同' },
  // 承揽
  { from: 251, to: [770], topic: '承揽合同的定义', expect: '承揽合同是承揽人按照定作人的要求完成工作' },
  { from: 252, to: [771], topic: '承揽合同的内容', expect: '承揽合同的内容' },
  { from: 253, to: [772], topic: '承揽人亲自完成主要工作', expect: '完成主要工作' },
  { from: 261, to: [780], topic: '交付工作成果', expect: '交付工作成果' },
  { from: 262, to: [781], topic: '工作成果质量不符', expect: '修理、重作、减少报酬、赔偿损失' },
  { from: 263, to: [782], topic: '报酬支付期限', expect: '支付报酬' },
  { from: 264, to: [783], topic: '承揽人的留置权', expect: '留置权' },
  { from: 268, to: [787], topic: '定作人的任意解除权', expect: '随时解除合同' },
  // 建设工程
  { from: 269, to: [788], topic: '建设工程合同的定义', expect: '建设工程合同是承包人进行工程建设' },
  { from: 270, to: [789], topic: '建设工程合同的形式', expect: '书面形式' },
  { from: 271, to: [790], topic: '建设工程招标投标', expect: '招标投标' },
  { from: 272, to: [791], topic: '发包、分包与转包', expect: '总承包人' },
  { from: 274, to: [794], topic: '勘察、设计合同的内容', expect: '勘察、设计合同的内容' },
  { from: 275, to: [795], topic: '施工合同的内容', expect: '施工合同的内容' },
  { from: 276, to: [796], topic: '建设工程监理', expect: '监理' },
  { from: 279, to: [799], topic: '竣工验收', expect: '验收' },
  { from: 280, to: [800], topic: '勘察、设计质量责任', expect: '勘察、设计的质量不符合要求' },
  { from: 281, to: [801], topic: '施工质量责任', expect: '无偿修理或者返工、改建' },
  { from: 282, to: [802], topic: '合理使用期限内的损害责任', expect: '合理使用期限' },
  { from: 283, to: [803], topic: '发包人未按约定提供条件', expect: '顺延工程日期' },
  { from: 286, to: [807], topic: '工程价款优先受偿权', expect: '优先受偿' },
  // 技术合同
  { from: 322, to: [843], topic: '技术合同的定义', expect: '技术合同是当事人就技术开发、转让、许可、咨询或者服务订立' },
  { from: 323, to: [844], topic: '订立技术合同的原则', expect: '科学技术的进步' },
  { from: 324, to: [845], topic: '技术合同的内容', expect: '技术合同的内容' },
  { from: 325, to: [846], topic: '技术合同价款的支付方式', expect: '提成支付' },
  { from: 326, to: [847], topic: '职务技术成果', expect: '职务技术成果' },
  { from: 329, to: [850], topic: '技术合同无效', expect: '非法垄断技术' },
  { from: 330, to: [851], topic: '技术开发合同', expect: '技术开发合同' },
  { from: 342, to: [862], topic: '技术转让合同', expect: '技术转让合同' },
  { from: 356, to: [878], topic: '技术咨询合同与技术服务合同', expect: '技术咨询合同' },
  // 委托
  { from: 396, to: [919], topic: '委托合同的定义', expect: '委托合同是委托人和受托人约定' },
  { from: 397, to: [920], topic: '特别委托与概括委托', expect: '概括委托' },
  { from: 398, to: [921], topic: '委托费用', expect: '预付处理委托事务的费用' },
  { from: 399, to: [922], topic: '按照指示处理委托事务', expect: '按照委托人的指示' },
  { from: 400, to: [923], topic: '亲自处理与转委托', expect: '转委托' },
  { from: 401, to: [924], topic: '报告义务', expect: '报告委托事务' },
  { from: 402, to: [925], topic: '隐名代理', expect: '代理关系' },
  { from: 403, to: [926], topic: '委托人的介入权与第三人的选择权', expect: '代理关系' },
  { from: 405, to: [928], topic: '受托人的报酬', expect: '支付报酬' },
  { from: 406, to: [929], topic: '受托人的赔偿责任', expect: '有偿的委托合同' },
  { from: 410, to: [933], topic: '委托合同的任意解除', expect: '可以随时解除委托合同' },
  { from: 411, to: [934], topic: '委托合同的终止', expect: '委托合同终止' },
  { from: 414, to: [951], topic: '行纪合同的定义', expect: '行纪合同' },
  // 居间 -> 中介
  { from: 424, to: [961], topic: '居间（中介）合同的定义', expect: '中介合同' },
  { from: 425, to: [962], topic: '居间人的报告义务', expect: '如实报告' },
  { from: 426, to: [963], topic: '居间人的报酬', expect: '支付报酬' },
  { from: 427, to: [964], topic: '未促成合同时的费用', expect: '未促成合同成立' },
];

/** 担保法 (1995) -> 民法典: 定金 and 保证 as contracts use them. */
const GUARANTEE_LAW_MAP: ArticleMapping[] = [
  { from: 6, to: [681], topic: '保证的定义', expect: '保证合同' },
  { from: 16, to: [686], topic: '保证方式', expect: '一般保证和连带责任保证' },
  { from: 18, to: [688], topic: '连带责任保证', expect: '连带责任保证' },
  { from: 89, to: [586, 587], topic: '定金', expect: '定金' },
  { from: 90, to: [586], topic: '定金合同', expect: '定金合同自实际交付定金时成立' },
  { from: 91, to: [586], topic: '定金数额不得超过主合同标的额的百分之二十', expect: '百分之二十' },
];

export const REPEALED_LAWS: readonly RepealedLaw[] = [
  {
    title: '中华人民共和国合同法',
    names: ['合同法'],
    repealedOn: '2021-01-01',
    repealedBy: CIVIL_CODE_1260,
    successorTitle: CIVIL_CODE,
    articleMap: CONTRACT_LAW_MAP,
  },
  {
    title: '中华人民共和国担保法',
    names: ['担保法'],
    repealedOn: '2021-01-01',
    repealedBy: CIVIL_CODE_1260,
    successorTitle: CIVIL_CODE,
    articleMap: GUARANTEE_LAW_MAP,
  },
  ...(
    [
      ['中华人民共和国民法通则', '民法通则'],
      ['中华人民共和国民法总则', '民法总则'],
      ['中华人民共和国物权法', '物权法'],
      ['中华人民共和国侵权责任法', '侵权责任法'],
      ['中华人民共和国婚姻法', '婚姻法'],
      ['中华人民共和国继承法', '继承法'],
      ['中华人民共和国收养法', '收养法'],
    ] as const
  ).map(([title, name]) => ({
    title,
    names: [name],
    repealedOn: '2021-01-01',
    repealedBy: CIVIL_CODE_1260,
    successorTitle: CIVIL_CODE,
    articleMap: [],
  })),
  // Repealed by 合同法 in 1999; today their successor is the 民法典.
  ...(
    [
      ['中华人民共和国经济合同法', '经济合同法'],
      ['中华人民共和国涉外经济合同法', '涉外经济合同法'],
      ['中华人民共和国技术合同法', '技术合同法'],
    ] as const
  ).map(([title, name]) => ({
    title,
    names: [name],
    repealedOn: '1999-10-01',
    repealedBy: '《中华人民共和国合同法》第四百二十八条（合同法已由《中华人民共和国民法典》废止）',
    successorTitle: CIVIL_CODE,
    articleMap: [],
  })),
  // The three foreign-investment enterprise laws, replaced by the 外商投资法.
  ...(
    [
      ['中华人民共和国中外合资经营企业法', '中外合资经营企业法'],
      ['中华人民共和国外资企业法', '外资企业法'],
      ['中华人民共和国中外合作经营企业法', '中外合作经营企业法'],
    ] as const
  ).map(([title, name]) => ({
    title,
    names: [name],
    repealedOn: '2020-01-01',
    repealedBy: '《中华人民共和国外商投资法》第四十二条',
    successorTitle: '中华人民共和国外商投资法',
    articleMap: [],
  })),
];
