/**
 * Trigger and non-trigger clauses of the one-sided-clause families, each written on its own (not edits of one
 * sentence): at least three that must fire and two that must not per check. These are the development wordings
 * the rules are written against; the eval's held-out wordings (eval/families/held-out.ts) are never used here.
 */
import { describe, expect, it } from 'vitest';
import { describeChecks, runOne } from '../../testing/check-table';
import { FAMILY_CHECKS } from './families';

describeChecks('general', FAMILY_CHECKS, {
  'general.family.liability-unlimited': {
    hit: [
      '乙方应赔偿甲方因此产生的一切损失，包括间接损失和可得利益损失。',
      '如乙方违约，乙方须承担全部赔偿责任，赔偿金额不受合同价款的限制。',
      '承租人应对出租人的所有损失负责，包括但不限于营业损失、商誉损失等间接损失。',
      '供方对需方因产品缺陷遭受的损失承担无限连带赔偿责任。',
    ],
    miss: [
      '违约方应赔偿守约方因此遭受的直接损失，但赔偿总额不超过合同总价。',
      '任何一方均不对对方的间接损失承担责任。',
      '双方各自赔偿对方因其违约造成的损失，包括可得利益损失，但不得超过违约方订立合同时预见到的损失。',
    ],
    quote: '赔偿甲方因此产生的一切损失，包括间接损失',
  },
  'general.family.liability-exclusion': {
    hit: [
      '即使因甲方的故意或重大过失造成损失，甲方亦不负赔偿责任。',
      '服务期间学员发生意外伤亡的，机构概不负责。',
      '出租人对承租人及其家属在房屋内的人身损害不承担任何责任。',
      '卖方对其员工故意造成的买方财产损失，赔偿额以人民币一千元为限。',
    ],
    miss: [
      '因一方故意或重大过失造成对方损失的，应当承担赔偿责任。',
      '因乙方自身原因造成的人身伤害，由乙方自行承担。',
      '甲方的赔偿责任以合同总价为限，但因甲方故意或重大过失造成损失的除外。',
    ],
  },
  'general.family.liability-cap': {
    hit: [
      '卖方的赔偿责任累计不超过本合同总价的百分之五。',
      '甲方在本合同项下的全部责任以乙方已支付的服务费为限。',
      '受托人因处理委托事务给委托人造成损失的，赔偿总额最高为人民币五千元。',
    ],
    miss: [
      '任何一方的赔偿责任总额不超过合同总价。',
      '双方同意，违约赔偿的上限为合同总价的百分之三十。',
      '乙方应在收到发票后十日内支付货款。',
    ],
  },
  'general.family.unilateral-change': {
    hit: [
      '甲方有权根据市场变化调整产品价格，无需征得乙方同意。',
      '出租人可以随时提高租金。',
      '甲方保留修改本协议条款的权利，修改后的条款一经公布即对乙方生效。',
      '服务费标准由甲方单方确定并可随时变更。',
      '货物单价以卖方届时公布的价格表为准。',
      '甲方可以调整服务费标准，无需另行征得乙方同意。',
    ],
    miss: [
      '合同价格在合同有效期内固定不变。',
      '任何一方不得单方变更合同价格。',
      '如需调整价格，须经双方协商一致并签订书面补充协议。',
      '甲方调整价格的，应提前三十日书面通知乙方并经乙方同意。',
    ],
  },
  'general.family.unilateral-terminate': {
    hit: [
      '买方有权随时单方面终止合同而无需承担任何责任。',
      '甲方可以在任何时候以任何理由解除本合同。',
      '委托人无须说明理由即可终止本协议。',
    ],
    miss: [
      '甲方提前解除合同的，应提前三十日书面通知乙方并赔偿乙方损失。',
      '如乙方逾期付款超过三十日，甲方有权随时解除合同。',
      '经双方协商一致，可以解除本合同。',
    ],
  },
  'general.family.unilateral-setoff': {
    hit: [
      '甲方有权直接从乙方的保证金或应付款项中扣除违约金及其他费用。',
      '出租人可自行从押金中抵扣承租人欠付的任何款项。',
      '发包人有权从应付工程款中直接扣减罚款，无需承包人确认。',
    ],
    miss: [
      '双方的债务可以依法抵销。',
      '甲方不得从乙方的保证金中扣除任何款项。',
      '经双方书面确认后，可从尾款中抵扣相应赔偿。',
    ],
  },
  'general.family.unilateral-assign': {
    hit: [
      '甲方可将本合同项下的债权转让给第三方，无须通知乙方。',
      '出借人有权将本合同项下的权利转让给任何人。',
      '卖方可自行将其在本合同中的义务转移给关联公司。',
      '出租人可不经承租人同意将本合同项下的权利转让给第三人。',
    ],
    miss: [
      '任何一方未经对方书面同意，不得转让本合同项下的权利义务。',
      '乙方不得将本合同项下的义务转让给第三方。',
      '甲方取得的股权可以依法转让。',
    ],
  },
  'general.family.unilateral-interpret': {
    hit: [
      '本合同条款的理解以甲方的解释为准。',
      '本协议的解释权归卖方所有。',
      '对本规则有疑义的，由出租人负责解释并以其理解为准。',
    ],
    miss: [
      '对本合同条款的理解有争议的，双方应协商解决。',
      '本合同的解释适用中华人民共和国法律。',
      '合同用语的含义按照法律规定的解释规则确定。',
    ],
  },
  'general.family.waiver': {
    hit: [
      '乙方放弃向人民法院起诉的权利。',
      '乙方不得就本合同争议申请仲裁或提起诉讼。',
      '借款人放弃一切抗辩权。',
      '乙方确认放弃对本合同行使撤销权。',
      '承租人放弃依法享有的合同解除权。',
      '乙方放弃追究甲方任何责任的权利。',
    ],
    miss: [
      '双方同意将争议提交上海仲裁委员会仲裁。',
      '乙方在行使解除权前应书面通知甲方。',
      '任何一方放弃行使本合同项下某项权利的，不视为放弃其他权利。',
      '保证人放弃先诉抗辩权，承担连带保证责任。',
    ],
  },
  'general.family.money-rate': {
    hit: [
      '逾期还款的，按月利率2.5%计收罚息。',
      '借款年利率为36%。',
      '乙方逾期付款的，每逾期一日按应付金额的千分之二支付滞纳金。',
      '逾期付款按日万分之十支付违约金。',
      '借款利息按月息二分五厘计算。',
      '逾期付款的，按照月2%的标准计收资金占用费。',
    ],
    miss: [
      '逾期付款的，按日万分之三支付违约金。',
      '借款年利率为4.35%。',
      '逾期按全国银行间同业拆借中心公布的一年期贷款市场报价利率计收利息。',
      '租金每年递增5%。',
      '每月租金为5000元，逾期支付的应按逾期金额的5%一次性支付违约金。',
    ],
    category: 'loan',
  },
  'general.family.deposit-ratio': {
    hit: [
      '买方应支付相当于合同总价百分之三十的定金。',
      '定金为总价款的40%。',
      '定金数额为合同价款的二分之一。',
      '定金按货款的五成支付。',
    ],
    miss: [
      '定金为合同总价的20%，余款于交货后支付，余款占合同总价的80%。',
      '乙方支付订金，金额为总价的30%。',
      '定金为合同总价的百分之十五。',
    ],
  },
  'general.family.forum-both': {
    hit: [
      '争议可提交杭州仲裁委员会仲裁，也可以向甲方所在地人民法院提起诉讼。',
      '任何一方均可将争议提交仲裁机构仲裁或向有管辖权的法院起诉。',
      '纠纷由南京仲裁委员会或南京市鼓楼区人民法院管辖。',
      '协商不成的，提交武汉仲裁委员会仲裁。对仲裁裁决不服的，可以向人民法院起诉。',
      '发生争议时，双方可选择仲裁或诉讼方式解决。',
    ],
    miss: [
      '协商不成的，提交上海仲裁委员会仲裁，仲裁裁决是终局的。',
      '协商不成的，向甲方住所地人民法院起诉。',
      '仲裁裁决作出后，一方不履行的，另一方可以向人民法院申请强制执行。',
      '因劳动争议发生纠纷的，可以向劳动争议仲裁委员会申请仲裁，对仲裁裁决不服的，可以向人民法院起诉。',
    ],
  },
  'general.family.auto-renewal': {
    hit: [
      '合同期满后自动续期一年，续期次数不限。',
      '本合同期满后如甲方未提出终止，本合同自动延长，乙方不得拒绝。',
      '服务期届满前十日内用户未申请退订的，视为同意续订。',
    ],
    miss: [
      '合同期满，双方协商一致的，可以续签。',
      '合同期满前三十日内，双方应就是否续签进行协商。',
      '本合同到期后不自动续期。',
    ],
  },
  'general.family.lock-in': {
    hit: [
      '乙方在三年服务期内不得提前解除合同。',
      '最短合作期限为二十四个月，期内乙方无权退出。',
      '承租人在租期内不得以任何理由退租，否则押金不予退还。',
    ],
    miss: [
      '任何一方在合同期内均不得无故解除合同。',
      '乙方在租期内不得转租，但经甲方书面同意的除外。',
      '乙方提前解除合同的，应提前一个月书面通知甲方。',
    ],
  },
  'general.family.ip-overreach': {
    hit: [
      '乙方在职期间及离职后一年内完成的全部发明创造，无论是否与工作有关，其知识产权均归甲方。',
      '乙方原有的知识产权在本合同签订后归甲方所有。',
      '开发方此前已有的软件著作权一并转让给委托方。',
    ],
    miss: [
      '本合同履行过程中产生的知识产权归委托方所有。',
      '各方原有的知识产权仍归各方所有。',
      '乙方为完成本合同工作而形成的技术成果归甲方所有，乙方原有技术成果仍属于乙方。',
    ],
  },
  'general.family.confidentiality-overreach': {
    hit: [
      '乙方的保密义务永久有效。',
      '接收方对披露方的一切信息承担无限期的保密责任。',
      '乙方应对甲方的全部资料终身保密，不因合同终止而免除。',
    ],
    miss: [
      '双方对在合作中知悉的对方商业秘密负有保密义务，保密期限为合同终止后三年。',
      '各方的保密义务永久有效，但信息已进入公有领域的除外。',
      '乙方应对甲方的商业秘密保密，保密期限为合同终止后两年。',
    ],
  },
  'general.family.format-main-rights': {
    hit: [
      '已收取的费用一律不退。',
      '买方不得以任何理由退货。',
      '乙方无权要求甲方承担任何违约责任。',
      '用户不得以任何理由拒付或要求退款。',
    ],
    miss: [
      '因乙方原因退租的，已付租金按实际居住天数结算，余款退还乙方。',
      '货物存在质量问题的，买方有权要求退货。',
      '任何一方不得无故拒绝履行合同义务。',
    ],
  },
});

