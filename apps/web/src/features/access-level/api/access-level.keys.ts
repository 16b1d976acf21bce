/**
 * Query keys of the access-level pages; everything is scoped by the signed-in account. Invalidate
 * `roles` after a role changes (list, details and the navigation matrix read them).
 */
export const accessLevelKeys = {
  all: (userKey: string) => ['session', userKey, 'access-level'] as const,
  roles: (userKey: string) => ['session', userKey, 'access-level', 'roles'] as const,
  roleTable: (userKey: string) => ['session', userKey, 'access-level', 'roles', 'table'] as const,
  roleList: (userKey: string) => ['session', userKey, 'access-level', 'roles', 'list'] as const,
  role: (userKey: string, id: string) => ['session', userKey, 'access-level', 'roles', 'detail', id] as const,
  templates: (userKey: string) => ['session', userKey, 'access-level', 'templates'] as const,
  template: (userKey: string, id: string) => ['session', userKey, 'access-level', 'templates', 'detail', id] as const,
  menuTree: (userKey: string) => ['session', userKey, 'access-level', 'menu-tree'] as const,
  fieldLevels: (userKey: string) => ['session', userKey, 'access-level', 'field-levels'] as const,
  menuFieldLevels: (userKey: string, menu: string) => ['session', userKey, 'access-level', 'field-levels', menu] as const,
};
