/**
 * One-sided-clause family rules (issue 14, decision 242): rights of workers that an employer's, a staffing agency's or a
 * platform's terms take away — joining and forming a union, equal pay for agency workers, an open-ended contract after
 * ten years or two fixed terms.
 * Anticipated families: written from a team lawyer's clauses and the statutes before any round planted them.
 * Each rule's groups are synonyms of one element of the meaning (../family-vocab.ts has the shape). Add a synonym with a
 * trigger and a non-trigger sentence in ../checks/families.test.ts.
 */
import type { FamilyRule } from '../family-vocab';

/** A union or another body of workers acting together, and bargaining collectively. */
const UNION =
  '工会|职工(?:组织|团体|联合会|互助会)|员工(?:组织|团体|联合会|互助会)|劳动者组织|(?:互助|维权|互助维权)(?:组织|团体|群)|集体协商|集体谈判|职工代表身份';
/** Union work: meetings, offices, tasks for the union. */
const UNION_WORK =
  '工会(?:会议|活动|工作|职务|事务|委员|干部|主席|代表|小组长)|(?:参加|参与)(?:集体协商|集体谈判)|(?:当选|担任|参选|竞选)[^。；;，,]{0,4}工会|(?:参加|协助|接受)工会|(?:发起|筹建|筹备|组建)[^。；;，,]{0,4}工会';
/** A worker on a staffing agency's contract, or the user firm that takes them. */
const DISPATCHED = '派遣|用工单位';
/** Pay, the whole or a part of it. */
const PAY_WORDS = '薪酬|工资|奖金|绩效|利润分享|职级|福利|津贴|补贴|分配|计件单价|单价|加班费|夜班费|报酬|待遇|年终奖';
/** The user firm's own staff or post the agency worker is measured against. */
const PEERS =
  `(?:用工单位|本单位|公司|甲方)(?:的)?(?:${PAY_WORDS}|薪酬体系|年度调薪|调薪)|正式(?:员工|职工|工|编制)|在册|在编|自有[^。；;，,]{0,4}(?:员工|职工|人员)|合同制|直接(?:签订|签署|订立)(?:的)?劳动合同|本单位(?:的)?(?:员工|职工|同类|同岗)|(?:用工单位|甲方|公司|本公司|医院)(?:的)?(?:员工|职工|同类|同岗|正式|在职)|同类岗位|同岗|同(?:一|等)岗位|相同岗位|同一?工序|相同(?:工作|工序)|同工`;

