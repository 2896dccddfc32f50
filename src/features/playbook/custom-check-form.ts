/**
 * The firm-check dialog's form, as plain data: lists typed one per line (or separated by 、，；) become arrays, and
 * the request is checked with the same zod schema the server uses, so the dialog shows the server's messages
 * under the right field before anything is sent.
 */
import {
  PlaybookMessages,
  ZCustomCheckInput,
  type TCustomCheck,
  type TCustomCheckInput,
  type TCustomCheckKind,
  type TLevel,
  type TMatchMode,
} from '@common/api/playbook';

export type TCustomCheckForm = {
  title: string;
  category_id: string;
  level: TLevel;
  kind: TCustomCheckKind;
  patternsText: string;
  match: TMatchMode;
  absentText: string;
  explanation: string;
  suggestion: string;
  legalBasisText: string;
  enabled: boolean;
};

export type TFormField = 'title' | 'category_id' | 'level' | 'kind' | 'patternsText' | 'absentText' | 'explanation' | 'suggestion' | 'legalBasisText';
export type TFormProblems = Partial<Record<TFormField, string>>;

export function emptyForm(categoryId: string): TCustomCheckForm {
  return {
    title: '',
    category_id: categoryId,
    level: 'medium',
    kind: 'phrase',
    patternsText: '',
    match: 'any',
    absentText: '',
    explanation: '',
    suggestion: '',
    legalBasisText: '',
    enabled: true,
  };
}

export function formFromCheck(c: TCustomCheck): TCustomCheckForm {
  return {
    title: c.title,
    category_id: c.category_id,
    level: c.level,
    kind: c.kind,
    patternsText: c.patterns.join('\n'),
    match: c.match,
    absentText: c.absent.join('\n'),
    explanation: c.explanation,
    suggestion: c.suggestion,
    legalBasisText: c.legal_basis.map((b) => `《${b.law}》${b.article}`).join('\n'),
    enabled: c.enabled,
  };
}

/** Keywords: one per line, or separated by 、，,；; — blanks dropped. */
export function splitPhrases(text: string): string[] {
  return text
    .split(/[\n、，,；;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Citations: one per line (、 stays inside a citation: 《民法典》第584、585条). */
export function splitCitations(text: string): string[] {
  return text
    .split(/[\n；;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function formToRequest(form: TCustomCheckForm): TCustomCheckInput {
  const patterns = splitPhrases(form.patternsText);
  return {
    category_id: form.category_id,
    title: form.title,
    level: form.level,
    kind: form.kind,
    patterns,
    // A single keyword has nothing to combine: 'any' says what it does.
    match: patterns.length > 1 ? form.match : 'any',
    absent: form.kind === 'missing' ? splitPhrases(form.absentText) : [],
    explanation: form.explanation,
    suggestion: form.suggestion,
    legal_basis: splitCitations(form.legalBasisText),
    enabled: form.enabled,
  };
}

const FIELD_OF: Record<string, TFormField> = {
  title: 'title',
  category_id: 'category_id',
  level: 'level',
  kind: 'kind',
  patterns: 'patternsText',
  absent: 'absentText',
  explanation: 'explanation',
  suggestion: 'suggestion',
  legal_basis: 'legalBasisText',
};

/** The first problem of each field, in the server's words; empty when the form can be sent. */
export function formProblems(form: TCustomCheckForm): TFormProblems {
  const parsed = ZCustomCheckInput.safeParse(formToRequest(form));
  if (parsed.success) return {};
  const out: TFormProblems = {};
  for (const issue of parsed.error.issues) {
    let field = FIELD_OF[String(issue.path[0])] ?? 'title';
    if (issue.message === PlaybookMessages.absentNeeded || issue.message === PlaybookMessages.absentOnlyForMissing) field = 'absentText';
    out[field] ??= issue.message;
  }
  return out;
}
