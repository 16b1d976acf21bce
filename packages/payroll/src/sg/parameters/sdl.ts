import { assertSeries, type DatedSeries } from '../../core/dated.ts';

export interface SdlRules {
  readonly rate: string;
  readonly minimum: string;
  readonly maximum: string;
}

export const SDL_RULES: DatedSeries<SdlRules> = assertSeries(
  [
    {
      from: '2008-10',
      source:
        'Skills Development Levy Act (Cap. 306) s.3(1) and (1A), as amended by Act 20 of 2008 with effect from 1 Oct 2008 ' +
        '(sso.agc.gov.sg): 0.25% of the total remuneration for the month, at least $2 and at most $11.25 ' +
        '(remuneration of $800 or less pays $2; above $4,500 pays $11.25). No change through 2026.',
      note:
        "Cents are dropped from the employer's monthly SDL total, not from each employee's levy; the per-employee levy " +
        'is kept to the cent, half up, as no source states its rounding (statutory-rules.md section 6, point 4).',
      value: { rate: '0.0025', minimum: '2', maximum: '11.25' },
    },
  ],
  'Skills Development Levy',
);
