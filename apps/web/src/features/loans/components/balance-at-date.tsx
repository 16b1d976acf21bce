import { useState } from 'react';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getLoanBalance } from '@tenaga/contracts/modules/loans.contracts';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';

/** What was owed at the end of a chosen date (a payslip's or a leaver's date). */
export function BalanceAtDate({ loanId }: { readonly loanId: string }) {
  const { t } = useTranslation('loans');
  const format = useFormat();
  const [date, setDate] = useState<string | null>(null);
  const balance = useContractQuery(getLoanBalance, { params: { id: loanId }, query: { date: date ?? '' } }, { enabled: date !== null });
  return (
    <Space wrap align="center">
      <label htmlFor="loan-balance-date">{t('balanceAt')}</label>
      <DateInput id="loan-balance-date" value={date} onChange={setDate} />
      {date && balance.data && (
        <Typography.Text strong aria-live="polite">
          {format.money(balance.data.balance)}
        </Typography.Text>
      )}
    </Space>
  );
}
