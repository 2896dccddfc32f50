/**
 * The shape of a drafting template (issue 10): fields a lawyer fills (or the extractor finds in a narrative) and the
 * document's sections in court / firm order. Section lines carry {field} placeholders; a section marked `drafted`
 * is free text (事实与理由 …) that the model writes from the narrative when one is configured.
 */
import type { TDraftFieldType, TDraftTab } from '@common/api/draft';

/** Where the extractor looks for a field's value (extract-facts.ts). */
export type TFieldSource =
  | `${TPartyRole}.${'name' | 'id' | 'address' | 'legal_rep'}`
  | 'amount'
  | 'amount_2'
  | 'date'
  | 'date_2'
  | 'contract_name'
  | 'court'
  | 'narrative'
  | 'today';

/** Roles the extractor recognises: whoever sues or asks (claimant), whoever is sued (respondent), 甲方, 乙方. */
export type TPartyRole = 'claimant' | 'respondent' | 'party_a' | 'party_b';

export type TDraftField = {
  key: string;
  label: string;
  required: boolean;
  type: TDraftFieldType;
  help: string;
  source?: TFieldSource;
};

/** Paragraph styles of the Word template (build-word-template.ts). */
export type TSectionStyle = 'title' | 'party' | 'heading' | 'body' | 'closing' | 'right' | 'plain';

export type TDraftSection = {
  key: string;
  /** A literal heading printed before the section (诉讼请求：); none for the parties block. */
  heading?: string;
  style: TSectionStyle;
  /** Lines with {field} placeholders; a line whose every placeholder is an empty optional field is left out. */
  lines: string[];
  /** Free text the model drafts from the narrative (builtin: the narrative itself). */
  drafted?: boolean;
  /** What the drafted section should say, for the model's prompt. */
  instruction?: string;
};

export type TDraftTemplate = {
  id: string;
  name: string;
  tab: TDraftTab;
  description: string;
  fields: TDraftField[];
  sections: TDraftSection[];
  /** Statutes the document typically relies on, cited in the drafted part (each is resolved before use). */
  basis?: string[];
};
