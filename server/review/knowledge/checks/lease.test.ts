import { describeChecks } from '../../testing/check-table';
import { SOUND_LEASE } from '../../testing/samples';
import { LEASE_CHECKS } from './lease';


describeChecks('lease', LEASE_CHECKS, {
  'lease.term.over-20': {
    hit: ['租赁期限为30年，自2024年1月1日起计算。', '租赁期自2024年1月1日起至2054年12月31日止。'],
    miss: [SOUND_LEASE, '租赁期限为20年。', '租赁期自2024年1月1日起至2043年12月31日止。'],
    quote: '租赁期限为30年',
  },
  'lease.term.missing': {
    hit: ['甲方将房屋出租给乙方，月租金5000元。'],
    miss: [SOUND_LEASE],
  },
  'lease.rent.payment-terms': {
    hit: ['甲方将房屋出租给乙方，租赁期限一年，月租金5000元。'],
    miss: [SOUND_LEASE, '租金支付方式：每月5日前通过APP以银行代扣方式支付'],
  },
  'lease.rent.unilateral-increase': {
    hit: ['租赁期间，甲方有权根据市场行情调整租金。'],
    miss: [SOUND_LEASE, '租赁期满后，双方可协商调整租金。'],
    quote: '甲方有权根据市场行情调整租金',
  },
  'lease.deposit.return-missing': {
    hit: ['乙方应于签约时支付押金10,000元。'],
    miss: [SOUND_LEASE, '甲方收取押金10,000元。'.replace('收取押金10,000元', '收取押金10,000元，租赁期满后退还')],
  },
  'lease.deposit.forfeit': {
    hit: ['乙方提前退租且未履行30天通知义务的，押金不予退还。', '乙方中途退租的，甲方有权扣除全部押金。', '乙方违反作息规定超过3次，甲方有权解除合同并不退还押金。'],
    miss: [SOUND_LEASE, '押金可用于抵扣乙方应付未付的费用，余额退还乙方。'],
    quote: '押金不予退还',
  },
  'lease.repair.missing': {
    hit: ['甲方将房屋出租给乙方，租赁期限一年。'],
    miss: [SOUND_LEASE],
  },
  'lease.sublease.missing': {
    hit: ['甲方将房屋出租给乙方，租赁期限一年。'],
    miss: [SOUND_LEASE],
  },
  'lease.sublease.free': {
    hit: ['乙方可以将房屋转租给第三人。'],
    miss: [SOUND_LEASE, '乙方经甲方书面同意，可以将房屋转租。'],
    quote: '乙方可以将房屋转租',
  },
  'lease.termination.lessor-reclaim': {
    hit: ['甲方提前收回房屋的，应提前30天通知乙方，并退还剩余租金及押金。', '出租方有权随时解除本合同。'],
    miss: [SOUND_LEASE, '甲方提前收回房屋的，应提前30天通知乙方，并向乙方支付一个月租金作为违约金。', '乙方逾期支付租金的，甲方有权提前收回房屋。'],
  },
  'lease.termination.lessee-waiver': {
    hit: ['本租赁关系一经成立，乙方不得以工作变动、距离偏远等理由要求解除。'],
    miss: [SOUND_LEASE, '乙方提前退租的，应提前30日书面通知甲方。'],
    quote: '乙方不得以工作变动、距离偏远等理由要求解除',
  },
  'lease.rent-loan': {
    hit: ['租金支付方式：通过APP以银行租金分期贷款方式支付（乙方授权甲方办理）。', '乙方须通过甲方合作金融机构办理贷款支付租金。'],
    miss: [SOUND_LEASE, '乙方按月支付租金。'],
  },
  'lease.purpose.missing': {
    hit: ['甲方将房屋出租给乙方，租赁期限一年。'],
    miss: [SOUND_LEASE],
  },
  'lease.handover.inventory': {
    hit: ['甲方将房屋出租给乙方，租赁期限一年。'],
    miss: [SOUND_LEASE],
  },
  'lease.fees.missing': {
    hit: ['甲方将房屋出租给乙方，租赁期限一年。'],
    miss: [SOUND_LEASE],
  },
  'lease.renewal.missing': {
    hit: ['甲方将房屋出租给乙方，租赁期限一年。'],
    miss: [SOUND_LEASE],
  },
  'lease.preemption.waiver': {
    hit: ['租赁期间甲方出售房屋的，乙方放弃优先购买权。'],
    miss: [SOUND_LEASE, '甲方出售房屋的，应提前三个月通知乙方，乙方在同等条件下享有优先购买权。'],
  },
  'lease.ownership.proof': {
    hit: ['甲方将房屋出租给乙方，租赁期限一年。'],
    miss: [SOUND_LEASE],
  },
  'lease.partition': {
    hit: ['乙方承租的房间为隔断间，面积8平方米。'],
    miss: [SOUND_LEASE],
  },
  'lease.jurisdiction.property': {
    hit: ['争议解决：提交合同签订地人民法院诉讼解决。', '协商不成的，向甲方所在地人民法院起诉。'],
    miss: [SOUND_LEASE, '协商不成的，提交北京仲裁委员会仲裁。'],
    quote: '合同签订地人民法院',
    revision: '房屋所在地人民法院',
  },
  'lease.late-rent.termination-missing': {
    hit: ['乙方逾期支付租金的，每日按月租金的万分之五支付违约金。'],
    miss: [SOUND_LEASE, '乙方有下列情形之一的，甲方有权解除合同：\n（1）擅自转租的；\n（2）拖欠房租累计两个月以上的。'],
  },
  'lease.illegal-building': {
    hit: ['如房屋被政府认定为违建强制拆除，甲方不承担违约责任，仅退还剩余租金。'],
    miss: [SOUND_LEASE],
  },
  'lease.occupancy.restriction': {
    hit: ['乙方不得留宿他人超过连续3天，或在屋内从事违法活动。', '乙方不得带领超过2名外来人员同时留宿。'],
    miss: [SOUND_LEASE],
    quote: '不得留宿他人超过连续3天',
  },
});
