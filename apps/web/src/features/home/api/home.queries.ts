import { queryOptions } from '@tanstack/react-query';
import { getCompanyFacts } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';

export const companyFactsQuery = (userKey: string) =>
  queryOptions({ queryKey: ['session', userKey, 'home', 'company-facts'], queryFn: ({ signal }) => callApi(getCompanyFacts, { signal }) });
