/** Every part of the team's own wordings for the clause reader (decision 233), one record keyed by check id. */
import { TEAM_WORDINGS_A } from './team-a';
import { TEAM_WORDINGS_B } from './team-b';
import type { TeamWordings } from './types';

export const TEAM_WORDINGS: TeamWordings = { ...TEAM_WORDINGS_A, ...TEAM_WORDINGS_B };
