import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addClientContractLocation,
  archiveClientContract,
  archiveClientContractLocation,
  createClientContract,
  deleteClientContract,
  deleteClientContractLocation,
  getClientContract,
  getClientContractOptions,
  restoreClientContract,
  restoreClientContractLocation,
  updateClientContract,
  updateClientContractLocation,
  type BodyInputOf,
} from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';

export const clientContractKeys = {
  all: (userKey: string) => ['session', userKey, 'contracts'] as const,
  active: (userKey: string) => ['session', userKey, 'contracts', 'active'] as const,
  archived: (userKey: string) => ['session', userKey, 'contracts', 'archived'] as const,
  one: (userKey: string, id: string) => ['session', userKey, 'contracts', 'one', id] as const,
  options: (userKey: string) => ['session', userKey, 'contracts', 'options'] as const,
};

export const clientContractQuery = (userKey: string, id: string) =>
  queryOptions({
    queryKey: clientContractKeys.one(userKey, id),
    queryFn: ({ signal }) => callApi(getClientContract, { params: { id }, signal }),
  });
/** Contracts and their locations for dropdowns, grouped Active / Archived (spec §4). */
export const clientContractOptionsQuery = (userKey: string) =>
  queryOptions({ queryKey: clientContractKeys.options(userKey), queryFn: ({ signal }) => callApi(getClientContractOptions, { signal }) });

/** Every change to a contract or a location refreshes both lists, the profiles and the options. */
function useClientContractsMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const userKey = useSession().current?.userKey ?? '';
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: clientContractKeys.all(userKey) }) });
}

type LocationRef = { contractId: string; locationId: string };

export const useCreateClientContract = () =>
  useClientContractsMutation((body: BodyInputOf<typeof createClientContract>) => callApi(createClientContract, { body }));
export const useUpdateClientContract = () =>
  useClientContractsMutation((body: BodyInputOf<typeof updateClientContract>) => callApi(updateClientContract, { body }));
export const useArchiveClientContract = () =>
  useClientContractsMutation(({ id, version }: { id: string; version: number }) =>
    callApi(archiveClientContract, { params: { id }, body: { version } }),
  );
export const useRestoreClientContract = () =>
  useClientContractsMutation(({ id, version }: { id: string; version: number }) =>
    callApi(restoreClientContract, { params: { id }, body: { version } }),
  );
export const useDeleteClientContract = () => useClientContractsMutation((id: string) => callApi(deleteClientContract, { params: { id } }));

export const useAddLocation = () =>
  useClientContractsMutation(({ contractId, ...body }: { contractId: string } & BodyInputOf<typeof addClientContractLocation>) =>
    callApi(addClientContractLocation, { params: { id: contractId }, body }),
  );
export const useUpdateLocation = () =>
  useClientContractsMutation(({ contractId, locationId, ...body }: LocationRef & BodyInputOf<typeof updateClientContractLocation>) =>
    callApi(updateClientContractLocation, { params: { id: contractId, locationId }, body }),
  );
export const useArchiveLocation = () =>
  useClientContractsMutation(({ contractId, locationId, version }: LocationRef & { version: number }) =>
    callApi(archiveClientContractLocation, { params: { id: contractId, locationId }, body: { version } }),
  );
export const useRestoreLocation = () =>
  useClientContractsMutation(({ contractId, locationId, version }: LocationRef & { version: number }) =>
    callApi(restoreClientContractLocation, { params: { id: contractId, locationId }, body: { version } }),
  );
export const useDeleteLocation = () =>
  useClientContractsMutation(({ contractId, locationId }: LocationRef) =>
    callApi(deleteClientContractLocation, { params: { id: contractId, locationId } }),
  );
