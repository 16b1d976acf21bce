import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCompanyLogo } from '@tenaga/contracts/modules/companies.contracts';
import { callApiForFile } from './api-client.ts';
import { contractKey } from './contract-key.ts';
import { useAuthenticatedSession } from './session-context.tsx';

/** The logo as a blob, keyed by its id so a new logo is fetched afresh (the session names the current one). */
export const companyLogoQuery = (logoId: string) =>
  queryOptions({
    queryKey: [...contractKey(getCompanyLogo, undefined), logoId],
    queryFn: ({ signal }) => callApiForFile(getCompanyLogo, { signal }).then((file) => file.blob),
    staleTime: Infinity,
  });

/** An object URL of the company's logo while it is shown (the header, Company account), or null when it has none. */
export function useCompanyLogoUrl(): string | null {
  const logoId = useAuthenticatedSession().me.companyData.companyLogo;
  const logo = useQuery({ ...companyLogoQuery(logoId ?? ''), enabled: !!logoId });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!logo.data || !logoId) return setUrl(null);
    const objectUrl = URL.createObjectURL(logo.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [logo.data, logoId]);
  return url;
}
