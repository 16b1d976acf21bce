import { useQuery } from '@tanstack/react-query';
import {
  downloadContractDocument,
  downloadEmployeeKets,
  getKetsSetting,
  issueEmployeeKets,
  renewEmploymentContract,
  saveEmploymentContract,
  saveKetsSetting,
  uploadContractDocument,
} from '@tenaga/contracts/modules/employment-terms.contracts';
import { getMenuFieldLevels } from '@tenaga/contracts/modules/roles.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { callApiForFile } from '../../../lib/api-client.ts';
import { contractQuery } from '../../../lib/contract-query.ts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download.ts';

// Each save refreshes what reads employment terms (the contract, the KETs built from it and the
// setting), as the contracts declare.

/** The caller's level on one part of an employee's record (their own: the private levels). */
export const useTermsLevel = (employeeId: string, field: 'employmentContract' | 'kets') =>
  useQuery({
    ...contractQuery(getMenuFieldLevels, { params: { menu: 'employeeList' }, query: { employeeID: employeeId } }),
    select: (levels) => levels.employee?.[field] ?? 'none',
  });

export const useSaveContract = () =>
  useContractMutation(saveEmploymentContract, { input: (body: BodyInputOf<typeof saveEmploymentContract>) => ({ body }) });
export const useRenewContract = () =>
  useContractMutation(renewEmploymentContract, { input: (body: BodyInputOf<typeof renewEmploymentContract>) => ({ body }) });
export const useUploadContractDocument = () =>
  useContractMutation(uploadContractDocument, {
    input: ({
      id,
      termId,
      ...body
    }: {
      id: string;
      termId: string;
      name: string;
      contentType: 'application/pdf' | 'image/png' | 'image/jpeg';
      data: string;
    }) => ({
      params: { id, termId },
      body,
    }),
  });

export const useSaveKetsSetting = () =>
  useContractMutation(saveKetsSetting, {
    input: (body: BodyInputOf<typeof saveKetsSetting>) => ({ body }),
    onSuccess: (saved, _, cache) => cache.set(getKetsSetting, undefined, saved),
  });
export const useIssueKets = () =>
  useContractMutation(issueEmployeeKets, { input: (body: BodyInputOf<typeof issueEmployeeKets>) => ({ body }) });

/** Saves the signed contract of a term under the name it was attached with. */
export async function downloadSignedContract(input: { id: string; termId: string; fallbackName: string }): Promise<void> {
  const { blob, headers } = await callApiForFile(downloadContractDocument, { params: { id: input.id, termId: input.termId } });
  saveBlob(blob, fileNameFromDisposition(headers.get('content-disposition')) ?? input.fallbackName);
}

/** Saves an issued version of the KETs as a PDF. */
export async function downloadKetsPdf(input: { id: string; issueId: string; fallbackName: string }): Promise<void> {
  const { blob, headers } = await callApiForFile(downloadEmployeeKets, { params: { id: input.id, issueId: input.issueId } });
  saveBlob(blob, fileNameFromDisposition(headers.get('content-disposition')) ?? input.fallbackName);
}
