/**
 * Detector registry: declarative kinds from the knowledge base, and the coded checks by name (mechanical/ for
 * checks that need no legal judgement, named/ for legal checks too intricate for a pattern).
 */
import type { TDetector } from '../knowledge/schema';
import type { DetectorFn } from './types';
import { detectMissingClause } from './detectors/missing-clause';
import { detectPattern } from './detectors/pattern';
import { detectNumericThreshold } from './detectors/numeric-threshold';
import { detectRatioToPrice } from './detectors/ratio-to-price';
import { detectDurationLimit } from './detectors/duration-limit';
import { MECHANICAL } from './mechanical';
import { NAMED } from './named';

/** The detector function for a check's detector spec; throws for an unknown coded name. */
export function detectorFor(d: TDetector): DetectorFn {
  switch (d.kind) {
    case 'missing-clause':
      return detectMissingClause;
    case 'pattern':
      return detectPattern;
    case 'numeric-threshold':
      return detectNumericThreshold;
    case 'ratio-to-price':
      return detectRatioToPrice;
    case 'duration-limit':
      return detectDurationLimit;
    case 'mechanical': {
      const fn = MECHANICAL[d.name];
      if (!fn) throw new Error(`unknown mechanical check: ${d.name}`);
      return fn;
    }
    case 'named': {
      const fn = NAMED[d.name];
      if (!fn) throw new Error(`unknown named check: ${d.name}`);
      return fn;
    }
  }
}
