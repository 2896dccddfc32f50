/**
 * One-sided-clause family rules (issue 14, decision 244): the buyer's, the owner's and the shipper's defaults that a
 * sale, a construction contract or a carriage contract take away — delivery early or in excess that must be taken and
 * paid for, the builder's warranty for foundations and main structure cut short or excluded, freight kept for goods
 * lost in transit by force majeure.
 * Anticipated families: written from the statutes and the writer's own clauses before any round planted them.
 * Each rule's groups are synonyms of one element of the meaning (../family-vocab.ts has the shape). Add a synonym with a
 * trigger and a non-trigger sentence in ../checks/families.test.ts.
 */
import type { FamilyRule } from '../family-vocab';

/** Delivery before the agreed date, or more than ordered. */
const EARLY_OR_EXCESS =
  '提前(?:[一二两三四五六七八九十\\d]+(?:个)?(?:日|天|周|月)|(?:一|两|几)个月)?(?:交货|交付|发货|发运|送货|供货|供应|到货|完成并交付|装运|交运)|(?:交货|交付|履行)(?:期|日期?|期限)(?:届满|届至)?前(?:的)?(?:任何时间|随时|任意时间)|多交|超量(?:交|供|发|送|到)|(?:超额|超出|超过|多于)[^。；;，,]{0,12}(?:交货|交付|发货|发出|发运|送货|送达|供货|供应|到货)|(?:交货|交付|发货|送货|供货|到货)(?:的)?[^。；;，,]{0,4}(?:数量|量)[^。；;，,]{0,6}(?:超出|超过|多于|大于)';
/** The receiving side must take it, may not refuse it, pays for it all the same, or is deemed to accept it. */
const MUST_TAKE =
  '不得(?:以[^。；;，,]{0,12}为由)?(?:拒收|拒绝|拒付|退回|退货)|无权(?:拒收|拒绝|退回|退货)|不予退回|(?:应当?|须|必须|应予|需)(?:一并|全部|予以|及时)?(?:接收|收货|受领|验收|签收|照单全收)|照单全收|(?:应当?|须|必须)[^。；;，,]{0,14}(?:组织)?(?:验收|接收|签收|收货|受领)|(?:应当?|须|必须|即应)(?:全额)?(?:按|以)[^。；;，,]{0,10}(?:付款|支付|结算)|(?:应当?|须|必须)(?:全额)?(?:付款|支付货款|支付价款)|(?:视为|视同)[^。；;，,]{0,8}(?:接受|接收|验收合格|同意|符合约定|订购|采购|认可)|(?:仍|均|一并)(?:须|应|需|应当)?(?:按[^。；;，,]{0,10})?(?:支付|付款|结算)|不得要求(?:延后|推迟|延期)|但[^。；;，,]{0,4}(?:应|须)(?:支付|付款)';

/** Foundations and the main structure of a building or works. */
const STRUCTURE = '地基|基础工程|基础和主体|基础与主体|主体结构|结构工程|主体工程|承重(?:结构|墙|构件)|剪力墙|梁柱|钢结构主体';
/** A warranty or the duty to repair. */
const WARRANTY = '保修|质保|质量保证期|维修|修复|修理|返修';
/** A period shorter than fifty years (months, or one to forty-nine years), the design life being longer. */
const SHORT_PERIOD =
  '(?<![一二三四五六七八九十百\\d])(?:[一二两三四五六七八九十]|[一二三四]十[一二三四五六七八九]?|\\d|[1-4]\\d)(?:个)?年|(?<![一二三四五六七八九十百\\d])(?:[一二两三四五六七八九十]+|\\d{1,3})个?月|(?<![一二三四五六七八九十百\\d])(?:[一二两三四五六七八九十]+|\\d{1,3})个(?:采暖期|供冷期)';
