import { describeChecks } from '../../testing/check-table';
import { SOUND_CONTRACT } from '../../testing/samples';
import { GENERAL_CHECKS } from './general';


/** The sound contract without the lines matching `drop`. */
function without(drop: RegExp): string {
  return SOUND_CONTRACT.split('\n')
    .filter((l) => !drop.test(l))
    .join('\n');
}

describeChecks('general', GENERAL_CHECKS, {
  'general.language.non-chinese': {
    hit: ['Real Estate Lease Contract\nLessor (Party A): Gao Zhanyuan\nLessee (Party B): Shenzhen Trading Co., Ltd.\nThe lease term shall be two years from the date of delivery.'],
    miss: [SOUND_CONTRACT, '房屋租赁合同（Lease Contract）\n出租方（Lessor）：王某\n承租方（Lessee）：李某'],
  },
  'general.parties.missing': {
    hit: ['本合同就设备买卖事宜约定如下：\n货物为机床一台，价款10万元。'],
    miss: [SOUND_CONTRACT],
  },
  'general.parties.identifier': {
    hit: [without(/信用代码/)],
    // Spaced-out labels count: "身 份 证 号 码 ：".
    miss: [SOUND_CONTRACT, '甲方：张三，身份证号码：110101199003077774\n乙方：李四', '出 租 方：\n身 份 证 号 码 ：'],
  },
  'general.parties.address': {
    hit: [without(/住所|地址/).replace('甲方住所地', '甲方')],
    miss: [SOUND_CONTRACT],
  },
  'general.parties.name-inconsistent': {
    hit: [
      '甲方（买方）：上海明远机械有限公司\n乙方（卖方）：苏州华工设备有限公司\n……\n甲方（盖章）：上海明远机电有限公司\n乙方（盖章）：苏州华工设备有限公司',
      '甲方（出租方）：王建国\n乙方（承租方）：李梅\n甲方（签字）：王建华',
    ],
    miss: [SOUND_CONTRACT, '甲方：上海明远机械有限公司（以下简称甲方）\n甲方（盖章）：上海明远机械有限公司'],
    quote: '上海明远机电有限公司',
  },
  'general.parties.credit-code': {
    hit: ['甲方：北京某某科技有限公司（统一社会信用代码：91110108MA01WXYZ12）', '统一社会信用代码：91310000MA1FL00001'],
    miss: ['统一社会信用代码：91310000MA1FL0000N', '统一社会信用代码：91110000710935021P', '统一社会信用代码：________'],
    quote: '91110108MA01WXYZ12',
  },
  'general.parties.id-number': {
    hit: ['乙方（承租方）：刘某（身份证：130102199904051234）', '身份证号码：110101199002307777'],
    miss: ['身份证号码：11010519491231002X', '身份证号：________', '乙方：陈某（身份证：110101199003077774）'],
    quote: '130102199904051234',
  },
  'general.subject.missing': {
    hit: ['甲方：张三\n乙方：李四\n双方约定如下：\n本协议自签字之日起生效。'],
    miss: [SOUND_CONTRACT],
  },
  'general.price.missing': {
    hit: ['甲方：张三\n乙方：李四\n乙方为甲方提供设计服务。\n本合同自签字之日起生效。'.replace('服务', '工作')],
    miss: [SOUND_CONTRACT],
  },
  'general.payment.missing': {
    hit: ['甲方：张三\n乙方：李四\n乙方向甲方出售机床一台，价款10万元。'],
    miss: [SOUND_CONTRACT],
  },
  'general.payment.account': {
    hit: ['甲方以银行转账方式支付价款。'],
    miss: [SOUND_CONTRACT, '甲方以现金方式支付价款。'],
  },
  'general.amount.words-mismatch': {
    hit: [
      '合同总价为人民币100,000元（大写：壹拾万伍仟元整）。',
      '借款金额人民币 _20万整_ 元（大写：贰拾伍万元整）',
      '租金为每月人民币叁仟元整（¥3,500元）。',
      // A template's digit slots filled in: 零万叁仟伍佰零拾零元 is 3,500.
      '租金总额为3,600元人民币（大写零万叁仟伍佰零拾零元整）。',
    ],
    miss: [
      SOUND_CONTRACT,
      '租金总额为3,500元人民币（大写零万叁仟伍佰零拾零元整）。',
      '借款人民币 _20万整_ 元（大写： ____贰拾万整____）',
      '押金3000元，月租金贰仟元。',
      '总价12.5万元（大写：壹拾贰万伍仟元整）',
    ],
    quote: '人民币100,000元（大写：壹拾万伍仟元整',
  },
  'general.amount.price-total': {
    hit: [
      '| 品名 | 单价（元） | 数量 | 金额（元） |\n| 机床 | 1,000 | 3台 | 3,500 |',
      '| 品名 | 单价 | 数量 | 小计 |\n| A | 100 | 2 | 200 |\n| B | 50 | 2 | 100 |\n| 合计 | | | 350 |',
      '机床单价10,000元，数量3台，总价35,000元。',
    ],
    miss: [
      '| 品名 | 单价（元） | 数量 | 金额（元） |\n| 机床 | 1,000 | 3台 | 3,000 |\n| 合计 | | | 3,000 |',
      '| 车型 | 数量 | 单价 | 总额 |\n| {车型} | {数量}台 | {单价} | {总价} |',
      '机床单价10,000元，数量3台，总价30,000元。',
    ],
  },
  'general.amount.percent-sum': {
    hit: [
      '第二条 付款方式\n合同签订后3日内，甲方支付合同总价的30%作为预付款；\n发货前支付合同总价的60%；\n验收合格后支付合同总价的20%。',
    ],
    miss: [
      '第二条 付款方式\n合同签订后3日内，甲方支付合同总价的30%作为预付款；\n发货前支付合同总价的60%；\n验收合格后支付合同总价的10%。',
      '第二条 付款方式\n甲方支付合同总价的30%作为预付款；验收合格后支付合同总价的60%；余款在质保期满后付清。',
      '第二条 付款方式\n甲方于签约后支付至合同价款的30%，到货后支付至合同价款的90%。',
    ],
  },
  'general.amount.tax': {
    hit: ['合同总价为人民币100,000元。'],
    miss: [SOUND_CONTRACT, '合同总价为人民币100,000元（不含税）。'],
  },
  'general.amount.invoice': {
    hit: ['合同总价为人民币100,000元。甲方验收后付款。'],
    miss: [SOUND_CONTRACT],
  },
  'general.delivery.missing': {
    hit: ['甲方：A公司\n乙方：B公司\n乙方向甲方出售机床一台，价款10万元，甲方于签约后付款。'],
    miss: [SOUND_CONTRACT],
  },
  'general.acceptance.missing': {
    hit: ['乙方向甲方出售机床一台，于2024年7月1日前交付至甲方工厂。'],
    miss: [SOUND_CONTRACT],
  },
  'general.liability.missing': {
    hit: ['甲方：A公司\n乙方：B公司\n乙方向甲方出售机床一台，价款10万元。'],
    miss: [SOUND_CONTRACT],
  },
  'general.liability.vague': {
    hit: ['任何一方违约的，应承担违约责任。'],
    miss: [SOUND_CONTRACT, '违约方应赔偿守约方因此遭受的全部损失。'],
  },
  'general.penalty.over-30': {
    hit: [
      '乙方逾期交货超过30日的，应按合同总价的50%向甲方支付违约金。',
      '违约金为合同总价的50%。',
      '一方违约的，应向对方支付相当于合同金额百分之四十的违约金。',
      '乙方未按期还款的，应按借款本金的50%向甲方支付违约金。',
    ],
    miss: [
      SOUND_CONTRACT,
      '违约金为合同总价的20%。',
      '违约金为合同总价的30%。',
      '每逾期一日，按合同总价的1%支付违约金。',
      '逾期还款的，按借款本金的年利率24%计收罚息和违约金。',
      '违约金按年利率36%计算。',
    ],
    quote: '应按合同总价的50%向甲方支付违约金',
  },
  'general.penalty.daily-high': {
    hit: ['乙方逾期交货的，每逾期一天，应按相应货款金额的1%（百分之一）向甲方支付违约金。', '逾期付款的，按日千分之五支付滞纳金。', '乙方逾期支付租金，每逾期一天按月租金的3%收取滞纳金。'],
    miss: [SOUND_CONTRACT, '每逾期一日，按逾期金额的万分之五支付违约金。', '违约金为合同总价的5%。', '逾期付款的，按日千分之一支付滞纳金。'],
    revision: '应按相应货款金额的万分之五向甲方支付违约金',
  },
  'general.deposit.over-20': {
    hit: [
      '甲方于签约时向乙方支付合同总价的30%作为定金。',
      '合同总价为人民币100,000元。\n甲方于签约时向乙方支付定金人民币30,000元。',
      '定金为合同总价款的百分之二十五。',
      // The false highs round 40's cross-family scan found (decision 255): a waiver of both forums, a penalty's share next to a deposit.
      '甲方应按合同总价的百分之三十支付定金。',
    ],
    miss: [
      '甲方于签约时向乙方支付合同总价的20%作为定金。',
      '合同总价为人民币100,000元。\n甲方于签约时向乙方支付定金人民币20,000元。',
      '甲方支付合同总价的30%作为预付款。',
      // The false highs round 40's cross-family scan found (decision 255): a waiver of both forums, a penalty's share next to a deposit.
      '受让方违约的，转让方有权没收定金，并要求受让方另行支付转让价款百分之三十的违约金。',
      // The false highs round 40's cross-family scan found (decision 255): a waiver of both forums, a penalty's share next to a deposit.
      '学员违约的，应按培训费总额的百分之三十支付违约金，培训机构已收取的定金不予退还。',
    ],
    quote: '合同总价的30%作为定金',
    revision: '合同总价的20%作为定金',
  },
  'general.deposit.dingjin-wording': {
    hit: ['买方于签约时支付订金5000元。'],
    miss: ['买方于签约时支付定金5000元。'],
  },
  'general.deposit.with-penalty': {
    hit: ['乙方违约的，定金不予退还，并应按合同总价的20%另行支付违约金。', '甲方违约的，应双倍返还定金，同时支付违约金10,000元。'],
    miss: ['一方违约时，对方可以选择适用违约金或者定金条款。', '甲方支付定金1万元。违约金为合同总价的10%。'],
  },
  'general.exemption.personal-injury': {
    hit: ['乙方在使用房屋期间发生的任何人身伤亡，甲方概不负责。', '学员在培训期间发生意外伤害的，培训机构不承担任何责任。'],
    miss: ['因乙方自身原因造成的人身伤害，由乙方自行承担。', '因甲方过错造成乙方人身损害的，甲方依法承担赔偿责任。'],
    quote: '概不负责',
  },
  'general.exemption.all-liability': {
    hit: ['货物交付后发生的一切问题，乙方概不负责。', '对于系统运行中的任何故障，服务方不承担任何责任。'],
    miss: ['因不可抗力导致不能履行的，双方均不承担任何责任。', '因甲方擅自改装造成的损失，乙方不承担任何责任。'],
  },
  'general.format.final-interpretation': {
    hit: ['本合同的最终解释权归甲方所有。', '本活动解释权归公司所有。'],
    miss: ['双方对条款理解有争议的，按照本合同争议解决条款处理。'],
    quote: '最终解释权',
  },
  'general.termination.missing': {
    hit: ['甲方：A公司\n乙方：B公司\n乙方向甲方出售机床一台，价款10万元。'],
    miss: [SOUND_CONTRACT],
  },
  'general.termination.at-will': {
    hit: ['甲方有权随时解除本合同。', '合作期间，乙方可随时单方解除合同，且无需承担任何责任。'],
    miss: ['甲方有权随时解除本合同，但应提前30日书面通知乙方并赔偿乙方的实际损失。', '乙方逾期付款超过30日的，甲方有权解除合同。'],
    quote: '甲方有权随时解除本合同',
  },
  'general.confidentiality.missing': {
    hit: [without(/保密/)],
    miss: [SOUND_CONTRACT],
  },
  'general.force-majeure.missing': {
    hit: [without(/不可抗力/)],
    miss: [SOUND_CONTRACT],
  },
  'general.dispute.missing': {
    hit: [
      without(/争议|诉讼|法院/),
      // A lawsuit mentioned elsewhere is not a dispute-resolution clause.
      `${without(/争议|法院/)}\n因乙方违约导致甲方采取诉讼等方式实现债权的，乙方应承担甲方为此支付的诉讼费、律师费。`,
      // A heading over a governing-law sentence only.
      `${without(/争议|诉讼|法院/)}\n第十二条 适用法律及争议的解决\n12.1 本合同的订立、效力、解释和履行均适用中华人民共和国法律。`,
    ],
    miss: [
      SOUND_CONTRACT,
      '第八条 争议解决\n协商不成的，任何一方均有权向甲方所在地人民法院提起诉讼。',
      '第八条 争议解决\n双方友好协商解决。',
      '本合同履行中发生纠纷，双方协商解决。',
      '凡因本合同引起的一切分歧，提交上海仲裁委员会仲裁。',
    ],
  },
  'general.dispute.no-forum': {
    hit: ['因本合同发生的争议，双方应友好协商解决。'],
    miss: [SOUND_CONTRACT, '因本合同发生的争议，双方协商解决；协商不成的，提交上海仲裁委员会仲裁。'],
  },
  'general.dispute.both-forums': {
    hit: [
      '第九条 争议解决\n因本合同引起的争议，双方协商解决；协商不成的，可以向上海仲裁委员会申请仲裁，也可以向甲方所在地人民法院起诉。',
      '第九条 争议解决\n争议提交北京仲裁委员会仲裁。\n对仲裁裁决不服的，任何一方可向人民法院提起诉讼。',
      // The forum in the sentence after the dispute one.
      '十一、本合同适用中华人民共和国法律，发生纠纷双方协商友好解决。协商无效，提交上海仲裁委员会仲裁，或向合同签订地人民法院起诉。',
      // Boxes ticked in the clause before do not make this one a template.
      '☐调整培训时间或内容\n☐其他\n第九条 争议处理\n本合同履行中发生争议，双方协商解决，协商不成的，提交北京仲裁委员会仲裁，或向合同签订地人民法院起诉。',
    ],
    miss: [
      SOUND_CONTRACT,
      '第九条 争议解决\n争议提交北京仲裁委员会仲裁，仲裁裁决是终局的，对双方均有约束力。\n任何一方均可向有管辖权的人民法院申请执行仲裁裁决。',
      '第九条 争议解决\n因履行本合同发生的劳动争议，可以向劳动争议仲裁委员会申请仲裁；对仲裁裁决不服的，可以向人民法院提起诉讼。',
      '第九条 争议解决\n协商不成的，按下列第__种方式解决：（1）提交____仲裁委员会仲裁；（2）依法向人民法院起诉。',
      '第九条 争议解决\n争议提交上海仲裁委员会仲裁，任何一方不得向人民法院起诉。',
      '第九条 争议处理\n本合同履行中发生争议，双方协商解决，协商不成的，按如下方式处理（单选）：\n☐依法向上海仲裁委员会申请仲裁\n☐依法向人民法院提起诉讼',
      '十一、发生纠纷双方协商解决。本合同部分条款被人民法院认定无效的，不影响其他条款的效力。',
      // Both forums renounced (不向人民法院起诉，亦不申请仲裁) is a waiver of both, not a choice of both (round 13, decision 222).
      '第十条 争议解决\n各合伙人同意，就合伙事务执行发生的争议，不向人民法院起诉，亦不申请仲裁。',
      // The false highs round 40's cross-family scan found (decision 255): a waiver of both forums, a penalty's share next to a deposit.
      '乙方承诺不就本合同引起的任何争议向人民法院提起诉讼或申请仲裁。',
      '双方放弃就本合同争议提起诉讼和仲裁的权利。',
      // The false highs round 40's cross-family scan found (decision 255): a waiver of both forums, a penalty's share next to a deposit.
      '买受人承诺不就本合同项下的任何争议向人民法院提起诉讼或向仲裁机构申请仲裁。',
    ],
    quote: '协商不成的，可以向上海仲裁委员会申请仲裁，也可以向甲方所在地人民法院起诉。',
  },
  'general.dispute.arbitration-institution': {
    hit: ['争议解决：因本合同发生的争议，协商不成的，提交仲裁解决。', '因本合同引起的争议，双方协商不成的，提交甲方所在地仲裁委员会仲裁。'],
    miss: [
      '因本合同引起的争议，双方协商不成的，提交上海仲裁委员会仲裁。',
      '因本合同引起的争议，提交中国国际经济贸易仲裁委员会按其仲裁规则仲裁。',
      '因本合同引起的争议，协商不成的，提交______仲裁委员会仲裁。',
      SOUND_CONTRACT,
      // Both forums renounced (不向人民法院起诉，亦不申请仲裁) is a waiver of both, not a choice of both (round 13, decision 222).
      '第十条 争议解决\n各合伙人同意，就合伙事务执行发生的争议，不向人民法院起诉，亦不申请仲裁。',
      // The false highs round 40's cross-family scan found (decision 255): a waiver of both forums, a penalty's share next to a deposit.
      '承租人不得就押金争议申请仲裁或提起诉讼。',
      // The false highs round 40's cross-family scan found (decision 255): a waiver of both forums, a penalty's share next to a deposit.
      '承包人不得以发包人未按期支付工程款为由停工，并放弃就工程款争议申请仲裁的权利。',
    ],
  },
  'general.governing-law.missing': {
    hit: [without(/适用中华人民共和国法律/)],
    miss: [SOUND_CONTRACT, '根据《中华人民共和国民法典》，双方订立本合同。'],
  },
  'general.law.repealed': {
    hit: ['根据《中华人民共和国合同法》及相关法律法规，双方订立本合同。', '本合同未尽事宜，依照合同法第六十条的规定处理。'],
    miss: ['根据《中华人民共和国民法典》，双方订立本合同。', '依照《中华人民共和国劳动合同法》的规定，双方订立本合同。', '劳动合同法第十九条'],
    quote: '《中华人民共和国合同法》',
    revision: '《中华人民共和国民法典》',
  },
  'general.notice.missing': {
    hit: [without(/送达/)],
    miss: [SOUND_CONTRACT],
  },
  'general.signature.missing': {
    hit: [
      without(/盖章|签署日期/),
      // Lines about signing are not a signature block: a sentence ending in 签署, the signing page announced, a
      // witness's field, and the sign-offs of a handover table.
      `${without(/盖章|签署日期/)}\n乙方入住前需完成物品交接清单签署\n（以下无正文，为合同签署页）\n（注：以下是签名区，请勿修改）\n见证人（签名）：`,
      `${without(/盖章|签署日期/)}\n附件一 房屋交割清单\n| 交房确认 | 甲方（出租人）签章: | 乙方（承租人）签章： |\n| 退房确认 | 甲方（出租人）签章: | 乙方（承租人）签章： |`,
    ],
    miss: [
      SOUND_CONTRACT,
      `${without(/盖章|签署日期/)}\n甲方（签章）\n乙方（签章）`,
      `${SOUND_CONTRACT}\n附件一 房屋交割清单\n| 交房确认 | 甲方（出租人）签章: | 乙方（承租人）签章： |`,
      `${without(/盖章|签署日期/)}\n| 甲方（盖章）： | 乙方（盖章）： |\n| 法定代表人（签字）： | 法定代表人（签字）： |`,
      `${without(/盖章|签署日期/)}\n| 甲方：           （盖章） | 乙方：           （盖章） |\n| 经办人：         （签字） | 经办人：         （签字） |`,
      // Party fields and a date before a checklist table.
      `${without(/盖章|签署日期/)}\n出租方（甲方）：          承租方（乙方）：\n签约时间：   年  月  日\n房屋交割清单\n${'| 名称 | 品牌 | 数量 |\n'.repeat(8)}| 交房确认 | 甲方（出租人）签章: | 乙方（承租人）签章： |`,
    ],
  },
  'general.signature.date': {
    hit: ['甲方：A公司\n乙方：B公司\n甲方（盖章）：\n乙方（盖章）：'],
    miss: [SOUND_CONTRACT, '甲方（盖章）：\n乙方（盖章）：\n    年  月  日'],
  },
  'general.effectiveness.missing': {
    hit: [without(/生效/)],
    miss: [SOUND_CONTRACT],
  },
  'general.costs.enforcement': {
    hit: [without(/律师费/)],
    miss: [SOUND_CONTRACT],
  },
  'general.date.impossible': {
    hit: ['本合同于2023年2月29日签订。', '租赁期自2024年4月31日起。', '交货日期为二〇二四年十三月一日。'],
    miss: ['本合同于2024年2月29日签订。', '租赁期自2024年4月30日起。', SOUND_CONTRACT],
    quote: '2023年2月29日',
  },
  'general.date.inverted': {
    hit: ['租赁期限自2025年7月1日起至2024年6月30日止。', '租赁开始日期：2024年7月1日\n租赁结束日期：2023年6月30日', '自2025年3月1日起（含当日）至2024年2月28日（含当日）止。'],
    miss: ['租赁期限自2024年7月1日起至2025年6月30日止。', '租赁开始日期：2024年7月1日\n租赁结束日期：2025年6月30日', '自2024年3月1日起（含当日）至2025年2月28日（含当日）止。'],
    quote: '2025年7月1日起至2024年6月30日',
  },
  'general.numbering.sequence': {
    hit: [
      '第一条 标的\n第二条 价款\n第四条 交付',
      '第一条 标的\n第二条 价款\n第二条 交付',
      '1.1 标的\n1.3 价款',
    ],
    miss: [SOUND_CONTRACT, '一、标的\n（一）名称\n（二）数量\n二、价款\n（一）总价\n（二）支付', '1.1 标的\n1.2 价款\n2.1 交付'],
  },
  'general.reference.clause': {
    hit: ['第一条 标的\n第二条 价款\n第三条 违约责任\n违反本合同第十五条约定的，应承担违约责任。', '1.1 标的\n1.2 价款\n按照第1.5条的约定执行。'],
    miss: [
      SOUND_CONTRACT,
      '第一条 标的\n第二条 违约责任\n违反本合同第二条约定的，应承担违约责任。',
      '第一条 标的\n第二条 违约责任\n违约金依照《民法典》第五百八十五条的规定处理。',
      '第一条 标的\n第二条 其他\n依照劳动合同法第十九条执行。',
    ],
    quote: '本合同第十五条',
  },
  'general.reference.annex': {
    hit: ['房屋交接详见附件三。\n附件一：房屋平面图\n附件二：家具清单', '房屋交接详见附件三。'],
    miss: [
      '房屋交接详见附件二。\n附件一：房屋平面图\n附件二：家具清单',
      '房屋交接详见附件一：房屋平面图',
      '本合同及附件一式两份，双方各执一份。',
      '本合同与附件一并签署。',
    ],
    quote: '附件三',
  },
  'general.terms.undefined': {
    hit: ['“交付日”指货物运抵甲方仓库之日。\n乙方应在“验收日”后5日内开票。\n“验收日”起算质保期。'],
    miss: ['“交付日”指货物运抵甲方仓库之日。\n乙方应在“交付日”后5日内开票。', '乙方应在“验收日”后5日内开票。\n“验收日”起算质保期。'],
    quote: '验收日',
  },
  'general.blank.unfilled': {
    hit: ['乙方应于____年__月__日前交货。', '合同总价为人民币{总价}元。', '争议提交【  】仲裁委员会仲裁。', '利息按 □月/□季/□到期 结算。', '名称：'],
    miss: [
      SOUND_CONTRACT,
      '利息按 ☑月/□季/□到期 结算。',
      '甲方（盖章）：',
      '乙方应向甲方提供以下资料：',
      '甲方（签字/盖章）：______________    乙方（签字）：______________',
      '2、欠缴各项费用达半月租金的：',
    ],
    quote: '乙方应于____年__月__日',
  },
  'general.script.traditional': {
    hit: [
      SOUND_CONTRACT.replace('第六条 保密\n双方对在履行本合同中知悉的商业秘密负有保密义务。', '第六条 保密\n雙方對在履行本合同中知悉的商業秘密負有保密義務。'),
    ],
    miss: [SOUND_CONTRACT, '本合約由雙方簽署，雙方應遵守本合約之約定。'.repeat(5)],
  },
});
