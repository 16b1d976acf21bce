import { describeGoldenCases, type GoldenCase } from '../../testing/golden.ts';
import * as id from '../index.ts';
import golden from '../cases/golden.json';
import extra from '../cases/extra.json';

describeGoldenCases('Indonesia golden cases (statutory-cases/id.json)', golden as GoldenCase[], id);
describeGoldenCases('Indonesia extra cases (boundaries and dated changes)', extra as GoldenCase[], id);
import workers from '../cases/workers.json';

describeGoldenCases('Indonesia workers (non-residents, non-permanent, lump sums, DTP, JP)', workers as GoldenCase[], id);
