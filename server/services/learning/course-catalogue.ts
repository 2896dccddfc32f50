/**
 * The learning catalogue (issue 13): courses written by the LawDesk team as data — titles, practice areas,
 * lengths and outlines of what each course teaches. `path` is the course's page on the learning site (spec §5:
 * course URLs get https:// and the token added in the browser). Tags: 精选 (featured) and 最新 (newest), which the
 * home page's banner rows show. Published dates order 最新.
 */

export type TCourseTag = '精选' | '最新';

export type TCourseEntry = {
  id: string;
  title: string;
  /** One of PRACTICE_AREAS. */
  area: string;
  tags: readonly TCourseTag[];
  level: '入门' | '进阶' | '实务';
  minutes: number;
  published: string;
  summary: string;
  /** Chapter titles, in order. */
  outline: readonly string[];
  /** Path on the learning site. */
  path: string;
};

/** spec §1: 13 practice areas. */
export const PRACTICE_AREAS = [
  '合同纠纷',
  '公司与商事',
  '劳动与社保',
  '婚姻家事',
  '房地产与建设工程',
  '民间借贷与金融',
  '知识产权',
  '刑事辩护',
  '行政与国家赔偿',
  '民事诉讼程序',
  '数据合规',
  '涉外法律',
  '律所管理与执业技能',
] as const;

const site = (id: string) => `zhishi.lawdesk.cn/course/${id}`;

