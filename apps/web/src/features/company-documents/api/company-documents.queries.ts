import {
  createCompanyDocument,
  deleteCompanyDocument,
  downloadCompanyDocument,
  updateCompanyDocument,
} from '@tenaga/contracts/modules/company-documents.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { callApiForFile } from '../../../lib/api-client.ts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// Each change refreshes the list and Compliance, as the contracts declare.

export const useCreateCompanyDocument = () =>
  useContractMutation(createCompanyDocument, { input: (body: BodyInputOf<typeof createCompanyDocument>) => ({ body }) });
export const useUpdateCompanyDocument = () =>
  useContractMutation(updateCompanyDocument, {
    input: ({ id, ...body }: BodyInputOf<typeof updateCompanyDocument> & { id: string }) => ({ params: { id }, body }),
  });
export const useDeleteCompanyDocument = () => useContractMutation(deleteCompanyDocument, { input: (id: string) => ({ params: { id } }) });

export const downloadDocumentFile = (id: string) => callApiForFile(downloadCompanyDocument, { params: { id } }).then((file) => file.blob);
