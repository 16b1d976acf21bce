import {
  checkClientContractImport,
  CreateClientContractBodySchema,
  getClientContractImportProblems,
  getClientContractImportSample,
  IMPORT_LIMITS,
  importClientContracts,
  issueMessage,
  issuePath,
  type CreateClientContractBody,
  type Language,
  safeParseInput,
} from '@tenaga/contracts';
import type { Translate } from '../../lib/i18n.ts';
import {
  isoDate,
  normalized,
  problemList,
  type ImportColumn,
  type ImportContext,
  type Importer,
  type ImportRow,
  type ImportWrite,
  type RowChecks,
  type SampleFile,
} from '../imports/index.ts';
import * as repo from './client-contracts.repository.ts';
import { clientContractNamesTaken, insertCheckedClientContract } from './client-contracts.service.ts';

/**
 * The columns of a contract file: one row per location. Rows naming the same contract make one
 * contract with all their locations; its details (client, dates) are written once, on any of its
 * rows, and must agree where repeated. A contract without a location is one row with the location empty.
 */
export const CONTRACT_COLUMNS: readonly ImportColumn[] = [
  { key: 'name', required: true, width: 28 },
  { key: 'client', width: 26 },
  { key: 'startDate', type: 'date', width: 14 },
  { key: 'endDate', type: 'date', width: 14 },
  { key: 'location', width: 26 },
  { key: 'address', width: 40 },
];

/** Locations one contract may bring (the create body's limit). */
const MAX_LOCATIONS = 100;

export interface PreparedClientContract {
  readonly row: number;
  readonly body: CreateClientContractBody;
}

const CONTRACT_FIELDS = ['client', 'startDate', 'endDate'] as const;

