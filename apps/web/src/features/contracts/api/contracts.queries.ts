import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addContractLocation,
  archiveContract,
  archiveContractLocation,
  createContract,
  deleteContract,
  deleteContractLocation,
  getContract,
  getContractOptions,
  restoreContract,
  restoreContractLocation,
  updateContract,
  updateContractLocation,
  type BodyInputOf,
} from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';

export const contractKeys = {
  all: (userKey: string) => ['session', userKey, 'contracts'] as const,
  active: (userKey: string) => ['session', userKey, 'contracts', 'active'] as const,
  archived: (userKey: string) => ['session', userKey, 'contracts', 'archived'] as const,
  one: (userKey: string, id: string) => ['session', userKey, 'contracts', 'one', id] as const,
  options: (userKey: string) => ['session', userKey, 'contracts', 'options'] as const,
};

export const contractQuery = (userKey: string, id: string) =>
  queryOptions({ queryKey: contractKeys.one(userKey, id), queryFn: ({ signal }) => callApi(getContract, { params: { id }, signal }) });
/** Contracts and their locations for dropdowns, grouped Active / Archived (spec §4). */
export const contractOptionsQuery = (userKey: string) =>
  queryOptions({ queryKey: contractKeys.options(userKey), queryFn: ({ signal }) => callApi(getContractOptions, { signal }) });

/** Every change to a contract or a location refreshes both lists, the profiles and the options. */
function useContractsMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const userKey = useSession().current?.userKey ?? '';
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: contractKeys.all(userKey) }) });
}

type LocationRef = { contractId: string; locationId: string };

export const useCreateContract = () =>
  useContractsMutation((body: BodyInputOf<typeof createContract>) => callApi(createContract, { body }));
export const useUpdateContract = () =>
  useContractsMutation((body: BodyInputOf<typeof updateContract>) => callApi(updateContract, { body }));
export const useArchiveContract = () =>
  useContractsMutation(({ id, version }: { id: string; version: number }) =>
    callApi(archiveContract, { params: { id }, body: { version } }),
  );
export const useRestoreContract = () =>
  useContractsMutation(({ id, version }: { id: string; version: number }) =>
    callApi(restoreContract, { params: { id }, body: { version } }),
  );
export const useDeleteContract = () => useContractsMutation((id: string) => callApi(deleteContract, { params: { id } }));

export const useAddLocation = () =>
  useContractsMutation(({ contractId, ...body }: { contractId: string } & BodyInputOf<typeof addContractLocation>) =>
    callApi(addContractLocation, { params: { id: contractId }, body }),
  );
export const useUpdateLocation = () =>
  useContractsMutation(({ contractId, locationId, ...body }: LocationRef & BodyInputOf<typeof updateContractLocation>) =>
    callApi(updateContractLocation, { params: { id: contractId, locationId }, body }),
  );
export const useArchiveLocation = () =>
  useContractsMutation(({ contractId, locationId, version }: LocationRef & { version: number }) =>
    callApi(archiveContractLocation, { params: { id: contractId, locationId }, body: { version } }),
  );
export const useRestoreLocation = () =>
  useContractsMutation(({ contractId, locationId, version }: LocationRef & { version: number }) =>
    callApi(restoreContractLocation, { params: { id: contractId, locationId }, body: { version } }),
  );
export const useDeleteLocation = () =>
  useContractsMutation(({ contractId, locationId }: LocationRef) =>
    callApi(deleteContractLocation, { params: { id: contractId, locationId } }),
  );
