import { describeGoldenCases, type GoldenCase } from '../../testing/golden.ts';
import * as sg from '../index.ts';
import golden from '../cases/golden.json';
import extra from '../cases/extra.json';

describeGoldenCases('Singapore golden cases (statutory-cases/sg.json)', golden as GoldenCase[], sg);
describeGoldenCases('Singapore extra cases (boundaries and dated changes)', extra as GoldenCase[], sg);
