import { useState } from 'react';
import { Button, Collapse, Input, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FORMULA_VARIABLE_GROUPS, listFormulaVariables, type FormulaVariable } from '@tenaga/contracts/modules/payment-formulas.contracts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { variableLabel } from './formula-words.ts';

/** The variables a formula can read, by group, each inserted at the cursor with a click; those not yet fed are marked. */
export function VariableList({ onInsert }: { readonly onInsert: (name: string) => void }) {
  const { t } = useTranslation('paymentFormulas');
  const variables = useContractQuery(listFormulaVariables);
  const [search, setSearch] = useState('');
  const text = search.trim().toLowerCase();
  const label = (variable: FormulaVariable) => variableLabel(variable, (key, values) => t(key, values ?? {}));
  const matches = (variable: FormulaVariable) =>
    !text || variable.name.toLowerCase().includes(text) || label(variable).toLowerCase().includes(text);

  return (
    <section aria-label={t('variables.title')}>
      <Typography.Title level={5}>{t('variables.title')}</Typography.Title>
      <Input.Search
        allowClear
        placeholder={t('variables.search')}
        onChange={(event) => setSearch(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      <Collapse
        size="small"
        items={FORMULA_VARIABLE_GROUPS.map((group) => {
          const inGroup = (variables.data ?? []).filter((variable) => variable.group === group && matches(variable));
          return {
            key: group,
            label: `${t(`groups.${group}`)} (${inGroup.length})`,
            children: inGroup.length ? (
              <Space direction="vertical" size={2} style={{ width: '100%' }}>
                {inGroup.map((variable) => (
                  <div key={variable.name} style={{ display: 'flex', gap: 8, alignItems: 'baseline', flexWrap: 'wrap' }}>
                    <Button
                      size="small"
                      onClick={() => onInsert(variable.name)}
                      aria-label={t('variables.insert', { name: variable.name })}
                    >
                      <code>{variable.name}</code>
                    </Button>
                    <Typography.Text type="secondary">{label(variable)}</Typography.Text>
                    {variable.type === 'boolean' && <Tag>{t('variables.condition')}</Tag>}
                    {!variable.available && <Tag color="orange">{t('variables.notYetAvailable')}</Tag>}
                  </div>
                ))}
              </Space>
            ) : (
              <Typography.Text type="secondary">{t('variables.none')}</Typography.Text>
            ),
          };
        })}
      />
    </section>
  );
}
