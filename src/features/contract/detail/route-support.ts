/** Loader work of the detail routes, imported dynamically so the query code stays out of the first load. */
import type { QueryClient } from '@tanstack/react-query';
import { getState } from '@/lib/store';
import { taskResultQueryOptions } from '../queries';

/** Starts loading the result with the page chunk; errors are shown by the page (login, still reviewing...). */
export async function prefetchTaskResult(queryClient: QueryClient, taskId: string | undefined): Promise<void> {
  if (!taskId || !getState().token) return;
  await queryClient.ensureQueryData(taskResultQueryOptions(taskId)).catch(() => undefined);
}
