import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { API_PREFIX } from '../../app.ts';
import { fieldsOf, sampleOf, unboundedFieldsOf, withValueAt, type FieldKind } from '../../testing/contract-samples.ts';
import {
  createCompany,
  createCustomField,
  createTestApp,
  createUser,
  employeeBody,
  type TestApp,
  type TestCompany,
} from '../../testing/index.ts';

/**
 * Every route's contract, given generated bad input in its body, query and path: wrong types,
 * numbers outside their columns, unpaired surrogates, control characters, huge strings, deep
 * nesting, unknown fields, one at a time in an otherwise plausible input. No answer may be a 5xx,
 * and a refused write changes nothing. The routes come from the contracts, so a new one is tested
 * without an edit here; the inputs are sampled with a fixed seed, so a failure repeats.
 */
const ROUTES = (Object.values(contracts) as unknown[])
  .filter(
    (value): value is contracts.RouteContract =>
      typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'permission' in value,
  )
  .filter((contract) => contract.params || contract.query || contract.body);
const SEED = 20_261_126;
/** Field mutations per route body when its fields are few (each field gets one at least; the whole-body and unknown-field inputs come on top). */
const FIELDS_PER_PART = 24;

const HUGE = 'x'.repeat(200_000);
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
/** Values no field of any kind may take. */
const BAD_ANY: unknown[] = [null, [], {}, [[[[['nested']]]]], { $gt: '' }];
const BAD_NUMBERS: unknown[] = [2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308, 0.5, '12', true, 'NaN'];
const BAD_STRINGS: unknown[] = [
  'a\ud800b',
  'a\udc00',
  '\udbff',
  'x\u0000y',
  'bell\u0007',
  'c1\u0085',
  'tab\there',
  'line\nbreak',
  'car\rriage',
  HUGE,
  12,
  true,
  ['a'],
];
/** Keys every plain object has (inherited), tried as names a server looks up. */
const INHERITED_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
/** Dates the ISO format allows and the database has not: PostgreSQL has no year 0. */
const BAD_YEARS = ['0000-01-01', '0000-02-29', '0000-12-31'];
const BAD_BY_KIND: Record<FieldKind, unknown[]> = {
  number: BAD_NUMBERS,
  string: BAD_STRINGS,
  date: [...BAD_YEARS, '2023-02-29', '2024-13-01', ...BAD_STRINGS],
  boolean: ['true', 1, 'a\ud800'],
  other: [...BAD_NUMBERS.slice(0, 4), ...BAD_STRINGS.slice(0, 5)],
};
/** Text for a query string or a path: as sent on the wire (percent-encoded where the raw form cannot be). */
const BAD_WIRE_TEXT = [
  '2147483648',
  '-2147483649',
  '1e308',
  '%ED%A0%80',
  'a%00b',
  'a%07b',
  'a%0Ab',
  'a%C2%85',
  'x'.repeat(5000),
  '%',
  '..%2F..',
];

let t: TestApp;
let company: TestCompany;
const ids = new Map<string, string>();
const PLACEHOLDER_ID = '00000000-0000-4000-8000-0000000000ff';

