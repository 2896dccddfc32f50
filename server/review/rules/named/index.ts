/** Named legal checks implemented in code, by the name the knowledge base uses. */
import type { DetectorFn } from '../types';
import { arbitrationInstitution } from './arbitration-institution';
import { disputeBothForums } from './dispute-both-forums';
import { family } from './family';
import { laborProbation } from './labor-probation';
import { leaseTermOver20 } from './lease-term-over-20';
import { loanInterest } from './loan-interest';
import { nonChinese } from './non-chinese';
import { signatureBlock } from './signature-block';

export const NAMED: Record<string, DetectorFn> = {
  'dispute-both-forums': disputeBothForums,
  'arbitration-institution': arbitrationInstitution,
  'signature-block': signatureBlock,
  'lease-term-over-20': leaseTermOver20,
  'labor-probation': laborProbation,
  'non-chinese': nonChinese,
  'loan-interest': loanInterest,
  family,
};
