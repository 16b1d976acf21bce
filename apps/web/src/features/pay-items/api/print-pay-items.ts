import { useMutation } from '@tanstack/react-query';
import { printPayItems, type PayItemPrintBody } from '@tenaga/contracts/modules/pay-items.contracts';
import { callApiForFile } from '../../../lib/api-client.ts';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download.ts';

/** Fetches the month's pay items, or the assignment list, as a PDF (made in the user's language) and saves it. */
export async function downloadPayItemsPdf({ body, fallbackName }: { readonly body: PayItemPrintBody; readonly fallbackName: string }) {
  // The route needs the session's token: a plain link would carry none.
  const { blob, headers } = await callApiForFile(printPayItems, { body });
  saveBlob(blob, fileNameFromDisposition(headers.get('content-disposition')) ?? fallbackName);
}

export const usePrintPayItems = () => useMutation({ mutationFn: downloadPayItemsPdf });
