import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '@tenaga/i18n';
import { installedAuditVocabularies, type AuditVocabulary } from '../../../lib/audit.ts';
import { loadServerTranslator, type Translate } from '../../../lib/i18n.ts';
import { createRegionFormat } from '../../../lib/region-format.ts';
import { createTestApp } from '../../../testing/index.ts';
import { describeEntry, humanize, type StoredEntry } from '../audit.describe.ts';

let translate: Translate;
beforeAll(async () => {
  translate = await loadServerTranslator();
});

const VOCABULARY: Record<string, AuditVocabulary> = {
  employee: {
    entity: 'employee',
    references: { jobTitleId: 'job-title', contractId: 'contract', locationId: 'contract-location' },
    fieldLabels: ['employees:fields.'],
    codes: { gender: 'reference:genders.', bankCode: (value) => (value === 'SG_DBS' ? 'DBS Bank' : null) },
  },
};

function read(
  entry: Partial<StoredEntry>,
  options: { language?: 'en' | 'vi'; actor?: string | null; current?: Record<string, string> } = {},
) {
  const language = options.language ?? 'en';
  return describeEntry(
    { entity: 'employee', entityId: 'e1', action: 'update', before: null, after: null, subject: 'Budi Santoso', names: null, ...entry },
    options.actor === undefined ? 'Ana Lim' : options.actor,
    {
      language,
      translate,
      format: createRegionFormat({ timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'hh:mm A' }, language),
      vocabulary: (entity) => VOCABULARY[entity],
      currentNames: new Map(Object.entries(options.current ?? {})),
    },
  );
}
const lines = (readable: { changes: { text: string }[] }) => readable.changes.map((change) => change.text);

const CLERK = '904019c2-0000-4000-8000-000000000001';
const SENIOR = '904019c2-0000-4000-8000-000000000002';

