import type { ExportFormat } from '@tenaga/contracts/modules/audit.contracts';
import { exportEmployees } from '@tenaga/contracts/modules/employees/lifecycle';
import type { BodyInputOf } from '@tenaga/contracts/route';
import type { TableView } from '../../../components/data-table/data-table.tsx';
import { callApi } from '../../../lib/api-client.ts';

/** Queues the export of the list as the table shows it (its view carries the filter and status it was given). */
export const startEmployeeExport = (view: TableView, format: ExportFormat) =>
  callApi(exportEmployees, { body: { ...(view as BodyInputOf<typeof exportEmployees>), format } });
