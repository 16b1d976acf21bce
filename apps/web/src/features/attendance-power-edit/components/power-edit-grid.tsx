import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Input, Tooltip, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { PowerEditCell, PowerEditGrid } from '@tenaga/contracts/modules/attendance-power-edit.contracts';
import { cellKey, cellText, parseCellText, type CellEdit } from './power-edit-model.ts';

export interface GridPosition {
  readonly row: number;
  readonly column: number;
}

interface Props {
  readonly grid: PowerEditGrid;
  readonly edits: ReadonlyMap<string, CellEdit>;
  /** Cells whose save failed, with why. */
  readonly failures: ReadonlyMap<string, string>;
  readonly active: GridPosition;
  readonly onActivate: (position: GridPosition) => void;
  readonly onEdit: (key: string, edit: CellEdit) => void;
  readonly onUndo: () => void;
  readonly canEdit: boolean;
  /** Someone tried to edit a cell of a locked period. */
  readonly onLocked: () => void;
}

const border = '1px solid var(--ant-color-border-secondary, #f0f0f0)';

/** What a cell shows: its edit when it has one, else the day's punches, a day off, or nothing. */
function useCellWords() {
  const { t } = useTranslation('attendancePowerEdit');
  return (cell: PowerEditCell, edit: CellEdit | undefined): string => {
    if (edit?.action === 'dayOff') return t('cell.dayOff');
    if (edit?.action === 'clear') return t('cell.cleared');
    if (edit?.action === 'set') return cellText({ in: edit.in ?? cell.in, out: edit.out ?? cell.out });
    if (cell.in === null && cell.out === null) return cell.kind === 'rest' || cell.kind === 'publicHoliday' ? t('cell.rest') : '';
    return cellText(cell);
  };
}

/**
 * The grid of employees × days: arrows move, Enter (or typing) edits the cell, Enter again keeps
 * the edit and Escape drops it, Delete clears the day, Ctrl+Z undoes the last edit. A changed cell
 * is outlined; a cell of a locked period cannot be edited.
 */
