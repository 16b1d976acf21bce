import type { FastifyInstance } from 'fastify';
import type {
  Contribution,
  ModuleContext,
  ModuleDefinition,
  ModuleRegistries,
  ModuleServices,
  PlatformContext,
  ServiceFactories,
} from './module.ts';

/** Keys of a definition that are not registry contributions. */
const OWN_KEYS = new Set(['name', 'services', 'routes']);

/** Services (or registries) that need each other to be made: none of them can be. */
export class ModuleCycleError extends Error {
  constructor(readonly chain: readonly string[]) {
    super(`Module services depend on each other in a cycle: ${chain.join(' → ')}`);
    this.name = 'ModuleCycleError';
  }
}

export interface ModuleSet {
  /** The context every module gets; app.ts uses it too (the permission check needs access). */
  readonly context: ModuleContext;
  /** Makes every service and registry now, so a missing or circular dependency stops the start. */
  createAll(): void;
  /** Binds every module's routes, in the list's order. */
  bindRoutes(app: FastifyInstance): void;
}

type ServiceName = keyof ModuleServices;
type RegistryName = keyof ModuleRegistries;

/**
 * The app's modules from their definitions. Services are made on first use, whatever the list's
 * order, each at most once; a service that needs itself, however indirectly, is refused with the
 * chain that leads back to it.
 */
export function createModuleSet(modules: readonly ModuleDefinition[], platform: PlatformContext): ModuleSet {
  const names = new Set<string>();
  const providers = new Map<string, { module: string; create: (context: ModuleContext) => unknown }>();
  for (const module of modules) {
    if (names.has(module.name)) throw new Error(`Two modules are named '${module.name}'`);
    names.add(module.name);
    for (const [service, create] of Object.entries(module.services ?? ({} as ServiceFactories))) {
      const other = providers.get(service);
      if (other) throw new Error(`Two modules provide the service '${service}': ${other.module} and ${module.name}`);
      providers.set(service, { module: module.name, create: create as (context: ModuleContext) => unknown });
    }
  }

  const made = new Map<string, unknown>();
  const making: string[] = [];

  /** Makes a value once; a request for one still being made is a cycle. */
  function once<T>(key: string, label: string, make: () => T): T {
    if (made.has(key)) return made.get(key) as T;
    const started = making.findIndex((entry) => entry.startsWith(`${key}|`));
    if (started >= 0) throw new ModuleCycleError([...making.slice(started).map((entry) => entry.split('|')[1]!), label]);
    making.push(`${key}|${label}`);
    try {
      const value = make();
      made.set(key, value);
      return value;
    } finally {
      making.pop();
    }
  }

  const context: ModuleContext = {
    ...platform,
    service<K extends ServiceName>(name: K): ModuleServices[K] {
      const provider = providers.get(name);
      if (!provider) throw new Error(`No module provides the service '${String(name)}' (is its module in modules/index.ts?)`);
      return once(`service:${String(name)}`, `service '${String(name)}' (${provider.module})`, () =>
        provider.create(context),
      ) as ModuleServices[K];
    },
    registry<K extends RegistryName>(name: K): readonly ModuleRegistries[K][] {
      return once(`registry:${String(name)}`, `registry '${String(name)}'`, () =>
        modules.flatMap((module) => {
          const contribution = (module as Record<string, unknown>)[name] as Contribution<ModuleRegistries[K]> | undefined;
          if (!contribution) return [];
          return typeof contribution === 'function' ? [...contribution(context)] : [...contribution];
        }),
      );
    },
  };

  return {
    context,
    createAll() {
      for (const name of providers.keys()) context.service(name as ServiceName);
      const registries = new Set(modules.flatMap((module) => Object.keys(module).filter((key) => !OWN_KEYS.has(key))));
      for (const name of registries) context.registry(name as RegistryName);
    },
    bindRoutes(app) {
      for (const module of modules) module.routes?.(app, context);
    },
  };
}
