import { useState } from 'react';
import { Alert, Button, Checkbox, Col, Drawer, Input, InputNumber, Radio, Row, Select, Space, Switch, Typography } from 'antd';
import { ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  BANK_AMOUNT_FORMATS,
  BANK_COLUMN_SOURCES,
  BANK_DATE_FORMATS,
  BANK_DETAIL_SOURCES,
  getBankTransferChoices,
  previewBankLayout,
  type BankColumn,
  type BankLayout,
  type BankLayoutFields,
  type BankRecordType,
} from '@tenaga/contracts/modules/bank-transfers.contracts';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCreateBankLayout, useUpdateBankLayout } from '../api/bank-transfers.mutations.ts';

const NEW_COLUMN: BankColumn = {
  source: 'literal',
  literal: '',
  width: 0,
  padChar: ' ',
  align: 'left',
  amountFormat: 'decimal2',
  dateFormat: 'YYYYMMDD',
  upperCase: false,
};
const LINE_ENDINGS = [
  { value: 'crlf' as const, label: 'CRLF (\\r\\n)' },
  { value: 'lf' as const, label: 'LF (\\n)' },
];
const AMOUNT_SOURCES: readonly BankColumn['source'][] = ['amount', 'totalAmount'];
const DATE_SOURCES: readonly BankColumn['source'][] = ['valueDate', 'creationDate'];

