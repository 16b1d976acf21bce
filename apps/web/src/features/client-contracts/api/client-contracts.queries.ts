import {
  addClientContractLocation,
  archiveClientContract,
  archiveClientContractLocation,
  createClientContract,
  deleteClientContract,
  deleteClientContractLocation,
  restoreClientContract,
  restoreClientContractLocation,
  updateClientContract,
  updateClientContractLocation,
} from '@tenaga/contracts/modules/client-contracts.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// Each change to a contract or a location refreshes what reads client contracts (both lists, the
// profiles, the options), as the contracts declare.

type LocationRef = { contractId: string; locationId: string };
type Versioned = { id: string; version: number };

export const useCreateClientContract = () =>
  useContractMutation(createClientContract, { input: (body: BodyInputOf<typeof createClientContract>) => ({ body }) });
export const useUpdateClientContract = () =>
  useContractMutation(updateClientContract, { input: (body: BodyInputOf<typeof updateClientContract>) => ({ body }) });
export const useArchiveClientContract = () =>
  useContractMutation(archiveClientContract, { input: ({ id, version }: Versioned) => ({ params: { id }, body: { version } }) });
export const useRestoreClientContract = () =>
  useContractMutation(restoreClientContract, { input: ({ id, version }: Versioned) => ({ params: { id }, body: { version } }) });
export const useDeleteClientContract = () => useContractMutation(deleteClientContract, { input: (id: string) => ({ params: { id } }) });

export const useAddLocation = () =>
  useContractMutation(addClientContractLocation, {
    input: ({ contractId, ...body }: { contractId: string } & BodyInputOf<typeof addClientContractLocation>) => ({
      params: { id: contractId },
      body,
    }),
  });
export const useUpdateLocation = () =>
  useContractMutation(updateClientContractLocation, {
    input: ({ contractId, locationId, ...body }: LocationRef & BodyInputOf<typeof updateClientContractLocation>) => ({
      params: { id: contractId, locationId },
      body,
    }),
  });
export const useArchiveLocation = () =>
  useContractMutation(archiveClientContractLocation, {
    input: ({ contractId, locationId, version }: LocationRef & { version: number }) => ({
      params: { id: contractId, locationId },
      body: { version },
    }),
  });
export const useRestoreLocation = () =>
  useContractMutation(restoreClientContractLocation, {
    input: ({ contractId, locationId, version }: LocationRef & { version: number }) => ({
      params: { id: contractId, locationId },
      body: { version },
    }),
  });
export const useDeleteLocation = () =>
  useContractMutation(deleteClientContractLocation, {
    input: ({ contractId, locationId }: LocationRef) => ({ params: { id: contractId, locationId } }),
  });
