import { createFileRoute } from '@tanstack/react-router';
import { TracePage } from '@/features/trace/TracePage';

/** 简易尽调 (issue 9): files + checklist -> a traced table. */
export const Route = createFileRoute('/_assistant/traceability')({
  staticData: { title: '简易尽调', description: '对企业进行简易尽职调查，每项结论都可追溯来源。' },
  component: () => <TracePage />,
});
