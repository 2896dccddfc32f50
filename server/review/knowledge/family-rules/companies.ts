/**
 * One-sided-clause family rules (issue 14, decision 242): protections the law gives a guarantor, a shareholder and a
 * partner that a contract, articles or a partnership agreement take away — a guarantor bound by changes made without
 * them, a shareholder's equity lost without the written demand and the sixty-day grace, the profits of a partnership
 * kept by some partners.
 * Anticipated families: written from a team lawyer's clauses and the statutes before any round planted them.
 * Each rule's groups are synonyms of one element of the meaning (../family-vocab.ts has the shape). Add a synonym with a
 * trigger and a non-trigger sentence in ../checks/families.test.ts.
 */
import type { FamilyRule } from '../family-vocab';

/** A change to the main debt: its terms, its term, a renewal, a transfer, a supplement. */
const MAIN_CHANGE =
  '变更|修改|调整|展期|延期|续贷|借新还旧|续签|续期|续租|上调|提高|延长|增加|补充协议|(?:债务|义务)[^。；;，,]{0,10}转移|转移[^。；;，,]{0,10}(?:债务|义务)|授信额度';
/** The guarantor is bound all the same, consented in advance, or need not be asked. */
const STILL_BOUND =
  // 不因主合同的展期、变更或任何其他原因而受限: the guarantee said to stand whatever the change (round 40 read, decision 255).
  '不因[^。；;]{0,30}?(?:而)?(?:受限|受到(?:任何)?(?:限制|影响)|受影响|有所限制)|' +
  '(?:无需|无须|毋需|毋须|不必|不需要?|不再)(?:另行|事先|再)?(?:通知|告知|征得|取得|经|会签|签字|签署|确认|同意)|无论[^。；;，,]{0,10}(?:是否|知悉|同意)|(?:均|亦|并|仍)?不影响[^。；;，,]{0,16}(?:保证|担保)(?:责任|期间)?|视为(?:已)?(?:经|取得|征得|获得)?[^。；;，,]{0,8}同意|仍(?:应|须|需|然)?(?:就|对|按)?[^。；;，,]{0,24}(?:承担|负)[^。；;，,]{0,6}(?:保证|担保|连带)|继续(?:承担|负责|有效)|(?:均|一律|概)(?:予|予以)?(?:认可|同意|承认)|(?:预先|事先|提前|概括|不可撤销地?)(?:同意|认可)|(?:保证|担保)期间[^。；;，,]{0,10}(?:相应|随之|自动)(?:延长|顺延)|同样承担|(?:相应|均|一并|自动)?及于|重新(?:计算|起算)|(?:协商|约定)(?:确定)?即可|不得以未[^。；;，,]{0,10}为由|(?:包括|含)[^。；;，,]{0,6}(?:主合同)?(?:签订|生效)后[^。；;，,]{0,16}(?:增加|上调|调整)';

/** A written demand to pay with a grace of sixty days or more, or the grace that follows it. */
const GRACE =
  '(?:催缴|宽限期)[^。；;]{0,40}(?:不少于|不得少于|不低于|不短于)?(?:[六七八九]十|[6-9]\\d|[1-9]\\d{2}|一百|[二两三四五六]个月)(?:日|天|个月)?|宽限期(?:届满|期满)';

