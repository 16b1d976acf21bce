import { useQuery } from '@tanstack/react-query';
import { buildMenuTree } from '@tenaga/contracts/menu-tree';
import { getMenuTree } from '@tenaga/contracts/modules/roles.contracts';
import type { ResponseOf } from '@tenaga/contracts/route';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { contractQuery } from '../../../lib/contract-query.ts';

export type MenuTree = ResponseOf<typeof getMenuTree>;

/**
 * The product's menu tree. Reading it needs View Only on roles; someone who may only see
 * permission templates gets the tree the web app was built with, which is the same product menu.
 */
export async function fetchMenuTree(signal?: AbortSignal): Promise<MenuTree> {
  try {
    return await callApi(getMenuTree, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return buildMenuTree();
    throw error;
  }
}

export function useMenuTree() {
  return useQuery({ ...contractQuery(getMenuTree), queryFn: ({ signal }) => fetchMenuTree(signal) });
}
