/** The DD table behind a route: resolves ?sample=1 to the user's sample table (stored for next time). */
import { Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { validateQaSearch } from '@/features/document/route-search';
import { fetchSampleTrace } from './api';
import { TraceDetailPage } from './TraceDetailPage';

export const SAMPLE_TRACE_STORAGE_KEY = 'lawdesk.trace.sampleTaskId';

export function TraceDetailRoute() {
  const search = validateQaSearch(useSearch({ strict: false }));
  const sample = useQuery({
    queryKey: ['trace', 'sample'],
    enabled: !search.task_id && search.sample === '1',
    queryFn: async () => {
      const { task_id } = await fetchSampleTrace();
      localStorage.setItem(SAMPLE_TRACE_STORAGE_KEY, task_id);
      return task_id;
    },
  });
  const taskId = search.task_id ?? sample.data;
  if (!taskId) return sample.isFetching ? <Spinner m="8" /> : <Text m="8">请从简易尽调页面开始任务</Text>;
  return <TraceDetailPage key={taskId} taskId={taskId} />;
}
