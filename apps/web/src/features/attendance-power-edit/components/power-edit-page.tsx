import { useMemo, useState } from 'react';
import { Alert, Button, Pagination, Segmented, Space, Typography } from 'antd';
import { CalendarOutlined, CloseOutlined, ImportOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { getPowerEditGrid, POWER_EDIT_LIMITS } from '@tenaga/contracts/modules/attendance-power-edit.contracts';
import { listEmployeeFilters, type FilterQuery } from '@tenaga/contracts/modules/employees/filters';
import { listPowerEditEmployees } from '@tenaga/contracts/modules/attendance-power-edit-host.contracts';
import { AdvancedFilter, EMPTY_FILTER_QUERY } from '../../../components/advanced-filter/advanced-filter.tsx';
import { PeriodStepper } from '../../../components/attendance-period/period-stepper.tsx';
import { useAddressPeriod } from '../../../components/attendance-period/use-address-period.ts';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useDirtyReport } from '../../../components/unsaved-changes.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useSavePowerEdit } from '../api/power-edit.mutations.ts';
import { PowerEditGridTable, type GridPosition } from './power-edit-grid.tsx';
import { ContractLocationSelect, placesApply, withPlaces } from './contract-location-select.tsx';
import { PowerEditImportModal } from './power-edit-import-modal.tsx';
import { applyEdit, cellKey, changesOf, EMPTY_EDITS, keepOnly, undo, type EditState } from './power-edit-model.ts';

type Span = 'week' | 'period';
const PAGE_SIZE = 50;

/** The Monday-to-Sunday week a date is in. */
function weekOf(date: string) {
  const day = dayjs(date);
  const monday = day.subtract((day.day() + 6) % 7, 'day');
  return { from: monday.format('YYYY-MM-DD'), to: monday.add(6, 'day').format('YYYY-MM-DD') };
}

/**
 * Attendance › Power edit: employees × days of a week or an attendance period, each cell the day's
 * clock-in and clock-out in the site's time. HR types times, marks days off or clears them; changed
 * cells are outlined and can be undone until Save sends them in one batch.
 */
