import { describeChecks } from '../../testing/check-table';
import { SOUND_EQUITY } from '../../testing/samples';
import { EQUITY_CHECKS } from './equity';


describeChecks('equity', EQUITY_CHECKS, {
  'equity.preemption.missing': {
    hit: ['甲方将其持有的目标公司30%股权转让给乙方，转让价款600万元。'],
    miss: [SOUND_EQUITY, '甲方系目标公司唯一股东，将其持有的全部股权转让给乙方。'],
  },
  'equity.registration.missing': {
    hit: ['甲方将其持有的目标公司30%股权转让给乙方，转让价款600万元。'],
    miss: [SOUND_EQUITY],
  },
  'equity.capital.unpaid': {
    hit: ['甲方将其持有的目标公司30%股权转让给乙方，转让价款600万元。'],
    miss: [SOUND_EQUITY],
  },
  'equity.liabilities.disclosure': {
    hit: ['甲方将其持有的目标公司30%股权转让给乙方，转让价款600万元。'],
    miss: [SOUND_EQUITY],
  },
  'equity.warranties.missing': {
    hit: ['甲方将其持有的目标公司30%股权转让给乙方，转让价款600万元。'],
    miss: [SOUND_EQUITY],
  },
  'equity.encumbrance.missing': {
    hit: ['甲方将其持有的目标公司30%股权转让给乙方，转让价款600万元。'],
    miss: [SOUND_EQUITY],
  },
  'equity.price.missing': {
    hit: ['甲方将其持有的目标公司30%股权转让给乙方。'],
    miss: [SOUND_EQUITY],
  },
  'equity.payment.schedule-missing': {
    hit: ['甲方将其持有的目标公司30%股权转让给乙方，转让价款600万元。'],
    miss: [SOUND_EQUITY],
  },
  'equity.registration.before-payment': {
    hit: ['双方办理完成工商变更登记后30日内，乙方支付全部转让价款。'],
    miss: [SOUND_EQUITY.replace('其余价款在变更登记完成后5日内支付', '其余价款于签约后30日内支付')],
  },
  'equity.spouse.consent': {
    hit: ['转让方：张三，身份证号码：110101199003077774\n甲方将股权转让给乙方。'],
    miss: [SOUND_EQUITY],
  },
  'equity.closing.missing': {
    hit: ['甲方将其持有的目标公司30%股权转让给乙方，转让价款600万元。'],
    miss: [SOUND_EQUITY],
  },
  'equity.approval.missing': {
    hit: ['甲方为国有独资公司，将其持有的目标公司股权转让给乙方。'],
    miss: [SOUND_EQUITY, '甲方为国有独资公司，本次转让须经国资监管机构批准。'],
  },
  'equity.vam': {
    hit: ['目标公司未完成业绩承诺的，乙方有权要求目标公司回购其所持股权。'],
    miss: [SOUND_EQUITY],
  },
  'equity.noncompete.transferor': {
    hit: ['甲方将其持有的目标公司30%股权转让给乙方，转让价款600万元。'],
    miss: [SOUND_EQUITY],
  },
  'equity.articles.check': {
    hit: ['甲方将其持有的目标公司30%股权转让给乙方，转让价款600万元。'],
    miss: [SOUND_EQUITY],
  },
  'equity.tax.missing': {
    hit: ['甲方将其持有的目标公司30%股权转让给乙方，转让价款600万元。'],
    miss: [SOUND_EQUITY],
  },
});
