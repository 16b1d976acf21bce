import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Empty, Radio, Select, Space, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  checkBankTransfer,
  downloadBankTransferFile,
  getBankTransferChoices,
  type BankPaymentType,
  type BankTransferCheck,
} from '@tenaga/contracts/modules/bank-transfers.contracts';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { QueryState } from '../../../components/page/page.tsx';
import { callApiForFile } from '../../../lib/api-client.ts';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

type Problem = BankTransferCheck['problems'][number];

/** Choose a run, the paying account and a layout; the check names each problem by person; then the file. */
export function BankFilePanel({ canEdit }: { readonly canEdit: boolean }) {
  const { t } = useTranslation('bankTransfers');
  const format = useFormat();
  const choices = useContractQuery(getBankTransferChoices);
  const [payrunId, setPayrunId] = useState<string>();
  const [bankAccountId, setBankAccountId] = useState<string>();
  const [layoutId, setLayoutId] = useState<string>();
  const [valueDate, setValueDate] = useState<string>(today());
  const [paymentType, setPaymentType] = useState<BankPaymentType>('fast');
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());

  // The latest run, the default account and the first layout are chosen until the user picks others.
  useEffect(() => {
    if (!choices.data) return;
    setPayrunId((current) => current ?? choices.data.payruns[0]?.id);
    setBankAccountId((current) => current ?? (choices.data.accounts.find((account) => account.isDefault) ?? choices.data.accounts[0])?.id);
    setLayoutId((current) => current ?? choices.data.layouts[0]?.id);
  }, [choices.data]);
  useEffect(() => setExcluded(new Set()), [payrunId, layoutId]);

  const layout = choices.data?.layouts.find((item) => item.id === layoutId);
  const request =
    payrunId && bankAccountId && layoutId
      ? { payrunId, bankAccountId, layoutId, valueDate, paymentType: layout?.paymentTypes ? paymentType : ('fast' as const) }
      : null;

  return (
    <QueryState isPending={choices.isPending} error={choices.error} onRetry={() => void choices.refetch()}>
      {choices.data && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Space wrap align="end">
            <Field label={t('choose.payrun')}>
              <Select
                aria-label={t('choose.payrun')}
                style={{ minWidth: 220 }}
                value={payrunId}
                onChange={setPayrunId}
                notFoundContent={t('choose.noRuns')}
                options={choices.data.payruns.map((run) => ({
                  value: run.id,
                  label: [
                    format.payMonth(run.period),
                    ...(run.kind && run.kind !== 'regular'
                      ? [run.name && run.name !== run.kind ? run.name : t(`payruns:runKinds.${run.kind}`)]
                      : []),
                    t(`payruns:statuses.${run.status}`),
                  ].join(' · '),
                }))}
              />
            </Field>
            <Field label={t('choose.account')}>
              <Select
                aria-label={t('choose.account')}
                style={{ minWidth: 220 }}
                value={bankAccountId}
                onChange={setBankAccountId}
                notFoundContent={t('choose.noAccounts')}
                options={choices.data.accounts.map((account) => ({
                  value: account.id,
                  label: `${account.bankName} ${account.accountNumber} (${account.currency})`,
                }))}
              />
            </Field>
            <Field label={t('choose.layout')}>
              <Select
                aria-label={t('choose.layout')}
                style={{ minWidth: 200 }}
                value={layoutId}
                onChange={setLayoutId}
                notFoundContent={t('choose.noLayouts')}
                options={choices.data.layouts.map((item) => ({ value: item.id, label: item.name }))}
              />
            </Field>
            <Field label={t('choose.valueDate')}>
              <DateInput
                aria-label={t('choose.valueDate')}
                value={valueDate}
                onChange={(value) => value && setValueDate(value)}
                allowClear={false}
              />
            </Field>
          </Space>
          {layout?.paymentTypes && (
            <Radio.Group
              aria-label={t('choose.paymentType')}
              value={paymentType}
              onChange={(event) => setPaymentType(event.target.value as BankPaymentType)}
              options={(['fast', 'giro'] as const).map((value) => ({ value, label: t(`paymentTypes.${value}`) }))}
            />
          )}
          {choices.data.payruns.length === 0 && <Empty description={t('choose.noRuns')} />}
          {choices.data.payruns.length > 0 && choices.data.accounts.length === 0 && (
            <Alert type="warning" showIcon title={t('choose.noAccounts')} />
          )}
          {choices.data.payruns.length > 0 && choices.data.layouts.length === 0 && (
            <Alert type="info" showIcon title={t('choose.noLayouts')} />
          )}
          {request && <CheckView request={request} excluded={excluded} setExcluded={setExcluded} canEdit={canEdit} />}
        </Space>
      )}
    </QueryState>
  );
}

