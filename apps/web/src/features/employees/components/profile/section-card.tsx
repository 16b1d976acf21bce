import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

/** A section of the profile: a heading the anchors (#personalDetail …) scroll to, and its actions. */
export function SectionCard({ id, title, extra, children }: { readonly id: string; readonly title: string; readonly extra?: ReactNode; readonly children: ReactNode }) {
  return (
    <Card
      id={id}
      style={{ scrollMarginTop: 16 }}
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
      styles={{ header: { flexWrap: 'wrap', gap: 8, paddingBlock: 8 } }}
    >
      {children}
    </Card>
  );
}
