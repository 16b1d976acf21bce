import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { JobDefinition } from '../../plugins/jobs.ts';
import type { ModuleContext, ModuleDefinition, PlatformContext } from '../module.ts';
import { createModuleSet, ModuleCycleError } from '../module-set.ts';

/**
 * Test modules offer services and registries the product does not declare, so they are named
 * through these casts rather than added to ModuleServices / ModuleRegistries for everyone.
 */
type Loose = { services?: Record<string, (context: ModuleContext) => unknown> } & Record<string, unknown>;
const module = (definition: { name: string } & Loose) => definition as unknown as ModuleDefinition;
const service = (context: ModuleContext, name: string) => (context.service as unknown as (name: string) => unknown)(name);
const registry = (context: ModuleContext, name: string) => (context.registry as unknown as (name: string) => readonly unknown[])(name);

const platform = { clock: { now: () => new Date(0) } } as unknown as PlatformContext;

describe('the module set', () => {
  it('makes each service on first use, once, whatever the order of the list', () => {
    const made: string[] = [];
    const set = createModuleSet(
      [
        module({
          name: 'payslips',
          services: {
            payslips: (context) => {
              made.push('payslips');
              return { employees: service(context, 'employees') };
            },
          },
        }),
        module({
          name: 'employees',
          services: {
            employees: () => {
              made.push('employees');
              return { list: () => ['Ana'] };
            },
          },
        }),
      ],
      platform,
    );
    expect(made).toEqual([]);
    const payslips = service(set.context, 'payslips') as { employees: unknown };
    expect(made).toEqual(['payslips', 'employees']);
    expect(payslips.employees).toBe(service(set.context, 'employees'));
    set.createAll();
    expect(made).toEqual(['payslips', 'employees']);
  });

  it('refuses services that need each other, naming the chain', () => {
    const set = createModuleSet(
      [
        module({ name: 'a', services: { first: (context) => ({ second: service(context, 'second') }) } }),
        module({ name: 'b', services: { second: (context) => ({ third: service(context, 'third') }) } }),
        module({ name: 'c', services: { third: (context) => ({ first: service(context, 'first') }) } }),
      ],
      platform,
    );
    let error: unknown;
    try {
      set.createAll();
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ModuleCycleError);
    expect((error as ModuleCycleError).chain).toEqual([
      "service 'first' (a)",
      "service 'second' (b)",
      "service 'third' (c)",
      "service 'first' (a)",
    ]);
    expect((error as Error).message).toBe(
      "Module services depend on each other in a cycle: service 'first' (a) → service 'second' (b) → service 'third' (c) → service 'first' (a)",
    );
  });

  it('refuses a registry whose contributions need the service that reads it', () => {
    const set = createModuleSet(
      [
        module({ name: 'widgets', services: { widgets: (context) => ({ all: registry(context, 'widgets') }) } }),
        module({ name: 'calendar', widgets: (context: ModuleContext) => [{ from: service(context, 'widgets') }] }),
      ],
      platform,
    );
    expect(() => set.createAll()).toThrow(ModuleCycleError);
    expect(() => service(set.context, 'widgets')).toThrow("service 'widgets' (widgets) → registry 'widgets' → service 'widgets' (widgets)");
  });

  it('names a service no module provides, and refuses two providers of one', () => {
    const set = createModuleSet([module({ name: 'a', services: { first: (context) => service(context, 'missing') } })], platform);
    expect(() => set.createAll()).toThrow("No module provides the service 'missing'");
    expect(() =>
      createModuleSet([module({ name: 'a', services: { same: () => 1 } }), module({ name: 'b', services: { same: () => 2 } })], platform),
    ).toThrow("Two modules provide the service 'same': a and b");
    expect(() => createModuleSet([module({ name: 'a' }), module({ name: 'a' })], platform)).toThrow("Two modules are named 'a'");
  });

  it('lists a registry’s contributions in module order, lists and functions of the context alike', () => {
    const set = createModuleSet(
      [
        module({ name: 'a', widgets: ['a1', 'a2'] }),
        module({ name: 'b' }),
        module({
          name: 'c',
          services: { clock: (context) => context.clock },
          widgets: (context: ModuleContext) => [service(context, 'clock')],
        }),
      ],
      platform,
    );
    expect(registry(set.context, 'widgets')).toEqual(['a1', 'a2', platform.clock]);
    expect(registry(set.context, 'nothing')).toEqual([]);
  });

  it('binds each module’s routes with the context, and gathers every module’s jobs', async () => {
    const job: JobDefinition<{ id: string }> = { type: 'test-job', maxAttempts: 1, run: async () => undefined };
    const set = createModuleSet(
      [
        module({
          name: 'greetings',
          services: { greetings: () => ({ hello: (name: string) => `Hello, ${name}` }) },
          routes: (app: ReturnType<typeof Fastify>, context: ModuleContext) => {
            const greetings = service(context, 'greetings') as { hello(name: string): string };
            app.get('/hello', async () => greetings.hello('Ana'));
          },
          jobs: [job],
        }),
        module({ name: 'quiet', jobs: () => [{ ...job, type: 'other-job' }] }),
      ],
      platform,
    );
    const app = Fastify();
    set.bindRoutes(app);
    expect((await app.inject({ method: 'GET', url: '/hello' })).body).toBe('Hello, Ana');
    expect(set.context.registry('jobs').map((definition) => definition.type)).toEqual(['test-job', 'other-job']);
    await app.close();
  });
});
