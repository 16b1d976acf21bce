import type { MenuName } from '@tenaga/contracts/menu';
import { getMenuFieldLevels } from '@tenaga/contracts/modules/roles.contracts';
import { useContractQuery } from '../../../lib/contract-query.ts';

/** The signed-in user's levels on the fields of the records one menu item shows (other people's records). */
export const useMenuFieldLevels = (menu: MenuName) => useContractQuery(getMenuFieldLevels, { params: { menu } });
