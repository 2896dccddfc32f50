import { describeChecks } from '../../testing/check-table';
import { SOUND_LOAN } from '../../testing/samples';
import { LOAN_CHECKS } from './loan';


describeChecks('loan', LOAN_CHECKS, {
  'loan.interest.over-cap': {
    hit: ['借款年利率为24%。', '借款月利率为2%，按月付息。', '利息按日利率0.1%计算。', '借款利率为 本金的50%，按总本金计算利息。'],
    miss: [
      SOUND_LOAN,
      '借款年利率为10%。',
      '借款利率为10%，按月付息。',
      '逾期的，每日按万分之五支付违约金。',
      '乙方未按本合同约定日期归还本金或支付利息，自逾期之日起，除按约定利率继续计息外，还应对逾期款项按 每日十万分之五 的标准向甲方另行支付违约金。',
      // An instalment of the principal is no interest rate (decision 256).
      '借款人每月应偿还借款本金的百分之十，利息按年利率百分之六计算。',
    ],
    quote: '借款年利率为24%',
  },
  'loan.interest.period-unclear': {
    hit: ['借款利率为 本金的50% ，按总本金计算利息。', '利率为10%。'],
    miss: [SOUND_LOAN, '借款年利率为10%。'],
  },
  'loan.interest.missing': {
    hit: ['乙方向甲方借款10万元，一年后归还。'],
    miss: [SOUND_LOAN, '本借款不计利息。'],
  },
  'loan.interest.prededucted': {
    hit: ['甲方在出借时预先扣除首期利息1万元。', '服务费从借款本金中扣除。'],
    miss: [SOUND_LOAN, '利息不得预先在本金中扣除。'],
  },
  'loan.interest.compound': {
    hit: ['逾期未付的利息计入本金计收复利。', '到期未付利息转为本金继续计息。'],
    miss: [SOUND_LOAN],
  },
  'loan.penalty.stacked': {
    hit: ['乙方逾期还款的，除按约定利率继续计息外，还应按每日万分之五另行支付违约金。'],
    miss: [SOUND_LOAN, '乙方逾期还款的，逾期利息与违约金合计不超过年利率12%。'],
  },
  'loan.term.missing': {
    hit: ['乙方向甲方借款10万元，年利率6%。'],
    miss: [SOUND_LOAN],
  },
  'loan.repayment.method-missing': {
    hit: ['乙方向甲方借款10万元，年利率6%，借款期限一年。'],
    miss: [SOUND_LOAN],
  },
  'loan.purpose.missing': {
    hit: ['乙方向甲方借款10万元，年利率6%。'],
    miss: [SOUND_LOAN],
  },
  'loan.delivery.proof': {
    hit: ['乙方向甲方借款10万元，年利率6%。'],
    miss: [SOUND_LOAN],
  },
  'loan.delivery.cash': {
    hit: ['甲方以现金方式交付借款100,000元。'],
    miss: [SOUND_LOAN],
    quote: '以现金方式交付借款',
  },
  'loan.guarantee.method': {
    hit: ['丙方为本借款提供保证。'],
    miss: [SOUND_LOAN],
  },
  'loan.guarantee.period': {
    hit: ['保证人：丙方，承担连带责任保证。'],
    miss: [SOUND_LOAN],
  },
  'loan.spouse.consent': {
    hit: ['借款人：李四，身份证号码：11010519491231002X\n乙方向甲方借款10万元。'],
    miss: [SOUND_LOAN, '借款人：某某有限公司\n身份证号码：无'],
  },
  'loan.early-repayment': {
    hit: ['乙方向甲方借款10万元，期限一年。'],
    miss: [SOUND_LOAN],
  },
  'loan.acceleration.unconditional': {
    hit: ['甲方有权随时收回全部借款。'],
    miss: [SOUND_LOAN, '乙方改变借款用途的，甲方有权提前收回全部借款。'],
  },
  'loan.overdue.interest-missing': {
    hit: ['乙方向甲方借款10万元，年利率6%，一年后归还。'],
    miss: [SOUND_LOAN],
  },
});
