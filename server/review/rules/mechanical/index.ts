/** Mechanical checks (no legal judgement, no model), one file each, by the name the knowledge base uses. */
import type { DetectorFn } from '../types';
import { amountWords } from './amount-words';
import { annexReference } from './annex-reference';
import { blanks } from './blanks';
import { clauseReference } from './clause-reference';
import { creditCode } from './credit-code';
import { datesImpossible } from './dates-impossible';
import { datesInverted } from './dates-inverted';
import { definedTerms } from './defined-terms';
import { idNumber } from './id-number';
import { numbering } from './numbering';
import { partyNames } from './party-names';
import { percentSum } from './percent-sum';
import { priceTotal } from './price-total';
import { scriptMix } from './script-mix';

export const MECHANICAL: Record<string, DetectorFn> = {
  'amount-words': amountWords,
  'price-total': priceTotal,
  'percent-sum': percentSum,
  'dates-impossible': datesImpossible,
  'dates-inverted': datesInverted,
  numbering,
  'clause-reference': clauseReference,
  'annex-reference': annexReference,
  'defined-terms': definedTerms,
  'party-names': partyNames,
  'credit-code': creditCode,
  'id-number': idNumber,
  blanks,
  'script-mix': scriptMix,
};
