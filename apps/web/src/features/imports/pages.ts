import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  employeeImport: lazy(() => import('./components/employees-import-page.tsx')),
  contractsImport: lazy(() => import('./components/client-contracts-import-page.tsx')),
  timeoffBalanceImport: lazy(() => import('./components/leave-balances-import-page.tsx')),
  exemptionImport: lazy(() => import('./components/pay-items-import-page.tsx')),
});
