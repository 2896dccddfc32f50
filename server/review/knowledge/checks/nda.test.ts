import { describeChecks } from '../../testing/check-table';
import { SOUND_NDA } from '../../testing/samples';
import { NDA_CHECKS } from './nda';


describeChecks('nda', NDA_CHECKS, {
  'nda.definition.missing': {
    hit: ['乙方应对甲方提供的资料保密。'],
    miss: [SOUND_NDA],
  },
  'nda.exclusions.missing': {
    hit: ['乙方应对甲方提供的全部资料保密。'],
    miss: [SOUND_NDA],
  },
  'nda.compelled-disclosure': {
    hit: ['乙方应对甲方提供的全部资料保密。'],
    miss: [SOUND_NDA],
  },
  'nda.purpose.missing': {
    hit: ['乙方应对甲方提供的全部资料保密。'],
    miss: [SOUND_NDA],
  },
  'nda.recipients.missing': {
    hit: ['乙方应对甲方提供的全部资料保密。'],
    miss: [SOUND_NDA],
  },
  'nda.term.missing': {
    hit: ['乙方应对甲方提供的全部资料保密。'],
    miss: [SOUND_NDA],
  },
  'nda.term.perpetual': {
    hit: ['乙方的保密义务永久有效。'],
    miss: [SOUND_NDA],
  },
  'nda.return.missing': {
    hit: ['乙方应对甲方提供的全部资料保密。'],
    miss: [SOUND_NDA],
  },
  'nda.remedy.missing': {
    hit: ['乙方应对甲方提供的全部资料保密。'],
    miss: [SOUND_NDA],
  },
  'nda.noncompete.embedded': {
    hit: ['乙方在离职后两年内不得从事与甲方相同的业务。', '乙方承担竞业限制义务。'],
    miss: [SOUND_NDA, '竞业限制期间甲方按月支付经济补偿。'],
  },
  'nda.no-license.missing': {
    hit: ['乙方应对甲方提供的全部资料保密。'],
    miss: [SOUND_NDA],
  },
  'nda.breach.notice': {
    hit: ['乙方应对甲方提供的全部资料保密。'],
    miss: [SOUND_NDA],
  },
  'nda.residuals': {
    hit: ['接收方人员记忆中保留的一般信息可以自由使用。', '本协议不限制残留信息的使用。'],
    miss: [SOUND_NDA],
  },
  'nda.one-sided': {
    hit: ['甲方：A公司\n乙方：B公司\n乙方应对甲方提供的资料保密。'],
    miss: [SOUND_NDA],
  },
  'nda.penalty.fixed-high': {
    hit: ['乙方违反本协议的，应向甲方支付违约金500万元。'],
    miss: [SOUND_NDA],
  },
});
