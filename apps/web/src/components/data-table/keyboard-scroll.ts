import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** antd's boxes that scroll a wide table sideways. */
const SCROLL_BOXES = '.ant-table-content, .ant-table-body';
/** Where a table's name is written: a wrapper's data-table-label, else the heading of its card, dialog or page. */
const NAMED_BY = '[data-table-label]';
const HEADINGS = '.ant-card-head-title, .ant-drawer-title, .ant-modal-title, h1, h2, h3, h4';
const PLACES = '.ant-card, [role="dialog"], section, main';

/**
 * A table wider than its box (most tables at phone width) scrolls with the arrow keys once its box
 * can take focus (WCAG 2.1.1): such a box gets a tab stop and a name, a box that fits has neither.
 * Mounted once at the root, it covers every table of every page, including those a page draws with
 * antd's Table itself.
 */
export function useKeyboardScrollEverywhere(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const nameOf = (box: HTMLElement): string => {
      const labelled = box.closest<HTMLElement>(NAMED_BY)?.dataset.tableLabel;
      if (labelled) return labelled;
      for (let place = box.closest(PLACES); place; place = place.parentElement?.closest(PLACES) ?? null) {
        const heading = place.querySelector(HEADINGS)?.textContent?.trim();
        if (heading) return heading;
      }
      return t('table');
    };
    const update = (box: HTMLElement) => {
      if (box.scrollWidth > box.clientWidth + 1) {
        const label = t('scrollableTable', { name: nameOf(box) });
        box.tabIndex = 0;
        box.setAttribute('role', 'region');
        if (box.getAttribute('aria-label') !== label) box.setAttribute('aria-label', label);
      } else if (box.hasAttribute('role')) {
        box.removeAttribute('tabindex');
        box.removeAttribute('role');
        box.removeAttribute('aria-label');
      }
    };
    const watched = new WeakSet<Element>();
    const resize = new ResizeObserver((entries) => entries.forEach((entry) => update(entry.target as HTMLElement)));
    let scheduled = 0;
    const scan = () => {
      scheduled = 0;
      for (const box of document.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
        if (!watched.has(box)) {
          watched.add(box);
          resize.observe(box);
        }
        update(box);
      }
    };
    // Rows arriving change a box's width without resizing it; one scan per frame covers them.
    const changes = new MutationObserver(() => (scheduled ||= requestAnimationFrame(scan)));
    changes.observe(document.body, { childList: true, subtree: true });
    scan();
    return () => {
      cancelAnimationFrame(scheduled);
      resize.disconnect();
      changes.disconnect();
    };
  }, [t]);
}
