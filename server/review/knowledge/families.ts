/**
 * The one-sided-clause families (issue 14, decision 190): a family rule fires on a sentence when every group of `all`
 * matches it, no pattern of `none` does, and (for one-sided rules) the actor of the clause is one named party, with a
 * modality that does not negate the right. The vocabulary is family-vocab.ts; the rules are in family-rules/, one file
 * per kind of risk. The engine is rules/named/family.ts; numbers and periods are read by semantics/rates.ts, actors by
 * semantics/clause.ts.
 */
import type { FamilyRule } from './family-vocab';
import { ACCOUNT_DATA_RULES } from './family-rules/accounts-and-data';
import { AGENT_FINANCING_RULES } from './family-rules/agents-and-financing';
import { COMPANY_RULES } from './family-rules/companies';
import { CONSUMER_RULES } from './family-rules/consumer';
import { EXIT_DELAY_RULES } from './family-rules/exits-and-delays';
import { GOODS_AND_WORKS_RULES } from './family-rules/goods-and-works';
import { LIABILITY_RULES } from './family-rules/liability';
import { MONEY_RULES } from './family-rules/money';
import { OPT_OUT_HIRING_RULES } from './family-rules/opt-outs-and-hiring';
import { OVERTIME_RECOURSE_RULES } from './family-rules/overtime-and-recourse';
import { PERSON_RULES } from './family-rules/persons';
import { PRESERVATION_UTILITY_RULES } from './family-rules/preservation-and-utilities';
import { RIGHTS_RULES } from './family-rules/rights';
import { SAFETY_RELEASE_RULES } from './family-rules/safety-and-release';
import { TENANT_INSURED_RULES } from './family-rules/tenants-and-insured';
import { UNILATERAL_RULES } from './family-rules/unilateral';
import { WORKER_RULES } from './family-rules/workers';

export { GENERIC_PARTY, PARTY_WORD, STANCE_ROLE_WORDS, type FamilyModality, type FamilyRule } from './family-vocab';

export const FAMILY_RULES: Readonly<Record<string, readonly FamilyRule[]>> = {
  ...LIABILITY_RULES,
  ...UNILATERAL_RULES,
  ...MONEY_RULES,
  ...RIGHTS_RULES,
  ...CONSUMER_RULES,
  ...WORKER_RULES,
  ...COMPANY_RULES,
  ...GOODS_AND_WORKS_RULES,
  ...PERSON_RULES,
  ...TENANT_INSURED_RULES,
  ...ACCOUNT_DATA_RULES,
  ...OPT_OUT_HIRING_RULES,
  ...PRESERVATION_UTILITY_RULES,
  ...SAFETY_RELEASE_RULES,
  ...AGENT_FINANCING_RULES,
  ...OVERTIME_RECOURSE_RULES,
  ...EXIT_DELAY_RULES,
};
