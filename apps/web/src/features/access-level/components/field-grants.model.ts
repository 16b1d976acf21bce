import {
  FIELD_CATALOG,
  fieldLevel,
  type FieldEntity,
  type FieldGrants,
  type FieldKey,
  type FieldLevel,
  type FieldScope,
  type MenuGrants,
} from '@tenaga/contracts/access';

/** One choice of a field: 'follow' leaves the field to its menu item's access (no field grant). */
export type FieldChoice = 'follow' | FieldLevel;
export const FIELD_CHOICES: readonly FieldChoice[] = ['follow', 'none', 'view', 'edit'];

export const EMPTY_FIELD_GRANTS: FieldGrants = { public: {}, private: {} };

export function fieldKeys(entity: FieldEntity): FieldKey[] {
  return FIELD_CATALOG[entity].fields.map((field) => `${entity}.${field}` as FieldKey);
}

export function fieldChoice(grants: FieldGrants, scope: FieldScope, key: FieldKey): FieldChoice {
  return grants[scope][key] ?? 'follow';
}

/** A new value: 'follow' removes the field's grant. */
export function setFieldChoice(
  grants: FieldGrants,
  { scope, key, choice }: { readonly scope: FieldScope; readonly key: FieldKey; readonly choice: FieldChoice },
): FieldGrants {
  const scoped = { ...grants[scope] };
  if (choice === 'follow') delete scoped[key];
  else scoped[key] = choice;
  return { ...grants, [scope]: scoped };
}

/** What a role with these grants ends up with on the field (the server's own rule). */
export function effectiveFieldLevel(options: {
  menuGrants: MenuGrants;
  fieldGrants: FieldGrants;
  field: FieldKey;
  scope: FieldScope;
}): FieldLevel {
  return fieldLevel(options);
}
