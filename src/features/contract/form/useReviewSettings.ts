/**
 * The review-settings form (spec §3 "Review form", §4 "Submit", §5): category (with AI identification), stance
 * (options from contract/stance for the category), reviewer (defaults to the username or the stored username), and
 * the creation of the task with an Idempotency-Key. A second click while creating is ignored; a failed creation
 * re-enables the button.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { TUploadResponse } from '@common/api/contract';
import { Code } from '@common/codes';
import { notify } from '@/lib/notify';
import { useAppStore } from '@/lib/store';
import { useUserInfo } from '@/features/base/useUserInfo';
import { createTask, identifyContractType } from '../api';
import { categoriesQueryOptions, contractCheckQueryOptions, contractKeys, stancesQueryOptions } from '../queries';
import { newIdempotencyKey } from '../ids';
import { labelOf } from './category-tree';
import { buildCreatePayload, contractNameOf, EMPTY_FORM, submitBlocker, type TReviewForm } from './submit-rules';

export const AI_TYPE_FOUND = 'AI已识别合同类型，如有误请手动调整';
export const AI_TYPE_NOT_FOUND = 'AI未能识别合同类型，请手动选择';
export const UPLOAD_FIRST = '请先完成合同文件上传';
/** The reviewer typed last time; the spec's "stored username". */
const STORED_REVIEWER_KEY = 'username';

function storedReviewer(): string {
  try {
    return window.localStorage.getItem(STORED_REVIEWER_KEY) ?? '';
  } catch {
    return '';
  }
}

export function useReviewSettings(uploaded: TUploadResponse | null, uploadFailed = false) {
  const qc = useQueryClient();
  const token = useAppStore((s) => s.token);
  const info = useUserInfo();
  const [form, setForm] = useState<TReviewForm>(EMPTY_FORM);
  const [reviewerTouched, setReviewerTouched] = useState(false);
  const [identifying, setIdentifying] = useState(false);
  const [amount, setAmount] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const creatingRef = useRef(false);

  const categories = useQuery({ ...categoriesQueryOptions(), enabled: Boolean(token) });
  const check = useQuery(contractCheckQueryOptions(Boolean(token)));
  const fileRef = uploaded ? { timestamp: uploaded.timestamp, md5: uploaded.md5_file, name: contractNameOf(uploaded.file_name) } : null;
  const stances = useQuery(stancesQueryOptions(form.categoryId, fileRef));

  const defaultReviewer = info?.personal_info.username || storedReviewer();
  const reviewer = reviewerTouched ? form.reviewer : form.reviewer || defaultReviewer;
  const effective: TReviewForm = { ...form, reviewer };

  const setCategory = (categoryId: string, categoryLabel: string) =>
    setForm((f) => (f.categoryId === categoryId ? f : { ...f, categoryId, categoryLabel, stanceId: '' }));

  /** AI identification (spec §4/§8): needs a finished upload; fills the category, or says it could not. */
  const identify = async (file: TUploadResponse | null = uploaded) => {
    if (!file) {
      notify.warning(UPLOAD_FIRST);
      return;
    }
    if (identifying) return;
    setIdentifying(true);
    try {
      const r = await identifyContractType({ timestamp: file.timestamp, file_md5: file.md5_file });
      setAmount(r.amount);
      if (r.file_type) {
        const tree = categories.data ?? qc.getQueryData(categoriesQueryOptions().queryKey) ?? [];
        setCategory(r.file_type.id, labelOf(tree, r.file_type.id) || r.file_type.name);
        notify.success(AI_TYPE_FOUND);
      } else notify.warning(AI_TYPE_NOT_FOUND);
    } catch {
      notify.warning(AI_TYPE_NOT_FOUND);
    } finally {
      setIdentifying(false);
    }
  };

  const blocker = submitBlocker({
    uploaded,
    uploadFailed,
    form: effective,
    checkAllowed: check.data?.allowed,
    checkMessage: check.data?.message,
    creating,
  });

  /** 立即审查. Resolves true when the task was created. */
  const submit = async (): Promise<boolean> => {
    if (creatingRef.current) return false;
    if (blocker || !uploaded) {
      if (blocker) notify.warning(blocker);
      return false;
    }
    creatingRef.current = true;
    setCreating(true);
    try {
      const env = await createTask(buildCreatePayload(uploaded, effective), newIdempotencyKey());
      if (env.code !== Code.OK || !env.data?.task_id) return false;
      try {
        window.localStorage.setItem(STORED_REVIEWER_KEY, effective.reviewer.trim());
      } catch {
        // storage refused: the default stays the username
      }
      setForm((f) => ({ ...EMPTY_FORM, reviewer: f.reviewer }));
      setAmount(null);
      await Promise.all([
        qc.invalidateQueries({ queryKey: contractKeys.tasks() }),
        qc.invalidateQueries({ queryKey: contractKeys.check() }),
      ]);
      return true;
    } catch {
      return false;
    } finally {
      creatingRef.current = false;
      setCreating(false);
    }
  };

  return {
    form: effective,
    setCategory,
    setStance: (stanceId: string) => setForm((f) => ({ ...f, stanceId })),
    setReviewer: (value: string) => {
      setReviewerTouched(true);
      setForm((f) => ({ ...f, reviewer: value }));
    },
    reset: () => {
      setForm((f) => ({ ...EMPTY_FORM, reviewer: f.reviewer }));
      setAmount(null);
    },
    categories,
    stances,
    check,
    identifying,
    identify,
    amount,
    creating,
    blocker,
    submit,
  };
}

export type TReviewSettings = ReturnType<typeof useReviewSettings>;
