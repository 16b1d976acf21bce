import type { PowerEditChange } from '@tenaga/contracts/modules/attendance-power-edit.contracts';

/** What HR put in a cell before saving: times (either may stay as it is), a day off, or nothing. */
export type CellEdit =
  { readonly action: 'set'; readonly in: string | null; readonly out: string | null } | { readonly action: 'dayOff' | 'clear' };

export const cellKey = (employeeId: string, date: string) => `${employeeId}|${date}`;

/** The edits not yet saved, and the ones before each (undo steps back through them). */
export interface EditState {
  readonly edits: ReadonlyMap<string, CellEdit>;
  readonly history: readonly ReadonlyMap<string, CellEdit>[];
}

export const EMPTY_EDITS: EditState = { edits: new Map(), history: [] };

export function applyEdit(state: EditState, key: string, edit: CellEdit): EditState {
  const edits = new Map(state.edits);
  edits.set(key, edit);
  return { edits, history: [...state.history, state.edits] };
}

export function undo(state: EditState): EditState {
  const previous = state.history.at(-1);
  return previous ? { edits: previous, history: state.history.slice(0, -1) } : state;
}

/** Drops the saved cells' edits, keeping those that failed (and nothing to undo back into). */
export function keepOnly(state: EditState, keys: ReadonlySet<string>): EditState {
  return { edits: new Map([...state.edits].filter(([key]) => keys.has(key))), history: [] };
}

const TIME = /^(\d{1,2})(?::?(\d{2}))?$/;

/** '9', '0900', '9:00' or '09:00' as 'HH:MM'; null when it is none of them. */
export function normaliseTime(text: string): string | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * What HR typed in a cell: 'in–out' ('09:00-18:00', '9 18'), an in alone ('09:00'), an out alone
 * ('-18:00'). Empty: clear the day. 'invalid' for anything else.
 */
export function parseCellText(text: string): CellEdit | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return { action: 'clear' };
  const parts = trimmed.split(/\s*[-–—\s]\s*/);
  if (parts.length > 2) return 'invalid';
  const [first = '', second] = parts;
  const clockIn = first === '' ? null : normaliseTime(first);
  const clockOut = second === undefined || second === '' ? null : normaliseTime(second);
  if ((first !== '' && clockIn === null) || (second !== undefined && second !== '' && clockOut === null)) return 'invalid';
  if (clockIn === null && clockOut === null) return 'invalid';
  return { action: 'set', in: clockIn, out: clockOut };
}

/** A cell's text as HR edits it. */
export const cellText = (times: { readonly in: string | null; readonly out: string | null }) =>
  times.in === null && times.out === null ? '' : `${times.in ?? ''}–${times.out ?? ''}`;

/** The batch Save sends. */
export function changesOf(edits: ReadonlyMap<string, CellEdit>): PowerEditChange[] {
  return [...edits].map(([key, edit]) => {
    const [employeeId = '', date = ''] = key.split('|');
    return edit.action === 'set'
      ? { employeeId, date, action: 'set', in: edit.in, out: edit.out }
      : { employeeId, date, action: edit.action, in: null, out: null };
  });
}
