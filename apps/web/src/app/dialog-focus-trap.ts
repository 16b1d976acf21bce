import { TABBABLE } from '../lib/focus.ts';

/** The open modal dialog or drawer on top (the last one opened is the last in the page). */
function topDialog(): HTMLElement | null {
  const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')].filter(
    (dialog) => dialog.getClientRects().length > 0,
  );
  return open.at(-1) ?? null;
}

function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[inert], [aria-hidden="true"]'),
  );
}

/**
 * Keeps Tab inside an open modal or drawer (WCAG 2.4.3). antd pulls focus back only when it lands
 * on something else in the page; Tab from the last control goes to the browser itself, and the
 * next Tab lands behind the dialog. Here Tab wraps from the last control to the first and back.
 */
export function trapFocusInDialogs(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const dialog = topDialog();
    if (!dialog) return;
    const reachable = tabbables(dialog);
    const first = reachable[0];
    const last = reachable.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    const outside = !(active instanceof Node) || !dialog.contains(active);
    if (outside || (event.shiftKey ? active === first : active === last)) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}
