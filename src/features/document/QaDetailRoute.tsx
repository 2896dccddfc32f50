/** The Q&A detail page behind a route: resolves ?sample=1 to the user's sample conversation (stored for next time). */
import { Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { fetchSampleTask } from './api';
import { QaDetailPage } from './QaDetailPage';
import { SAMPLE_TASK_STORAGE_KEY, validateQaSearch } from './route-search';

export function QaDetailRoute({ historyPath }: { historyPath?: string }) {
  const search = validateQaSearch(useSearch({ strict: false }));
  const sample = useQuery({
    queryKey: ['document', 'sample'],
    enabled: !search.task_id && search.sample === '1',
    queryFn: async () => {
      const { task_id } = await fetchSampleTask();
      localStorage.setItem(SAMPLE_TASK_STORAGE_KEY, task_id);
      return task_id;
    },
  });
  const taskId = search.task_id ?? sample.data;
  if (!taskId) return sample.isFetching ? <Spinner m="8" /> : <Text m="8">请从文件问答页面提问，或打开历史记录</Text>;
  return <QaDetailPage key={taskId} taskId={taskId} historyPath={historyPath} />;
}
