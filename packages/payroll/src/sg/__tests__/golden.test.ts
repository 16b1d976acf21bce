import { describeGoldenCases, type GoldenCase } from '../../testing/golden.ts';
import * as sg from '../index.ts';
import golden from '../cases/golden.json';
import extra from '../cases/extra.json';
import workers from '../cases/workers.json';

describeGoldenCases('Singapore golden cases (statutory-cases/sg.json)', golden as GoldenCase[], sg);
describeGoldenCases('Singapore extra cases (boundaries and dated changes)', extra as GoldenCase[], sg);
describeGoldenCases('Singapore workers, pay and periods (seniors, SPR rate types, foreign worker levy, 2024)', workers as GoldenCase[], sg);
