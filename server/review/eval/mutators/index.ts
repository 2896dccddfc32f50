/** Every mutator the evaluation plants, in report order. */
import { bothForums, danglingReference, disputeRemoved, numberingGap, signatureRemoved } from './clauses';
import { blankLeft, impossibleDate, invalidIdentifier, invertedTerm, leaseOver20 } from './fields';
import { amountWords, depositOver20, penalty50 } from './money';
import { FAMILY_MUTATORS } from './families';
import type { Mutator } from './types';

export const MUTATORS: readonly Mutator[] = [
  disputeRemoved,
  penalty50,
  depositOver20,
  amountWords,
  signatureRemoved,
  numberingGap,
  danglingReference,
  bothForums,
  blankLeft,
  leaseOver20,
  invalidIdentifier,
  impossibleDate,
  invertedTerm,
  ...FAMILY_MUTATORS,
];

export type { Mutator, Mutation, MutationResult, PlantedSpan } from './types';
