import { describeChecks } from '../../testing/check-table';
import { SOUND_SERVICE } from '../../testing/samples';
import { SERVICE_CHECKS } from './service';


describeChecks('service', SERVICE_CHECKS, {
  'service.scope.missing': {
    hit: ['甲方聘请乙方，费用5万元。'],
    miss: [SOUND_SERVICE],
  },
  'service.standard.missing': {
    hit: ['乙方为甲方提供保洁服务，服务费每月5000元。'],
    miss: [SOUND_SERVICE],
  },
  'service.fee.missing': {
    hit: ['乙方为甲方提供咨询服务。'],
    miss: [SOUND_SERVICE],
  },
  'service.expenses.missing': {
    hit: ['乙方为甲方提供咨询服务，服务费5万元。'],
    miss: [SOUND_SERVICE],
  },
  'service.delegation.missing': {
    hit: ['乙方为甲方提供咨询服务，服务费5万元。'],
    miss: [SOUND_SERVICE],
  },
  'service.report.missing': {
    hit: ['乙方为甲方提供咨询服务，服务费5万元。'],
    miss: [SOUND_SERVICE],
  },
  'service.termination.compensation': {
    hit: ['甲方委托乙方办理商标注册事务，服务费5000元。'],
    miss: [SOUND_SERVICE.replace('咨询服务合同', '委托合同')],
  },
  'service.work-product.ownership': {
    hit: ['乙方为甲方设计品牌标识方案，服务费3万元。'],
    miss: [SOUND_SERVICE],
  },
  'service.personal-info': {
    hit: ['乙方为甲方的学员提供编程培训，甲方提供学员名单。'],
    miss: [`乙方为甲方的学员提供培训。\n乙方对学员的个人信息负有保密义务，仅用于本合同目的。`, SOUND_SERVICE],
  },
  'service.prepaid.no-refund': {
    hit: ['培训费一经缴纳，概不退还。'],
    miss: [SOUND_SERVICE, '学员中途退学的，剩余课时费用按比例退还。', '甲方造成的原因，乙方不能继续工作，管理费不予退还。'],
    quote: '一经缴纳，概不退还',
  },
  'service.payment.full-prepayment': {
    hit: ['甲方应于签约时一次性支付全部服务费。'],
    miss: [SOUND_SERVICE],
  },
  'service.deemed-accepted': {
    hit: ['甲方收到服务报告后3日内未提出书面异议的，视为服务合格。'],
    miss: [SOUND_SERVICE],
  },
  'service.liability.cap': {
    hit: ['乙方的赔偿责任以已收取的服务费为限。'],
    miss: [SOUND_SERVICE],
  },
  'service.auto-renewal': {
    hit: ['合同期满前30日任何一方未提出异议的，本合同自动续期一年。'],
    miss: [SOUND_SERVICE],
  },
  'service.non-solicit': {
    hit: ['合同期内及终止后两年内，甲方不得聘用乙方派驻的工作人员。'],
    miss: [SOUND_SERVICE],
  },
  'service.safety.responsibility': {
    hit: ['乙方派遣护工为甲方家中老人提供护理服务，服务费每月6000元。'],
    miss: [SOUND_SERVICE, '乙方派遣护工为老人提供护理服务。护理期间发生意外的，乙方应立即通知甲方并送医，并已为护工投保意外险。'],
  },
});
