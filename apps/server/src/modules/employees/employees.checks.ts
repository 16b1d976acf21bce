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

  /** The employment number and the identification number are the company's only once (`exceptId`: the record being saved): each one taken, on its field. */
  async function uniquenessErrors(
    tx: Transaction,
    companyId: string,
    input: {
      values: { employmentNumber?: string | undefined; identificationType?: string | undefined; identificationNumber?: string | undefined };
      fieldPrefix: { job: string; personal: string };
      exceptId?: string;
    },
  ): Promise<{ code: 'EMPLOYMENT_NUMBER_TAKEN' | 'IDENTIFICATION_TAKEN'; field: string; message: string }[]> {
    const { values, fieldPrefix, exceptId } = input;
    const taken: { code: 'EMPLOYMENT_NUMBER_TAKEN' | 'IDENTIFICATION_TAKEN'; field: string; message: string }[] = [];
    if (
      values.employmentNumber &&
      (await repo.employmentNumberTaken(tx, companyId, { employmentNumber: values.employmentNumber, exceptId }))
    ) {
      taken.push({
        code: 'EMPLOYMENT_NUMBER_TAKEN',
        field: `${fieldPrefix.job}employmentNumber`,
        message: 'validation:employmentNumberTaken',
      });
    }
    if (
      values.identificationType &&
      values.identificationNumber &&
      (await repo.identificationTaken(tx, companyId, { type: values.identificationType, number: values.identificationNumber, exceptId }))
    ) {
      taken.push({
        code: 'IDENTIFICATION_TAKEN',
        field: `${fieldPrefix.personal}identificationNumber`,
        message: 'validation:identificationTaken',
      });
    }
    return taken;
  }

  /** Fails with every taken value on its field at once; the code is the first one's. */
  async function assertUnique(tx: Transaction, companyId: string, input: Parameters<typeof uniquenessErrors>[2]) {
    const taken = await uniquenessErrors(tx, companyId, input);
    if (taken.length)
      throw new AppError(taken[0]!.code, { fieldErrors: Object.fromEntries(taken.map(({ field, message }) => [field, message])) });
  }

  /** The record's problems and its taken values, all on their fields in one error (the form shows them at once). */
  async function assertValidAndUnique(
    tx: Transaction,
    companyId: string,
    input: Parameters<typeof uniquenessErrors>[2] & { problems: RecordProblems },
  ) {
    const taken = await uniquenessErrors(tx, companyId, input);
    if (!Object.keys(input.problems.errors).length) {
      if (taken.length)
        throw new AppError(taken[0]!.code, { fieldErrors: Object.fromEntries(taken.map(({ field, message }) => [field, message])) });
      return;
    }
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { ...input.problems.errors, ...Object.fromEntries(taken.map(({ field, message }) => [field, message])) },
      values: input.problems.values,
    });
  }

  return { assertLinksExist, assertDeploymentsValid, assertUnique, assertValidAndUnique };
}

export type RecordChecks = ReturnType<typeof createRecordChecks>;