export const WORKER_RULES: Readonly<Record<string, readonly FamilyRule[]>> = {
  // Workers barred from joining or forming a union, or punished, moved or dismissed for it: every worker has the right
  // to join and form unions, which no organisation or person may obstruct or restrict (工会法第三条, 劳动法第七条); a
  // union committee member's union time is paid (工会法第四十一条); a term that takes a worker's right away is void
  // (劳动合同法第二十六条).
  'union-restricted': [
    // The ban itself: not to join, form or take part, no union at all, or only with the employer's leave.
    {
      gate: '工会|职工|员工|互助|维权|集体协商|集体谈判|劳动者组织',
      all: [
        UNION,
        '(?:不得|不能|不可|禁止|严禁|不允许|不准|不应|承诺不|保证不|同意不|约定不|亦不|也不|不再)(?:员工|职工|劳动者|乙方|其|骑手|司机|派遣员工|任何人)?(?:以[^。；;，,]{0,6}身份)?(?:申请|私自|私下|擅自|自行|在[^。；;，,]{0,10})?(?:加入|参加|参与|组建|组织|成立|发起|筹建|筹备|设立|联络|成为)|放弃[^。；;，,]{0,10}(?:加入|参加|组织|组建)|(?:加入|参加|组建|成立|组织|筹建)[^。；;，,]{0,8}(?:工会|职工组织|员工组织)[^。；;，,]{0,10}(?:须|需|应|必须)(?:事先)?(?:经|取得|报)[^。；;，,]{0,10}(?:批准|同意|许可)|不(?:加入|参加|参与|组建)(?:任何)?(?:[^。；;，,]{0,6})?(?:工会|集体协商|集体谈判|职工|员工)|(?:不设立|不设|不组建|不成立|不建立)工会|未经[^。；;，,]{0,12}(?:批准|同意|许可)[^。；;，,]{0,6}(?:不得)?(?:加入|参加|组建|成立|组织)',
      ],
      none: [
        '不得(?:因|以)[^。；;]{0,20}(?:加入|参加|组织|从事|担任)|不得阻挠|不得限制|(?:有权|可以|可|自愿)(?:依法)?(?:决定是否)?(?:参加|加入|组织)|尊重[^。；;，,]{0,10}(?:参加|组织)工会|(?<![入加与建立设属])工会(?:应当?|不得|承诺|保证|须|负责)',
      ],
      window: 30,
      oneSided: false,
      favours: 'any',
    },
    // Forming or joining treated as a serious breach, a ground to dismiss or to stop the work.
    {
      gate: '工会|职工|员工|互助|维权|团体',
      all: [
        '(?:串联|发起|筹备|筹建|组建|(?<!社会|单位|其他)组织|成立|加入|参加|参与|从事|联络)[^。；;，,]{0,16}(?:工会|职工(?:组织|团体)|员工(?:组织|团体)|维权组织|互助组织|维权群)',
        '严重违反|违纪|违反[^。；;，,]{0,10}(?:规章|制度|纪律)|(?:有权|可|可以)(?:立即)?(?:解除|辞退|开除|终止|停止|除名)|解除劳动合同|辞退|开除|停止(?:向其)?派单|终止合作|处分|罚款|扣(?:发|减|除)',
      ],
      // The statute's own wording of the wrong (职工因参加工会活动而被解除劳动合同的) and its remedy are not a term.
      none: ['不得(?:因|以)[^。；;]{0,20}(?:加入|参加|组织|从事|担任)|(?:有权|可以|可|自愿)(?:依法)?(?:参加|加入|组织)|责令|恢复其工作|补发|(?:因|由于)[^。；;，,]{0,16}而被(?:解除|辞退|开除|处分)'],
      window: 80,
      oneSided: false,
      favours: 'any',
    },
    // Union work punished: counted as leave or absence, pay or appraisal cut, the member moved away.
    {
      gate: '工会|集体协商|集体谈判',
      all: [
        UNION_WORK,
        '按事假|按旷工|视为旷工|不计(?:发)?工资|扣(?:发|减|除)|不得参与(?:评优|评先|晋升)|不予(?:计发|发放|评优)|调往|调至|调整至|调离|降职|降薪|降级|不得以[^。；;，,]{0,10}为由拒绝',
      ],
      none: ['工资照发|待遇不受影响|不受影响|不得(?:因|以)[^。；;]{0,20}(?:加入|参加|组织|从事|担任|工会)[^。；;]{0,16}(?:降低|调整|调离|解除|扣|处分|辞退|降|影响)'],
      window: 80,
      oneSided: false,
      favours: 'any',
    },
  ],
  // An agency worker paid less than the user firm's own staff in the same post, or left out of its bonuses and
  // allowances: agency workers have the right to equal pay for equal work and the user firm applies the same pay
  // system to them (劳动合同法第六十三条, 劳动法第四十六条); a breach is fined (劳动合同法第九十二条).
  'dispatched-pay-unequal': [
    {
      gate: '派遣|用工单位',
      all: [
        DISPATCHED,
        PEERS,
        `不参照|不比照|不得(?:要求)?(?:参照|比照)|不适用[^。；;，,]{0,12}(?:${PAY_WORDS}|体系|制度|计划)|不在[^。；;，,]{0,8}范围|(?:一概|均|一律)?不(?:予)?享(?:受|有)|不作统一|不予统一|不统一|低于|差异|差额|(?:仅|只)(?:适用于|限于|发放给|向)[^。；;，,]{0,16}(?:直接|在册|在编|正式|合同制|自有)|与[^。；;，,]{0,16}(?:无关|脱钩)|不(?:相)?挂钩|不(?:参加|参与)[^。；;，,]{0,10}(?:调薪|调资|分配|评优|奖金|分红)|(?:${PAY_WORDS}|标准|水平|员工|职工|人员|护士)的(?:[1-9]\\d?(?:\\.\\d+)?[%％]|百分之[一二三四五六七八九]十?[一二三四五六七八九]?(?![百千十])|[一二三四五六七八九]成)|(?:${PAY_WORDS}|标准)[^。；;，,]{0,8}(?:下浮|打折|折扣|减半)`,
      ],
      none: [
        '同工同酬|(?:实行|执行|适用|享受|享有|给予)[^。；;，,]{0,14}相同(?:的)?(?:劳动报酬|工资|薪酬|标准|待遇|分配|调整|福利)|相同(?:的)?(?:劳动报酬|工资|薪酬|福利)(?:分配办法|标准|待遇)|同等(?:待遇|报酬|工资|标准)|不得(?:以|因)[^。；;]{0,20}(?:派遣|用工)|无同类岗位|不得低于',
      ],
      window: 100,
      oneSided: false,
      favours: 'any',
    },
  ],
  // A worker's right to an open-ended contract after ten years or two fixed terms waived in advance, or every renewal
  // fixed-term by rule: the employer must then conclude one unless the worker asks for a fixed term (劳动合同法第十四条),
  // a term excluding a worker's right is void (第二十六条), and the employer that refuses pays double wages (第八十二条).
  'open-ended-contract-waived': [
    {
      gate: '固定期限',
      all: [
        '固定期限',
        '放弃|不(?:要求|主张|申请)(?:订立|签订|续订)?(?:无固定期限)?|不得(?:另行)?(?:要求|主张|申请)|(?:不与|不同|不和)[^。；;，,]{0,10}(?:订立|签订|续订|签署)无固定期限|不(?:订立|签订|签署)无固定期限|(?:仅|只)(?:与|和|同)?[^。；;，,]{0,6}?(?:续签|续订|签订|订立)[^。；;，,]{0,6}(?:年期|固定期限)|(?:续订|续签|续聘|每次)[^。；;，,]{0,10}(?:仍|均|一律|只|仅)(?:按|为|以|签订|订立|办理)[^。；;，,]{0,6}固定期限|(?:全体|所有|全部)(?:员工|职工|劳动者|人员)[^。；;，,]{0,8}(?:实行|签订|订立|采用|一律)[^。；;，,]{0,4}固定期限|均以[^。；;，,]{0,8}为一期续订|(?:视为|视同)(?:其|乙方|员工|劳动者)?(?:已)?(?:主动)?(?:提出|要求|同意|选择)(?:订立|签订|续订)?固定期限|视为[^。；;，,]{0,8}不同意续订|(?:续订|续签)[^。；;，,]{0,10}期限由(?:单位|公司|甲方|用人单位)(?:单方|自行)?确定|今后(?:每次)?续订均',
      ],
      none: [
        '(?<!不)(?:应当?|须|必须)(?:依法)?(?:与其|与劳动者|与乙方|与员工)?(?:订立|签订|续订)无固定期限|不得以|不得(?:要求|强迫|迫使)劳动者|有权(?:选择|要求)(?:订立|签订)?无固定期限|自主(?:决定|选择)|(?:可以|也可|或者?)(?:以)?(?:续订|订立|签订)?[^。；;，,]{0,4}无固定期限',
      ],
      window: 80,
      oneSided: false,
      favours: 'any',
    },
  ],
  // Decision 246 (anticipated): a worker punished for refusing an order to work in danger or against the safety rules,
  // or barred from stopping work and leaving when danger is imminent. Refusing 违章指挥、强令冒险作业 is no breach of the
  // contract (劳动合同法第三十二条, 劳动法第五十六条); the employer may not cut the pay or dismiss for it, and the worker may
  // stop and leave in an emergency (安全生产法第五十四条、第五十五条).
  'unsafe-order-refusal-penalised': [
    {
      // The refusal itself punished.
      gate: '冒险|违章|危险|险情|隐患|安全|带病|超载|疲劳|恶劣天气|台风|暴雨|高温',
      all: [
        '(?:拒绝|不服从|拒不(?:执行|服从|接受)|不执行|不听从|违抗|拒接|推诿)[^。；;]{0,30}(?:冒险|违章|危险|带险|险情|隐患|不安全|安全措施|防护|超载|疲劳|带病|恶劣天气|台风|暴雨|高温|高空|抢险|有限空间|夜间)|(?:冒险|违章|危险|带险|险情|隐患|不安全|超载|疲劳|带病|恶劣天气|台风|暴雨|暴雪|高温|冰冻)[^。；;]{0,20}(?:拒绝|不服从|拒不(?:执行|服从|接受)|不执行|拒接)',
        '旷工|违纪|严重违反|扣(?:发|减|除)|罚款|罚金|解除|辞退|开除|降(?:职|薪|级)|处分|赔偿|违约金|不予(?:发放|计发)|停发|(?:停止|暂停)(?:派单|接单|合作)|封号|降低[^。；;，,]{0,6}(?:工资|待遇|评级)|调岗',
      ],
      none: [
        '不(?:视为|属于|构成|得)[^。；;，,]{0,10}(?:违反|违纪|旷工|扣|降低|解除|处分|罚)|(?:有权|可以|可(?!能))[^。；;，,]{0,4}拒绝|不得因[^。；;]{0,40}(?:拒绝|停止作业|撤离)|(?:冒险|违章)[^。；;，,]{0,10}的[，,][^。；;]{0,12}(?:劳动者|员工|乙方)(?:有权|可以)',
      ],
      window: 90,
      oneSided: false,
      favours: 'any',
    },
    {
      // Stopping work or leaving in danger forbidden or treated as a breach.
      gate: '危险|险情|事故|隐患|紧急|冒险|安全|有毒|泄漏|坍塌|火灾|高温',
      all: [
        '危险|险情|事故隐患|紧急情况|危及(?:人身)?安全|冒险|安全隐患|有毒|泄漏|坍塌|火灾',
        '(?:不得|无权|禁止|严禁|不准|不允许|不可)[^。；;，,]{0,20}(?:(?:自行|擅自)?停止作业|停工|撤离|离开(?:作业|工作)?(?:现场|岗位|场所)?|离岗|拒绝作业)|(?:停止作业|撤离|停工|离岗)[^。；;，,]{0,10}(?:视为|按|以)[^。；;，,]{0,6}(?:旷工|违纪|违约|擅离职守|自动离职)',
      ],
      none: ['(?:有权|可以|可(?!能))[^。；;，,]{0,10}(?:停止作业|撤离|停工)|不得因|依法|应当立即[^。；;，,]{0,10}(?:撤离|停止作业)|(?:非因|无)[^。；;，,]{0,8}(?:危险|险情|紧急)'],
      window: 80,
      oneSided: false,
      favours: 'any',
    },
  ],
};
