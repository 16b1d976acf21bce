import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a part of the app that reads server data: it loads together with the query
 * client and renders inside its provider. The login page works without them, so they are not in
 * the first download.
 */
export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { QueryProvider }] = await Promise.all([load(), import('./query-client.tsx')]);
    return {
      default: (props: P) => (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      ),
    };
  });
}
