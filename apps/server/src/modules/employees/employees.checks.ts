import type { Deployment } from '@tenaga/contracts';
import type { Transaction } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ModuleServices } from '../../platform/module.ts';
import type { LinkChecks } from './employees.links.ts';
import * as repo from './employees.repository.ts';
import type { RecordProblems } from './employees.validation.ts';

/** The rules' problems as one validation error, each on its field. */
export function assertValid(problems: RecordProblems): void {
  if (Object.keys(problems.errors).length)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: problems.errors, values: problems.values });
}

/** What a record is checked against in the database: what it names exists, and what must be unique is. */
export function createRecordChecks(deps: {
  links: Pick<LinkChecks, 'missingLinks'>;
  clientContracts: Pick<ModuleServices['clientContracts'], 'unknownLocations'>;
}) {
  async function assertLinksExist(tx: Transaction, companyId: string, links: Parameters<LinkChecks['missingLinks']>[2]) {
    const missing = await deps.links.missingLinks(tx, companyId, links);
    if (missing.length)
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: Object.fromEntries(missing.map((field) => [field, 'validation:invalidOption'])),
      });
  }

  /** Each deployment's location on its contract, the company's; a problem is named `<prefix>.<index>.locationId`. */
  async function assertDeploymentsValid(tx: Transaction, companyId: string, input: { deployments: readonly Deployment[]; prefix: string }) {
    const { deployments, prefix } = input;
    const invalid = await deps.clientContracts.unknownLocations(tx, companyId, deployments);
    if (invalid.length) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: Object.fromEntries(
          invalid.map((pair) => [`${prefix}.${deployments.indexOf(pair)}.locationId`, 'validation:invalidOption']),
        ),
      });
    }
  }

  /** The employment number and the identification number are the company's only once (`exceptId`: the record being saved). */
  async function assertUnique(
    tx: Transaction,
    companyId: string,
    input: {
      values: { employmentNumber?: string | undefined; identificationType?: string | undefined; identificationNumber?: string | undefined };
      fieldPrefix: { job: string; personal: string };
      exceptId?: string;
    },
  ) {
    const { values, fieldPrefix, exceptId } = input;
    if (
      values.employmentNumber &&
      (await repo.employmentNumberTaken(tx, companyId, { employmentNumber: values.employmentNumber, exceptId }))
    ) {
      throw new AppError('EMPLOYMENT_NUMBER_TAKEN', {
        fieldErrors: { [`${fieldPrefix.job}employmentNumber`]: 'validation:employmentNumberTaken' },
      });
    }
    if (
      values.identificationType &&
      values.identificationNumber &&
      (await repo.identificationTaken(tx, companyId, { type: values.identificationType, number: values.identificationNumber, exceptId }))
    ) {
      throw new AppError('IDENTIFICATION_TAKEN', {
        fieldErrors: { [`${fieldPrefix.personal}identificationNumber`]: 'validation:identificationTaken' },
      });
    }
  }

  return { assertLinksExist, assertDeploymentsValid, assertUnique };
}

export type RecordChecks = ReturnType<typeof createRecordChecks>;
