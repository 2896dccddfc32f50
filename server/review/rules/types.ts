/**
 * Types shared by the rules engine, its declarative detectors and the coded (mechanical / named) checks.
 */
import type { TAnchor, TRevision } from '@common/api/contract';
import type { ReviewContext } from '../model';
import type { TCheck } from '../knowledge/schema';
import type { DocIndex } from './doc-index';

/** One place where a check fires. */
export interface Hit {
  /** null for something missing from the contract as a whole. */
  anchor: TAnchor | null;
  /** Values for {placeholders} in the check's explanation and suggestion (value, limit, detail...). */
  vars?: Record<string, string>;
  /** Overrides the check's level for this hit (e.g. a vague arbitration place is less severe than none). */
  level?: 'high' | 'medium' | 'low';
  /** A concrete revision for this hit; when absent the check's own revision (if any) is used. */
  revision?: TRevision | null;
}

/** What a detector or coded check receives. */
export interface DetectorInput {
  check: TCheck;
  ix: DocIndex;
  ctx: ReviewContext;
  /** The contract's main amount in yuan (总价/租金/借款金额), null when not stated. */
  mainAmount: number | null;
}

export type DetectorFn = (input: DetectorInput) => Hit[];
