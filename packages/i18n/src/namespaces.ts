/** One namespace per module; each language has one JSON file per namespace. */
export const NAMESPACES = ['common', 'errors', 'validation', 'auth', 'shell', 'menu', 'home', 'settings', 'notifications', 'access', 'audit', 'users', 'payroll'] as const;
export type Namespace = (typeof NAMESPACES)[number];
