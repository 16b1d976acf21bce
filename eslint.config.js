import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import architecture from './eslint/boundaries.js';

// Every user-visible text goes through i18n: no words written directly in JSX.
const NO_WORDS_IN_JSX = { selector: 'JSXText[value=/\\p{L}{2,}/u]', message: 'User-visible text must come from i18n (t(...)).' };
// A page's chunk holds the contract files it imports; the barrel would bring every contract into
// every signed-in page. `node scripts/split-contract-imports.mjs <files>` rewrites such imports.
const CONTRACTS_BARREL = {
  name: '@tenaga/contracts',
  allowTypeImports: true,
  message: "Import from the contract's own file ('@tenaga/contracts/modules/<module>.contracts'); see scripts/split-contract-imports.mjs.",
};

// antd icons name themselves in English ('team', 'search'): beside a button's words that name is
// noise in every language, and alone it is no name. Hide the icon, or name it through t(...).
const ICONS_HIDDEN_OR_NAMED = {
  selector:
    'JSXOpeningElement[name.name=/^[A-Z]\\w*(Outlined|Filled|TwoTone)$/]:not(:has(JSXAttribute[name.name=/^aria-(hidden|label)$/]))',
  message: 'Give the icon aria-hidden (decoration) or a translated aria-label.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'e2e/.artifacts/**', 'test-results/**', 'data/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { architecture },
    rules: { 'architecture/boundaries': 'error' },
  },
  {
    // The server's test files share their worker's modules (isolate: false in vitest.config.ts).
    files: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock)$/]",
          message:
            'Server test files share the loaded modules of their worker: give the app a fake through its options instead of mocking a module.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-syntax': ['error', NO_WORDS_IN_JSX, ICONS_HIDDEN_OR_NAMED],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [CONTRACTS_BARREL] }] },
  },
  {
    // Data comes from the contracts (lib/contract-query.ts, contract-mutation.ts, contract-cache.ts):
    // a key written by hand, or a cache reached around them, is a stale page waiting to happen.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            CONTRACTS_BARREL,
            {
              name: '@tanstack/react-query',
              importNames: ['useQueryClient', 'QueryClient'],
              message: 'Change data with useContractMutation and reach the cache with useContractCache (lib/).',
            },
            {
              name: 'antd',
              importNames: ['Tabs'],
              message: "Use PageTabs (components/page/page-tabs.tsx): antd's Tabs puts its 'more' button inside the tab list.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        NO_WORDS_IN_JSX,
        ICONS_HIDDEN_OR_NAMED,
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Query keys come from contractKey / contractQuery (lib/), never written by hand.',
        },
      ],
    },
  },
);