describe('families: the stance decides whom a one-sided clause hurts', () => {
  const change = FAMILY_CHECKS.find((c) => c.id === 'general.family.unilateral-change')!;
  const head = '房屋租赁合同\n甲方（出租方）：王某\n乙方（承租方）：李某\n';
  const clause = '甲方有权根据市场行情随时调整租金，乙方不得提出异议。';

  it('reports a unilateral price change for the lessee, and for the neutral reader', () => {
    expect(runOne(change, head + clause, 'lease', 'lessee')).toHaveLength(1);
    expect(runOne(change, head + clause, 'lease', 'neutral')).toHaveLength(1);
  });

  it('does not report it to the lessor, whom it favours', () => {
    expect(runOne(change, head + clause, 'lease', 'lessor')).toHaveLength(0);
  });

  it('resolves role words written in the clause too (出租人 for 甲方)', () => {
    const byRole = '房屋租赁合同\n出租人（以下简称甲方）：王某\n承租人（以下简称乙方）：李某\n出租人可以随时提高租金。';
    expect(runOne(change, byRole, 'lease', 'lessee')).toHaveLength(1);
    expect(runOne(change, byRole, 'lease', 'lessor')).toHaveLength(0);
  });

  it('reports a burden on the lessee to the lessee only', () => {
    const lockIn = FAMILY_CHECKS.find((c) => c.id === 'general.family.lock-in')!;
    const text = head + '乙方在租赁期限内不得以任何理由提前解除合同。';
    expect(runOne(lockIn, text, 'lease', 'lessee')).toHaveLength(1);
    expect(runOne(lockIn, text, 'lease', 'lessor')).toHaveLength(0);
  });
});
