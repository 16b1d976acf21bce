/** One namespace per module; each language has one JSON file per namespace. */
export const NAMESPACES = [
  'common',
  'errors',
  'validation',
  'auth',
  'shell',
  'menu',
  'home',
  'settings',
  'notifications',
  'access',
  'audit',
  'users',
  'payroll',
  'widgets',
  'employees',
  'reference',
  'organisation',
  'clientContracts',
  'imports',
  'customFields',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What the pages before login use: the only texts in the first download (locales/<lang>/public.ts). */
export const PUBLIC_NAMESPACES = ['common', 'errors', 'validation', 'auth', 'shell'] as const satisfies readonly Namespace[];
