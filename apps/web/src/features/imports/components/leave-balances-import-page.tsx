import { useMenuAccess } from '../../../lib/session-context.tsx';
import { ImportPage } from './import-page.tsx';

/** Settings › Time off › Assignment › Import leave balances: opening balances and adjustments, checked first. */
export default function LeaveBalancesImportPage() {
  return <ImportPage kind="leaveBalances" canImport={useMenuAccess('timeoffAssignment') === 'edit'} />;
}