/** The law's own periods and grounds: the design life, the user's own fault, duties that stay. */
const WARRANTY_FAIR =
  '设计文件|合理使用(?:年限|寿命|期限)|设计使用年限|使用寿命|[五六七八九]十年|[5-9]\\d年|一百年|不当使用|使用不当|擅自|使用人|第三人|第三方|不可抗力|自然灾害|人为|不免除|不影响|仍(?:应|须|需|然)|继续承担|不得(?:约定)?(?:缩短|低于|少于|免除)|不低于|不少于|不短于|分包|支解|转包|自行完成';

/** Force majeure and the natural events a carriage contract names as such. */
const FORCE_MAJEURE = '不可抗力|自然灾害|地震|洪水|洪灾|台风|飓风|海啸|泥石流|山体滑坡|暴雨|暴雪|战争|雷击|冰雹';
/** The goods lost or destroyed. */
const GOODS_LOST = '灭失|丢失|遗失|毁损|损毁|沉没|全损|灭损|全部损失';
/** The price of the carriage. */
const FREIGHT = '运费|运价|运输费|寄递费|快递费|运杂费|运输服务费|物流费|航运费|海运费';
/** The carrier keeps it or claims it all the same. */
const FREIGHT_KEPT =
  '不(?:予)?(?:退还|返还|退回)|概不退|不退|照收|照付|(?:仍|均|依然|亦|仍然)(?:应|须|需|应当)?(?:按|全额|足额)?[^。；;，,]{0,12}(?:支付|结算|收取|缴纳|付清|计收|承担|负担)|有权[^。；;，,]{0,12}(?:收取|主张|请求|要求|保留|计收)|不再(?:退还|返还|退回)|作为[^。；;，,]{0,8}(?:收入|所得|补偿)|归[^。；;，,]{0,6}所有|不得要求[^。；;，,]{0,4}(?:减免|退还|返还|减少)|但[^。；;，,]{0,8}(?:应|须|需)[^。；;，,]{0,4}(?:支付|结算|付清)';

