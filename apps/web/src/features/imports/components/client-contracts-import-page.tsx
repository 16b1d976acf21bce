import { useMenuAccess } from '../../../lib/session-context.tsx';
import { ImportPage } from './import-page.tsx';

/** Contracts › Import (/contracts/import). */
export default function ClientContractsImportPage() {
  return <ImportPage kind="contracts" canImport={useMenuAccess('contractsImport') === 'edit'} />;
}
