/** Playbook views -> the API's shapes (common/api/playbook.ts): built-in checks, firm checks, scopes, history. */
import {
  LEVEL_LABELS,
  PLAYBOOK_ACTIONS,
  type TCustomCheck,
  type TLevel,
  type TPlaybookAction,
  type TPlaybookCategory,
  type TPlaybookCheck,
  type TPlaybookFieldChange,
  type TPlaybookHistoryItem,
} from '@common/api/playbook';
import type { LawCorpus } from '../laws/corpus';
import type { TCheck } from '../review/knowledge/schema';
import type { TScopeCounts } from '../services/playbook/get-playbook';
import { citationsOf, detectsOf, findScope, plainTitle, stancesOf } from '../services/playbook/playbook-catalog';
import { PLAYBOOK_AUDIT_PREFIX } from '../services/playbook/playbook-audit';
import type { THistoryRow } from '../services/playbook/list-playbook-history';
import { DELETED_USER_NAME, type TCustomCheckView, type TOverrideView } from '../services/playbook/playbook-views';
import { quoteLegalBasis } from '../services/playbook/resolve-legal-basis';

export function presentScope(s: TScopeCounts): TPlaybookCategory {
  return { id: s.id, name: s.name, check_count: s.checkCount, changed_count: s.changedCount, custom_count: s.customCount };
}

export function presentBuiltinCheck({ scope, check, override }: { scope: string; check: TCheck; override: TOverrideView | null }): TPlaybookCheck {
  return {
    check_id: check.id,
    title: plainTitle(check),
    detects: detectsOf(check),
    stances: stancesOf(check, scope),
    citations: citationsOf(check),
    default_level: check.level,
    level: override?.level ?? check.level,
    enabled: override?.enabled ?? true,
    changed: override !== null,
    updated_at: override ? override.updatedAt.toISOString() : null,
    updated_by: override ? (override.updatedByName ?? DELETED_USER_NAME) : null,
  };
}

export function presentCustomCheck(row: TCustomCheckView, corpus: LawCorpus | null): TCustomCheck {
  return {
    id: row.id,
    category_id: row.categoryId,
    category_name: findScope(row.categoryId)?.name ?? row.categoryId,
    title: row.title,
    level: row.level,
    kind: row.kind,
    patterns: row.patterns,
    match: row.match,
    absent: row.absent,
    explanation: row.explanation,
    suggestion: row.suggestion,
    legal_basis: quoteLegalBasis(corpus, row.citations),
    enabled: row.enabled,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedByName ?? DELETED_USER_NAME,
  };
}

// ---------- history ----------

const FIELD_LABELS: Record<string, string> = {
  title: '检查名称',
  category_id: '适用合同类型',
  level: '风险等级',
  enabled: '启用状态',
  kind: '检查方式',
  patterns: '关键词',
  match: '匹配方式',
  absent: '合同应当包含的关键词',
  explanation: '风险说明',
  suggestion: '修改建议',
  legal_basis: '法律依据',
};

const EMPTY_LIST = '（无）';
const KIND_LABELS: Record<string, string> = { phrase: '出现关键词时提示', missing: '缺少内容时提示' };
const MATCH_LABELS: Record<string, string> = { any: '任一关键词', all: '同一句中全部关键词' };

function showValue(field: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (field === 'enabled') return value ? '启用' : '停用';
  if (field === 'level') return LEVEL_LABELS[value as TLevel] ?? String(value);
  if (field === 'kind') return KIND_LABELS[String(value)] ?? String(value);
  if (field === 'match') return MATCH_LABELS[String(value)] ?? String(value);
  if (field === 'category_id') return findScope(String(value))?.name ?? String(value);
  if (Array.isArray(value)) return value.length > 0 ? value.join('、') : EMPTY_LIST;
  return String(value);
}

type TSnapshot = Record<string, unknown> | null;

/** Fields that differ between two snapshots (all fields of the one there is, for a create or a delete). */
export function fieldChanges(before: TSnapshot, after: TSnapshot): TPlaybookFieldChange[] {
  const fields = Object.keys(FIELD_LABELS).filter((f) => (before && f in before) || (after && f in after));
  const out: TPlaybookFieldChange[] = [];
  const only = before ?? after;
  for (const field of fields) {
    const b = showValue(field, before?.[field]);
    const a = showValue(field, after?.[field]);
    if (before && after) {
      if (b === a) continue;
    } else {
      // A created or deleted check: list what it held, not the empty lists and the match mode of one keyword.
      const value = before ? b : a;
      if (value === '' || value === EMPTY_LIST) continue;
      if (field === 'match' && (!Array.isArray(only?.patterns) || only.patterns.length < 2)) continue;
    }
    out.push({ field, label: FIELD_LABELS[field]!, before: b, after: a });
  }
  return out;
}

function summaryOf(action: TPlaybookAction, title: string, scopeName: string, changes: TPlaybookFieldChange[]): string {
  if (action === 'custom.create') return `新增了本所检查「${title}」（${scopeName}）`;
  if (action === 'custom.delete') return `删除了本所检查「${title}」（${scopeName}）`;
  if (action === 'custom.update') {
    const enabled = changes.find((c) => c.field === 'enabled');
    if (enabled && changes.length === 1) return `${enabled.after}了本所检查「${title}」`;
    return `修改了本所检查「${title}」的${changes.map((c) => c.label).join('、')}`;
  }
  const parts: string[] = [];
  const enabled = changes.find((c) => c.field === 'enabled');
  const level = changes.find((c) => c.field === 'level');
  if (enabled) parts.push(`${enabled.after}了检查「${title}」`);
  if (level) parts.push(`${enabled ? '并' : ''}将${enabled ? '其' : `检查「${title}」的`}风险等级由${level.before}改为${level.after}`);
  return parts.join('，') || `修改了检查「${title}」`;
}

export function presentHistoryItem(row: THistoryRow): TPlaybookHistoryItem {
  const rawAction = row.action.slice(PLAYBOOK_AUDIT_PREFIX.length);
  const action = (PLAYBOOK_ACTIONS as readonly string[]).includes(rawAction) ? (rawAction as TPlaybookAction) : 'check.update';
  const d = row.details as { category_id?: string; title?: string; before?: TSnapshot; after?: TSnapshot };
  const categoryId = d.category_id ?? '';
  const scopeName = findScope(categoryId)?.name ?? categoryId;
  const title = d.title ?? row.target;
  const changes = fieldChanges(d.before ?? null, d.after ?? null);
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    user_id: row.userId,
    user_name: row.userName ?? DELETED_USER_NAME,
    action,
    category_id: categoryId,
    category_name: scopeName,
    target_id: row.target,
    target_title: title,
    summary: summaryOf(action, title, scopeName, changes),
    changes,
  };
}