export const GOODS_AND_WORKS_RULES: Readonly<Record<string, readonly FamilyRule[]>> = {
  // Delivery early or in excess that the buyer must take and pay for: the buyer may accept or refuse the excess
  // (民法典第六百二十九条), and the creditor may refuse early performance unless it harms none of its interests, the
  // debtor bearing the costs it adds (第五百三十条). Both are defaults; a standard term that takes them away is a burden
  // the other side did not choose (第四百九十七条).
  'early-or-excess-delivery-forced': [
    {
      gate: '交货|交付|发货|发运|交运|发出|送货|送达|供货|供应|到货|多交|超量|装运',
      all: [EARLY_OR_EXCESS, MUST_TAKE],
      none: [
        '可以(?:接收|接受)或者?拒绝|要求[^。；;，,]{0,6}提前(?:交货|交付|发货|供货|送货)|同意(?:后|的[，,])|(?:如|若|如果|愿意)(?:同意)?(?:接收|接受)|(?:有权|可以|可)(?:选择)?(?:拒收|拒绝|退回|退货)|(?:须|应|需|应当)(?:事先)?(?:经|取得|征得)[^。；;，,]{0,10}(?:同意|确认|认可)|未经[^。；;，,]{0,10}(?:同意|确认|认可)|经[^。；;，,]{0,8}(?:书面)?同意(?:的|后)|溢短装|正负|[±]|不损害|(?:接收|接受)(?:多交部分)?的[，,]|(?:不接收|拒绝接收|拒收)的|不得(?:擅自)?(?:提前|超量|多交|超出)|由(?:出卖人|卖方|供方|供货方|供货商|乙方|承揽人)(?:负担|承担)',
      ],
      window: 80,
      oneSided: false,
      favours: 'any',
    },
  ],
  // The builder's warranty for foundations and main structure cut to a few years, or warranty and repair excluded
  // once the works are accepted or the retention is returned: the foundations and main structure must be sound for the
  // building's reasonable life (建筑法第六十条), the warranty covers them for a period that keeps the building in normal
  // use through that life (第六十二条), a builder that does not repair is fined and pays the loss (第七十五条); the
  // builder repairs defects it caused (民法典第八百零一条) and answers for damage within the reasonable life (第八百零二条).
  'structural-warranty-curtailed': [
    // Foundations or main structure with a warranty of a few years or months.
    {
      gate: '地基|基础|主体|结构|承重|剪力墙|梁柱',
      all: [STRUCTURE, '保修|质保|质量保证期', SHORT_PERIOD],
      none: [WARRANTY_FAIR],
      window: 60,
      oneSided: false,
      favours: 'any',
    },
    // Foundations or main structure left out of the warranty, or their repair put on the owner.
    {
      gate: '地基|基础|主体|结构|承重|剪力墙|梁柱',
      all: [
        STRUCTURE,
        WARRANTY,
        '不(?:再)?(?:承担|负责|负)|不在[^。；;，,]{0,6}(?:保修|质保)范围|不属于[^。；;，,]{0,6}(?:保修|质保)|(?:不包括|不含|排除)[^。；;，,]{0,6}(?:地基|基础|主体)|(?:地基|基础|主体结构)[^。；;，,]{0,12}除外|概不|无关|免除|(?:由|归)(?:发包人|发包方|建设单位|建设方|业主|甲方|买受人|购房人)自行(?:维修|修复|处理|承担|负责)',
      ],
      none: [WARRANTY_FAIR],
      window: 60,
      oneSided: false,
      favours: 'any',
    },
    // The whole warranty ended at acceptance, with the retention, or never given: no structural word needed.
    {
      gate: '工程|施工|承包|竣工|建筑|房屋|厂房|装修|总包',
      all: [
        '不设(?:保修|质保)|无保修期|(?:保修|质量|维修)(?:责任|义务)[^。；;，,]{0,4}以[^。；;，,]{0,10}为限|(?:质量保证金|保证金|保修金|质保金)[^。；;，,]{0,10}(?:返还|退还|用尽|扣完|支付|付清)(?:后|完毕)|(?:竣工验收|验收)合格(?:后|即)|(?:交付(?:使用)?|移交|竣工|完工)后|(?:经|一经)验收合格即',
        '不再承担|不(?:承担|负责)[^。；;，,]{0,6}(?:保修|维修|修复|质量)|概不(?:负责|承担)|(?:由|归)(?:发包人|发包方|建设单位|建设方|业主|甲方|买受人|购房人)[^。；;，,]{0,4}自行(?:维修|修复|处理|承担|负责)|与[^。；;，,]{0,8}无关|履行完毕|免除|不设(?:保修|质保)|无保修期',
        '保修|质保|维修|修复|修理|质量',
      ],
      none: [WARRANTY_FAIR],
      window: 80,
      oneSided: false,
      favours: 'any',
    },
  ],
  // Freight kept or claimed for goods lost in transit by force majeure: the carrier may not claim freight not yet paid,
  // and the shipper may ask back freight already paid (民法典第八百三十五条); a standard term that keeps it shifts the
  // loss the law leaves with the carrier (第四百九十七条).
  'freight-kept-after-fm-loss': [
    {
      gate: '运费|运价|运输费|寄递费|快递费|运杂费|物流费|航运费|海运费',
      all: [FORCE_MAJEURE, GOODS_LOST, FREIGHT, FREIGHT_KEPT],
      none: [
        '(?:应|应当|须|予以|应予)(?:全额|如数|全部)?(?:退还|返还|退回)|(?:可以|有权)(?:请求|要求)?(?:全额|如数)?(?:返还|退还|退回)|不得(?:请求|要求|收取|主张)(?:支付)?[^。；;，,]{0,4}运费|(?:免收|免除|不收取|不再收取|无需支付|无须支付|不必支付)[^。；;，,]{0,6}运费|运费[^。；;，,]{0,6}(?:免收|免除|予以退还|全额退还)',
      ],
      window: 100,
      oneSided: false,
      favours: 'any',
    },
  ],
};
