import { describeChecks } from '../../testing/check-table';
import { SOUND_WORK } from '../../testing/samples';
import { WORK_CHECKS } from './work';


describeChecks('work', WORK_CHECKS, {
  'work.specs.missing': {
    hit: ['乙方为甲方加工零件1000件，加工费10万元。'],
    miss: [SOUND_WORK],
  },
  'work.quantity.missing': {
    hit: ['乙方为甲方加工零件，加工费按件计算。'],
    miss: [SOUND_WORK],
  },
  'work.materials.missing': {
    hit: ['乙方为甲方加工零件1000件，加工费10万元。'],
    miss: [SOUND_WORK],
  },
  'work.main-work.delegation': {
    hit: ['乙方可以将部分加工工序外协给其他工厂。'],
    miss: [SOUND_WORK, '乙方经甲方书面同意，可以将辅助工序外协。'],
  },
  'work.delegation.missing': {
    hit: ['乙方为甲方加工零件1000件，加工费10万元。'],
    miss: [SOUND_WORK],
  },
  'work.remuneration.time-missing': {
    hit: ['乙方为甲方加工零件1000件，加工费10万元。'],
    miss: [SOUND_WORK],
  },
  'work.quality.remedy-missing': {
    hit: ['乙方为甲方加工零件1000件，加工费10万元。'],
    miss: [SOUND_WORK],
  },
  'work.documents.missing': {
    hit: ['乙方为甲方加工零件1000件，加工费10万元。'],
    miss: [SOUND_WORK],
  },
  'work.lien.waived': {
    hit: ['乙方不得以任何理由留置甲方的定作物。', '乙方放弃对定作物的留置权。'],
    miss: [SOUND_WORK],
  },
  'work.lien.noted': {
    hit: ['甲方未按期支付加工费的，乙方有权留置相应的定作物。'],
    miss: [SOUND_WORK, '乙方不得留置定作物。'],
  },
  'work.materials.custody': {
    hit: ['原材料由甲方提供，乙方按图纸加工。'],
    miss: [SOUND_WORK],
  },
  'work.confidentiality.copies': {
    hit: ['乙方按甲方图纸加工零件。'],
    miss: [SOUND_WORK],
  },
  'work.molds.ownership': {
    hit: ['开模费由甲方承担，乙方负责开模。'],
    miss: [SOUND_WORK],
  },
  'work.termination.compensation': {
    hit: ['乙方为甲方加工零件1000件，加工费10万元。'],
    miss: [SOUND_WORK],
  },
  'work.supervision.missing': {
    hit: ['乙方为甲方加工零件1000件，加工费10万元。'],
    miss: [SOUND_WORK],
  },
  'work.drawings.defect': {
    hit: ['乙方按甲方提供的图纸加工零件。'],
    miss: [SOUND_WORK],
  },
});
