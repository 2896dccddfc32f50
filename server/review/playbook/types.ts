/**
 * A firm's playbook as the review engine sees it: overrides of built-in checks (off, or another level) and the
 * firm's own phrase checks. Loaded per tenant by services/playbook/load-playbook.ts; applied by the pure functions
 * beside this file, so a review stays a function of (document, context, playbook).
 */
import type { TFindingLevel } from '@common/api/contract';
import type { TCustomCheckKind, TMatchMode } from '@common/api/playbook';
import type { Citation } from '../model';

export interface PlaybookOverride {
  enabled: boolean;
  /** null: the check keeps its own level. */
  level: TFindingLevel | null;
}

export interface PlaybookCustomCheck {
  id: string;
  /** A category id, or 'general' for every contract type. */
  categoryId: string;
  title: string;
  level: TFindingLevel;
  kind: TCustomCheckKind;
  patterns: readonly string[];
  match: TMatchMode;
  absent: readonly string[];
  explanation: string;
  suggestion: string;
  /** Already resolved against the statute corpus when the check was saved. */
  citations: readonly Citation[];
  enabled: boolean;
}

export interface Playbook {
  /** By built-in check id. */
  overrides: Readonly<Record<string, PlaybookOverride>>;
  custom: readonly PlaybookCustomCheck[];
}

/** A tenant that never touched its playbook: the knowledge base as it is. */
export const EMPTY_PLAYBOOK: Playbook = Object.freeze({ overrides: Object.freeze({}), custom: Object.freeze([]) });

/** The rule_id of a firm check's findings. */
export function customRuleId(customCheckId: string): string {
  return `playbook.${customCheckId}`;
}
