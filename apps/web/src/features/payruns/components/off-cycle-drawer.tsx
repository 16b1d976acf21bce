import { useMemo, useState } from 'react';
import { Alert, Button, Drawer, Form, Input, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { listEmployeeOptions } from '@tenaga/contracts/modules/employees.contracts';
import {
  OFF_CYCLE_KINDS,
  PAYRUN_LIMITS,
  type CorrectionLine,
  type OffCycleKind,
  type StartOffCyclePayrunBody,
} from '@tenaga/contracts/modules/payruns.contracts';
import { CurrencyInput } from '../../../components/currency-input/currency-input.tsx';
import { MonthInput } from '../../../components/date-picker/date-picker.tsx';
import { EmployeePicker } from '../../../components/employee-picker/employee-picker.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useStartOffCyclePayrun } from '../api/payruns.mutations.ts';

/** What the table keeps per person: the amount (bonus, final pay) or the correction's lines. */
interface PersonInput {
  amount: string | null;
  lines: { kind: CorrectionLine['kind']; amount: string | null; reason: string }[];
}

const EMPTY: PersonInput = { amount: null, lines: [{ kind: 'earning', amount: null, reason: '' }] };

/**
 * New off-cycle run: its kind, name and month, the people (the employee picker), then per person
 * the amount in an editable table (or one amount for all), or a correction's lines with reasons;
 * a 13th month is computed for each person by the server.
 */
export function OffCycleDrawer({
  open,
  period: initialPeriod,
  onClose,
  onStarted,
}: {
  readonly open: boolean;
  readonly period: string;
  readonly onClose: () => void;
  readonly onStarted: (run: { id: string; period: string }) => void;
}) {
  const { t } = useTranslation('payruns');
  const format = useFormat();
  const showError = useErrorNotice();
  const { message } = useFeedback();
  const start = useStartOffCyclePayrun();
  const options = useContractQuery(listEmployeeOptions, { query: {} }, { enabled: open });
  const [kind, setKind] = useState<OffCycleKind>('bonus');
  const [name, setName] = useState('');
  const [period, setPeriod] = useState(initialPeriod);
  const [chosen, setChosen] = useState<string[]>([]);
  const [inputs, setInputs] = useState<Record<string, PersonInput>>({});
  const [same, setSame] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const byId = useMemo(() => new Map((options.data ?? []).map((option) => [option.id, option])), [options.data]);
  const inputOf = (id: string) => inputs[id] ?? EMPTY;
  const change = (id: string, next: Partial<PersonInput>) => setInputs((all) => ({ ...all, [id]: { ...inputOf(id), ...next } }));
  const withAmount = kind === 'bonus' || kind === 'finalPay';

  const submit = () => {
    if (chosen.length === 0) return setProblem(t('offCycle.choosePeople'));
    const missing = chosen.some((id) =>
      withAmount ? !inputOf(id).amount : kind === 'correction' && inputOf(id).lines.some((line) => !line.amount || !line.reason.trim()),
    );
    if (missing) return setProblem(t('validation:required'));
    setProblem(null);
    const body: StartOffCyclePayrunBody = {
      kind,
      period,
      ...(name.trim() ? { name: name.trim() } : {}),
      people: chosen.map((employeeId) => {
        const input = inputOf(employeeId);
        if (withAmount) return { employeeId, amount: input.amount! };
        if (kind === 'correction')
          return {
            employeeId,
            lines: input.lines.map((line) => ({ kind: line.kind, amount: line.amount!, reason: line.reason.trim() })),
          };
        return { employeeId };
      }),
    };
    start.mutateAsync(body).then((done) => {
      message.success(t('offCycle.started', { name: name.trim() || t(`runKinds.${kind}`), period: format.payMonth(period) }));
      onStarted({ id: done.id, period });
    }, showError);
  };

  return (
    <Drawer
      open={open}
      title={t('offCycle.title')}
      onClose={onClose}
      size="min(760px, 100vw)"
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" onClick={submit} loading={start.isPending}>
            {t('offCycle.start')}
          </Button>
        </Space>
      }
    >
      <Form layout="vertical" onFinish={submit}>
        <Space wrap align="start">
          <Form.Item label={t('offCycle.kind')} required>
            <Select
              aria-label={t('offCycle.kind')}
              value={kind}
              onChange={setKind}
              style={{ minWidth: 200 }}
              options={OFF_CYCLE_KINDS.map((value) => ({ value, label: t(`runKinds.${value}`) }))}
            />
          </Form.Item>
          <Form.Item label={t('offCycle.name')}>
            <Input
              aria-label={t('offCycle.name')}
              value={name}
              maxLength={PAYRUN_LIMITS.maxNameLength}
              placeholder={t(`runKinds.${kind}`)}
              onChange={(event) => setName(event.target.value)}
            />
          </Form.Item>
          <Form.Item label={t('period')} required>
            <MonthInput value={period} onChange={(value) => value && setPeriod(value)} allowClear={false} aria-label={t('period')} />
          </Form.Item>
        </Space>
        <Form.Item label={t('offCycle.people')} required>
          <EmployeePicker
            aria-label={t('offCycle.people')}
            options={options.data ?? []}
            loading={options.isPending}
            value={chosen}
            onChange={setChosen}
            listHeight={220}
          />
        </Form.Item>
        {kind === 'thirteenthMonth' && <Alert type="info" showIcon title={t('offCycle.computedHint')} />}
        {withAmount && chosen.length > 0 && (
          <Space wrap align="end" style={{ marginBottom: 12 }}>
            <label>
              <Typography.Text>{t('offCycle.sameAmount')}</Typography.Text>
              <br />
              <CurrencyInput value={same} onChange={setSame} aria-label={t('offCycle.sameAmount')} />
            </label>
            <Button
              disabled={!same}
              onClick={() => setInputs((all) => Object.fromEntries(chosen.map((id) => [id, { ...(all[id] ?? EMPTY), amount: same }])))}
            >
              {t('offCycle.applyAll')}
            </Button>
          </Space>
        )}
        {kind !== 'thirteenthMonth' && chosen.length > 0 && (
          <Table
            rowKey={(id) => id}
            dataSource={chosen}
            pagination={false}
            size="small"
            scroll={{ x: true }}
            columns={[
              { key: 'employee', title: t('fields.employeeName'), render: (_, id) => byId.get(id)?.text ?? id },
              withAmount
                ? {
                    key: 'amount',
                    title: t('offCycle.amount'),
                    render: (_, id) => (
                      <CurrencyInput
                        value={inputOf(id).amount}
                        onChange={(amount) => change(id, { amount })}
                        aria-label={`${t('offCycle.amount')} ${byId.get(id)?.fullName ?? ''}`}
                      />
                    ),
                  }
                : {
                    key: 'lines',
                    title: t('offCycle.reason'),
                    render: (_, id) => <CorrectionLines lines={inputOf(id).lines} onChange={(lines) => change(id, { lines })} />,
                  },
            ]}
          />
        )}
        {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
      </Form>
    </Drawer>
  );
}

function CorrectionLines({
  lines,
  onChange,
}: {
  readonly lines: PersonInput['lines'];
  readonly onChange: (lines: PersonInput['lines']) => void;
}) {
  const { t } = useTranslation('payruns');
  const set = (index: number, next: Partial<PersonInput['lines'][number]>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...next } : line)));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {lines.map((line, index) => (
        <Space key={index} wrap>
          <Select
            aria-label={t('offCycle.lineKind')}
            value={line.kind}
            onChange={(kind) => set(index, { kind })}
            options={(['earning', 'deduction'] as const).map((value) => ({ value, label: t(`kinds.${value}`) }))}
            style={{ width: 130 }}
          />
          <CurrencyInput value={line.amount} onChange={(amount) => set(index, { amount })} aria-label={t('offCycle.amount')} />
          <Input
            value={line.reason}
            maxLength={PAYRUN_LIMITS.maxReasonLength}
            placeholder={t('offCycle.reason')}
            aria-label={t('offCycle.reason')}
            onChange={(event) => set(index, { reason: event.target.value })}
          />
          {lines.length > 1 && (
            <Button onClick={() => onChange(lines.filter((_, at) => at !== index))} aria-label={t('offCycle.removeLine')}>
              {t('offCycle.removeLine')}
            </Button>
          )}
        </Space>
      ))}
      {lines.length < PAYRUN_LIMITS.maxCorrectionLines && (
        <Button type="dashed" onClick={() => onChange([...lines, { kind: 'earning', amount: null, reason: '' }])}>
          {t('offCycle.addLine')}
        </Button>
      )}
    </Space>
  );
}