describe('an audit entry in words', () => {
  it('names ids as they were then, codes by their labels, and says each kind of change', () => {
    const readable = read({
      action: 'update-job',
      before: { jobTitleId: CLERK, gender: 'male', bankCode: null, hiringDate: '2024-01-02', active: true, email: 'a@example.com' },
      after: { jobTitleId: SENIOR, gender: 'female', bankCode: 'SG_DBS', hiringDate: '2024-02-01', active: false, email: null },
      names: { [CLERK]: 'Clerk', [SENIOR]: 'Senior Clerk' },
    });
    expect(readable.summary).toBe('Ana Lim changed the job details of Budi Santoso');
    expect(lines(readable)).toEqual([
      'Job title changed from Clerk to Senior Clerk',
      'Gender changed from Male to Female',
      'Bank set to DBS Bank',
      'Hiring date changed from 02/01/2024 to 01/02/2024',
      'Active changed from Yes to No',
      'Email cleared (was a@example.com)',
    ]);
    expect(readable.changes[0]).toMatchObject({ field: 'Job title', kind: 'changed', before: 'Clerk', after: 'Senior Clerk' });
  });

  it('diffs lists item by item and describes objects in a list by their fields, never as JSON', () => {
    const contract = '904019c2-0000-4000-8000-000000000003';
    const location = '904019c2-0000-4000-8000-000000000004';
    const readable = read(
      {
        action: 'update-deployments',
        before: { phones: ['+651', '+652'], deployments: [] },
        after: { phones: ['+651', '+653'], deployments: [{ contractId: contract, locationId: location, from: '2026-01-05', to: null }] },
      },
      { current: { [contract]: 'Acme', [location]: 'Harbourfront' } },
    );
    expect(lines(readable)).toEqual([
      'Phone numbers: removed +652',
      'Phone numbers: added +653',
      'Location deployments: added Contract: Acme, Location: Harbourfront, From: 05/01/2026',
    ]);
    expect(lines(readable).join('\n')).not.toMatch(/[{}"]/);
  });

  it('walks nested objects by their labels and lists a create’s values', () => {
    const role = describeEntry(
      {
        entity: 'role',
        entityId: 'r1',
        action: 'create',
        before: null,
        after: { name: 'Clerks', menuGrants: { users: 'edit' }, fieldGrants: { public: { 'user.email': 'none' } }, dataScope: 'team' },
        subject: null,
        names: null,
      },
      null,
      {
        language: 'en',
        translate,
        format: createRegionFormat({ timezone: 'UTC', dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm' }, 'en'),
        vocabulary: () => undefined,
        currentNames: new Map(),
      },
    );
    // No subject was kept: the name in the values stands in; no actor: the system.
    expect(role.summary).toBe('System created role Clerks');
    expect(lines(role)).toEqual([
      'Name: Clerks',
      'Menu access › Users: View and edit',
      "Field access › Other people's records › User › Email: Hidden",
      'Data scope: Own team',
    ]);
  });

  it('falls back to words for what no catalog names yet, and marks ids nobody can name', () => {
    const readable = read({
      entity: 'gadget',
      action: 'frobnicate-twice',
      subject: null,
      before: { colourCode: 'x', ownerId: '904019c2-0000-4000-8000-00000000000f' },
      after: { colourCode: 'y', ownerId: null },
    });
    expect(readable.summary).toBe('Ana Lim: Frobnicate twice (the gadget record)');
    expect(lines(readable)).toEqual(['Colour code changed from x to y', 'Owner id cleared (was (a record that no longer exists))']);
    expect(humanize('ICNumberMasking')).toBe('IC number masking');
  });

  it('speaks the reader’s language', () => {
    const readable = read(
      {
        action: 'update-job',
        before: { jobTitleId: CLERK },
        after: { jobTitleId: SENIOR },
        names: { [CLERK]: 'Clerk', [SENIOR]: 'Senior Clerk' },
      },
      { language: 'vi' },
    );
    expect(readable.summary).toBe('Ana Lim đã thay đổi thông tin công việc của Budi Santoso');
    expect(lines(readable)).toEqual(['Chức danh đổi từ Clerk thành Senior Clerk']);
  });
});

describe('region formats', () => {
  it('write dates and times as the reader’s settings say, in their language', () => {
    const at = Date.UTC(2026, 10, 27, 12, 40);
    expect(createRegionFormat({ timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'hh:mm A' }, 'en').dateTime(at)).toBe(
      '27/11/2026 08:40 PM',
    );
    expect(createRegionFormat({ timezone: 'Asia/Singapore', dateFormat: 'YYYY-MM-DD', timeFormat: 'hh:mm A' }, 'zh').dateTime(at)).toBe(
      '2026-11-27 下午08:40',
    );
    expect(createRegionFormat({ timezone: 'Asia/Ho_Chi_Minh', dateFormat: 'M/D/YYYY', timeFormat: 'HH:mm' }, 'vi').dateTime(at)).toBe(
      '11/27/2026 19:40',
    );
    expect(createRegionFormat({ timezone: 'UTC', dateFormat: 'DD-MMM-YYYY', timeFormat: 'HH:mm' }, 'en').calendarDate('2026-03-09')).toBe(
      '09-Mar-2026',
    );
  });
});

describe('the modules’ vocabularies', () => {
  it('name only catalog lists that exist, in English and so in every language (the catalog test)', async () => {
    const app = await createTestApp();
    try {
      const english = (await loadCatalog('en')) as Record<string, Record<string, unknown>>;
      const listAt = (prefix: string) => {
        const [namespace, path] = prefix.slice(0, -1).split(':') as [string, string];
        return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english[namespace]);
      };
      const vocabularies = installedAuditVocabularies();
      expect(vocabularies.map((entry) => entry.entity)).toEqual(
        expect.arrayContaining(['employee', 'user', 'job-title', 'approval-request']),
      );
      const prefixes = vocabularies.flatMap((entry) => [
        ...(entry.fieldLabels ?? []),
        ...Object.values(entry.codes ?? {}).filter((code): code is string => typeof code === 'string'),
      ]);
      expect(prefixes.length).toBeGreaterThan(5);
      for (const prefix of prefixes) {
        expect(prefix.endsWith('.'), prefix).toBe(true);
        expect(typeof listAt(prefix), prefix).toBe('object');
      }
    } finally {
      await app.close();
    }
  }, 120_000);
});
