import { Col, Grid, Row, Typography } from 'antd';

/** Values under their labels in columns; on a phone, label and value side by side (as the record's sections). */
export function LabelledValues({ values }: { readonly values: readonly (readonly [label: string, value: string])[] }) {
  const wide = Grid.useBreakpoint().md ?? true;
  return (
    <Row gutter={[16, wide ? 16 : 8]} style={{ margin: '0 0 16px' }}>
      {values.map(([label, value]) => (
        <Col key={label} xs={24} md={12} xl={8} style={{ paddingInline: 0 }}>
          <dl style={{ margin: 0, display: 'flex', flexDirection: wide ? 'column' : 'row', gap: wide ? 2 : 12 }}>
            <dt style={{ flex: wide ? undefined : '0 0 45%' }}>
              <Typography.Text type="secondary">{label}</Typography.Text>
            </dt>
            <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{value}</dd>
          </dl>
        </Col>
      ))}
    </Row>
  );
}
