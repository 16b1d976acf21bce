import type { Transaction } from '../../db/tenant.ts';
import type { ModuleServices } from '../../platform/module.ts';
import { existingEmployeeIds } from './employees.repository.ts';

/** The fields of an employee record that point to another record: an organisation list's item, a site, or a manager. */
const LINKED_LISTS = {
  departmentId: 'departments',
  jobTitleId: 'jobTitles',
  categoryId: 'employeeCategories',
  commercialSectorId: 'commercialSectors',
  siteId: 'sites',
} as const;
export type LinkField = keyof typeof LINKED_LISTS | 'managerId';
export const LINK_FIELDS: readonly LinkField[] = [...(Object.keys(LINKED_LISTS) as (keyof typeof LINKED_LISTS)[]), 'managerId'];

/** Whether the records an employee record names exist in the company: the lists through the organisation module, the managers here. */
export function createLinkChecks(deps: { organisation: Pick<ModuleServices['organisation'], 'existing'> }) {
  /** Which of these ids each link field may point to exist in the company: one query per field, however many rows ask. */
  async function existingLinks(
    tx: Transaction,
    companyId: string,
    wanted: Partial<Record<LinkField, readonly string[]>>,
  ): Promise<Record<LinkField, Set<string>>> {
    const lists = await deps.organisation.existing(
      tx,
      companyId,
      Object.fromEntries(Object.entries(LINKED_LISTS).map(([field, list]) => [list, wanted[field as LinkField] ?? []])),
    );
    return {
      ...(Object.fromEntries(Object.entries(LINKED_LISTS).map(([field, list]) => [field, lists[list]])) as Record<
        keyof typeof LINKED_LISTS,
        Set<string>
      >),
      managerId: await existingEmployeeIds(tx, companyId, wanted.managerId ?? []),
    };
  }

  /** The link fields of one record that name something the company does not have. */
  async function missingLinks(
    tx: Transaction,
    companyId: string,
    links: Partial<Record<LinkField, string | null | undefined>>,
  ): Promise<LinkField[]> {
    const wanted = Object.fromEntries(LINK_FIELDS.flatMap((field) => (links[field] ? [[field, [links[field]]]] : [])));
    const found = await existingLinks(tx, companyId, wanted);
    return LINK_FIELDS.filter((field) => links[field] && !found[field].has(links[field]));
  }

  return { existingLinks, missingLinks };
}

export type LinkChecks = ReturnType<typeof createLinkChecks>;
