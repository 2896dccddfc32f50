/**
 * One-sided-clause family rules (issue 14, decision 252): round 38's two new families, written from the lead's own
 * sentences, not the round's. One side's court preservation (查封, 冻结) agreed in advance to need no security, to draw no
 * objection or review, and to cost nothing if it was wrong; and water, power or gas resold by a landlord, park or
 * manager with a surcharge or at a price it sets itself.
 * Each rule's groups are synonyms of one element of the meaning (../family-vocab.ts has the shape). Add a synonym with a
 * trigger and a non-trigger sentence in ../checks/families.test.ts.
 */
import type { FamilyRule } from '../family-vocab';

/** A court preservation of property or conduct, or its measures. */
const PRESERVATION = '(?:财产|诉前|诉讼|仲裁前|行为)?保全|查封|冻结|扣押';
/** Given up in advance: no security, no objection or review, no damages for a wrong preservation. */
const PRESERVATION_WAIVED =
  '(?:无需|无须|不必|免于|免除|不需要?|不用)[^。；;，,]{0,8}(?:提供|缴纳|交纳|出具)?[^。；;，,]{0,4}(?:担保|保证金|保函)' +
  // Round 39 read (decision 254): nor ask to lift it or change what is held (解除查封, 变更保全标的): the party whose
  // property is held may ask the court to release it against other security (民事诉讼法第一百零四条).
  '|(?:不得|不会|放弃|不再|无权|不)[^。；;，,]{0,10}(?:提出|申请|行使)?[^。；;，,]{0,4}(?:异议|复议|申请解除|要求解除|解除(?:保全|查封|冻结|扣押)|变更保全|(?:变更|置换|替换|更换)[^。；;，,]{0,6}(?:保全|查封|冻结|扣押)(?:的)?(?:标的|财产|物|账户)?)' +
  '|(?:不得|不会|放弃|不再|无权|不)[^。；;，,]{0,24}(?:要求|主张|请求|追究)[^。；;，,]{0,10}(?:赔偿|损失|责任)' +
  '|(?:即使|即便|无论|不论)[^。；;，,]{0,12}(?:保全|查封|冻结)[^。；;，,]{0,10}(?:错误|不当|失当|超标的|超额)[^。；;，,]{0,12}(?:不|免|无须|无需)' +
  // Round 39 read (decision 254): the wrong preservation's damages waived across a comma (即使…被认定有错误，…也无需赔偿).
  '|(?:保全|查封|冻结|扣押|申请)[^。；;，,]{0,10}(?:错误|不当|失当|超标的|超额)[^。；;]{0,20}(?:无需|无须|毋须|不必|不用|不予|不再|不承担|不负|概不|免于|免除)[^。；;，,]{0,10}(?:赔偿|赔付|补偿|损失|(?:赔偿|法律)?责任)';

/** Water, power, gas or heat supplied through the landlord, park or manager. */
const UTILITY = '电费|水费|燃气费|气费|暖气费|供暖费|电价|水价|气价|用电|用水|用气|能耗费|电量|水量|燃气|天然气|供电|供水|供气|供暖|转供';
/** Who resells it: the landlord, park, market or property manager (the longer word first where one holds another). */
const RESELLER =
  '出租人|出租方|甲方|园区管委会|管委会|园区|物业服务企业|物业服务人|物业公司|物业|市场管理方|市场方|管理方|管理处|管理公司|业主|房东|开发商|商场|运营方|公寓';
