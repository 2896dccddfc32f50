import { describeChecks } from '../../testing/check-table';
import { SOUND_CONSTRUCTION } from '../../testing/samples';
import { CONSTRUCTION_CHECKS } from './construction';


describeChecks('construction', CONSTRUCTION_CHECKS, {
  'construction.qualification.missing': {
    hit: ['乙方承建甲方厂房工程，合同价1000万元。'],
    miss: [SOUND_CONSTRUCTION],
  },
  'construction.subcontract.transfer': {
    hit: ['乙方可以将本工程转包给具备资质的单位施工。'],
    miss: [SOUND_CONSTRUCTION, '乙方不得将工程转包。'],
  },
  'construction.subcontract.missing': {
    hit: ['乙方承建甲方厂房工程，合同价1000万元。'],
    miss: [SOUND_CONSTRUCTION],
  },
  'construction.duration.missing': {
    hit: ['乙方承建甲方厂房工程，合同价1000万元。'],
    miss: [SOUND_CONSTRUCTION],
  },
  'construction.delay.liability-missing': {
    hit: ['乙方承建甲方厂房工程，工期365天。'],
    miss: [SOUND_CONSTRUCTION, '工期处罚：乙方原因延误，每日扣5万元。'],
  },
  'construction.payment.progress-missing': {
    hit: ['乙方承建甲方厂房工程，竣工验收合格后一次性结算。'],
    miss: [SOUND_CONSTRUCTION],
  },
  'construction.settlement.audit': {
    hit: ['工程结算价款以政府审计部门的审计结果为准。', '工程款经甲方委托的造价单位审计后支付。'],
    miss: [SOUND_CONSTRUCTION, '工程结算以审计结论为准，甲方应在收到结算资料后60日内完成审计。'],
  },
  'construction.retention.over-3': {
    hit: ['工程总价款 5% 作为质量保修保证金，竣工验收满2年后无息返还。'],
    miss: [SOUND_CONSTRUCTION],
    quote: '工程总价款 5% 作为质量保修保证金',
    revision: '工程总价款 3% 作为质量保修保证金',
  },
  'construction.warranty.missing': {
    hit: ['乙方承建甲方厂房工程，合同价1000万元。'],
    miss: [SOUND_CONSTRUCTION],
  },
  'construction.completion.acceptance-missing': {
    hit: ['乙方承建甲方厂房工程，合同价1000万元。'],
    miss: [SOUND_CONSTRUCTION],
  },
  'construction.hidden-works': {
    hit: ['乙方承建甲方厂房工程，合同价1000万元。'],
    miss: [SOUND_CONSTRUCTION],
  },
  'construction.safety.missing': {
    hit: ['乙方承建甲方厂房工程，合同价1000万元。'],
    miss: [SOUND_CONSTRUCTION],
  },
  'construction.materials.missing': {
    hit: ['乙方承建甲方厂房工程，合同价1000万元。'],
    miss: [SOUND_CONSTRUCTION],
  },
  'construction.price.adjustment': {
    hit: ['乙方承建甲方厂房工程，合同价1000万元。'],
    miss: [SOUND_CONSTRUCTION],
  },
  'construction.changes.missing': {
    hit: ['乙方承建甲方厂房工程，合同价1000万元。'],
    miss: [SOUND_CONSTRUCTION],
  },
  'construction.priority.waiver': {
    hit: ['乙方自愿放弃建设工程价款优先受偿权。'],
    miss: [SOUND_CONSTRUCTION],
    quote: '放弃建设工程价款优先受偿权',
  },
  'construction.wages.missing': {
    hit: ['乙方承建甲方厂房工程，合同价1000万元。'],
    miss: [SOUND_CONSTRUCTION],
  },
  'construction.owner-delay.extension': {
    hit: ['乙方承建甲方厂房工程，工期365天。'],
    miss: [SOUND_CONSTRUCTION],
  },
});
