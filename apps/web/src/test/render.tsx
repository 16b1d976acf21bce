import type { ReactElement, ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COUNTRY_DEFAULTS, type RegionLanguage } from '@tenaga/contracts/region';
import { en, NAMESPACES } from '@tenaga/i18n';
import { FeedbackProvider } from '../components/feedback/notices.tsx';
import { SessionContext, type AuthenticatedSession } from '../lib/session-context.tsx';

/** jsdom lacks what antd's responsive parts ask the browser for. */
function stubBrowser(): void {
  // Testing Library sets this only where the test runner has globals; vitest here has none.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as { ResizeObserver?: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}

let ready: Promise<unknown> | null = null;

/** The English catalogs, as the app has them before a language is chosen (lib/i18n.ts). */
export function initTestI18n(): Promise<unknown> {
  ready ??= i18next.use(initReactI18next).init({
    resources: { en },
    lng: 'en',
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return ready;
}

export interface TestProviderOptions {
  readonly region?: Partial<RegionLanguage>;
  readonly queryClient?: QueryClient;
}

export function newTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/** Renders inside what an authenticated page has: i18n, queries, feedback and the user's region. */
export async function renderWithProviders(
  ui: ReactElement,
  options: TestProviderOptions = {},
): Promise<RenderResult & { queryClient: QueryClient }> {
  stubBrowser();
  await initTestI18n();
  const queryClient = options.queryClient ?? newTestQueryClient();
  const session = { me: { regionLanguage: { ...COUNTRY_DEFAULTS.SG, ...options.region } } } as unknown as AuthenticatedSession;
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>
        <FeedbackProvider>{children}</FeedbackProvider>
      </SessionContext.Provider>
    </QueryClientProvider>
  );
  // The feedback provider loads antd's message and modal lazily: let that finish inside act.
  const result = await act(async () => {
    const rendered = render(ui, { wrapper });
    await import('../components/feedback/feedback-holders.tsx');
    return rendered;
  });
  return { ...result, queryClient };
}
