import { Button, Dropdown, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RosterGrid } from '@tenaga/contracts/modules/attendance-settings.contracts';
import { useFormat } from '../../../lib/format.ts';
import { weekdayOf } from './roster-period.ts';
import { textOn } from './shift-words.tsx';

export interface CellChange {
  readonly employeeId: string;
  readonly date: string;
  /** A shift, null for a day off, or 'reset' to follow the pattern again. */
  readonly shiftId: string | null | 'reset';
}

/**
 * Employees × dates, each cell the shift (on its colour) or a day off; a cell changed on the grid
 * has a dashed outline. With `onChange`, a cell opens a menu of the shifts, a day off, and (for a
 * changed cell) back to the roster.
 */
export function RosterGridTable({ grid, onChange }: { readonly grid: RosterGrid; readonly onChange?: (change: CellChange) => void }) {
  const { t } = useTranslation('attendanceSettings');
  const format = useFormat();
  const shifts = new Map(grid.shifts.map((shift) => [shift.id, shift]));
  return (
    <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('grid.label')}>
      <table className="roster-grid" style={{ borderCollapse: 'collapse', minWidth: '100%' }}>
        <thead>
          <tr>
            <th
              scope="col"
              style={{
                position: 'sticky',
                left: 0,
                background: 'var(--ant-color-bg-container, #fff)',
                textAlign: 'start',
                padding: '4px 8px',
                minWidth: 160,
              }}
            >
              {t('fields.employee')}
            </th>
            {grid.dates.map((date) => (
              <th
                key={date}
                scope="col"
                style={{ padding: '4px 2px', fontWeight: 500, fontSize: 12, whiteSpace: 'nowrap', opacity: weekdayOf(date) >= 5 ? 0.7 : 1 }}
              >
                <div>{t(`weekdaysShort.${weekdayOf(date)}`)}</div>
                <div>{format.dayMonth(`${date}T12:00:00Z`)}</div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={row.employeeId} style={{ borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <th
                scope="row"
                style={{
                  position: 'sticky',
                  left: 0,
                  background: 'var(--ant-color-bg-container, #fff)',
                  textAlign: 'start',
                  padding: '4px 8px',
                  fontWeight: 400,
                }}
              >
                <div>{row.name}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.employmentNumber}
                </Typography.Text>
              </th>
              {row.cells.map((cell) => {
                const shift = cell.shiftId ? shifts.get(cell.shiftId) : undefined;
                const what = shift ? `${shift.name} ${shift.start}–${shift.end}` : t(cell.rostered ? 'roster.off' : 'roster.regularHours');
                const label =
                  t('grid.cell', { name: row.name, date: format.calendarDate(cell.date), what }) +
                  (cell.override ? ` (${t('grid.changed')})` : '');
                const look = {
                  width: 64,
                  height: 36,
                  padding: 0,
                  fontSize: 12,
                  color: shift ? textOn(shift.colour) : undefined,
                  background: shift?.colour,
                  borderStyle: cell.override ? ('dashed' as const) : undefined,
                  borderWidth: cell.override ? 2 : undefined,
                  borderColor: cell.override ? '#faad14' : undefined,
                  overflow: 'hidden',
                };
                // A long name is cut with an ellipsis; the cell's label and title hold the whole of it.
                const text = (
                  <span style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', paddingInline: 2 }}>
                    {shift ? shift.name : cell.rostered ? t('roster.offShort') : '—'}
                  </span>
                );
                return (
                  <td key={cell.date} style={{ padding: 2, textAlign: 'center' }}>
                    {onChange ? (
                      <Dropdown
                        trigger={['click']}
                        menu={{
                          items: [
                            ...grid.shifts.map((option) => ({ key: option.id, label: `${option.name} (${option.start}–${option.end})` })),
                            { key: 'off', label: t('roster.off') },
                            ...(cell.override ? [{ type: 'divider' as const }, { key: 'reset', label: t('grid.reset') }] : []),
                          ],
                          onClick: ({ key }) =>
                            onChange({
                              employeeId: row.employeeId,
                              date: cell.date,
                              shiftId: key === 'off' ? null : key === 'reset' ? 'reset' : key,
                            }),
                        }}
                      >
                        <Button size="small" style={look} aria-label={label} title={label}>
                          {text}
                        </Button>
                      </Dropdown>
                    ) : (
                      <div
                        aria-label={label}
                        title={label}
                        role="img"
                        style={{
                          ...look,
                          display: 'flex',
                          alignItems: 'center',
                          justifyContent: 'center',
                          borderRadius: 4,
                          border: look.borderStyle ? `2px dashed #faad14` : undefined,
                        }}
                      >
                        {text}
                      </div>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
