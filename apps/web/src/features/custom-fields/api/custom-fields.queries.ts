import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CUSTOM_FIELD_VALUE_ROUTES,
  checkPropertyName,
  createCustomField,
  deleteCustomField,
  getLocationCustomFields,
  moveCustomField,
  setCustomFieldActive,
  updateCustomField,
  type BodyInputOf,
  type CustomFieldLocation,
  type CustomFieldValueLocation,
  type CustomFieldValues,
  type SaveCustomFieldValuesBody,
} from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';

export const customFieldKeys = {
  all: (userKey: string) => ['session', userKey, 'custom-fields'] as const,
  table: (userKey: string, location: CustomFieldLocation) => ['session', userKey, 'custom-fields', 'table', location] as const,
  location: (userKey: string, location: CustomFieldLocation) => ['session', userKey, 'custom-fields', 'location', location] as const,
  values: (userKey: string, location: CustomFieldValueLocation, recordId: string) =>
    ['session', userKey, 'custom-fields', 'values', location, recordId] as const,
};

/** A location's active fields in meta order: what its forms show. */
export const locationFieldsQuery = (userKey: string, location: CustomFieldLocation) =>
  queryOptions({
    queryKey: customFieldKeys.location(userKey, location),
    queryFn: ({ signal }) => callApi(getLocationCustomFields, { params: { location }, signal }),
  });

/** A record's fields of one location with their values, and whether the caller may change them. */
export const customValuesQuery = (userKey: string, location: CustomFieldValueLocation, recordId: string) =>
  queryOptions({
    queryKey: customFieldKeys.values(userKey, location, recordId),
    queryFn: ({ signal }) => callApi(CUSTOM_FIELD_VALUE_ROUTES[location].get, { params: { recordId }, signal }),
  });

/** Whether a property name is free (spec §5: checked by a call), leaving out the field being changed. */
export const isPropertyNameAvailable = (query: { location: CustomFieldLocation; propertyName: string; exceptId?: string | undefined }) =>
  callApi(checkPropertyName, {
    query: { location: query.location, propertyName: query.propertyName, ...(query.exceptId ? { exceptId: query.exceptId } : {}) },
  });

/** Every change to a definition refreshes the tables, the forms' field lists and the records' values. */
function useDefinitionMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const userKey = useSession().current?.userKey ?? '';
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: customFieldKeys.all(userKey) }) });
}

export const useCreateCustomField = () =>
  useDefinitionMutation((body: BodyInputOf<typeof createCustomField>) => callApi(createCustomField, { body }));
export const useUpdateCustomField = () =>
  useDefinitionMutation((body: BodyInputOf<typeof updateCustomField>) => callApi(updateCustomField, { body }));
export const useSetCustomFieldActive = () =>
  useDefinitionMutation(({ id, ...body }: { id: string; active: boolean; version: number }) =>
    callApi(setCustomFieldActive, { params: { id }, body }),
  );
export const useMoveCustomField = () =>
  useDefinitionMutation(({ id, direction }: { id: string; direction: 'up' | 'down' }) =>
    callApi(moveCustomField, { params: { id }, body: { direction } }),
  );
export const useDeleteCustomField = () =>
  useDefinitionMutation(({ id, removeValues }: { id: string; removeValues: boolean }) =>
    callApi(deleteCustomField, { params: { id }, query: removeValues ? { removeValues: 'true' } : {} }),
  );

/** Saves a record's values of one location; the answer (with the new version) becomes the cached values. */
export function useSaveCustomValues(location: CustomFieldValueLocation, recordId: string) {
  const queryClient = useQueryClient();
  const userKey = useSession().current?.userKey ?? '';
  return useMutation({
    mutationFn: (body: SaveCustomFieldValuesBody) => callApi(CUSTOM_FIELD_VALUE_ROUTES[location].put, { params: { recordId }, body }),
    onSuccess: (saved: CustomFieldValues) => queryClient.setQueryData(customFieldKeys.values(userKey, location, recordId), saved),
  });
}
