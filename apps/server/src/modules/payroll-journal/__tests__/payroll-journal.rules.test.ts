import { describe, expect, it } from 'vitest';
import { buildJournal, DEFAULT_JOURNAL_SETTINGS, duplicateCodes, journalFileName } from '../payroll-journal.rules.ts';

const sum = (code: string, kind: string, amount: string, costCentreId: string | null = null) => ({
  code,
  kind,
  label: `payruns:lines.${code}`,
  costCentreId,
  amount,
});

describe('buildJournal', () => {
  it('shows an account whose sum is negative on the other side and stays balanced', () => {
    // Basic 3,000.00 less unpaid leave 136.36 (its own account 5010) = gross 2,863.64; CPF employee 572.60; net 2,291.04.
    const journal = buildJournal({
      settings: { ...DEFAULT_JOURNAL_SETTINGS, accounts: [{ code: 'unpaidLeave', account: '5010', description: 'Unpaid leave' }] },
      sums: [sum('basic', 'earning', '3000.00'), sum('unpaidLeave', 'earning', '-136.36'), sum('cpf.employee', 'deduction', '572.60')],
      nets: [{ costCentreId: null, amount: '2291.04' }],
      costCentres: new Map(),
    });
    expect(journal.lines.map((line) => [line.account, line.debit, line.credit])).toEqual([
      ['6100', '3000.00', '0.00'],
      ['2100', '0.00', '2291.04'],
      ['2200', '0.00', '572.60'],
      ['5010', '0.00', '136.36'],
    ]);
    expect(journal).toMatchObject({ totals: { debit: '3000.00', credit: '3000.00' }, balanced: true });
    expect(journal.unmapped.map((entry) => entry.code)).toEqual(['basic', 'cpf.employee']);
  });

  it('says when debits and credits differ, and leaves out info lines and zero sums', () => {
    const journal = buildJournal({
      settings: DEFAULT_JOURNAL_SETTINGS,
      sums: [sum('basic', 'earning', '100.00'), sum('noScheme', 'info', '0.00'), sum('pcb', 'deduction', '0.00')],
      nets: [{ costCentreId: null, amount: '99.99' }],
      costCentres: new Map(),
    });
    expect(journal).toMatchObject({ totals: { debit: '100.00', credit: '99.99' }, balanced: false });
    expect(journal.unmapped.map((entry) => entry.code)).toEqual(['basic']);
  });

  it('adds up lines of codes sharing an account in a cost centre, and sorts people without one last', () => {
    const journal = buildJournal({
      settings: {
        ...DEFAULT_JOURNAL_SETTINGS,
        accounts: [
          { code: 'basic', account: '5000', description: 'Salaries' },
          { code: 'claims', account: '5000', description: '' },
        ],
      },
      sums: [sum('basic', 'earning', '10.10', 'a'), sum('claims', 'earning', '0.20', 'a'), sum('basic', 'earning', '1.00', null)],
      nets: [
        { costCentreId: 'a', amount: '10.30' },
        { costCentreId: null, amount: '1.00' },
      ],
      costCentres: new Map([['a', 'Alpha']]),
    });
    expect(journal.lines).toEqual([
      { account: '5000', description: 'Salaries', costCentreId: 'a', costCentre: 'Alpha', debit: '10.30', credit: '0.00' },
      { account: '2100', description: '', costCentreId: 'a', costCentre: 'Alpha', debit: '0.00', credit: '10.30' },
      { account: '5000', description: 'Salaries', costCentreId: null, costCentre: null, debit: '1.00', credit: '0.00' },
      { account: '2100', description: '', costCentreId: null, costCentre: null, debit: '0.00', credit: '1.00' },
    ]);
  });
});

describe('duplicateCodes and journalFileName', () => {
  it('names each repeat of a code, and a draft file', () => {
    expect(duplicateCodes([{ code: 'a' }, { code: 'b' }, { code: 'a' }, { code: 'a' }])).toEqual([2, 3]);
    expect(journalFileName({ period: '2026-01', status: 'calculated', format: 'csv' })).toBe('payroll-journal-2026-01-DRAFT.csv');
    expect(journalFileName({ period: '2026-01', status: 'locked', format: 'xlsx' })).toBe('payroll-journal-2026-01.xlsx');
  });
});
