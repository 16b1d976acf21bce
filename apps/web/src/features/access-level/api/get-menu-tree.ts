import { useQuery } from '@tanstack/react-query';
import { getMenuTree, MAIN_MENU, SETTINGS_MENU, type MenuNode, type MenuTreeNode, type ResponseOf } from '@tenaga/contracts';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { contractQuery } from '../../../lib/contract-query.ts';

export type MenuTree = ResponseOf<typeof getMenuTree>;

/** The same tree the server builds from the product menu (a group counts as developed when a child is). */
function localTree(nodes: readonly MenuNode[], area: MenuTreeNode['area']): MenuTreeNode[] {
  return [...nodes]
    .sort((a, b) => a.order - b.order)
    .map((node) => ({
      name: node.name,
      ...(node.path ? { path: node.path } : {}),
      order: node.order,
      developed: node.developed || (node.children ?? []).some((child) => child.developed),
      area,
      ...(node.children?.length ? { children: localTree(node.children, area) } : {}),
    }));
}

/**
 * The product's menu tree. Reading it needs View Only on roles; someone who may only see
 * permission templates gets the tree the web app was built with, which is the same product menu.
 */
export async function fetchMenuTree(signal?: AbortSignal): Promise<MenuTree> {
  try {
    return await callApi(getMenuTree, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403)
      return { main: localTree(MAIN_MENU, 'main'), setting: localTree(SETTINGS_MENU, 'setting') };
    throw error;
  }
}

export function useMenuTree() {
  return useQuery({ ...contractQuery(getMenuTree), queryFn: ({ signal }) => fetchMenuTree(signal) });
}