function Field({ label, children }: { readonly label: string; readonly children: React.ReactNode }) {
  return (
    <div>
      <Typography.Text>{label}</Typography.Text>
      <br />
      {children}
    </div>
  );
}

function CheckView({
  request,
  excluded,
  setExcluded,
  canEdit,
}: {
  readonly request: { payrunId: string; bankAccountId: string; layoutId: string; valueDate: string; paymentType: BankPaymentType };
  readonly excluded: ReadonlySet<string>;
  readonly setExcluded: (next: ReadonlySet<string>) => void;
  readonly canEdit: boolean;
}) {
  const { t } = useTranslation('bankTransfers');
  const format = useFormat();
  const showError = useErrorNotice();
  const { message } = useFeedback();
  const [downloading, setDownloading] = useState(false);
  const check = useContractQuery(checkBankTransfer, { body: { ...request, excludeEmployeeIds: [...excluded] } });
  const data = check.data;
  const blocking = data ? data.problems.filter((problem) => !excluded.has(problem.employeeId)) : [];
  const toggle = (employeeId: string, leaveOut: boolean) => {
    const next = new Set(excluded);
    if (leaveOut) next.add(employeeId);
    else next.delete(employeeId);
    setExcluded(next);
  };

  const download = async () => {
    setDownloading(true);
    try {
      const { blob, headers } = await callApiForFile(downloadBankTransferFile, { body: { ...request, excludeEmployeeIds: [...excluded] } });
      const name = fileNameFromDisposition(headers.get('content-disposition')) ?? 'bank-file.txt';
      saveBlob(blob, name);
      message.success(t('check.downloaded', { name }));
    } catch (error) {
      showError(error);
    } finally {
      setDownloading(false);
    }
  };

  const problemText = (problem: Problem) => t(`problems.${problem.problem}`, { bank: problem.bankName ?? '' });

  return (
    <QueryState isPending={check.isPending} error={check.error} onRetry={() => void check.refetch()}>
      {data && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('check.title')}
          </Typography.Title>
          <Typography.Text>{t('check.ready', { count: data.count, total: format.money(data.total, data.currency) })}</Typography.Text>
          {data.problems.length === 0 ? (
            <Alert type="success" showIcon title={t('check.none')} />
          ) : (
            <section aria-label={t('check.problemsTitle')}>
              <Alert
                type={blocking.length > 0 ? 'error' : 'warning'}
                showIcon
                title={t('check.problemsTitle')}
                description={t('check.problemsHint')}
              />
              <Table<Problem>
                size="small"
                pagination={false}
                scroll={{ x: true }}
                rowKey={(problem) => `${problem.employeeId}-${problem.problem}`}
                dataSource={data.problems}
                columns={[
                  { key: 'number', title: t('columns.employmentNumber'), render: (_, problem) => problem.employmentNumber },
                  { key: 'name', title: t('columns.name'), render: (_, problem) => problem.name },
                  { key: 'problem', title: t('columns.problem'), render: (_, problem) => problemText(problem) },
                  {
                    key: 'leaveOut',
                    title: t('check.leaveOut'),
                    render: (_, problem) => (
                      <Checkbox
                        aria-label={t('check.leaveOutFor', { name: problem.name })}
                        checked={excluded.has(problem.employeeId)}
                        disabled={!canEdit}
                        onChange={(event) => toggle(problem.employeeId, event.target.checked)}
                      />
                    ),
                  },
                ]}
              />
            </section>
          )}
          {canEdit && (
            <Button
              type="primary"
              icon={<DownloadOutlined aria-hidden />}
              disabled={blocking.length > 0 || data.count === 0}
              loading={downloading}
              onClick={() => void download()}
            >
              {t('check.download')}
            </Button>
          )}
          <section aria-label={t('check.otherModesTitle')}>
            <Typography.Title level={5}>{t('check.otherModesTitle')}</Typography.Title>
            {data.otherModes.length === 0 ? (
              <Typography.Text type="secondary">{t('check.otherModesNone')}</Typography.Text>
            ) : (
              <Table
                size="small"
                pagination={false}
                scroll={{ x: true }}
                rowKey="employeeId"
                dataSource={data.otherModes}
                columns={[
                  { key: 'number', title: t('columns.employmentNumber'), render: (_, row) => row.employmentNumber },
                  { key: 'name', title: t('columns.name'), render: (_, row) => row.name },
                  { key: 'mode', title: t('columns.mode'), render: (_, row) => t(`paymentModes.${row.paymentMode}`) },
                  {
                    key: 'amount',
                    title: t('columns.amount'),
                    align: 'right',
                    render: (_, row) => format.money(row.amount, data.currency),
                  },
                ]}
              />
            )}
          </section>
        </Space>
      )}
    </QueryState>
  );
}
