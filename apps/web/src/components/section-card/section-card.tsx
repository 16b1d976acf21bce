import type { ReactNode } from 'react';
import { Card, Grid, Typography } from 'antd';

/** A section of the profile: a heading the anchors (#personalDetail …) scroll to, and its actions. */
export function SectionCard({
  id,
  title,
  extra,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly extra?: ReactNode;
  readonly children: ReactNode;
}) {
  const phone = !(Grid.useBreakpoint().md ?? true);
  return (
    <Card
      size={phone ? 'small' : undefined}
      id={id}
      style={{ scrollMarginTop: 16 }}
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
      // A long title (in Vietnamese) beside its buttons at phone width wraps, and the buttons go under it.
      styles={{ header: { flexWrap: 'wrap', gap: 8, paddingBlock: 8 }, title: { whiteSpace: 'normal', minWidth: 'min(100%, 180px)' } }}
    >
      {children}
    </Card>
  );
}
