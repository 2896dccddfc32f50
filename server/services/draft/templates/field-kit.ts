/** Small builders the template files share, so every party block and signature reads the same way. */
import type { TDraftField, TDraftSection, TPartyRole } from './template-types';

/** A field; `source` tells the extractor where to look for its value in a narrative. */
export function field(key: string, label: string, type: TDraftField['type'], required: boolean, help: string, source?: TDraftField['source']): TDraftField {
  return { key, label, type, required, help, ...(source ? { source } : {}) };
}

/** Name, identity number, address (and, for a company, its legal representative) of one party. */
export function partyFields(prefix: string, roleLabel: string, role: TPartyRole, required = true): TDraftField[] {
  return [
    field(`${prefix}_name`, `${roleLabel}名称`, 'text', required, `${roleLabel}的姓名或单位全称`, `${role}.name`),
    field(`${prefix}_id`, `${roleLabel}证件号码`, 'party_id', false, '自然人填18位身份证号，单位填18位统一社会信用代码', `${role}.id`),
    field(`${prefix}_address`, `${roleLabel}住所`, 'address', required, '自然人填住址，单位填住所地', `${role}.address`),
    field(`${prefix}_legal_rep`, `${roleLabel}法定代表人`, 'text', false, '单位当事人的法定代表人或负责人；自然人不填', `${role}.legal_rep`),
  ];
}

/** The lines of a party block: one paragraph per item, optional items left out when empty. */
export function partyLines(prefix: string, roleLabel: string): string[] {
  return [`${roleLabel}：{${prefix}_name}`, `证件号码：{${prefix}_id}`, `住所：{${prefix}_address}`, `法定代表人：{${prefix}_legal_rep}`];
}

export const dateField = (label = '落款日期') => field('sign_date', label, 'date', true, '文书落款日期，默认今天', 'today');
export const courtField = (label = '受理法院', required = true) => field('court', label, 'court', required, '如：北京市朝阳区人民法院', 'court');

export const title = (text: string): TDraftSection => ({ key: 'title', style: 'title', lines: [text] });
export const parties = (lines: string[]): TDraftSection => ({ key: 'parties', style: 'party', lines });

/** 此致 / court / signer / date, the closing of a court filing. */
export function courtClosing(signerLabel: string, signerKey: string): TDraftSection[] {
  return [
    { key: 'closing', style: 'closing', lines: ['此致', '{court}'] },
    { key: 'signature', style: 'right', lines: [`${signerLabel}：{${signerKey}}`, '{sign_date}'] },
  ];
}

/** Two-party signature block of an agreement. */
export function contractSignature(aLabel: string, bLabel: string): TDraftSection {
  return {
    key: 'signature',
    style: 'plain',
    lines: [`${aLabel}（签字/盖章）：{party_a_name}`, '日期：{sign_date}', `${bLabel}（签字/盖章）：{party_b_name}`, '日期：{sign_date}'],
  };
}