beforeAll(async () => {
  t = await createTestApp();
  company = await createCompany(t);
  // Some data of each kind, so that ids in paths and bodies name real records and bad input reaches the services.
  await company.admin.api.ok(contracts.createEmployee, { body: employeeBody() });
  await company.admin.api.ok(contracts.createSite, { body: { name: 'Harbourfront' } });
  await company.admin.api.ok(contracts.createClientContract, { body: { name: 'Cleaning', locations: [{ name: 'Lobby' }] } });
  await createCustomField(company, 'employee', { propertyName: 'shoeSize' });
  await createUser(t, company, { role: 'hrManager' });
  for (const list of Object.values(contracts.ORGANISATION_LIST_ROUTES))
    await company.admin.api.ok(list.create, { body: { name: `Sample ${list.create.path.split('/').pop()}` } });
  await collectIds();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** One id of each table, by table name; looked up by a path segment ('sites') or a field ('siteId'). */
async function collectIds() {
  const tables = rowsOf<{ name: string }>(
    await t.db.execute(
      sql`select table_name as name from information_schema.columns where table_schema = 'public' and column_name = 'id' and table_name in
          (select table_name from information_schema.columns where table_schema = 'public' and column_name = 'company_id')`,
    ),
  );
  for (const { name } of tables) {
    const [row] = rowsOf<{ id: string }>(
      await t.db.execute(sql`select id::text as id from ${sql.identifier(name)} where company_id = ${company.companyId} limit 1`),
    );
    if (row) ids.set(name, row.id);
  }
  ids.set('companies', company.companyId);
}

function idOfKind(kind: string): string {
  const table = kind.replace(/-/g, '_').toLowerCase();
  for (const candidate of [table, `${table}s`, `${table}es`])
    for (const [name, id] of ids) if (name === candidate || name.endsWith(`_${candidate}`)) return id;
  return PLACEHOLDER_ID;
}

/** An id for a field or parameter: 'employeeId' → an employee; 'id' → a record of the route's collection. */
function idFor(contract: contracts.RouteContract) {
  const segments = contract.path.split('/').filter((segment) => segment && !segment.startsWith(':'));
  const idSegment = contract.path.split('/').findIndex((segment) => segment === ':id');
  const collection = idSegment > 0 ? contract.path.split('/')[idSegment - 1]! : (segments.at(-1) ?? '');
  return (name: string) => (name === 'id' ? idOfKind(collection) : idOfKind(name.replace(/Ids?$/, '')));
}

/** Row counts (and version sums) of every table: a refused write leaves them as they were. */
let snapshotSql: ReturnType<typeof sql.raw> | null = null;
async function snapshot(): Promise<string> {
  if (!snapshotSql) {
    const columns = rowsOf<{ table_name: string; has_version: boolean }>(
      await t.db.execute(
        sql`select table_name, bool_or(column_name = 'version') as has_version from information_schema.columns
            where table_schema = 'public' group by table_name order by table_name`,
      ),
    );
    const parts = columns.map(
      ({ table_name: name, has_version: hasVersion }) =>
        `'${name}', (select ${hasVersion ? "count(*) || '/' || coalesce(sum(version), 0)" : 'count(*)'} from "${name}")`,
    );
    // A function takes at most 100 arguments: two per table, so the tables go in groups of 40.
    const groups = Array.from({ length: Math.ceil(parts.length / 40) }, (_, index) => parts.slice(index * 40, index * 40 + 40));
    snapshotSql = sql.raw(
      `select concat_ws('|', ${groups.map((group) => `json_build_object(${group.join(', ')})::text`).join(', ')}) as state`,
    );
  }
  return rowsOf<{ state: string }>(await t.db.execute(snapshotSql))[0]!.state;
}

/** mulberry32: the same sequence for the same seed, so a failure repeats. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface BadRequest {
  readonly what: string;
  readonly url: string;
  readonly payload?: string | undefined;
  /** It carries text no field may hold (a control character other than a line break or tab, an unpaired surrogate): never accepted. */
  readonly unsafeText?: boolean;
}

/** Wire text that decodes to a control character: refused wherever it is sent. */
const UNSAFE_WIRE_TEXT = new Set(['a%00b', 'a%07b', 'a%C2%85']);

function urlOf(contract: contracts.RouteContract, params: Record<string, string>, query = ''): string {
  return API_PREFIX + contract.path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? PLACEHOLDER_ID) + query;
}

function queryString(values: Record<string, unknown>): string {
  const pairs = Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== null && typeof value !== 'object')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** The bad requests of one route, sampled with the fixed seed. */
function badRequestsOf(contract: contracts.RouteContract, random: () => number): BadRequest[] {
  const ids = idFor(contract);
  const params = (contract.params ? sampleOf(contract.params, ids) : {}) as Record<string, string>;
  const query = (contract.query ? sampleOf(contract.query, ids) : {}) as Record<string, unknown>;
  const body = contract.body ? sampleOf(contract.body, ids) : undefined;
  const good = { url: urlOf(contract, params, queryString(query)), payload: body === undefined ? undefined : JSON.stringify(body) };
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const requests: BadRequest[] = [];

  if (contract.body) {
    for (const whole of [...BAD_ANY.slice(0, 3), 42, 'text', HUGE, deep(5_000)])
      requests.push({
        what: `body = ${String(whole).slice(0, 20)}`,
        url: good.url,
        payload: typeof whole === 'string' && whole.startsWith('[') ? whole : JSON.stringify(whole),
      });
    requests.push({
      what: 'unknown body field',
      url: good.url,
      payload: JSON.stringify({ ...(body as object), zzUnknown: 'a\ud800' }),
      unsafeText: true,
    });
    // A table sorted by a name every plain object has: only a table's own columns may be looked up.
    if (body && typeof body === 'object' && 'columns' in body && 'order' in body)
      for (const name of INHERITED_NAMES)
        requests.push({
          what: `sort by column ${name}`,
          url: good.url,
          payload: JSON.stringify({ ...body, columns: [{ data: name, orderable: true }], order: [{ column: 0, dir: 'asc' }] }),
        });
    const fields = fieldsOf(contract.body);
    // Every field once (a number field with a number outside int4 first, a date field with year 0), then more bad values while the budget lasts.
    for (let index = 0; index < Math.max(fields.length, Math.min(FIELDS_PER_PART, fields.length * 3)); index++) {
      const field = fields[index % fields.length]!;
      const first = index < fields.length;
      const bad =
        first && field.kind === 'number'
          ? pick([2 ** 31, -(2 ** 31) - 1, 1e308])
          : first && field.kind === 'date'
            ? pick(BAD_YEARS)
            : pick([...BAD_BY_KIND[field.kind], ...BAD_ANY]);
      const mutated = withValueAt(body, field.path, bad);
      requests.push({
        what: `body.${field.path.join('.')} = ${JSON.stringify(bad)?.slice(0, 20)}`,
        url: good.url,
        payload: JSON.stringify(mutated),
        unsafeText: contracts.pathsOfUnsafeText(contract.body, mutated).length > 0,
      });
    }
  }
  if (contract.query) {
    requests.push({ what: 'unknown query field', url: `${good.url}${good.url.includes('?') ? '&' : '?'}zzUnknown=1` });
    for (const field of fieldsOf(contract.query).filter((each) => each.path.length === 1)) {
      const name = String(field.path[0]);
      for (const bad of [pick(BAD_WIRE_TEXT), pick(BAD_WIRE_TEXT), `${name}=a&${name}=b`]) {
        const others = queryString({ ...query, [name]: undefined }).replace(/^\?/, '');
        const pair = bad.startsWith(`${name}=`) ? bad : `${encodeURIComponent(name)}=${bad}`;
        requests.push({
          what: `query ${pair.slice(0, 40)}`,
          url: urlOf(contract, params, `?${[others, pair].filter(Boolean).join('&')}`),
          payload: good.payload,
          unsafeText: UNSAFE_WIRE_TEXT.has(bad) || bad === 'a%0Ab',
        });
      }
    }
  }
  for (const name of Object.keys(params)) {
    for (const bad of [pick(BAD_WIRE_TEXT), pick(BAD_WIRE_TEXT), '2147483648'])
      requests.push({
        what: `param ${name} = ${bad.slice(0, 20)}`,
        url: urlOf(contract, { ...params, [name]: bad }, queryString(query)),
        payload: good.payload,
        unsafeText: UNSAFE_WIRE_TEXT.has(bad) || bad === 'a%0Ab',
      });
  }
  return requests;
}

