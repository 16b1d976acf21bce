import type { Role } from '@tenaga/contracts';
import type { GrantsValues } from './grants-form.tsx';
import { EMPTY_FIELD_GRANTS } from './field-grants.model.ts';

/** A new role or template from nothing: no name yet, only the person's own records, no grants. */
export const BLANK_GRANTS: GrantsValues = { name: '', description: '', dataScope: 'self', menuGrants: {}, fieldGrants: EMPTY_FIELD_GRANTS };

/**
 * What a copy of a role starts from: its grants as far as the caller may read them (blank where
 * the role left a field out), named "Copy of …" by `copyName`.
 */
export function roleCopyValues(role: Role, copyName: (name: string) => string): GrantsValues {
  return {
    name: role.name ? copyName(role.name) : '',
    description: role.description ?? '',
    dataScope: role.dataScope ?? BLANK_GRANTS.dataScope,
    menuGrants: role.menuGrants ?? {},
    fieldGrants: role.fieldGrants ?? EMPTY_FIELD_GRANTS,
  };
}
