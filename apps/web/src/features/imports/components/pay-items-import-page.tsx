import { useMenuAccess } from '../../../lib/session-context.tsx';
import { ImportPage } from './import-page.tsx';

/** Settings › Exemption › Assignment › Import pay items: assignments from a spreadsheet, checked first. */
export default function PayItemsImportPage() {
  return <ImportPage kind="payItems" canImport={useMenuAccess('exemptionAssignment') === 'edit'} />;
}
