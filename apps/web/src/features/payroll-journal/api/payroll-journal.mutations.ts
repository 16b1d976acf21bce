import { updateJournalSettings } from '@tenaga/contracts/modules/payroll-journal.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// What the call changes is declared on its contract: the journal and the settings refresh themselves.
export const useUpdateJournalSettings = () =>
  useContractMutation(updateJournalSettings, { input: (body: BodyInputOf<typeof updateJournalSettings>) => ({ body }) });