describe('generated bad input on every route', () => {
  it('covers the routes that take input, from samples their contracts accept', () => {
    expect(ROUTES.length).toBeGreaterThan(50);
    // A bad value reaches the service only when the rest of the input is good: most samples must pass their schema.
    const parts = ROUTES.flatMap((contract) => [contract.params, contract.query, contract.body].filter((part) => part !== undefined));
    const accepted = parts.filter((schema) => schema.safeParse(sampleOf(schema, () => PLACEHOLDER_ID)).success);
    expect(accepted.length / parts.length).toBeGreaterThan(0.9);
  });

  it('bounds every number, text and list a route takes (numbers to their columns, text and lists beyond the body size limit)', () => {
    const unbounded = ROUTES.flatMap((contract) =>
      (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema = contract[part];
        return schema ? unboundedFieldsOf(schema).map((field) => `${contract.method} ${contract.path} ${part} ${field}`) : [];
      }),
    );
    expect(unbounded).toEqual([]);
  });

  it('answers every bad input with a 4xx in the error shape, and a refused write changes nothing', async () => {
    const random = seededRandom(SEED);
    const serverErrors: string[] = [];
    const writesOnRefusal: string[] = [];
    const unsafeTextAccepted: string[] = [];
    let state = await snapshot();
    // Logging out and the password change end the sessions the other calls use: they go last.
    const ordered = [...ROUTES].sort((a, b) => Number(a.permission.kind === 'session') - Number(b.permission.kind === 'session'));
    // A read may write on a company's first use (time off's statutory defaults): a write is measured from the state just before it.
    let readSince = false;
    for (const contract of ordered) {
      const writes = contract.method !== 'GET' && !contract.readsOnly;
      for (const request of badRequestsOf(contract, random)) {
        if (writes && readSince) state = await snapshot();
        readSince = !writes;
        const response = await company.admin.api.inject({
          method: contract.method,
          url: request.url,
          ...(request.payload !== undefined ? { payload: request.payload, headers: { 'content-type': 'application/json' } } : {}),
        });
        const label = `${contract.method} ${contract.path} ${request.what}: ${response.statusCode}`;
        // A 401 would mean a bad input ended the session, and the routes after it went untested.
        expect(response.statusCode, label).not.toBe(401);
        if (response.statusCode >= 500) serverErrors.push(`${label} ${response.body.slice(0, 200)}`);
        else if (response.statusCode < 400 && request.unsafeText) unsafeTextAccepted.push(label);
        else if (response.statusCode >= 400) {
          expect(response.json(), label).toMatchObject({ message: expect.any(Array), code: expect.any(String) });
        }
        if (writes) {
          // Each write's state is the next one's "before": one snapshot per request.
          const after = await snapshot();
          if (response.statusCode >= 400 && after !== state) writesOnRefusal.push(label);
          state = after;
        }
      }
    }
    expect(serverErrors).toEqual([]);
    expect(writesOnRefusal).toEqual([]);
    expect(unsafeTextAccepted).toEqual([]);
    // Every route's bad inputs, each write between two snapshots: 75 s on a quiet machine, and
    // growing with each module; the limit is a guard against a hang, not a budget.
  }, 300_000);
});