/** A surcharge on it, or a price the reseller sets or raises itself. */
const MARKUP =
  '(?:加收|另收|另行收取|附加|上浮|加价|溢价|加成|另加)[^。；;，,]{0,12}(?:损耗|线损|管损|管理费|服务费|分摊|公摊|百分之|[\\d.]+[%％]|[\\d.]+元|[一二三四五六七八九十两零点]+(?:元|角)|[一二三四五六七八九十两]+成|费用)' +
  '|(?:电价|水价|气价|单价|收费标准|计费标准|价格)[^。；;，,]{0,8}由(?:出租人|出租方|甲方|园区|物业|管理方|业主|房东|开发商|商场|市场方|运营方|管理公司|物业公司|物业服务企业)[^。；;，,]{0,6}(?:自行|单方|另行|根据[^。；;，,]{0,8})?(?:确定|决定|制定|调整|核定)' +
  '|(?:高于|超出|超过)[^。；;，,]{0,8}(?:政府|国家|供电|供水|供气|燃气|自来水|电力|电网|热力|供热|市政|物价部门|发改部门|官方|公用事业)[^。；;，,]{0,4}(?:定价|价格|电价|水价|气价|标准)' +
  // Round 39 read (decision 254): more than the residential tariff (高于居民电价的部分), the reseller's price measured
  // against what the household would pay; a quantity over a tier (超过居民阶梯…第一档) is not a price.
  '|(?:高于|超出|超过)[^。；;，,]{0,6}(?:居民|民用)(?!阶梯)[^。；;，,]{0,4}(?:电价|水价|气价|热价|价格|单价|收费标准)' +
  // At a price or standard the reseller fixes itself (由市场管理方按其确定的单价, 按照出租人自行核定的标准), or the
  // government's price said not to apply (不执行政府定价).
  `|(?:${UTILITY})[^。；;，,]{0,12}(?:由[^。；;，,]{0,4}(?:${RESELLER})[^。；;，,]{0,4}?(?:按|依|以)(?:照)?其?|(?:按|依|以)(?:照)?(?:${RESELLER}))(?:自行|单方|另行)?(?:确定|决定|制定|核定|规定)的(?:单价|价格|电价|水价|气价|收费标准|计费标准|标准)` +
  '|不(?:执行|适用|按照?)[^。；;，,]{0,6}(?:政府|国家)(?:规定|核定|制定|颁布)?(?:的)?(?:定价|指导价|价格|电价|水价|气价|热价|收费标准)' +
  // Not at the supplier's actual price (不按自来水公司的实际水价结算), whatever flat price is named instead.
  '|不(?:按|执行|适用)(?:照)?[^。；;，,]{0,10}(?:供电|供水|供气|自来水|燃气|电力|热力)(?:公司|企业|部门|局)?[^。；;，,]{0,6}(?:实际|政府)?(?:的)?(?:电价|水价|气价|价格|单价)' +
  '|(?:按|以)(?:每度|每千瓦时|每吨|每立方米?)[^。；;，,]{0,10}(?:收取|计收|结算)[^。；;，,]{0,12}(?:不(?:按|执行|适用)|而非)[^。；;，,]{0,10}(?:政府|国家|供电|供水|居民|民用)';

export const PRESERVATION_UTILITY_RULES: Readonly<Record<string, readonly FamilyRule[]>> = {
  // A preservation may be made to depend on security (民事诉讼法第一百零三条、第一百零四条), the party it hits may ask for a
  // review (第一百一十一条), and a wrong application must compensate its loss (第一百零八条; 仲裁法第二十八条 sends an
  // arbitration's application to the court): agreeing beforehand to none of these leaves one side's assets open to the
  // other's freeze at no risk to it.
  'preservation-waived': [
    {
      gate: '保全|查封|冻结|扣押',
      all: [PRESERVATION, PRESERVATION_WAIVED],
      none: [
        '(?<![无不免]|无需|无须|不必|不用)(?:应当?|须|需|必须)[^。；;，,]{0,6}(?:依法)?提供(?:相应的?|足额的?)?(?:担保|保证金)|申请(?:有)?错误的?[^。；;]{0,10}(?:应当?|须)[^。；;，,]{0,4}赔偿|(?<![不无])(?:有权|可以)(?:依法)?(?:申请复议|提出异议|要求赔偿|申请解除)|依法|双方均|任何一方',
      ],
      window: 90,
      oneSided: false,
      favours: 'any',
    },
  ],
  // Water, power or gas resold with a surcharge or at a price of the reseller's choosing: no one may add other fees to
  // the electricity charge (电力法第四十四条), prices set or guided by the government must be followed (价格法第十二条), and
  // what was overpaid must be returned (第四十一条).
  'utility-markup': [
    {
      gate: '电|水|燃气|气费|暖|能耗',
      all: [UTILITY, MARKUP],
      none: [
        '(?:不得|不|禁止)(?:另行)?(?:加收|另收|加价|上浮|收取[^。；;，,]{0,6}(?:损耗|管理费|服务费))|(?:不得|禁止|严禁)[^。；;，,]{0,14}(?:加收|另收|加价|上浮)|(?<!不)(?:按|依|执行)(?:照)?(?:(?!高于|超出|超过|上浮|加价)[^。；;，,]){0,10}(?:政府|国家|物价部门|供电部门|供水部门|供电企业|供水企业|市政|公用事业)[^。；;，,]{0,6}(?:定价|价格|标准|电价|水价)(?:执行|收取|结算|计算)?(?![^。；;，,]{0,6}(?:上浮|加收|另加|加价))|据实(?:结算|收取|分摊)(?![^。；;，,]{0,6}(?:上浮|加收|另加|加价))|依法|人民政府|国务院|价格主管部门|(?:供电人|供电企业|供电公司|供水人|供水企业|供气人|供气企业)(?:可|可以|有权)',
        // (A surcharge the law lets a government set, 电力法第四十四条第二款; the supplier changing its own price is
        // unilateral-change's.)
      ],
      window: 90,
      oneSided: false,
      favours: 'any',
    },
  ],
};
