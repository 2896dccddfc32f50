/**
 * The one citation shape of every module (api.md "Conventions for every module"): research, chat, drafts, file
 * Q&A and review show a law or case citation with its verification status. `not_found` and `text_mismatch` are
 * shown as such, never as fact; `repealed` carries the successor in `successor` when one is known.
 */
import { z } from 'zod';

export const CITATION_STATUSES = ['verified', 'repealed', 'amended', 'not_found', 'text_mismatch'] as const;
export type TCitationStatus = (typeof CITATION_STATUSES)[number];

export const ZCitation = z.object({
  kind: z.enum(['law', 'case']),
  law_id: z.string().nullable(),
  article_id: z.string().nullable(),
  law_title: z.string().nullable(),
  /** 第五百七十七条 */
  article_label: z.string().nullable(),
  case_id: z.string().nullable(),
  status: z.enum(CITATION_STATUSES),
  validity: z.enum(['现行有效', '已修改', '已废止', '尚未生效']).nullable(),
  /** The statute (or judgment) text quoted; for not_found the citation as written. */
  text: z.string(),
  /** Why a citation is not verified, in Chinese (e.g. 法规库中没有《…》); null when verified. */
  reason: z.string().nullable().optional(),
  /** For a repealed law: where the rule lives now (合同法 -> 民法典). */
  successor: z
    .object({ law_id: z.string(), law_title: z.string(), article_label: z.string().nullable(), text: z.string().nullable() })
    .nullable()
    .optional(),
});
export type TCitation = z.infer<typeof ZCitation>;

/** Chinese label of a status, shown next to a citation (未能核验 for one that does not resolve). */
export const CITATION_STATUS_LABELS: Record<TCitationStatus, string> = {
  verified: '已核验',
  repealed: '已废止',
  amended: '已修改',
  not_found: '未能核验',
  text_mismatch: '原文不符',
};
