/**
 * DEVELOPMENT wordings of the one-sided-clause families (issue 14, decision 191): the rules are written and tuned
 * against these (and the tests in knowledge/checks/families.test.ts); the eval plants them as the `family-*-dev`
 * mutators. The held-out wordings (./held-out.ts) were committed first and are not used to tune rules.
 */
import type { FamilyWordings } from './types';

export const DEVELOPMENT: FamilyWordings = {
  'liability-unlimited': [
    '乙方应赔偿甲方因此产生的一切损失，包括间接损失和可得利益损失。',
    '如乙方违约，乙方须承担全部赔偿责任，赔偿金额不受合同价款的限制。',
    '乙方应对甲方的所有损失负责，包括但不限于营业损失、商誉损失等间接损失。',
  ],
  'liability-exclusion': [
    '即使因甲方的故意或重大过失造成损失，甲方亦不负赔偿责任。',
    '甲方对乙方人员在履行本合同过程中发生的人身损害不承担任何责任。',
    '甲方对其员工故意造成的乙方财产损失，赔偿额以人民币一千元为限。',
  ],
  'unilateral-change': [
    '甲方有权根据市场变化调整价格，无需征得乙方同意。',
    '甲方保留修改本合同条款的权利，修改后的条款一经公布即对乙方生效。',
    '各项费用标准由甲方单方确定并可随时变更。',
  ],
  'unilateral-other': [
    '甲方有权直接从乙方的保证金或应付款项中扣除违约金及其他费用。',
    '甲方可将本合同项下的权利转让给第三方，无须通知乙方。',
    '甲方可以在任何时候以任何理由解除本合同。',
    '本合同条款的理解以甲方的解释为准。',
  ],
  waiver: [
    '乙方放弃向人民法院起诉的权利。',
    '乙方不得就本合同争议申请仲裁或提起诉讼。',
    '乙方放弃一切抗辩权。',
    '乙方确认放弃对本合同行使撤销权和解除权。',
  ],
  'money-rate': [
    '乙方逾期付款的，按月利率2.5%向甲方支付逾期利息。',
    '乙方逾期付款的，每逾期一日按应付金额的千分之二支付滞纳金。',
    '逾期未付的款项按年利率36%计收利息。',
  ],
  deposit: [
    '乙方应支付相当于合同总价百分之三十的定金。',
    '定金为合同总价款的40%。',
    '定金数额为合同价款的二分之一。',
  ],
  forum: [
    '争议可提交杭州仲裁委员会仲裁，也可以向甲方所在地人民法院提起诉讼。',
    '任何一方均可将争议提交仲裁机构仲裁或向有管辖权的法院起诉。',
    '纠纷由南京仲裁委员会或南京市鼓楼区人民法院管辖。',
  ],
  renewal: [
    '合同期满后自动续期一年，续期次数不限。',
    '乙方在三年合同期内不得提前解除合同。',
    '最短合作期限为二十四个月，期内乙方无权退出。',
  ],
  'ip-confidentiality': [
    '乙方在合同期间及终止后一年内完成的全部发明创造，无论是否与本合同有关，其知识产权均归甲方。',
    '乙方原有的知识产权在本合同签订后归甲方所有。',
    '乙方的保密义务永久有效。',
  ],
  'format-main-rights': [
    '甲方已收取的费用一律不退。',
    '乙方不得以任何理由退货或要求退款。',
    '乙方无权要求甲方承担任何违约责任。',
  ],
};
