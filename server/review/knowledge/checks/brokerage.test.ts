import { describeChecks } from '../../testing/check-table';
import { SOUND_BROKERAGE } from '../../testing/samples';
import { BROKERAGE_CHECKS } from './brokerage';


describeChecks('brokerage', BROKERAGE_CHECKS, {
  'brokerage.scope.missing': {
    hit: ['甲方委托乙方提供居间服务，佣金为成交价1%。'],
    miss: [SOUND_BROKERAGE],
  },
  'brokerage.fee.missing': {
    hit: ['甲方委托乙方为其寻找买方。'],
    miss: [SOUND_BROKERAGE],
  },
  'brokerage.fee.condition-missing': {
    hit: ['甲方委托乙方为其寻找买方，佣金为3万元。'],
    miss: [SOUND_BROKERAGE],
  },
  'brokerage.fee.regardless': {
    hit: ['无论交易是否成交，甲方均应支付看房服务费2000元。'],
    miss: [SOUND_BROKERAGE],
  },
  'brokerage.expenses.missing': {
    hit: ['甲方委托乙方为其寻找买方，佣金为3万元。'],
    miss: [SOUND_BROKERAGE],
  },
  'brokerage.truthful-report.missing': {
    hit: ['甲方委托乙方为其寻找买方，佣金为3万元。'],
    miss: [SOUND_BROKERAGE],
  },
  'brokerage.bypass.missing': {
    hit: ['甲方委托乙方为其寻找买方，佣金为3万元。'],
    miss: [SOUND_BROKERAGE],
  },
  'brokerage.bypass.overbroad': {
    hit: ['甲方无论通过何种途径与乙方带看过的买方成交，均应向乙方支付佣金。'],
    miss: [SOUND_BROKERAGE],
  },
  'brokerage.exclusive': {
    hit: ['本委托为独家委托，委托期内甲方不得委托其他中介机构。'],
    miss: [SOUND_BROKERAGE],
  },
  'brokerage.term.missing': {
    hit: ['甲方委托乙方为其寻找买方，佣金为3万元。'],
    miss: [SOUND_BROKERAGE],
  },
  'brokerage.intent-money': {
    hit: ['买方应向乙方支付意向金5万元。'],
    miss: ['买方应向甲方支付定金5万元。'],
  },
  'brokerage.refund.missing': {
    hit: ['买方应向乙方支付意向金5万元。'],
    miss: [SOUND_BROKERAGE],
  },
  'brokerage.success.definition': {
    hit: ['甲方委托乙方为其寻找买方，佣金为3万元。'],
    miss: [SOUND_BROKERAGE],
  },
  'brokerage.broker.qualification': {
    hit: ['甲方委托乙方为其出售房屋，佣金为3万元。'],
    miss: [SOUND_BROKERAGE],
  },
  'brokerage.fee.payer': {
    hit: ['乙方为本次交易提供居间服务，佣金为成交价的1%。'],
    miss: [SOUND_BROKERAGE],
  },
});
