import { exportTimesheets } from '@tenaga/contracts/modules/attendance-timesheet.contracts';
import { callApiForFile } from '../../../lib/api-client.ts';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download.ts';

/** Downloads the period's timesheets of everyone the user reaches as an xlsx file. */
export async function downloadTimesheets(query: { from: string; to: string; search?: string }): Promise<void> {
  const { blob, headers } = await callApiForFile(exportTimesheets, { query });
  saveBlob(blob, fileNameFromDisposition(headers.get('content-disposition')) ?? `timesheets-${query.from}-${query.to}.xlsx`);
}
