import { serverTranslator } from '../../lib/i18n.ts';
import { payslipsPdf, type PayslipDocument } from './payslip.pdf.ts';

/** What the run file's worker is sent: the payslips in the file's order, the company's logo once. */
export interface RunFileWork {
  readonly documents: readonly PayslipDocument[];
  /** The logo as a data URL, sent once rather than with each payslip (a copy each, otherwise). */
  readonly logo: string | null;
}

/** Runs in a worker thread (payslips.run-file.ts): the run's payslips in one PDF; reports how many are written. */
export async function run(work: RunFileWork, { progress }: { progress: (written: number) => void }): Promise<Uint8Array> {
  const translate = await serverTranslator();
  const documents = work.logo ? work.documents.map((doc) => ({ ...doc, company: { ...doc.company, logo: work.logo } })) : work.documents;
  return payslipsPdf(documents, translate, progress);
}
