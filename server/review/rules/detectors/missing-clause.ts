/** 'missing-clause': fires once, without anchor, when none of the clause's keywords appears in the contract. */
import type { DetectorFn } from '../types';
import { re } from '../text';

export const detectMissingClause: DetectorFn = ({ check, ix }) => {
  if (check.detector.kind !== 'missing-clause') return [];
  const present = check.detector.anyOf.some((src) => re(src).test(ix.fullText) || re(src).test(ix.compactText));
  return present ? [] : [{ anchor: null }];
};
