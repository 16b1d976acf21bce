/** What a keyboard user can reach with Tab, in the order Tab reaches it. */
export const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focuses the first visible element matching `selector` inside `root` once it exists, and again
 * if the content is replaced under it (a form whose parts load, or that reloads, after it opens)
 * and focus falls back to the page, for up to `timeoutMs`. Returns the clean-up.
 */
export function focusWhenReady(root: HTMLElement, selector: string = TABBABLE, { timeoutMs = 5_000 } = {}): () => void {
  let focused: HTMLElement | undefined;
  const tryFocus = () => {
    focused = [...root.querySelectorAll<HTMLElement>(selector)].find(visible);
    focused?.focus();
  };
  tryFocus();
  const observer = new MutationObserver(() => {
    // Cheap while what was focused is still there; looks again only when it was replaced.
    if (focused?.isConnected) return;
    if (!document.activeElement || document.activeElement === document.body) tryFocus();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = window.setTimeout(() => observer.disconnect(), timeoutMs);
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

/** Shown on the page (where the browser cannot tell, as in a test's DOM, taken as shown). */
function visible(element: HTMLElement): boolean {
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}
