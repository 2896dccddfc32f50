export { applyPlaybook, applyPlaybookToChecklist } from './apply-playbook';
export { runCustomChecks, customCheckApplies, MAX_FINDINGS_PER_CUSTOM_CHECK } from './run-custom-checks';
export { EMPTY_PLAYBOOK, customRuleId, type Playbook, type PlaybookCustomCheck, type PlaybookOverride } from './types';
