import {
  downloadEmployeePayslip,
  getPayslipSetting,
  getPayslipTemplate,
  savePayslipSetting,
  savePayslipTemplate,
} from '@tenaga/contracts/modules/payslips.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { callApiForFile } from '../../../lib/api-client.ts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download.ts';

export const useSavePayslipSetting = () =>
  useContractMutation(savePayslipSetting, {
    input: (body: BodyInputOf<typeof savePayslipSetting>) => ({ body }),
    onSuccess: (saved, _, cache) => cache.set(getPayslipSetting, undefined, saved),
  });

export const useSavePayslipTemplate = () =>
  useContractMutation(savePayslipTemplate, {
    input: (body: BodyInputOf<typeof savePayslipTemplate>) => ({ body }),
    onSuccess: (saved, _, cache) => cache.set(getPayslipTemplate, undefined, saved),
  });

/** Saves one payslip of a run as the PDF the server made (protected by the company's password rule). */
export async function downloadPayslip(input: { employeeId: string; payrunId: string; fallbackName: string }): Promise<void> {
  const { blob, headers } = await callApiForFile(downloadEmployeePayslip, { params: { id: input.employeeId, payrunId: input.payrunId } });
  saveBlob(blob, fileNameFromDisposition(headers.get('content-disposition')) ?? input.fallbackName);
}