export default function PowerEditPage() {
  const { t } = useTranslation('attendancePowerEdit');
  const { message, modal } = useFeedback();
  const showError = useErrorNotice();
  const canEdit = useMenuAccess('attendancePowerEdit') === 'edit';
  const period = useAddressPeriod();
  const span: Span = period.params.get('span') === 'week' ? 'week' : 'period';
  const range = span === 'week' ? weekOf(period.from) : { from: period.from, to: period.to };
  const [filter, setFilter] = useState<FilterQuery>(EMPTY_FILTER_QUERY);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<EditState>(EMPTY_EDITS);
  const [failures, setFailures] = useState<ReadonlyMap<string, string>>(new Map());
  const [active, setActive] = useState<GridPosition>({ row: 0, column: 0 });
  const [importing, setImporting] = useState(false);
  const categories = useContractQuery(listEmployeeFilters);
  // The power-edit host's reads (spec §7): its employees, and its contracts and locations to narrow the grid by.
  const employees = useContractQuery(listPowerEditEmployees);
  const [places, setPlaces] = useState<string[]>([]);
  const grid = useContractQuery(getPowerEditGrid, {
    body: { ...range, filter: withPlaces(filter, places), start: (page - 1) * PAGE_SIZE, length: PAGE_SIZE },
  });
  const save = useSavePowerEdit();
  const dirty = state.edits.size > 0;
  useDirtyReport(dirty);

  const activeCell = useMemo(() => {
    const row = grid.data?.rows[active.row];
    const cell = row?.days[active.column];
    return row && cell ? { key: cellKey(row.employeeId, cell.date), locked: cell.locked } : null;
  }, [grid.data, active]);

  // Moving to another range or page drops unsaved edits: ask first.
  const leaving = (go: () => void) => {
    if (!dirty) return go();
    modal.confirm({
      title: t('common:confirmation'),
      content: t('discardQuestion'),
      okText: t('discard'),
      cancelText: t('common:cancel'),
      onOk: () => {
        setState(EMPTY_EDITS);
        setFailures(new Map());
        go();
      },
    });
  };
  const setSpan = (next: Span) =>
    leaving(() =>
      period.setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 'week') {
          const week = weekOf(dayjs().format('YYYY-MM-DD'));
          updated.set('span', 'week');
          updated.set('from', week.from);
          updated.set('to', week.to);
        } else {
          updated.delete('span');
          updated.delete('from');
          updated.delete('to');
        }
        return updated;
      }),
    );
  const stepRange = (direction: 1 | -1) =>
    leaving(() => {
      if (span === 'period') return period.step(direction);
      const next = weekOf(
        dayjs(range.from)
          .add(direction * 7, 'day')
          .format('YYYY-MM-DD'),
      );
      period.setPeriod(next);
    });

  const edit = (key: string, change: Parameters<typeof applyEdit>[2]) => {
    setState((current) => applyEdit(current, key, change));
    setFailures((current) => {
      const next = new Map(current);
      next.delete(key);
      return next;
    });
  };
  const markActive = (action: 'dayOff' | 'clear') => {
    if (!activeCell) return;
    if (activeCell.locked) return void message.warning(t('cell.lockedHelp'));
    edit(activeCell.key, { action });
  };

  const submit = async () => {
    try {
      const { results } = await save.mutateAsync(changesOf(state.edits));
      const failed = new Map(
        results
          .filter((result) => !result.ok)
          .map((result) => [cellKey(result.employeeId, result.date), result.message ?? t('failedToUpdate')]),
      );
      setFailures(failed);
      setState((current) => keepOnly(current, new Set(failed.keys())));
      if (failed.size === 0) void message.success(t('saved', { count: results.length }));
      else void message.error(t('savedWithFailures', { failed: failed.size, count: results.length }));
    } catch (error) {
      showError(error);
    }
  };

  const total = grid.data?.total ?? 0;
  return (
    <Page title={t('title')}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented<Span>
          value={span}
          onChange={setSpan}
          options={[
            { value: 'week', label: t('span.week') },
            { value: 'period', label: t('span.period') },
          ]}
          aria-label={t('span.label')}
        />
        <PeriodStepper from={range.from} to={range.to} onStep={stepRange} label={t(`span.${span}`)} />
        <AdvancedFilter
          mode="modal"
          categories={categories.data ?? []}
          loading={categories.isPending}
          value={filter}
          onChange={(next) =>
            leaving(() => {
              setFilter(next);
              setPage(1);
            })
          }
          employees={{ options: employees.data ?? [], loading: employees.isPending }}
        />
        <ContractLocationSelect
          disabled={!placesApply(filter)}
          value={places}
          onChange={(next) =>
            leaving(() => {
              setPlaces(next);
              setPage(1);
            })
          }
        />
      </Space>
      {canEdit && (
        <Space wrap style={{ marginBottom: 12 }}>
          <Button
            type="primary"
            icon={<SaveOutlined aria-hidden />}
            disabled={!dirty}
            loading={save.isPending}
            onClick={() => void submit()}
          >
            {t('save', { count: state.edits.size })}
          </Button>
          <Button
            icon={<UndoOutlined aria-hidden />}
            disabled={state.history.length === 0}
            onClick={() => setState(undo)}
            title={t('undoShortcut')}
          >
            {t('undo')}
          </Button>
          <Button icon={<CalendarOutlined aria-hidden />} disabled={!activeCell} onClick={() => markActive('dayOff')}>
            {t('dayOff')}
          </Button>
          <Button icon={<CloseOutlined aria-hidden />} disabled={!activeCell} onClick={() => markActive('clear')}>
            {t('clear')}
          </Button>
          <Button icon={<ImportOutlined aria-hidden />} onClick={() => setImporting(true)}>
            {t('import.button')}
          </Button>
        </Space>
      )}
      <Typography.Paragraph type="secondary">{canEdit ? t('intro') : t('introViewOnly')}</Typography.Paragraph>
      {failures.size > 0 && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title={t('failuresBanner', { count: failures.size })} />
      )}
      <QueryState isPending={grid.isPending} error={grid.error} onRetry={() => void grid.refetch()} errorTitle={t('failedToInitialize')}>
        {grid.data && grid.data.rows.length === 0 ? (
          <Typography.Paragraph>{t('empty')}</Typography.Paragraph>
        ) : (
          grid.data && (
            <>
              <PowerEditGridTable
                grid={grid.data}
                edits={state.edits}
                failures={failures}
                active={active}
                onActivate={setActive}
                onEdit={edit}
                onUndo={() => setState(undo)}
                canEdit={canEdit}
                onLocked={() => void message.warning(t('cell.lockedHelp'))}
              />
              {total > PAGE_SIZE && (
                <Pagination
                  style={{ marginTop: 12 }}
                  current={page}
                  pageSize={PAGE_SIZE}
                  total={Math.min(total, POWER_EDIT_LIMITS.maxRows * 1000)}
                  showSizeChanger={false}
                  onChange={(next) => leaving(() => setPage(next))}
                />
              )}
            </>
          )
        )}
      </QueryState>
      <PowerEditImportModal open={importing} onClose={() => setImporting(false)} />
    </Page>
  );
}
