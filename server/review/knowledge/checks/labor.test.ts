import { describeChecks } from '../../testing/check-table';
import { SOUND_LABOR } from '../../testing/samples';
import { LABOR_CHECKS } from './labor';


describeChecks('labor', LABOR_CHECKS, {
  'labor.probation.over-limit': {
    hit: [
      '合同期限为一年，自2024年1月1日起至2024年12月31日止。\n试用期为3个月。',
      '本合同期限为六个月。试用期二个月。',
      '劳动合同期限为三年，试用期为八个月。',
      '以完成一定工作任务为期限的劳动合同。\n试用期一个月。',
    ],
    miss: [
      SOUND_LABOR,
      '合同期限为一年。试用期为2个月。',
      '本合同期限为六个月。试用期一个月。',
      '本合同为无固定期限劳动合同，试用期为六个月。',
    ],
    quote: '试用期为3个月',
    revision: '试用期为两个月',
  },
  'labor.probation.only': {
    hit: ['试用期合同\n甲方聘用乙方，试用期三个月。'],
    miss: [SOUND_LABOR],
  },
  'labor.probation.wage': {
    hit: ['试用期工资为转正工资的70%。'],
    miss: [SOUND_LABOR, '试用期工资为月工资的80%。'],
    quote: '试用期工资为转正工资的70%',
    revision: '试用期工资为转正工资的80%',
  },
  'labor.penalty.not-allowed': {
    hit: ['乙方提前解除劳动合同的，应向甲方支付违约金5000元。', '乙方违反保密义务的，应向甲方支付违约金10万元。', '违约金由乙方承担。'],
    miss: [
      SOUND_LABOR,
      '乙方违反服务期约定的，应按服务期尚未履行部分所应分摊的培训费用向甲方支付违约金。',
      '甲方违法解除合同的，应向乙方支付赔偿金。',
    ],
    quote: '支付违约金',
  },
  'labor.service-period.penalty': {
    hit: ['乙方违反服务期约定的，应向甲方支付违约金5万元。'],
    miss: [SOUND_LABOR, '乙方违反服务期约定的，应按服务期尚未履行部分所应分摊的培训费用支付违约金。'],
  },
  'labor.noncompete.no-compensation': {
    hit: ['乙方离职后二年内不得到与甲方有竞争关系的单位任职，即竞业限制。'],
    miss: [SOUND_LABOR, '双方约定的保密义务长期有效。'],
  },
  'labor.noncompete.over-2-years': {
    hit: ['竞业限制期限为离职后三年。', '乙方离职后的竞业禁止期为5年。'],
    miss: [SOUND_LABOR, '竞业限制期限为离职后一年。'],
    quote: '竞业限制期限为离职后三年',
    revision: '竞业限制期限为离职后2年',
  },
  'labor.noncompete.compensation-low': {
    hit: ['竞业限制期间，甲方按月支付乙方离职前月工资的10%作为经济补偿。'],
    miss: [SOUND_LABOR],
  },
  'labor.term.missing': {
    hit: ['甲方聘用乙方为工程师，月工资10,000元。'],
    miss: [SOUND_LABOR],
  },
  'labor.job.missing': {
    hit: ['甲方聘用乙方，合同期限三年，月工资10,000元。'],
    miss: [SOUND_LABOR],
  },
  'labor.hours.missing': {
    hit: ['甲方聘用乙方为工程师，月工资10,000元。'],
    miss: [SOUND_LABOR],
  },
  'labor.hours.excessive': {
    hit: ['乙方每天工作10小时，每周工作6天。', '公司实行大小周制度。'],
    miss: [SOUND_LABOR, '乙方岗位经批准实行综合计算工时工作制，每天工作10小时。'],
  },
  'labor.pay.missing': {
    hit: ['甲方聘用乙方为工程师，合同期限三年。'],
    miss: [SOUND_LABOR],
  },
  'labor.insurance.missing': {
    hit: ['甲方聘用乙方为工程师，月工资10,000元。'],
    miss: [SOUND_LABOR],
  },
  'labor.insurance.waiver': {
    hit: ['乙方自愿放弃缴纳社会保险，甲方每月另行发放300元补贴。', '甲方不为乙方缴纳社保。'],
    miss: [SOUND_LABOR],
  },
  'labor.deposit.collected': {
    hit: ['乙方入职时应向甲方缴纳押金2000元。', '甲方保管乙方毕业证原件至合同期满。'],
    miss: [SOUND_LABOR, '甲方不得扣押乙方身份证件。'],
  },
  'labor.overtime.unpaid': {
    hit: ['因工作需要加班的，甲方不另行支付加班费。'],
    miss: [SOUND_LABOR],
  },
  'labor.overtime.included': {
    hit: ['乙方月工资12,000元，已包含加班费。'],
    miss: [SOUND_LABOR],
  },
  'labor.termination.at-will': {
    hit: ['甲方有权随时解除劳动合同。', '公司可根据经营需要辞退乙方。'],
    miss: [SOUND_LABOR, '乙方严重违反甲方规章制度的，甲方可以解除劳动合同。'],
    quote: '甲方有权随时解除劳动合同',
  },
  'labor.resignation.consent': {
    hit: ['乙方辞职须经甲方书面同意。', '合同期内乙方不得辞职。'],
    miss: [SOUND_LABOR],
    quote: '乙方辞职须经甲方书面同意',
  },
  'labor.resignation.notice-long': {
    hit: ['乙方辞职应提前60日书面通知甲方。', '乙方离职须提前三个月提出申请。'],
    miss: [SOUND_LABOR, '甲方解除合同应提前60日通知乙方。'],
    revision: '乙方辞职应提前三十日',
  },
  'labor.wage.fines': {
    hit: ['乙方迟到一次罚款50元。', '乙方违反规章制度的，甲方有权扣发当月工资。'],
    miss: [SOUND_LABOR, '甲方依法代扣代缴乙方的个人所得税。'],
  },
  'labor.severance.waiver': {
    hit: ['合同期满终止的，甲方不支付任何经济补偿。', '乙方自愿放弃经济补偿。'],
    miss: [SOUND_LABOR, '乙方严重违反规章制度被解除合同的，甲方不支付经济补偿。'],
  },
  'labor.protection.missing': {
    hit: ['甲方聘用乙方为工程师，月工资10,000元。'],
    miss: [SOUND_LABOR],
  },
  'labor.training.service-period-missing': {
    hit: ['甲方为乙方提供岗前培训。'],
    miss: [SOUND_LABOR, '甲方出资为乙方提供专项培训，双方另行约定服务期。'],
  },
});
