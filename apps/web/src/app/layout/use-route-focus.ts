import { useEffect, useRef } from 'react';

/** How long a lazily loaded page may take to show its heading before focus stops waiting for it. */
const HEADING_WAIT_MS = 10_000;

/**
 * After a route change, focus moves to the new page's heading (WCAG 2.4.3): a screen reader reads
 * it out, and the next Tab starts from the page rather than from where the old page was. The
 * first page of a visit keeps the browser's own start. Only the path counts: a filter written into
 * the query string is not a new page.
 */
export function useRouteFocus(pathname: string, container: () => HTMLElement | null): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = container();
    if (!root) return;
    const focusHeading = (): boolean => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      // Something the user already focused on the new page (an autofocus field) stays focused.
      if (document.activeElement && document.activeElement !== document.body && root.contains(document.activeElement)) return true;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [pathname, container]);
}
