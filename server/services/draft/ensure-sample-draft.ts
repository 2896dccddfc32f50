/**
 * ensureSampleDraft: the home page's drafting shortcut card opens a stored example (spec §1 "stored sample task id").
 * One per user, made on first request from a team-written narrative, never charged.
 */
import { and, eq } from 'drizzle-orm';
import { draftTasks } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { createDraft } from './create-draft';
import type { TDraftDeps } from './draft-deps';

export const SAMPLE_NARRATIVE = [
  '2023年5月8日，出借人张明（身份证号110105198503126318）与借款人北京恒远建材有限公司签订《借款合同》，约定张明向恒远公司出借人民币300,000元（大写：叁拾万元整），借款期限六个月，年利率6%，于2023年11月7日前一次性还本付息。',
  '恒远公司统一社会信用代码91110105MA01ABCD26，住所地北京市朝阳区建国路88号，法定代表人刘建国。张明住址：北京市朝阳区望京西园三区312号楼1单元801室。',
  '张明于2023年5月9日通过银行转账交付全部借款。借款到期后，恒远公司仅于2023年12月20日归还本金5万元，剩余本金25万元及利息经多次催要至今未还。张明拟向北京市朝阳区人民法院起诉。',
].join('\n');

export const SAMPLE_FIELDS = {
  claims: '判令被告偿还借款本金250000元\n判令被告按年利率6%支付自2023年11月8日起至实际清偿之日止的逾期利息',
};

/** The actor's sample draft id, created on first call. */
export async function ensureSampleDraft(deps: TDraftDeps, { actor }: { actor: TActor }): Promise<{ taskId: string }> {
  const [existing] = await deps.db
    .select({ id: draftTasks.id })
    .from(draftTasks)
    .where(and(eq(draftTasks.userId, actor.userId), eq(draftTasks.tenantId, actor.tenantId), eq(draftTasks.isSample, true)))
    .limit(1);
  if (existing) return { taskId: existing.id };
  const row = await createDraft(deps, { actor, templateId: 'civil-complaint', fields: SAMPLE_FIELDS, narrative: SAMPLE_NARRATIVE, isSample: true });
  return { taskId: row.id };
}