export const COURSE_CATALOGUE: readonly TCourseEntry[] = [
  {
    id: 'c01', title: '民法典合同编通则：违约责任的请求权基础', area: '合同纠纷', tags: ['精选'], level: '进阶', minutes: 95,
    published: '2026-03-02', path: site('c01'),
    summary: '以第五百七十七条至第五百九十四条为主线，梳理继续履行、损害赔偿、违约金与定金的适用关系和举证要点。',
    outline: ['违约责任的构成与归责', '继续履行及其除外情形', '可得利益损失的计算与限制', '违约金的调整：过高与过低', '定金罚则与违约金的择一适用'],
  },
  {
    id: 'c02', title: '格式条款的审查与抗辩', area: '合同纠纷', tags: ['精选'], level: '实务', minutes: 60,
    published: '2026-05-18', path: site('c02'),
    summary: '从提示说明义务到无效情形，讲清第四百九十六条至第四百九十八条在合同审查和诉讼中的用法。',
    outline: ['何为格式条款', '提示与说明义务的证明', '免除或减轻责任条款的效力', '不利解释规则', '审查清单与修改示范'],
  },
  {
    id: 'c03', title: '买卖合同风险转移与质量异议', area: '合同纠纷', tags: ['最新'], level: '实务', minutes: 50,
    published: '2026-10-20', path: site('c03'),
    summary: '交付、检验期间与质量异议期的衔接，结合常见的买卖合同条款说明卖方与买方各自的风险。',
    outline: ['标的物风险的转移时点', '检验期间与异议期间', '质量不符的救济路径', '所有权保留条款'],
  },
  {
    id: 'c04', title: '股权转让纠纷的十个争点', area: '公司与商事', tags: ['精选'], level: '进阶', minutes: 110,
    published: '2026-02-11', path: site('c04'),
    summary: '围绕优先购买权、瑕疵出资、股权代持和对赌安排，梳理股权转让案件的裁判思路。',
    outline: ['股东优先购买权的行使与救济', '未届出资期限股权的转让责任', '代持协议的效力与显名', '对赌条款的履行可能性', '转让价款与税费承担'],
  },
  {
    id: 'c05', title: '新公司法下的出资期限与董事责任', area: '公司与商事', tags: ['最新', '精选'], level: '进阶', minutes: 80,
    published: '2026-09-08', path: site('c05'),
    summary: '五年认缴期限、加速到期、董事催缴义务与失权制度：公司法修订后律师需要提醒客户的变化。',
    outline: ['认缴期限的调整与过渡', '股东出资加速到期', '董事会催缴与股东失权', '董事、高管的赔偿责任'],
  },
  {
    id: 'c06', title: '公司章程起草与个性化条款', area: '公司与商事', tags: ['最新'], level: '实务', minutes: 70,
    published: '2026-10-02', path: site('c06'),
    summary: '章程哪些事项可以自治、哪些必须依法，附常用的表决权、分红和股权退出条款写法。',
    outline: ['章程的法定记载事项', '表决权与分红的差异化安排', '股权退出与回购', '章程修正案的程序'],
  },
  {
    id: 'c07', title: '劳动合同解除的合法性审查', area: '劳动与社保', tags: ['精选'], level: '实务', minutes: 75,
    published: '2026-04-15', path: site('c07'),
    summary: '以劳动合同法第三十九条至第四十八条为框架，判断用人单位解除是否合法及违法解除的后果。',
    outline: ['过失性辞退的证据要求', '无过失性辞退与经济补偿', '经济性裁员的程序', '违法解除的赔偿金', '规章制度的民主程序'],
  },
  {
    id: 'c08', title: '工伤认定与工伤保险待遇', area: '劳动与社保', tags: ['最新'], level: '入门', minutes: 45,
    published: '2026-11-03', path: site('c08'),
    summary: '工伤认定的情形与程序、劳动能力鉴定、待遇项目的计算和用人单位未参保时的责任。',
    outline: ['应当认定与视同工伤', '认定申请的时限', '劳动能力鉴定', '待遇项目与计算'],
  },
  {
    id: 'c09', title: '离婚财产分割与子女抚养', area: '婚姻家事', tags: ['精选'], level: '实务', minutes: 85,
    published: '2026-01-20', path: site('c09'),
    summary: '夫妻共同财产的认定、房产和股权的分割方法，以及抚养权、抚养费的裁判考量。',
    outline: ['共同财产与个人财产', '婚前按揭房屋的分割', '股权与投资收益', '抚养权的考量因素', '离婚协议的起草要点'],
  },
  {
    id: 'c10', title: '遗嘱继承与遗产管理人', area: '婚姻家事', tags: ['最新'], level: '进阶', minutes: 55,
    published: '2026-08-26', path: site('c10'),
    summary: '民法典继承编新增的遗嘱形式和遗产管理人制度，在家族财富传承中的实务运用。',
    outline: ['遗嘱的形式要件', '多份遗嘱的效力顺序', '遗产管理人的产生与职责', '债务清偿与遗产分割'],
  },
  {
    id: 'c11', title: '房屋租赁合同纠纷实务', area: '房地产与建设工程', tags: ['精选'], level: '入门', minutes: 50,
    published: '2026-03-28', path: site('c11'),
    summary: '押金返还、转租、买卖不破租赁和提前解约，出租人与承租人双方视角的风险提示。',
    outline: ['租赁合同的期限与续租', '转租与次承租人', '买卖不破租赁', '押金与提前解约'],
  },
  {
    id: 'c12', title: '建设工程价款优先受偿权', area: '房地产与建设工程', tags: ['最新'], level: '进阶', minutes: 65,
    published: '2026-10-12', path: site('c12'),
    summary: '第八百零七条优先受偿权的主体、范围、期限与放弃，结合实际施工人的主张路径。',
    outline: ['权利主体与行使期限', '优先受偿的范围', '放弃与限制的效力', '实际施工人的诉讼地位'],
  },
  {
    id: 'c13', title: '民间借贷利率上限与举证', area: '民间借贷与金融', tags: ['精选'], level: '实务', minutes: 60,
    published: '2026-02-27', path: site('c13'),
    summary: '一年期LPR四倍上限的计算、砍头息、复利和逾期利息，以及借贷合意与交付的证明。',
    outline: ['借贷关系的成立与证明', '利率上限的计算', '预先扣除利息与复利', '逾期利息与违约金并存', '职业放贷的认定'],
  },
  {
    id: 'c14', title: '保证合同与担保责任的边界', area: '民间借贷与金融', tags: ['最新'], level: '进阶', minutes: 70,
    published: '2026-09-21', path: site('c14'),
    summary: '一般保证与连带保证的区分、保证期间与诉讼时效，以及公司对外担保的决议要求。',
    outline: ['保证方式的推定', '保证期间的计算', '公司对外担保的效力', '共同担保人之间的追偿'],
  },
  {
    id: 'c15', title: '商标侵权判定与赔偿计算', area: '知识产权', tags: ['精选'], level: '进阶', minutes: 80,
    published: '2026-04-30', path: site('c15'),
    summary: '混淆可能性的判断、合理使用抗辩与惩罚性赔偿的适用条件。',
    outline: ['相同与近似的判断', '混淆可能性', '合理使用与先用权', '赔偿数额与惩罚性赔偿'],
  },
  {
    id: 'c16', title: '保密协议与竞业限制', area: '知识产权', tags: ['最新'], level: '实务', minutes: 45,
    published: '2026-11-10', path: site('c16'),
    summary: '商业秘密的构成、保密义务的范围和竞业限制的期限与补偿，避免条款因过宽而无效。',
    outline: ['商业秘密的三个要件', '保密条款的合理范围', '竞业限制的主体、期限与补偿', '违约金的设置'],
  },
  {
    id: 'c17', title: '刑事辩护中的证据审查', area: '刑事辩护', tags: ['精选'], level: '进阶', minutes: 100,
    published: '2026-01-08', path: site('c17'),
    summary: '非法证据排除、电子数据的真实性审查与证人证言的质证方法。',
    outline: ['证据能力与证明力', '非法证据排除程序', '电子数据的审查要点', '言词证据的质证'],
  },
  {
    id: 'c18', title: '认罪认罚从宽案件的辩护策略', area: '刑事辩护', tags: ['最新'], level: '实务', minutes: 55,
    published: '2026-10-28', path: site('c18'),
    summary: '值班律师与辩护人的角色、量刑建议的协商与具结书签署前的风险提示。',
    outline: ['认罪认罚的适用阶段', '量刑协商', '具结书的审查', '反悔与上诉'],
  },
  {
    id: 'c19', title: '行政诉讼的受案范围与起诉期限', area: '行政与国家赔偿', tags: ['精选'], level: '入门', minutes: 50,
    published: '2026-03-14', path: site('c19'),
    summary: '哪些行为可诉、起诉期限如何计算、复议前置与复议后起诉的衔接。',
    outline: ['可诉的行政行为', '起诉期限的起算', '复议与诉讼的选择', '被告的确定'],
  },
  {
    id: 'c20', title: '民事诉讼中的财产保全与执行', area: '民事诉讼程序', tags: ['精选'], level: '实务', minutes: 65,
    published: '2026-05-06', path: site('c20'),
    summary: '诉前、诉中保全的申请与担保，执行立案、财产查控与执行异议的实务流程。',
    outline: ['保全的申请条件与担保', '保全错误的赔偿风险', '执行立案与财产查控', '执行异议与异议之诉'],
  },
  {
    id: 'c21', title: '起诉状与答辩状的写作规范', area: '民事诉讼程序', tags: ['最新'], level: '入门', minutes: 40,
    published: '2026-11-15', path: site('c21'),
    summary: '诉讼请求如何写得明确可执行，事实与理由如何与证据目录对应，答辩如何抓住争点。',
    outline: ['当事人信息的写法', '诉讼请求的明确性', '事实与理由的组织', '答辩要点与证据对应'],
  },
  {
    id: 'c22', title: '个人信息保护合规入门', area: '数据合规', tags: ['最新', '精选'], level: '入门', minutes: 60,
    published: '2026-09-30', path: site('c22'),
    summary: '告知同意、敏感个人信息、个人信息出境与企业合规审计的基本要求。',
    outline: ['处理个人信息的合法性基础', '敏感个人信息的特别规则', '个人信息出境', '合规审计与事件应对'],
  },
  {
    id: 'c23', title: '涉外合同的法律适用与争议解决', area: '涉外法律', tags: ['精选'], level: '进阶', minutes: 70,
    published: '2026-06-12', path: site('c23'),
    summary: '涉外民事关系法律适用法的基本规则、仲裁条款的起草与外国判决、裁决的承认与执行。',
    outline: ['涉外因素的认定', '意思自治与最密切联系', '仲裁条款的有效要件', '承认与执行'],
  },
  {
    id: 'c24', title: '用 AI 工具提升律师工作效率', area: '律所管理与执业技能', tags: ['最新'], level: '入门', minutes: 35,
    published: '2026-11-20', path: site('c24'),
    summary: '合同审查、法律检索和文书起草中如何使用 AI，以及如何核验 AI 给出的法条与案例。',
    outline: ['AI 能做什么、不能做什么', '引用核验：只信有出处的法条', '客户文件的保密与脱敏', '把 AI 纳入工作流程'],
  },
];
