import { createFileRoute, redirect } from '@tanstack/react-router';
import { validateReviewDetailSearch } from '@/features/contract/detail/route-search';

/**
 * /Review (also /review?task_id=..., routes match case-insensitively): a task awaiting review. LawDesk reviews in one
 * pass (no separate checklist step), so the task opens in the review detail.
 */
export const Route = createFileRoute('/_guide/Review')({
  staticData: { title: '合同审查', redirectOnly: true },
  validateSearch: validateReviewDetailSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/reviewDetail', search: { task_id: search.task_id }, replace: true });
  },
});
