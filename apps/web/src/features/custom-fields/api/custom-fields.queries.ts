import {
  checkPropertyName,
  createCustomField,
  deleteCustomField,
  moveCustomField,
  setCustomFieldActive,
  updateCustomField,
} from '@tenaga/contracts/modules/custom-fields/routes';
import type { CustomFieldLocation } from '@tenaga/contracts/modules/custom-fields/vocabulary';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { callApi } from '../../../lib/api-client.ts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

/** Whether a property name is free (spec §5: checked by a call), leaving out the field being changed. */
export const isPropertyNameAvailable = (query: { location: CustomFieldLocation; propertyName: string; exceptId?: string | undefined }) =>
  callApi(checkPropertyName, {
    query: { location: query.location, propertyName: query.propertyName, ...(query.exceptId ? { exceptId: query.exceptId } : {}) },
  });

// Each change to a definition refreshes what reads custom fields (the tables, the forms' field
// lists, the records' values, the employee filter), as the contracts declare.

export const useCreateCustomField = () =>
  useContractMutation(createCustomField, { input: (body: BodyInputOf<typeof createCustomField>) => ({ body }) });
export const useUpdateCustomField = () =>
  useContractMutation(updateCustomField, { input: (body: BodyInputOf<typeof updateCustomField>) => ({ body }) });
export const useSetCustomFieldActive = () =>
  useContractMutation(setCustomFieldActive, {
    input: ({ id, ...body }: { id: string; active: boolean; version: number }) => ({ params: { id }, body }),
  });
export const useMoveCustomField = () =>
  useContractMutation(moveCustomField, {
    input: ({ id, direction }: { id: string; direction: 'up' | 'down' }) => ({ params: { id }, body: { direction } }),
  });
export const useDeleteCustomField = () =>
  useContractMutation(deleteCustomField, {
    input: ({ id, removeValues }: { id: string; removeValues: boolean }) => ({
      params: { id },
      query: removeValues ? { removeValues: 'true' as const } : {},
    }),
  });
