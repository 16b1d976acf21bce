import type { Key, ReactNode } from 'react';
import { Typography } from 'antd';

/**
 * Rows divided by a line, or a quiet text when there are none: for short lists on pages that load
 * first (Home, the shell), where antd's List would bring its pagination and select along.
 */
export function PlainList<T>({
  items,
  rowKey,
  renderItem,
  emptyText,
  label,
}: {
  readonly items: readonly T[];
  readonly rowKey: (item: T) => Key;
  readonly renderItem: (item: T) => ReactNode;
  readonly emptyText: string;
  readonly label?: string;
}) {
  if (items.length === 0)
    return (
      <Typography.Paragraph type="secondary" className="plain-list-empty">
        {emptyText}
      </Typography.Paragraph>
    );
  return (
    <ul className="plain-list" aria-label={label}>
      {items.map((item) => (
        <li key={rowKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
