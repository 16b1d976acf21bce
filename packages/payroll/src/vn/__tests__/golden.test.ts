import { describeGoldenCases, type GoldenCase } from '../../testing/golden.ts';
import * as vn from '../index.ts';
import golden from '../cases/golden.json';
import extra from '../cases/extra.json';

describeGoldenCases('Vietnam golden cases (statutory-cases/vn.json)', golden as GoldenCase[], vn);
describeGoldenCases('Vietnam extra cases (boundaries, caps, floors and dated changes)', extra as GoldenCase[], vn);
import workers from '../cases/workers.json';

describeGoldenCases('Vietnam workers (net salaries, casual and short contracts, foreigners, 2024 tables)', workers as GoldenCase[], vn);
