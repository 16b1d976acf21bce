import { othersValues } from '../../db/others-values.ts';
import { clientContracts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { contractValuesEditable, type CustomFieldRecords } from '../custom-fields/index.ts';
import { customValuesOf } from './client-contracts.repository.ts';

/**
 * Client contracts carry custom values: anyone who may open a contract sees them; they change
 * with the contract, and never while it is archived.
 */
export function clientContractCustomRecords(): CustomFieldRecords {
  // The contract table has the same custom value columns as every record that carries them.
  const values = othersValues(clientContracts as unknown as Parameters<typeof othersValues>[0]);
  return {
    kind: 'contract',
    values,
    async find(tx, { auth, menuGrants, id }) {
      const record = await customValuesOf(tx, auth.companyId, id);
      if (!record) return undefined;
      const { archived, ...stored } = record;
      const refusal = contractValuesEditable({ menuGrants, archived })
        ? null
        : new AppError(archived ? 'CONTRACT_ARCHIVED' : 'FIELD_FORBIDDEN');
      return { ...stored, refusal };
    },
  };
}
