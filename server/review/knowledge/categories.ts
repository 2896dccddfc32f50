/**
 * Contract categories as data: the tree shown in the category dropdown, each leaf's stances (review positions),
 * and the vocabulary the builtin classifier scores with. Adding a category = adding an entry here and a checks file
 * in knowledge/checks/ (the registry test fails when one is missing).
 */
import { ZCategoryGroup, type TCategory, type TCategoryGroup } from './schema';

const NEUTRAL = { id: 'neutral', label: '中立' };

const RAW_GROUPS: unknown[] = [
  {
    id: 'g-trade',
    name: '交易类',
    categories: [
      {
        id: 'sale',
        name: '买卖合同',
        group: '交易类',
        stances: [{ id: 'buyer', label: '买方' }, { id: 'seller', label: '卖方' }, NEUTRAL],
        titleKeywords: [
          '买卖合同', '买卖框架', '购销合同', '采购合同', '销售合同', '供货合同', '订货合同', '购买合同', '买卖协议',
          '采购协议', '供货协议', '购销协议', '销售协议', '房屋买卖', '车辆买卖', '设备买卖', '货物买卖',
        ],
        bodyKeywords: [
          ['买方', 3], ['卖方', 3], ['出卖人', 3], ['买受人', 3], ['供方', 2], ['需方', 2], ['货物', 2], ['交货', 2],
          ['采购', 2], ['购车', 2], ['货款', 2], ['所有权', 1], ['质保', 1], ['单价', 1], ['过户', 1], ['出卖', 1],
        ],
        negativeKeywords: [['租金', 2], ['承租', 2], ['劳动者', 3]],
        amountKeywords: [
          '合同总价', '合同总金额', '合同总额', '总价款', '合同价款', '货款总额', '车款总计', '成交价', '房屋总价',
          '转让价款', '总金额', '总价', '价款', '合同金额',
        ],
      },
      {
        id: 'lease',
        name: '房屋租赁合同',
        group: '交易类',
        stances: [{ id: 'lessor', label: '出租方' }, { id: 'lessee', label: '承租方' }, NEUTRAL],
        titleKeywords: ['房屋租赁', '租赁合同', '租房合同', '合租合同', '租赁协议', '商铺租赁', '出租合同', '房屋出租', '场地租赁'],
        bodyKeywords: [
          ['出租方', 3], ['承租方', 3], ['出租人', 3], ['承租人', 3], ['租金', 3], ['租赁期', 3], ['押金', 2], ['转租', 2],
          ['退租', 2], ['续租', 2], ['租期', 2], ['房屋', 1], ['物业费', 1],
        ],
        negativeKeywords: [['买受人', 2], ['借款人', 2]],
        amountKeywords: ['月租金', '年租金', '租金标准', '租金'],
      },
      {
        id: 'loan',
        name: '借款合同',
        group: '交易类',
        stances: [{ id: 'lender', label: '出借人' }, { id: 'borrower', label: '借款人' }, NEUTRAL],
        titleKeywords: ['借款合同', '借款协议', '借贷合同', '借贷协议', '借条', '借据', '贷款合同'],
        bodyKeywords: [
          ['出借人', 3], ['借款人', 3], ['借款', 3], ['利息', 2], ['利率', 2], ['还款', 2], ['本金', 2], ['贷款', 1],
        ],
        negativeKeywords: [['租金', 2]],
        amountKeywords: ['借款金额', '借款本金', '借款总额', '贷款金额', '借款'],
      },
      {
        id: 'brokerage',
        name: '居间/中介合同',
        group: '交易类',
        stances: [{ id: 'client', label: '委托人' }, { id: 'broker', label: '居间人/中介方' }, NEUTRAL],
        titleKeywords: ['居间合同', '中介合同', '居间协议', '中介协议', '居间服务', '中介服务合同', '经纪合同'],
        bodyKeywords: [
          ['居间', 3], ['中介', 3], ['居间人', 3], ['佣金', 3], ['促成', 2], ['中介费', 2], ['居间费', 3], ['报告订约', 2],
        ],
        negativeKeywords: [],
        amountKeywords: ['居间费', '居间服务费', '中介费', '佣金', '服务费'],
      },
    ],
  },
  {
    id: 'g-labor',
    name: '劳动人事类',
    categories: [
      {
        id: 'labor',
        name: '劳动合同',
        group: '劳动人事类',
        stances: [{ id: 'employer', label: '用人单位' }, { id: 'employee', label: '劳动者' }, NEUTRAL],
        titleKeywords: ['劳动合同', '聘用合同', '劳动协议', '竞业限制协议', '竞业禁止协议', '雇佣合同'],
        bodyKeywords: [
          ['用人单位', 3], ['劳动者', 3], ['试用期', 3], ['劳动报酬', 3], ['社会保险', 2], ['工作岗位', 2], ['工资', 2],
          ['工作时间', 2], ['加班', 2], ['劳动合同', 3], ['休假', 1], ['竞业限制', 2],
        ],
        negativeKeywords: [['租金', 3], ['货物', 2]],
        amountKeywords: ['月工资', '基本工资', '劳动报酬', '工资', '薪酬'],
      },
    ],
  },
  {
    id: 'g-company',
    name: '公司股权类',
    categories: [
      {
        id: 'equity',
        name: '股权转让协议',
        group: '公司股权类',
        stances: [{ id: 'transferor', label: '转让方' }, { id: 'transferee', label: '受让方' }, NEUTRAL],
        titleKeywords: ['股权转让', '股份转让', '股权收购', '股权买卖', '出资转让', '增资扩股', '增资协议', '投资协议'],
        bodyKeywords: [
          ['股权', 3], ['转让方', 2], ['受让方', 2], ['股东', 2], ['目标公司', 3], ['工商变更', 2], ['股权转让款', 3],
          ['出资', 1], ['公司章程', 1], ['增资', 2], ['注册资本', 2],
        ],
        negativeKeywords: [['租金', 2]],
        amountKeywords: ['股权转让款', '股权转让价款', '转让价款', '转让价格', '转让款', '增资款', '投资款', '对价'],
      },
    ],
  },
  {
    id: 'g-construction',
    name: '工程类',
    categories: [
      {
        id: 'construction',
        name: '建设工程施工合同',
        group: '工程类',
        stances: [{ id: 'owner', label: '发包人' }, { id: 'contractor', label: '承包人' }, NEUTRAL],
        titleKeywords: [
          '建设工程施工合同', '施工合同', '工程总承包', '总承包合同', '工程承包合同', '装修工程', '装饰工程', '施工协议',
          '工程施工', 'EPC',
        ],
        bodyKeywords: [
          ['发包人', 3], ['承包人', 3], ['施工', 3], ['竣工', 3], ['工期', 2], ['监理', 2], ['工程', 2], ['进度款', 2],
          ['质量保证金', 2], ['分包', 2], ['图纸', 1], ['总承包', 2],
        ],
        negativeKeywords: [['租金', 2]],
        amountKeywords: ['签约合同价', '合同价款', '合同总价', '工程价款', '合同总金额', '总价'],
      },
      {
        id: 'work',
        name: '承揽合同',
        group: '工程类',
        stances: [{ id: 'orderer', label: '定作人' }, { id: 'contractor', label: '承揽人' }, NEUTRAL],
        titleKeywords: ['承揽合同', '加工合同', '定作合同', '定制合同', '加工承揽', '委托加工', '加工协议', '定制协议'],
        bodyKeywords: [
          ['定作人', 3], ['承揽人', 3], ['定作', 3], ['加工', 2], ['承揽', 3], ['原材料', 1], ['样品', 1], ['图纸', 1],
        ],
        negativeKeywords: [['租金', 2]],
        amountKeywords: ['加工费', '定作价款', '承揽价款', '合同总价', '总价款', '报酬', '总价'],
      },
    ],
  },
  {
    id: 'g-tech',
    name: '知识产权与技术类',
    categories: [
      {
        id: 'tech',
        name: '技术开发/技术服务合同',
        group: '知识产权与技术类',
        stances: [{ id: 'client', label: '委托方' }, { id: 'developer', label: '开发方/服务方' }, NEUTRAL],
        titleKeywords: [
          '技术开发合同', '技术服务合同', '技术咨询合同', '技术支持服务合同', '软件开发合同', '委托开发合同',
          '技术开发', '技术服务', '技术支持', '软件开发', '技术转让', '系统开发', '软件许可', '运维服务合同',
        ],
        bodyKeywords: [
          ['技术', 2], ['软件', 2], ['开发', 2], ['源代码', 3], ['技术成果', 3], ['运维', 2], ['技术支持', 3],
          ['知识产权', 1], ['系统', 1], ['需求', 1], ['专利', 1], ['故障', 1],
        ],
        negativeKeywords: [['租金', 2]],
        amountKeywords: ['合同总金额', '合同金额', '合同总价', '开发费', '技术服务费', '服务费', '研究开发经费', '总价'],
      },
      {
        id: 'nda',
        name: '保密协议',
        group: '知识产权与技术类',
        stances: [{ id: 'discloser', label: '披露方' }, { id: 'recipient', label: '接收方' }, NEUTRAL],
        titleKeywords: ['保密协议', '保密合同', '保密承诺', '保密条款协议', '不披露协议'],
        bodyKeywords: [
          ['保密信息', 3], ['商业秘密', 2], ['披露方', 3], ['接收方', 3], ['保密义务', 2], ['保密期限', 2], ['泄露', 1],
        ],
        negativeKeywords: [['租金', 2], ['货款', 1]],
        amountKeywords: ['保密费'],
      },
    ],
  },
  {
    id: 'g-general',
    name: '通用',
    categories: [
      {
        id: 'service',
        name: '委托/服务合同',
        group: '通用',
        stances: [{ id: 'client', label: '委托方/服务接受方' }, { id: 'provider', label: '受托方/服务提供方' }, NEUTRAL],
        titleKeywords: [
          '委托合同', '服务合同', '服务协议', '委托协议', '顾问合同', '咨询服务', '培训服务', '护工服务', '家政服务',
          '物业服务', '代理合同', '顾问协议', '委托书',
        ],
        bodyKeywords: [
          ['委托人', 2], ['受托人', 2], ['委托事项', 3], ['委托事务', 3], ['服务费', 2], ['服务内容', 2], ['服务期限', 2],
          ['委托方', 2], ['受托方', 2], ['服务方', 2], ['报酬', 1], ['护理', 1], ['培训', 1],
        ],
        negativeKeywords: [['租金', 2], ['借款人', 2]],
        amountKeywords: ['服务费用', '服务费', '委托费用', '报酬', '培训费', '合同金额', '总价'],
      },
      {
        id: 'cooperation',
        name: '合作协议',
        group: '通用',
        stances: [{ id: 'party-a', label: '甲方' }, { id: 'party-b', label: '乙方' }, NEUTRAL],
        titleKeywords: ['合作协议', '合作合同', '战略合作', '联营协议', '合伙协议', '合作框架', '联合经营', '合作经营'],
        bodyKeywords: [
          ['合作', 3], ['合作期限', 2], ['利润分配', 2], ['收益分配', 2], ['合作项目', 2], ['共同', 1], ['分成', 2],
        ],
        negativeKeywords: [['租金', 1]],
        amountKeywords: ['投资总额', '合作费用', '出资额', '投资款', '出资'],
      },
    ],
  },
];

/** The category groups, validated at module load. */
export const CATEGORY_GROUPS: TCategoryGroup[] = RAW_GROUPS.map((g) => ZCategoryGroup.parse(g));

/** Every leaf category, in tree order. */
export const CATEGORIES: TCategory[] = CATEGORY_GROUPS.flatMap((g) => g.categories);

const BY_ID = new Map(CATEGORIES.map((c) => [c.id, c]));

/** Looks up a category by id. */
export function getCategory(id: string): TCategory | undefined {
  return BY_ID.get(id);
}
