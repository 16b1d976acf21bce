import { assertSeries, type DatedSeries } from '../../core/dated.ts';

export const SHG_FUNDS = ['CDAC', 'ECF', 'MBMF', 'SINDA'] as const;
export type ShgFund = (typeof SHG_FUNDS)[number];

/** One row of a fund's table: total wages above the previous row's limit up to and including `upTo`. */
export interface ShgRow {
  /** null on the last, open-ended row. */
  readonly upTo: string | null;
  readonly amount: string;
}

export interface ShgTable {
  /** The fund's full name and who contributes (the API leaves the choice of fund to the caller). */
  readonly who: string;
  readonly rows: readonly ShgRow[];
}

const rows = (cells: readonly (readonly [string | null, string])[]): ShgRow[] => cells.map(([upTo, amount]) => ({ upTo, amount }));

export const SHG_TABLES: Readonly<Record<ShgFund, DatedSeries<ShgTable>>> = {
  CDAC: assertSeries(
    [
      {
        from: '2015-01',
        source:
          'CDAC contribution table from 1 Jan 2015 (Talenox knowledge base "Employee Contributions to Self-Help Groups"; ' +
          'two independent open-source tables agree). No revision found for 2025-2026.',
        note: 'Medium confidence: check cpf.gov.sg "Contributions to SHGs" before go-live (statutory-rules.md 1.10).',
        value: {
          who: 'Chinese Development Assistance Council: Chinese Singapore Citizens and SPRs',
          rows: rows([
            ['2000', '0.50'],
            ['3500', '1.00'],
            ['5000', '1.50'],
            ['7500', '2.00'],
            [null, '3.00'],
          ]),
        },
      },
    ],
    'CDAC table',
  ),
  ECF: assertSeries(
    [
      {
        from: '2015-01',
        source:
          'Eurasian Community Fund contribution table from 1 Jan 2015 (Talenox knowledge base; open-source tables agree). ' +
          'No revision found for 2025-2026.',
        note: 'Medium confidence: check cpf.gov.sg "Contributions to SHGs" before go-live (statutory-rules.md 1.10).',
        value: {
          who: 'Eurasian Community Fund: Eurasian Singapore Citizens and SPRs',
          rows: rows([
            ['1000', '2.00'],
            ['1500', '4.00'],
            ['2500', '6.00'],
            ['4000', '9.00'],
            ['7000', '12.00'],
            ['10000', '16.00'],
            [null, '20.00'],
          ]),
        },
      },
    ],
    'ECF table',
  ),
  MBMF: assertSeries(
    [
      {
        from: '2016-06',
        source:
          'Mosque Building and Mendaki Fund table revised by Muis from 1 Jun 2016 (Straits Times, 12 Mar 2016; Talenox ' +
          'knowledge base). No revision found for 2025-2026.',
        note: 'Medium confidence: check cpf.gov.sg "Contributions to SHGs" before go-live (statutory-rules.md 1.10).',
        value: {
          who: 'Mosque Building and Mendaki Fund: all Muslim employees, foreigners included',
          rows: rows([
            ['1000', '3.00'],
            ['2000', '4.50'],
            ['3000', '6.50'],
            ['4000', '15.00'],
            ['6000', '19.50'],
            ['8000', '22.00'],
            ['10000', '24.00'],
            [null, '26.00'],
          ]),
        },
      },
    ],
    'MBMF table',
  ),
  SINDA: assertSeries(
    [
      {
        from: '2015-01',
        source:
          'SINDA contribution table from 1 Jan 2015 (sinda.org.sg/contribution, the official table; it is followed where ' +
          'open-source tables differ, statutory-rules.md section 6, point 3). No revision found for 2025-2026.',
        value: {
          who: 'Singapore Indian Development Association: Indian Singapore Citizens, SPRs and Employment Pass holders',
          rows: rows([
            ['1000', '1.00'],
            ['1500', '3.00'],
            ['2500', '5.00'],
            ['4500', '7.00'],
            ['7500', '9.00'],
            ['10000', '12.00'],
            ['15000', '18.00'],
            [null, '30.00'],
          ]),
        },
      },
    ],
    'SINDA table',
  ),
};
