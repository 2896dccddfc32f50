import { createFileRoute } from '@tanstack/react-router';
import { TraceDetailRoute } from '@/features/trace/TraceDetailRoute';

/** A DD table (issue 9); ?sample=1 opens the example. */
export const Route = createFileRoute('/_assistant/traceabilityDetail')({
  staticData: { title: '简易尽调详情', description: '对企业进行简易尽职调查，每项结论都可追溯来源。' },
  // The query is read inside the lazy page (TraceDetailRoute), keeping this file out of the first load.
  component: () => <TraceDetailRoute />,
});
