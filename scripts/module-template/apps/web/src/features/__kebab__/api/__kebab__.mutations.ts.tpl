import { create__ItemPascal__, delete__ItemPascal__, update__ItemPascal__ } from '@tenaga/contracts/modules/__kebab__.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// What each call changes is declared on its contract: the list refreshes itself after a change.
export const useCreate__ItemPascal__ = () =>
  useContractMutation(create__ItemPascal__, { input: (body: BodyInputOf<typeof create__ItemPascal__>) => ({ body }) });
export const useUpdate__ItemPascal__ = () =>
  useContractMutation(update__ItemPascal__, { input: (body: BodyInputOf<typeof update__ItemPascal__>) => ({ body }) });
export const useDelete__ItemPascal__ = () => useContractMutation(delete__ItemPascal__, { input: (id: string) => ({ params: { id } }) });
