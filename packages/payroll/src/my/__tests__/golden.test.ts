import { describeGoldenCases, type GoldenCase } from '../../testing/golden.ts';
import * as my from '../index.ts';
import golden from '../cases/golden.json';
import extra from '../cases/extra.json';
import workers from '../cases/workers.json';

describeGoldenCases('Malaysia golden cases (statutory-cases/my.json)', golden as GoldenCase[], my);
describeGoldenCases('Malaysia extra cases (boundaries and dated changes)', extra as GoldenCase[], my);
describeGoldenCases('Malaysia workers, pay and periods (foreign workers, non-residents, bonuses, 2024)', workers as GoldenCase[], my);
