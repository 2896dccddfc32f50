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
  // Round 3 (decision 196): families nobody had planted before.
  'pay-despite-dispute',
  'limitation-waiver',
  'one-sided-record',
  'short-inspection',
  'forum-designated',
  // Round 4 (independent test writer): families nobody had planted before; no check of their own yet.
  'post-termination-fees',
  'forfeit-payments',
  // Round 5 (independent test writer): families nobody had planted before; no check of their own yet.
  'unilateral-extension',
  'deemed-service',
  // Round 6 (independent test writer): families nobody had planted before; no check of their own yet.
  'designated-appraisal',
  'one-sided-costs',
  // Round 7 (independent test writer): families nobody had planted before; no check of their own yet.
  'unilateral-suspension',
  'penalty-cumulation',
  // Round 8 (independent test writer): families nobody had planted before; no check of their own yet.
  'silence-as-consent',
  'data-overreach',
  // Round 9 (independent test writer): families nobody had planted before; no check of their own yet.
  'burden-of-proof',
  'inspection-at-will',
  // Round 10 (independent test writer): families nobody had planted before; no check of their own yet.
  'unilateral-subcontract',
  'promises-disclaimed',
  // Round 11 (independent test writer): families nobody had planted before; no check of their own yet.
  'exclusive-dealing',
  'self-help-remedy',
  // Round 12 (independent test writer): families nobody had planted before; no check of their own yet.
  'acceleration',
  'most-favoured-terms',
  // Round 13 (independent test writer): families nobody had planted before; no check of their own yet.
  'pay-when-paid',
  'risk-shift',
  // Round 14 (independent test writer): families nobody had planted before; no check of their own yet.
  'collateral-forfeiture',
  'minimum-commitment',
  // Round 15 (independent test writer): families nobody had planted before; no check of their own yet.
  'worker-penalty',
  'payment-in-kind',
  // Round 16 (independent test writer): families nobody had planted before; no check of their own yet.
  'gag-clause',
  'force-majeure-skewed',
  // Round 17 (independent test writer): families nobody had planted before; no check of their own yet.
  'upfront-deduction',
  'improvements-forfeited',
  // Round 18 (independent test writer): families nobody had planted before; no check of their own yet.
  'long-payment-term',
  'receivable-transfer-ban',
  // Round 19 (independent test writer): families nobody had planted before; no check of their own yet.
  'non-party-liability',
  'invalidity-survival',
  // Round 20 (independent test writer): families nobody had planted before; no check of their own yet.
  'social-insurance-waiver',
  'guaranteed-return',
  // Round 21 (independent test writer): families nobody had planted before; no check of their own yet.
  'asymmetric-penalty',
  'overtime-unpaid',
  // Round 22 (independent test writer): families nobody had planted before; no check of their own yet.
  'probation-abuse',
  'pre-emption-waiver',
  // Round 23 (independent test writer): families nobody had planted before; no check of their own yet.
  'deemed-receipt',
  'explanation-acknowledged',
  // Round 24 (independent test writer): families nobody had planted before; no check of their own yet.
  'hardship-excluded',
  'marriage-restriction',
  // Round 25 (independent test writer): families nobody had planted before; no check of their own yet.
  'likeness-use',
  'handover-refused',
  // Round 26 (independent test writer): families nobody had planted before; no check of their own yet.
  'irrevocable-proxy',
  'enforcement-notarization',
  // Round 27 (independent test writer): families nobody had planted before; no check of their own yet.
  'rent-abatement-excluded',
  'worker-liability-shift',
  // Round 28 (independent test writer): families nobody had planted before; no check of their own yet.
  'insurance-beneficiary',
  'information-right-denied',
  // Round 29 (independent test writer): families nobody had planted before; no check of their own yet.
  'punitive-damages-waiver',
  'return-right-excluded',
  // Round 30 (independent test writer): families nobody had planted before; no check of their own yet.
  'invoice-withheld',
  'shortfall-unadjusted',
  // Round 31 (independent test writer): families nobody had planted before; no check of their own yet.
  'wear-and-tear-charged',
  'third-party-excuse',
  // Round 32 (independent test writer): families nobody had planted before; no check of their own yet.
  'copy-withheld',
  'expropriation-compensation',
  // Round 33 (independent test writer): families nobody had planted before; no check of their own yet.
  'payment-allocation',
  'order-cancellation',
  // Round 34 (independent test writer): families nobody had planted before; no check of their own yet.
  'common-area-income',
  'medical-consent-waived',
  // Round 35 (independent test writer): families nobody had planted before; no check of their own yet.
  'licence-no-challenge',
  'standard-terms-prevail',
  // Round 36 (independent test writer): families nobody had planted before; no check of their own yet.
  'credential-misuse-borne',
  'data-breach-excused',
  // Round 37 (independent test writer): families nobody had planted before; no check of their own yet.
  'exit-share-forfeited',
  'creditor-delay-borne',
  // Round 38 (independent test writer): families nobody had planted before; no check of their own yet.
  'preservation-waived',
  'utility-markup',
  // Round 39 (independent test writer): families nobody had planted before; no check of their own yet.
  'safety-costs-charged',
  'security-release-withheld',
  // Round 40 (independent test writer): families nobody had planted before; no check of their own yet.
  'agent-acts-disowned',
  'financing-failure-borne',
  // Round 41 (independent test writer): families nobody had planted before; no check of their own yet.
  'product-recourse-barred',
  'forced-overtime',
] as const;
export type FamilyId = (typeof FAMILY_IDS)[number];

/**
 * Sentences that each plant one defect of the family, written as a contract would word them. A set may lack a
 * family (the round-2 held-out set predates the round-3 families): that family has no mutator in that set.
 */
export type FamilyWordings = Partial<Record<FamilyId, readonly string[]>>;

/** The wording sets the eval plants: development, held-out rounds 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40 and 41. */
export const FAMILY_SETS = ['dev', 'heldout', 'heldout3', 'heldout4', 'heldout5', 'heldout6', 'heldout7', 'heldout8', 'heldout9', 'heldout10', 'heldout11', 'heldout12', 'heldout13', 'heldout14', 'heldout15', 'heldout16', 'heldout17', 'heldout18', 'heldout19', 'heldout20', 'heldout21', 'heldout22', 'heldout23', 'heldout24', 'heldout25', 'heldout26', 'heldout27', 'heldout28', 'heldout29', 'heldout30', 'heldout31', 'heldout32', 'heldout33', 'heldout34', 'heldout35', 'heldout36', 'heldout37', 'heldout38', 'heldout39', 'heldout40', 'heldout41'] as const;
export type FamilySet = (typeof FAMILY_SETS)[number];
