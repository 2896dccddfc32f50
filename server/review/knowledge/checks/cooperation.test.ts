import { describeChecks } from '../../testing/check-table';
import { SOUND_COOPERATION } from '../../testing/samples';
import { COOPERATION_CHECKS } from './cooperation';


describeChecks('cooperation', COOPERATION_CHECKS, {
  'cooperation.contributions.missing': {
    hit: ['双方就智能制造项目开展合作。'],
    miss: [SOUND_COOPERATION],
  },
  'cooperation.profit.missing': {
    hit: ['双方就智能制造项目开展合作。'],
    miss: [SOUND_COOPERATION],
  },
  'cooperation.loss.missing': {
    hit: ['双方就智能制造项目开展合作，利润按六四比例分配。'],
    miss: [SOUND_COOPERATION],
  },
  'cooperation.partnership.liability': {
    hit: ['双方共同经营该门店，共负盈亏。'],
    miss: [SOUND_COOPERATION],
  },
  'cooperation.decision.missing': {
    hit: ['双方就智能制造项目开展合作。'],
    miss: [SOUND_COOPERATION],
  },
  'cooperation.accounts.missing': {
    hit: ['双方就智能制造项目开展合作。'],
    miss: [SOUND_COOPERATION],
  },
  'cooperation.term.missing': {
    hit: ['双方就智能制造项目开展合作。'],
    miss: [SOUND_COOPERATION],
  },
  'cooperation.exit.missing': {
    hit: ['双方就智能制造项目开展合作。'],
    miss: [SOUND_COOPERATION],
  },
  'cooperation.ip.missing': {
    hit: ['双方就智能制造项目开展合作。'],
    miss: [SOUND_COOPERATION],
  },
  'cooperation.brand.use': {
    hit: ['乙方可在推广中使用甲方的品牌标识。'],
    miss: [SOUND_COOPERATION, '甲方许可乙方在合作期内使用其商标，许可使用范围限于本项目推广。'],
  },
  'cooperation.exclusivity': {
    hit: ['合作期内，乙方为甲方在华东地区的独家合作伙伴。', '甲方不得与任何第三方就同类项目合作。'],
    miss: [SOUND_COOPERATION],
  },
  'cooperation.framework.effect': {
    hit: ['具体合作内容由双方另行签订协议约定。'],
    miss: [SOUND_COOPERATION],
  },
  'cooperation.costs.missing': {
    hit: ['双方就智能制造项目开展合作。'],
    miss: [SOUND_COOPERATION],
  },
  'cooperation.assignment.missing': {
    hit: ['双方就智能制造项目开展合作。'],
    miss: [SOUND_COOPERATION],
  },
  'cooperation.noncompete': {
    hit: ['合作期内，乙方不得自行从事与本项目相同的业务。'],
    miss: [SOUND_COOPERATION],
  },
});
