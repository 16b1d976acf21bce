import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { computePayslip, PayrollInputError } from '@tenaga/payroll';
import { AppError } from '../../lib/app-error.ts';
import { bindRoute } from '../../plugins/route-binding.ts';

/** The statutory calculator: the payroll package itself, no second implementation. */
export function registerPayrollRoutes(app: FastifyInstance): void {
  bindRoute(app, contracts.previewStatutory, async ({ body }) => {
    try {
      // Each line's trace is built when the response serializer reads it.
      return computePayslip(body as unknown as Parameters<typeof computePayslip>[0]) as unknown as contracts.ResponseOf<
        typeof contracts.previewStatutory
      >;
    } catch (error) {
      if (error instanceof PayrollInputError) {
        throw new AppError('UNPROCESSABLE', { fieldErrors: { [error.field]: 'validation:invalidValue' }, cause: error });
      }
      throw error;
    }
  });
}