export function createClientContractImporter(deps: { translate: Translate }): Importer<PreparedClientContract[]> {
  const { translate } = deps;
  const columnLabel = (language: Language, key: string) => translate(language, `imports:contracts.columns.${key}`);

  return {
    kind: 'contracts',
    routes: {
      sample: getClientContractImportSample,
      check: checkClientContractImport,
      problems: getClientContractImportProblems,
      start: importClientContracts,
    },
    columns: CONTRACT_COLUMNS,
    columnLabel,

    async checkRows(
      context: ImportContext,
      rows: readonly ImportRow[],
      onProgress: (done: number) => void,
    ): Promise<RowChecks<PreparedClientContract[]>> {
      const { problems, recheck, empty } = problemList();

      // Rows by contract, in the order the contracts first appear.
      interface Group {
        readonly name: string;
        readonly rows: ImportRow[];
        /** Where each contract field was written first. */
        readonly fieldRow: Partial<Record<(typeof CONTRACT_FIELDS)[number], ImportRow>>;
        readonly locations: { row: ImportRow; name: string; address: string }[];
      }
      const groups = new Map<string, Group>();
      rows.forEach((row, index) => {
        if (index % 500 === 0) onProgress(index);
        const cell = (key: string) => row.values[key] ?? '';
        for (const column of ['startDate', 'endDate'] as const)
          if (cell(column) !== '' && isoDate(cell(column)) === null) recheck(row, column, { key: 'imports:reasons.date' });
        if (cell('name') === '') {
          empty(row, 'name');
          return;
        }
        const key = normalized(cell('name'));
        let group = groups.get(key);
        if (!group) {
          group = { name: cell('name'), rows: [], fieldRow: {}, locations: [] };
          groups.set(key, group);
        }
        group.rows.push(row);
        for (const field of CONTRACT_FIELDS) {
          if (cell(field) === '') continue;
          const first = group.fieldRow[field];
          if (!first) group.fieldRow[field] = row;
          else if (first.values[field] !== cell(field))
            recheck(row, field, { key: 'imports:reasons.contractDiffers', values: { row: first.number } });
        }
        if (cell('location') === '') {
          if (cell('address') !== '') empty(row, 'location');
          return;
        }
        const twin = group.locations.find((location) => normalized(location.name) === normalized(cell('location')));
        if (twin) recheck(row, 'location', { key: 'imports:reasons.repeatedInFile', values: { row: twin.row.number } });
        else if (group.locations.length >= MAX_LOCATIONS)
          recheck(row, 'location', { key: 'imports:reasons.tooManyLocations', values: { max: MAX_LOCATIONS } });
        else group.locations.push({ row, name: cell('location'), address: cell('address') });
      });
      onProgress(rows.length);

      const prepared: PreparedClientContract[] = [];
      for (const group of groups.values()) {
        const first = group.rows[0]!;
        const value = (field: (typeof CONTRACT_FIELDS)[number]) => group.fieldRow[field]?.values[field];
        const dateOf = (field: 'startDate' | 'endDate') => {
          const text = value(field);
          return text === undefined ? undefined : (isoDate(text) ?? text);
        };
        // The body of POST /contracts, with the create call's own rules.
        const parsed = safeParseInput(CreateClientContractBodySchema, {
          name: group.name,
          client: value('client'),
          startDate: dateOf('startDate'),
          endDate: dateOf('endDate'),
          locations: group.locations.map((location) => ({ name: location.name, address: location.address })),
        });
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            const [head, index, field] = issuePath(issue).split('.');
            const { key, values } = issueMessage(issue);
            if (head === 'locations' && index !== undefined)
              recheck(group.locations[Number(index)]!.row, field === 'address' ? 'address' : 'location', { key: key, values: values });
            else if (head === 'client' || head === 'startDate' || head === 'endDate')
              recheck(group.fieldRow[head] ?? first, head, { key: key, values: values });
            else recheck(first, 'name', { key: key, values: values });
          }
        } else prepared.push({ row: first.number, body: parsed.data });
      }

      const taken = await context.read((tx) =>
        clientContractNamesTaken(
          tx,
          context.companyId,
          [...groups.values()].map((group) => group.name),
        ),
      );
      for (const group of groups.values()) {
        if (taken.has(group.name.trim().replace(/\s+/g, ' ').toLowerCase()))
          recheck(group.rows[0]!, 'name', { key: 'imports:reasons.contractExists', values: { value: group.name } });
      }
      return { problems, prepared };
    },

    async write({ context, tx, actor, prepared, onProgress }: ImportWrite<PreparedClientContract[]>) {
      let locations = 0;
      for (const [index, contract] of prepared.entries()) {
        if (index % 50 === 0) onProgress(index / prepared.length);
        await insertCheckedClientContract(tx, actor, { companyId: context.companyId, contract: contract.body, now: context.now });
        locations += contract.body.locations.length;
      }
      onProgress(1);
      return { created: prepared.length, related: { locations } };
    },

    async sample(context: ImportContext): Promise<SampleFile> {
      const t = (key: string, values?: Record<string, unknown>) => translate(context.language, key, values);
      const header = (column: ImportColumn) => `${columnLabel(context.language, column.key)}${column.required ? ' *' : ''} [${column.key}]`;
      const existing = await context.read((tx) => repo.contractsWithLocations(tx, context.companyId));
      const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
      const example: Record<string, string | Date> = {
        name: t('imports:contracts.example.name'),
        client: t('imports:contracts.example.client'),
        startDate: utc('2025-01-01'),
        endDate: utc('2026-12-31'),
        location: t('imports:contracts.example.location'),
        address: t('imports:contracts.example.address'),
      };
      const notes: Record<string, string> = {
        name: `${t('imports:sample.hints.required')}\n${t('imports:contracts.hints.name')}`,
        startDate: t('imports:sample.hints.date'),
        endDate: t('imports:sample.hints.date'),
        location: t('imports:contracts.hints.location'),
      };
      return {
        dataSheet: {
          name: t('imports:contracts.sheet'),
          columns: CONTRACT_COLUMNS.map((column) => ({
            header: header(column),
            ...(notes[column.key] ? { note: notes[column.key]! } : {}),
            width: column.width ?? 20,
            format: column.type === 'date' ? 'date' : 'general',
          })),
          example: CONTRACT_COLUMNS.map((column) => example[column.key] ?? null),
          rows: IMPORT_LIMITS.maxRows.contracts,
        },
        codesSheet: {
          name: t('imports:contracts.existingSheet'),
          header: [t('imports:contracts.columns.name'), t('imports:contracts.columns.location'), t('imports:contracts.archivedColumn')],
          rows: existing.flatMap((contract) =>
            contract.locations.length === 0
              ? [[contract.name, '', contract.archived ? t('imports:contracts.archived') : '']]
              : contract.locations.map((location) => [
                  contract.name,
                  location.name,
                  contract.archived || location.archived ? t('imports:contracts.archived') : '',
                ]),
          ),
          widths: [34, 34, 16],
        },
      };
    },
  };
}