/** A layout's fields, its records' columns, and the file it writes for a chosen run, as it is typed. */
export function BankLayoutEditor({
  layout,
  initial,
  canEdit,
  onClose,
}: {
  readonly layout: BankLayout | null;
  readonly initial: BankLayoutFields;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('bankTransfers');
  const showError = useErrorNotice();
  const { message } = useFeedback();
  const create = useCreateBankLayout();
  const update = useUpdateBankLayout();
  const [fields, setFields] = useState<BankLayoutFields>(initial);
  const set = (change: Partial<BankLayoutFields>) => setFields((current) => ({ ...current, ...change }));

  const save = async () => {
    try {
      if (layout) {
        await update.mutateAsync({ ...fields, id: layout.id, version: layout.version });
        message.success(t('common:savedMsg'));
      } else {
        const created = await create.mutateAsync(fields);
        message.success(t('layouts.added', { name: created.name }));
      }
      onClose();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Drawer
      open
      title={layout ? (canEdit ? t('layouts.editTitle') : layout.name) : t('layouts.newTitle')}
      onClose={onClose}
      width="min(1200px, 100vw)"
      extra={
        canEdit && (
          <Space>
            <Button onClick={onClose}>{t('common:cancel')}</Button>
            <Button type="primary" onClick={() => void save()} loading={create.isPending || update.isPending}>
              {t('common:save')}
            </Button>
          </Space>
        )
      }
    >
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={14}>
          <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
            <Space direction="vertical" size="middle" style={{ width: '100%' }}>
              <Labelled label={t('fields.name')}>
                <Input
                  aria-label={t('fields.name')}
                  value={fields.name}
                  maxLength={120}
                  onChange={(event) => set({ name: event.target.value })}
                />
              </Labelled>
              <Labelled label={t('fields.description')}>
                <Input.TextArea
                  aria-label={t('fields.description')}
                  value={fields.description}
                  maxLength={1000}
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  onChange={(event) => set({ description: event.target.value })}
                />
              </Labelled>
              <Space wrap size="large" align="end">
                <Labelled label={t('fields.separator')}>
                  <Radio.Group
                    aria-label={t('fields.separator')}
                    value={fields.separator}
                    onChange={(event) => set({ separator: event.target.value as BankLayoutFields['separator'] })}
                    options={(['fixed', 'delimited'] as const).map((value) => ({ value, label: t(`separators.${value}`) }))}
                  />
                </Labelled>
                {fields.separator === 'delimited' && (
                  <>
                    <Labelled label={t('fields.delimiter')}>
                      <Input
                        aria-label={t('fields.delimiter')}
                        style={{ width: 64 }}
                        maxLength={3}
                        value={fields.delimiter}
                        onChange={(event) => set({ delimiter: event.target.value })}
                      />
                    </Labelled>
                    <Checkbox checked={fields.quote} onChange={(event) => set({ quote: event.target.checked })}>
                      {t('fields.quote')}
                    </Checkbox>
                  </>
                )}
                <Labelled label={t('fields.lineEnding')}>
                  <Select
                    aria-label={t('fields.lineEnding')}
                    style={{ width: 160 }}
                    value={fields.lineEnding}
                    onChange={(lineEnding) => set({ lineEnding })}
                    // The bytes' own names, the same in every language.
                    options={LINE_ENDINGS}
                  />
                </Labelled>
                <Checkbox checked={fields.finalLineEnding} onChange={(event) => set({ finalLineEnding: event.target.checked })}>
                  {t('fields.finalLineEnding')}
                </Checkbox>
              </Space>
              <Labelled label={t('fields.banks')}>
                <Select
                  aria-label={t('fields.banks')}
                  mode="tags"
                  style={{ width: '100%' }}
                  value={fields.banks}
                  onChange={(banks: string[]) => set({ banks })}
                  tokenSeparators={[',', ' ']}
                />
              </Labelled>
              <Space wrap align="center">
                <Switch
                  aria-label={t('fields.paymentTypeCodes')}
                  checked={fields.paymentTypeCodes !== null}
                  onChange={(on) => set({ paymentTypeCodes: on ? { fast: '', giro: '' } : null })}
                />
                <Typography.Text>{t('fields.paymentTypeCodes')}</Typography.Text>
                {fields.paymentTypeCodes && (
                  <>
                    <Input
                      aria-label={t('fields.fastCode')}
                      placeholder={t('fields.fastCode')}
                      style={{ width: 120 }}
                      maxLength={20}
                      value={fields.paymentTypeCodes.fast}
                      onChange={(event) => set({ paymentTypeCodes: { ...fields.paymentTypeCodes!, fast: event.target.value } })}
                    />
                    <Input
                      aria-label={t('fields.giroCode')}
                      placeholder={t('fields.giroCode')}
                      style={{ width: 120 }}
                      maxLength={20}
                      value={fields.paymentTypeCodes.giro}
                      onChange={(event) => set({ paymentTypeCodes: { ...fields.paymentTypeCodes!, giro: event.target.value } })}
                    />
                  </>
                )}
              </Space>
              {(['header', 'detail', 'trailer'] as const).map((kind) => (
                <RecordEditor key={kind} kind={kind} columns={fields[kind]} onChange={(columns) => set({ [kind]: columns })} />
              ))}
            </Space>
          </fieldset>
        </Col>
        <Col xs={24} xl={10}>
          <Preview fields={fields} />
        </Col>
      </Row>
    </Drawer>
  );
}

function Labelled({ label, children }: { readonly label: string; readonly children: React.ReactNode }) {
  return (
    <div>
      <Typography.Text>{label}</Typography.Text>
      <div>{children}</div>
    </div>
  );
}

function RecordEditor({
  kind,
  columns,
  onChange,
}: {
  readonly kind: BankRecordType;
  readonly columns: readonly BankColumn[];
  readonly onChange: (columns: BankColumn[]) => void;
}) {
  const { t } = useTranslation('bankTransfers');
  const sources = kind === 'detail' ? BANK_COLUMN_SOURCES : BANK_COLUMN_SOURCES.filter((source) => !BANK_DETAIL_SOURCES.includes(source));
  const change = (index: number, patch: Partial<BankColumn>) =>
    onChange(columns.map((column, at) => (at === index ? { ...column, ...patch } : column)));
  const move = (index: number) => {
    const next = [...columns];
    [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
    onChange(next);
  };
  return (
    <section aria-label={t(`fields.${kind}`)}>
      <Typography.Title level={5}>{t(`fields.${kind}`)}</Typography.Title>
      <Space direction="vertical" style={{ width: '100%' }}>
        {columns.map((column, index) => {
          const number = index + 1;
          return (
            <Space key={index} wrap size="small" align="center" role="group" aria-label={`${t(`fields.${kind}`)} ${number}`}>
              <Typography.Text type="secondary">{number}.</Typography.Text>
              <Select
                aria-label={`${t('fields.source')} ${number}`}
                style={{ width: 200 }}
                value={column.source}
                onChange={(source) => change(index, { source })}
                options={sources.map((source) => ({ value: source, label: t(`sources.${source}`) }))}
              />
              {column.source === 'literal' && (
                <Input
                  aria-label={`${t('fields.literal')} ${number}`}
                  placeholder={t('fields.literal')}
                  style={{ width: 140 }}
                  maxLength={200}
                  value={column.literal}
                  onChange={(event) => change(index, { literal: event.target.value })}
                />
              )}
              <InputNumber
                aria-label={`${t('fields.width')} ${number}`}
                placeholder={t('fields.width')}
                style={{ width: 80 }}
                min={0}
                max={1000}
                precision={0}
                value={column.width}
                onChange={(width) => change(index, { width: width ?? 0 })}
              />
              <Input
                aria-label={`${t('fields.padChar')} ${number}`}
                style={{ width: 48 }}
                maxLength={1}
                value={column.padChar === ' ' ? '' : column.padChar}
                placeholder={t('fields.padChar')}
                onChange={(event) => change(index, { padChar: event.target.value || ' ' })}
              />
              <Select
                aria-label={`${t('fields.align')} ${number}`}
                style={{ width: 100 }}
                value={column.align}
                onChange={(align) => change(index, { align })}
                options={(['left', 'right'] as const).map((value) => ({ value, label: t(`aligns.${value}`) }))}
              />
              {AMOUNT_SOURCES.includes(column.source) && (
                <Select
                  aria-label={`${t('fields.amountFormat')} ${number}`}
                  style={{ width: 190 }}
                  value={column.amountFormat}
                  onChange={(amountFormat) => change(index, { amountFormat })}
                  options={BANK_AMOUNT_FORMATS.map((value) => ({ value, label: t(`amountFormats.${value}`) }))}
                />
              )}
              {DATE_SOURCES.includes(column.source) && (
                <Select
                  aria-label={`${t('fields.dateFormat')} ${number}`}
                  style={{ width: 140 }}
                  value={column.dateFormat}
                  onChange={(dateFormat) => change(index, { dateFormat })}
                  options={BANK_DATE_FORMATS.map((value) => ({ value, label: value }))}
                />
              )}
              <Checkbox checked={column.upperCase} onChange={(event) => change(index, { upperCase: event.target.checked })}>
                {t('fields.upperCase')}
              </Checkbox>
              <Button
                size="small"
                icon={<ArrowUpOutlined aria-hidden />}
                disabled={index === 0}
                aria-label={t('fields.moveUp', { index: number })}
                onClick={() => move(index)}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('fields.removeColumn', { index: number })}
                onClick={() => onChange(columns.filter((_, at) => at !== index))}
              />
            </Space>
          );
        })}
        <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={() => onChange([...columns, { ...NEW_COLUMN }])}>
          {t('fields.addColumn')}
        </Button>
      </Space>
    </section>
  );
}

/** The file the layout as typed writes for a chosen run (people with problems left out), read again as it changes. */
function Preview({ fields }: { readonly fields: BankLayoutFields }) {
  const { t } = useTranslation('bankTransfers');
  const choices = useContractQuery(getBankTransferChoices);
  const [payrunId, setPayrunId] = useState<string>();
  const runId = payrunId ?? choices.data?.payruns[0]?.id;
  const accountId = (choices.data?.accounts.find((account) => account.isDefault) ?? choices.data?.accounts[0])?.id;
  const typed = useDebouncedValue(fields, 400);
  const ready = Boolean(runId && accountId && typed.detail.length > 0);
  const preview = useContractQuery(
    previewBankLayout,
    {
      body: {
        payrunId: runId ?? '',
        bankAccountId: accountId ?? '',
        valueDate: new Date().toISOString().slice(0, 10),
        paymentType: 'fast',
        layout: { ...typed, name: typed.name.trim() || '-' },
      },
    },
    { enabled: ready, placeholderData: (previous) => previous, retry: false },
  );
  return (
    <section aria-label={t('preview.title')}>
      <Typography.Title level={5}>{t('preview.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('preview.hint')}</Typography.Paragraph>
      <Select
        aria-label={t('choose.payrun')}
        style={{ width: '100%', marginBottom: 8 }}
        value={runId}
        onChange={setPayrunId}
        notFoundContent={t('choose.noRuns')}
        options={(choices.data?.payruns ?? []).map((run) => ({ value: run.id, label: run.period }))}
      />
      {!ready && <Alert type="info" showIcon title={t('preview.choose')} />}
      {ready && preview.error && <Alert type="error" showIcon title={preview.error.message} />}
      {ready && preview.data && (
        <>
          {preview.data.left > 0 && <Typography.Text type="secondary">{t('preview.left', { count: preview.data.left })}</Typography.Text>}
          <pre
            data-testid="bank-file-preview"
            style={{ overflowX: 'auto', whiteSpace: 'pre', fontSize: 12, background: 'rgba(0,0,0,0.04)', padding: 8, maxHeight: 480 }}
          >
            {preview.data.content.replaceAll('\r\n', '\n')}
          </pre>
        </>
      )}
    </section>
  );
}
