import { describeGoldenCases, type GoldenCase } from '../../testing/golden.ts';
import * as ph from '../index.ts';
import golden from '../cases/golden.json' with { type: 'json' };
import extra from '../cases/extra.json' with { type: 'json' };

describeGoldenCases('PH golden cases (statutory-cases/ph.json)', golden as GoldenCase[], ph);
describeGoldenCases('PH extra cases (boundaries, ceilings, dated data)', extra as GoldenCase[], ph);
import workers from '../cases/workers.json' with { type: 'json' };

describeGoldenCases('PH workers (minimum wage earners, de minimis, benefits cap, 2024 tables)', workers as GoldenCase[], ph);