export function PowerEditGridTable({ grid, edits, failures, active, onActivate, onEdit, onUndo, canEdit, onLocked }: Props) {
  const { t } = useTranslation('attendancePowerEdit');
  const words = useCellWords();
  const [editing, setEditing] = useState<{ text: string; error: boolean } | null>(null);
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const dates = grid.rows[0]?.days.map((day) => day.date) ?? [];
  const activeRow = grid.rows[active.row];
  const activeCell = activeRow?.days[active.column];

  useEffect(() => {
    if (editing) return;
    cells.current.get(`${active.row}:${active.column}`)?.focus({ preventScroll: false });
  }, [active, editing]);

  const startEditing = (initial?: string) => {
    if (!canEdit || !activeRow || !activeCell) return;
    if (activeCell.locked) {
      onLocked();
      return;
    }
    const edit = edits.get(cellKey(activeRow.employeeId, activeCell.date));
    const current =
      edit?.action === 'set' ? cellText({ in: edit.in ?? activeCell.in, out: edit.out ?? activeCell.out }) : cellText(activeCell);
    setEditing({ text: initial ?? current, error: false });
  };

  const commit = () => {
    if (!editing || !activeRow || !activeCell) return;
    const parsed = parseCellText(editing.text);
    if (parsed === 'invalid') {
      setEditing({ ...editing, error: true });
      return;
    }
    // Typing the times a cell has already changes nothing.
    if (!(parsed.action === 'set' && parsed.in === activeCell.in && parsed.out === activeCell.out))
      onEdit(cellKey(activeRow.employeeId, activeCell.date), parsed);
    setEditing(null);
  };

  const move = (rows: number, columns: number) => {
    const row = Math.min(Math.max(active.row + rows, 0), grid.rows.length - 1);
    const column = Math.min(Math.max(active.column + columns, 0), dates.length - 1);
    onActivate({ row, column });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (editing) return;
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const step = moves[event.key];
    if (step) {
      event.preventDefault();
      move(...step);
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      startEditing();
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && canEdit && activeRow && activeCell) {
      event.preventDefault();
      if (activeCell.locked) onLocked();
      else onEdit(cellKey(activeRow.employeeId, activeCell.date), { action: 'clear' });
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      onUndo();
    } else if (/^[0-9]$/.test(event.key) && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      startEditing(event.key);
    }
  };

  return (
    <div style={{ overflow: 'auto', maxHeight: '65vh', border }}>
      <table
        role="grid"
        aria-label={t('gridLabel')}
        aria-rowcount={grid.rows.length + 1}
        onKeyDown={onKeyDown}
        style={{ borderCollapse: 'separate', borderSpacing: 0, width: 'max-content', minWidth: '100%' }}
      >
        <thead>
          <tr>
            <th
              scope="col"
              style={{
                position: 'sticky',
                top: 0,
                left: 0,
                zIndex: 3,
                background: 'var(--ant-color-bg-container, #fff)',
                padding: 8,
                borderBottom: border,
                textAlign: 'start',
                minWidth: 140,
              }}
            >
              {t('columns.employee')}
            </th>
            {dates.map((date) => (
              <th
                key={date}
                scope="col"
                style={{
                  position: 'sticky',
                  top: 0,
                  zIndex: 2,
                  background: 'var(--ant-color-bg-container, #fff)',
                  padding: 8,
                  borderBottom: border,
                  minWidth: 104,
                  fontWeight: 500,
                }}
              >
                <div>{dayjs(date).format('ddd')}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {dayjs(date).format('D MMM')}
                </Typography.Text>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row, rowIndex) => (
            <tr key={row.employeeId}>
              <th
                scope="row"
                style={{
                  position: 'sticky',
                  left: 0,
                  zIndex: 1,
                  background: 'var(--ant-color-bg-container, #fff)',
                  padding: 8,
                  borderBottom: border,
                  textAlign: 'start',
                  fontWeight: 400,
                }}
              >
                <div>{row.employeeName}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.employmentNumber}
                </Typography.Text>
              </th>
              {row.days.map((cell, column) => {
                const key = cellKey(row.employeeId, cell.date);
                const edit = edits.get(key);
                const failure = failures.get(key);
                const isActive = rowIndex === active.row && column === active.column;
                const isEditing = isActive && editing !== null;
                const outline = failure
                  ? '2px solid var(--ant-color-error, #ff4d4f)'
                  : edit
                    ? '2px solid var(--ant-color-primary, #1677ff)'
                    : undefined;
                return (
                  <td
                    key={cell.date}
                    ref={(element) => {
                      if (element) cells.current.set(`${rowIndex}:${column}`, element);
                      else cells.current.delete(`${rowIndex}:${column}`);
                    }}
                    role="gridcell"
                    tabIndex={isActive ? 0 : -1}
                    aria-selected={isActive}
                    aria-readonly={cell.locked || !canEdit}
                    aria-label={`${row.employeeName}, ${dayjs(cell.date).format('D MMM')}: ${words(cell, edit) || t('cell.empty')}${cell.locked ? `, ${t('cell.locked')}` : ''}${edit ? `, ${t('cell.changed')}` : ''}`}
                    data-cell={key}
                    data-changed={edit ? 'true' : undefined}
                    onClick={() => onActivate({ row: rowIndex, column })}
                    onDoubleClick={() => {
                      onActivate({ row: rowIndex, column });
                      setTimeout(() => startEditing(), 0);
                    }}
                    style={{
                      padding: 4,
                      borderBottom: border,
                      borderInlineStart: border,
                      textAlign: 'center',
                      whiteSpace: 'nowrap',
                      cursor: cell.locked ? 'not-allowed' : 'cell',
                      background: cell.locked
                        ? 'var(--ant-color-fill-tertiary, #f5f5f5)'
                        : isActive
                          ? 'var(--ant-color-primary-bg, #e6f4ff)'
                          : undefined,
                      outline,
                      outlineOffset: -2,
                    }}
                  >
                    {isEditing ? (
                      <Input
                        size="small"
                        autoFocus
                        value={editing.text}
                        status={editing.error ? 'error' : undefined}
                        aria-label={t('cell.editLabel')}
                        aria-invalid={editing.error}
                        placeholder="09:00–18:00"
                        style={{ width: 110 }}
                        onChange={(event) => setEditing({ text: event.target.value, error: false })}
                        onKeyDown={(event) => {
                          if (event.key === 'Enter') {
                            event.preventDefault();
                            commit();
                          } else if (event.key === 'Escape') {
                            event.preventDefault();
                            event.stopPropagation();
                            setEditing(null);
                          }
                        }}
                        onBlur={() => setEditing(null)}
                      />
                    ) : (
                      <Tooltip title={failure ?? (cell.locked ? t('cell.lockedHelp') : undefined)}>
                        <span>
                          {cell.locked && <LockOutlined aria-hidden style={{ marginInlineEnd: 4, opacity: 0.6 }} />}
                          {words(cell, edit) || '\u00a0'}
                        </span>
                      </Tooltip>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {editing?.error && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', padding: 8 }}>
          {t('cell.invalid')}
        </Typography.Text>
      )}
    </div>
  );
}
