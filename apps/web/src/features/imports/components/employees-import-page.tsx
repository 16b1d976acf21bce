import { useMenuAccess } from '../../../lib/session-context.tsx';
import { ImportPage } from './import-page.tsx';

/** Employees › Import (/employees/import). */
export default function EmployeesImportPage() {
  return <ImportPage kind="employees" canImport={useMenuAccess('employeeImport') === 'edit'} />;
}
