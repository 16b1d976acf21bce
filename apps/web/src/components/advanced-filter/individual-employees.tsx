import { useEffect, useId, useState } from 'react';
import { Button, Typography } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EmployeeOption } from '@tenaga/contracts';
import { EmployeePicker } from '../employee-picker/employee-picker.tsx';

export interface EmployeeChoices {
  /** Every employee the user may pick (`GET /employees/selection`). */
  readonly options: readonly EmployeeOption[];
  readonly loading?: boolean;
  /** Called when the picker opens: a page loads its employees then, not with the list. */
  readonly onOpen?: () => void;
}

/**
 * The individual employee filter of spec §2, under the general rules: the employee picker, open
 * from the start when employees are already chosen.
 */
export function IndividualEmployees({
  choices,
  value,
  onChange,
}: {
  readonly choices: EmployeeChoices;
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation('widgets');
  const [open, setOpen] = useState(value.length > 0);
  const ids = { title: useId(), picker: useId() };
  const { onOpen } = choices;
  useEffect(() => {
    if (open) onOpen?.();
  }, [open, onOpen]);
  return (
    <section
      aria-labelledby={ids.title}
      style={{ display: 'flex', flexDirection: 'column', gap: 8, borderTop: '1px solid rgba(0, 0, 0, 0.15)', paddingTop: 12 }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Typography.Text strong id={ids.title}>
            {t('filter.employees.title')}
          </Typography.Text>
          <Typography.Text type="secondary">{t('filter.employees.help')}</Typography.Text>
        </div>
        <Button icon={<TeamOutlined aria-hidden />} aria-expanded={open} aria-controls={ids.picker} onClick={() => setOpen(!open)}>
          {open ? t('filter.employees.hide') : t('filter.employees.choose', { count: value.length })}
        </Button>
      </div>
      {open && (
        <div id={ids.picker}>
          <EmployeePicker
            options={choices.options}
            loading={choices.loading ?? false}
            value={value}
            onChange={onChange}
            listHeight={220}
            aria-label={t('filter.employees.title')}
          />
        </div>
      )}
    </section>
  );
}
