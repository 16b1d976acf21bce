import { queryOptions } from '@tanstack/react-query';
import { getJob } from '@tenaga/contracts';
import { callApi } from './api-client.ts';

export const jobKeys = { job: (id: string) => ['job', id] as const };

/** A long task's state; the real-time channel pushes updates into the same cache entry. */
export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: jobKeys.job(id),
    queryFn: ({ signal }) => callApi(getJob, { params: { id }, signal }),
    refetchInterval: (query) =>
      query.state.data && (query.state.data.status === 'succeeded' || query.state.data.status === 'failed') ? false : 2_000,
  });
