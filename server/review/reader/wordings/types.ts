/**
 * The team's own wordings for the clause reader (decision 233): per check, sentences that plant its risk and near
 * misses that must not, written from the check's title and explanation only, never from an evaluation set. They teach
 * the reader more ways of saying each risk than the checks' tests, which the rules must also pass.
 */
export type TeamWordings = Readonly<Record<string, { risk: readonly string[]; fair: readonly string[] }>>;
