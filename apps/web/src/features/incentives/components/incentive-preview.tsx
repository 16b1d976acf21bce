import { useState } from 'react';
import { Alert, Card, Form, Input, Spin, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { previewIncentive } from '@tenaga/contracts/modules/incentives.contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useFormat } from '../../../lib/format.ts';

const FIGURE = /^\d{1,16}(\.\d{1,2})?$/;

/** The formula as it is written now, tried on a target, an achievement and a salary typed here. */
export function IncentivePreview({ formula }: { readonly formula: string }) {
  const { t } = useTranslation('incentives');
  const format = useFormat();
  const [figures, setFigures] = useState({ target: '10000', achievement: '12000', salary: '3000' });
  const body = useDebouncedValue({ formula: formula.trim(), ...figures }, 300);
  const ready = body.formula !== '' && [body.target, body.achievement, body.salary].every((value) => FIGURE.test(value));
  const preview = useContractQuery(previewIncentive, { body }, { enabled: ready, retry: false });
  const failure = preview.error instanceof ApiError ? (preview.error.fieldErrors.formula ?? preview.error.message) : null;
  const field = (name: keyof typeof figures) => (
    <Form.Item label={t(`fields.${name}`)} htmlFor={`incentive-preview-${name}`} style={{ flex: '1 1 120px', marginBottom: 8 }}>
      <Input
        id={`incentive-preview-${name}`}
        inputMode="decimal"
        value={figures[name]}
        onChange={(event) => setFigures((current) => ({ ...current, [name]: event.target.value.trim() }))}
        status={figures[name] === '' || FIGURE.test(figures[name]) ? undefined : 'error'}
      />
    </Form.Item>
  );
  return (
    <Card size="small" title={t('preview.title')} style={{ marginTop: 16 }}>
      <Form layout="vertical" component="div" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {field('target')}
        {field('achievement')}
        {field('salary')}
      </Form>
      <div aria-live="polite">
        {!ready ? null : preview.isPending ? (
          <Spin />
        ) : failure ? (
          <Alert type="error" showIcon title={failure} />
        ) : preview.data ? (
          <Statistic title={t('preview.amount')} value={preview.data.amount} formatter={() => format.money(preview.data.amount)} />
        ) : null}
      </div>
    </Card>
  );
}