export const COMPANY_RULES: Readonly<Record<string, readonly FamilyRule[]>> = {
  // The guarantor bound by changes to the main contract, renewals or a transfer of the debt made without their written
  // consent: the guarantor does not answer for a heavier debt so agreed, the guarantee period is unaffected by a new
  // term (民法典第六百九十五条), and a debt transferred without their consent is no longer guaranteed (第六百九十七条).
  'guarantor-bound-by-changes': [
    {
      gate: '保证|担保',
      all: [MAIN_CHANGE, '保证|担保', STILL_BOUND],
      none: [
        '(?<!无需|无须|不必|不需|不需要|毋需|毋须)(?:未经|须经|应经|需经|应当?(?:事先)?(?:取得|征得)|须(?:事先)?(?:取得|征得))[^。；;，,]{0,10}(?:保证人|担保人|乙方|丙方)?[^。；;，,]{0,4}书面同意|(?:保证人|担保人)[^。；;，,]{0,6}书面同意(?:的|后)|不(?:再)?承担(?:保证|担保)?责任|减轻|原(?:履行)?期限|保证人(?:的)?(?:保证)?期间不受影响|(?:根据|按照|依照|依据)[^。；;，,]{0,16}(?:规定|约定|公布|报价利率|LPR)[^。；;，,]{0,8}(?:调整|浮动)',
      ],
      window: 100,
      oneSided: false,
      favours: 'any',
    },
  ],
  // A shareholder's unpaid equity forfeited, or the shareholder expelled, without the written demand and a grace of at
  // least sixty days, a board resolution and a written notice, or beyond the unpaid part: the company demands payment
  // in writing (公司法第五十一条), and only after the grace may the board resolve to send a written notice of loss of the
  // unpaid equity, which the shareholder may challenge in court within thirty days (第五十二条).
  'equity-forfeit-without-grace': [
    {
      gate: '出资|增资款|认缴|实缴|缴足|投资款',
      all: [
        '出资|增资款|投资款|认缴|实缴|缴足',
        '丧失[^。；;，,]{0,12}(?:股权|股东资格|股东身份|股份)|失权|除名|取消[^。；;，,]{0,8}(?:股东资格|股东身份)|(?:股权|股份|股东资格|股东身份|股东权利)[^。；;，,]{0,10}(?:自动|即|立即|当然)?(?:丧失|归于失效|失效|作废|被?收回|无偿(?:转让|归属|归)|归(?:公司|甲方|其他股东|原股东|创始股东)(?:所有)?)|无偿(?:受让|收回|取得)|视为[^。；;，,]{0,8}放弃[^。；;，,]{0,8}(?:股权|股东资格|股份)|收回[^。；;，,]{0,10}(?:股权|股份)|(?:零元|0元|一元|1元|象征性价格)[^。；;，,]{0,6}(?:回购|受让|收购)|(?:回购|受让|收购)[^。；;，,]{0,10}(?:零元|0元|一元|1元)|(?:其他股东|原股东|创始股东)[^。；;，,]{0,10}(?:认购|受让|收购|取得)[^。；;，,]{0,6}(?:其|该股东)?(?:的)?(?:未缴|未实缴|未出资)',
      ],
      // The loss that follows the written notice of the statute's procedure, told in a sentence of its own (自通知发出之日起，该股东丧失其未缴纳出资的股权).
      none: [GRACE, '催告[^。；;]{0,30}合理期(?:间|限)|仅限于|不受影响|提起诉讼|人民法院|合伙|^[^。；;，,]{0,12}?自(?:该|前述|上述)?(?:失权)?通知(?:书)?(?:发出|送达)之日起'],
      window: 80,
      oneSided: false,
      favours: 'any',
    },
  ],
  // A partnership's whole profit to some partners, or a partner left out of the profits: a partnership agreement may not
  // give all the profit to some partners (合伙企业法第三十三条); a limited partnership may so agree (第六十九条).
  'partnership-profit-to-some': [
    {
      gate: '合伙',
      all: [
        '利润|收益|盈余|经营所得|可分配|分红|盈利',
        '(?:全部|均|一律|皆)(?:归属于|归于|归|由|分配给|分给|属于)(?![^。；;，,]{0,12}(?:承担|分担|负担|弥补))|全部[^。；;，,]{0,6}(?:利润|收益|盈余)[^。；;，,]{0,4}(?:分配给|归|分给)|余额全部|不(?:参与|参加|享有|享受|分享)[^。；;，,]{0,8}(?:利润|收益|盈余|盈利|分配|分红)|不(?:参与|参加)分配|不享有[^。；;，,]{0,8}(?:分配权|收益权)|无权(?:参与|要求)?[^。；;，,]{0,4}(?:分配|分红)|(?:仅|只)(?:可|能)?(?:取回|收回|领取)[^。；;，,]{0,8}(?:原始)?(?:出资|本金|工资)|(?:仅|只)(?:作为|视为)[^。；;，,]{0,10}(?:保证金|借款|押金)|收入以[^。；;，,]{0,14}为限|(?:由|归)[^。；;，,]{0,8}(?:一人|独自|单独|独家)(?:享有|所有|取得|享受)|独(?:享|占)',
        '合伙',
      ],
      none: [
        '全体合伙人[^。；;，,]{0,14}(?:分配|参与)|(?:各|每一?(?:位|名|个)?)合伙人(?:均|各自)?[^。；;，,]{0,10}(?:参与|分配|按)|不得(?:约定)?将|不得独(?:享|占)|有限合伙',
      ],
      window: 100,
      oneSided: false,
      favours: 'any',
    },
  ],
};
