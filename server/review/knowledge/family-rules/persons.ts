/**
 * One-sided-clause family rules (issue 14, decision 244): protections the law gives a person against the side that
 * holds the data or the land — a consumer priced by their profile, habits or device, a farming household whose
 * contracted land the issuing party takes back or adjusts during the term.
 * Anticipated families: written from the statutes and the writer's own clauses before any round planted them.
 * Each rule's groups are synonyms of one element of the meaning (../family-vocab.ts has the shape). Add a synonym with a
 * trigger and a non-trigger sentence in ../checks/families.test.ts.
 */
import type { FamilyRule } from '../family-vocab';

/** What a platform or seller knows of the person: profile, habits, history, willingness to pay, the device used. */
const PROFILE =
  '用户画像|(?:消费者|用户|客户|会员)?画像|个人特征|消费(?:记录|习惯|能力|偏好|频次|频率|水平|行为|数据|历史)|浏览(?:记录|习惯|行为|历史|轨迹)|购买(?:记录|历史|频次|频率|习惯|行为)|下单(?:频率|频次|记录|习惯|次数)|搜索(?:记录|历史)|历史订单|订单(?:记录|历史)|复购|价格敏感|支付意愿|支付能力|(?:终端|手机|设备)(?:类型|型号|品牌)|(?:使用|所用|登录|常用|下单)(?:的)?(?:终端|手机|设备)|(?:过往|历史)消费|消费金额|高频(?:用户|客户|消费者|会员)|活跃用户|忠实用户|常客|用户(?:的)?(?:终端|设备)|(?:高端|苹果|安卓)(?:机型|手机|设备)|行为数据|(?:其|用户|消费者|客户|乘客|会员)(?:的)?个人信息|老用户|新用户|老客户|新客户|老会员|新会员|熟客|大数据(?:分析|画像)|杀熟';
/** The price or a term set for the person: different, individual, raised, shown or computed for them. */
const PRICE_FOR_THEM =
  '(?:不同|差异化|差别|个性化|区别|区分|单独|分别|专属|较高|更高)(?:的)?(?:定价|价格|报价|售价|票价|房价|费率|收费|计价|优惠|运价|配送费|服务费|折扣|月费|年费|会员费|套餐费|资费|车费|房费)|(?:定价|价格|报价|售价|票价|房价|费率|收费标准|计价标准|配送费|服务费|运价)[^。；;，,]{0,12}(?:可能)?(?:不同|有所不同|存在差异|有差异|高于|上浮|提高|相应提高)|(?:上浮|提高|调高|加价|上调)[^。；;，,]{0,8}(?:价格|售价|计价|票价|房价|费率|配送费|服务费|收费|报价)|(?:确定|设定|调整|测算|生成|显示|展示)[^。；;，,]{0,10}(?:价格|售价|票价|房价|费率|配送费|服务费|收费|报价)|高于[^。；;，,]{0,10}(?:价格|售价|报价|票价|房价)|杀熟|个性化定价|差别定价|千人千价|一人一价';
/** Prices the same for all, on published lists, or by a lawful measure of risk; the law's own wording. */
const PRICE_FAIR =
  '统一(?:的)?(?:价格|定价|标准|售价|票价|收费)|一视同仁|相同(?:的)?(?:价格|条件|标准|交易条件)|不(?:因|得|会|以)[^。；;]{0,30}(?:差别|差异|不同|区别|提高|上浮|歧视|定价|价格)|不针对其个人特征|(?:公示|公布|明示|标示|公开)[^。；;，,]{0,10}(?:价目|标准|规则|价格|费率)|价目表|风险等级|依法厘定|精算|(?:有权|可以|可)(?:随时)?(?:拒绝|关闭|选择不)|透明度和结果公平';

/** The contracted land of a household. */
const FARMLAND =
  '承包(?:的)?(?:地|土地|田|耕地|林地|草地|田地|山林|山地|荒地|鱼塘|水面)|责任田|口粮田|(?:名下|原)(?:的)?(?:承包)?(?:土地|耕地|林地|草地)';
/** Taken back, reallotted, adjusted, cut or set off. */
const RECOVERED = '收回|收归|调整|调减|调换|置换|另行发包|重新发包|重新分配|抽回|抵顶|核减|无偿交回|无条件交回';
/**
 * The issuing party's right or duty, or a ground: a term (可/有权/应/由/一律/每五年/…的，), not the statute's list of
 * wrongs (（六）将承包地收回抵顶欠款) or of matters for the members' vote (承包地的调整).
 */
const AS_A_TERM = '可|有权|应|(?<!为)由|须|必须|予以|一律|自动|即|每[^。；;，,]{0,3}年|的[，,]|随时|统一|不得(?:拒绝|阻挠|异议|提出)';
/** The lawful ways: the household's free will, the two-thirds vote and approval, expropriation, the term's end, a transfer. */
const FARMLAND_FAIR =
  '违反(?:本法)?(?:规定|法律)|纠纷|争议|新增人口|用于调整|依照[^。；;]{0,20}(?:法律|规定)|不得(?:[^。；;，,]{0,10})?(?:收回|调整|调减|以)|三分之二|村民会议|村民代表|(?<!无条件|无偿|非)自愿|征收|征用|流转|受让方|依法收回|依法(?:调整|办理)|(?:承包期|期限)(?:届满|期满)|互换|转让|入股|未取得承包地|有权(?:获得|取得)[^。；;，,]{0,8}补偿|抵押|质押|作担保|贷款人|债权人';

export const PERSON_RULES: Readonly<Record<string, readonly FamilyRule[]>> = {
  // Prices or terms set by the person's profile, habits or device ("大数据杀熟"): a processor deciding automatically
  // may not treat individuals unreasonably differently in price or other trading terms (个人信息保护法第二十四条); an
  // e-commerce operator tailoring results to a consumer's habits must also offer an option not aimed at them (电子商务法
  // 第十八条); consumers are entitled to fair trading terms and reasonable prices (消费者权益保护法第十条).
  'price-discrimination-by-profile': [
    {
      gate: '价|费|优惠|折扣|杀熟',
      all: [PROFILE, PRICE_FOR_THEM],
      none: [PRICE_FAIR],
      window: 80,
      oneSided: false,
      favours: 'any',
    },
  ],
  // The contracted land taken back or adjusted during the term at will, or because the household moved to town, a
  // woman married or divorced, the family became urban residents or owes money: during the term the issuing party may
  // not take back or adjust the land (农村土地承包法第二十七条、第二十八条；民法典第三百三十六条、第三百三十七条),
  // may not take back a woman's land when she marries or divorces and has none where she lives (第三十一条), and
  // answers for doing so (第五十七条).
  'farmland-recovered-midterm': [
    {
      gate: '承包|责任田|口粮田',
      all: [FARMLAND, RECOVERED, AS_A_TERM],
      none: [FARMLAND_FAIR],
      window: 50,
      oneSided: false,
      favours: 'any',
    },
  ],
};
