import type { FastifyInstance } from 'fastify';
import type { MenuNode } from '@tenaga/contracts';
import type { Database } from '../db/client.ts';
import type { TenantRunner } from '../db/tenant.ts';
import type { AttemptCounter } from '../lib/attempt-counter.ts';
import type { Clock } from '../lib/clock.ts';
import type { Translate } from '../lib/i18n.ts';
import type { ReadCache, WriteGeneration } from '../lib/read-cache.ts';
import type { JobDefinition, JobRunner } from '../plugins/jobs.ts';
import type { Mailer } from '../plugins/mailer.ts';
import type { Realtime } from '../plugins/realtime.ts';

/**
 * The services modules offer each other, by name. Each module adds its own from its index.ts
 * (declaration merging), so `context.service('employees')` is typed without importing employees:
 *
 *   declare module '../../platform/module.ts' {
 *     interface ModuleServices { employees: EmployeesService }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleServices {}

/**
 * The registries modules contribute to, by name, each with the type of one contribution. The
 * module that owns a mechanism (imports, home, employee filters) adds its registry here from its
 * index.ts; any module then contributes under that key of its definition. `jobs` is the platform's.
 */
export interface ModuleRegistries {
  /** Background work: every module's job definitions, registered with the job runner at start. */
  jobs: JobDefinition<never>;
}

export interface Menus {
  readonly main: readonly MenuNode[];
  readonly setting: readonly MenuNode[];
}

/** What the platform hands every module: shared pieces, never another module's internals. */
export interface PlatformContext {
  /** Outside any tenant: only for what runs before the company is known (login by domain, reset links). */
  readonly db: Database;
  /** Runs work in a transaction as the tenant role, scoped to one company. */
  readonly tenant: TenantRunner;
  readonly clock: Clock;
  readonly translate: Translate;
  /** The real-time channel attaches to the HTTP server last: ask for it when sending. */
  readonly realtime: () => Realtime | null;
  readonly mailer: Mailer;
  /** Queues jobs in the caller's transaction, and finds one for the person who started it. */
  readonly jobs: Pick<JobRunner, 'enqueue' | 'find' | 'active'>;
  /** Reads cached until the next write of any process (lib/read-cache.ts). */
  readonly caches: { readonly writes: WriteGeneration; create<T>(): ReadCache<T> };
  /** Where links in mail point (linkOrigin in config/env.ts): from configuration only. */
  readonly env: {
    readonly linkOrigin: string;
    /** The site map's tile server and its attribution (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
    readonly mapTiles: { readonly url: string; readonly attribution: string };
  };
  /** Attempt counts shared by the server's processes (failed logins); null when request limits are off. */
  readonly attempts: AttemptCounter | null;
  /** The menu trees the app serves: the product's, or others given to buildApp (the menu benchmark). */
  readonly menus: Menus;
}

/** A module's view of the app: the platform, other modules' services by name, and the registries. */
export interface ModuleContext extends PlatformContext {
  /** Another module's service (or this one's own), created on first use. */
  service<K extends keyof ModuleServices>(name: K): ModuleServices[K];
  /** Everything the modules contributed to a registry, in module order. */
  registry<K extends keyof ModuleRegistries>(name: K): readonly ModuleRegistries[K][];
}

/** A module's share of a registry: a list, or a function of the context giving one (when it needs services). */
export type Contribution<T> = readonly T[] | ((context: ModuleContext) => readonly T[]);

export type ServiceFactories = { readonly [K in keyof ModuleServices]?: (context: ModuleContext) => ModuleServices[K] };

export type RegistryContributions = { readonly [K in keyof ModuleRegistries]?: Contribution<ModuleRegistries[K]> };

/**
 * One server module, as app.ts sees it. Everything is optional but the name: a module may only
 * bind routes (payroll's calculator), only serve others (files), or only contribute (a filter).
 */
export type ModuleDefinition = RegistryContributions & {
  /** The folder's name: 'employees', 'client-contracts'. */
  readonly name: string;
  /**
   * The services it offers, by their ModuleServices name. Each factory takes from the context only
   * what its service uses and passes it on narrowly: `createX({ tenant, clock, employees: ctx.service('employees') })`.
   */
  readonly services?: ServiceFactories;
  /** Binds its contracts, under /api/v2. */
  readonly routes?: (app: FastifyInstance, context: ModuleContext) => void;
};

/** Declares a module; the definition is checked against the services and registries the modules declare. */
export function defineModule(definition: ModuleDefinition): ModuleDefinition {
  return definition;
}
