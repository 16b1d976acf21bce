import { useCallback } from 'react';
import { Tabs, type TabsProps } from 'antd';

/**
 * antd's Tabs with a valid tab list: antd puts its "more tabs" button (shown when the tabs do not
 * fit, as at phone width) inside the element it marks `tablist`, where only tabs may be. The list
 * role moves to the element that holds just the tabs.
 */
export function PageTabs(props: TabsProps) {
  const fix = useCallback((root: HTMLDivElement | null) => {
    if (!root) return undefined;
    const apply = () => {
      for (const nav of root.querySelectorAll<HTMLElement>(':scope > .ant-tabs > .ant-tabs-nav[role="tablist"]')) {
        const list = nav.querySelector<HTMLElement>('.ant-tabs-nav-list');
        if (!list) continue;
        list.setAttribute('role', 'tablist');
        list.setAttribute('aria-orientation', nav.getAttribute('aria-orientation') ?? 'horizontal');
        nav.removeAttribute('role');
        nav.removeAttribute('aria-orientation');
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={fix}>
      <Tabs {...props} />
    </div>
  );
}
