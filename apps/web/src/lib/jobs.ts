import { getJob } from '@tenaga/contracts/modules/jobs.contracts';
import { contractQuery } from './contract-query.ts';

/** A long task's state; the real-time channel pushes updates into the same cache entry. */
export const jobQuery = (id: string) =>
  contractQuery(
    getJob,
    { params: { id } },
    {
      refetchInterval: (query) =>
        query.state.data && (query.state.data.status === 'succeeded' || query.state.data.status === 'failed') ? false : 2_000,
    },
  );
