/** The one-sided-clause families the eval plants (issue 14) and their wordings, per family id. */
export const FAMILY_IDS = [
  'liability-unlimited',
  'liability-exclusion',
  'unilateral-change',
  'unilateral-other',
  'waiver',
  'money-rate',
  'deposit',
  'forum',
  'renewal',
  'ip-confidentiality',
  'format-main-rights',
  'guarantee',
  'non-compete',
  'forum-one-sided',
] as const;
export type FamilyId = (typeof FAMILY_IDS)[number];

/** Sentences that each plant one defect of the family, written as a contract would word them. */
export type FamilyWordings = Record<FamilyId, readonly string[]>;
