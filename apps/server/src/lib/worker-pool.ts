import { Worker } from 'node:worker_threads';

/** The work ran out of the memory or the time a worker is given (its thread was ended, the server was not). */
export class WorkerLimitError extends Error {
  constructor(readonly reason: 'memory' | 'time') {
    super(`worker ran out of ${reason}`);
    this.name = 'WorkerLimitError';
  }
}

export interface WorkerPoolOptions {
  /**
   * A module that exports `run(input, { progress })`; its result, and what it reports to
   * `progress`, must be cloneable (structured clone).
   */
  readonly module: URL;
  /** The worker's heap: work that needs more ends its thread, not the server. */
  readonly maxMemoryMb: number;
  readonly timeoutMs: number;
  /** Workers at once; further work waits its turn. */
  readonly size: number;
}

type Reply = { ok: true; value: unknown } | { ok: false; message: string } | { progress: unknown };

export interface WorkerRunOptions {
  /** A company: its work waits for its previous work (see workerPool). */
  readonly owner?: string;
  /** Hears what the work reports on its way (a count done). */
  readonly onProgress?: (progress: unknown) => void;
}

/**
 * Work that is heavy or fed by users (parsing an upload) runs in worker threads, so that the
 * request thread keeps answering everyone else while it runs, and a file built to exhaust memory
 * ends one worker. Idle workers are kept for the next task (starting one loads its modules again)
 * and never keep the process alive. Work given an `owner` (a company) waits for that owner's
 * previous work: one client's uploads take one worker at most, and the others stay free for everyone else.
 */
export function workerPool<I, O>(options: WorkerPoolOptions) {
  const idle: Worker[] = [];
  const waiting: (() => void)[] = [];
  let running = 0;
  /** Each owner's last work, which its next waits for. */
  const lanes = new Map<string, Promise<unknown>>();

  const start = () => {
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
      workerData: { module: options.module.href },
      resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb, maxYoungGenerationSizeMb: 32 },
    });
    worker.once('exit', () => {
      const index = idle.indexOf(worker);
      if (index >= 0) idle.splice(index, 1);
    });
    return worker;
  };

  function runOn(worker: Worker, input: I, onProgress: WorkerRunOptions['onProgress']): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      };
      const onMessage = (reply: Reply) => {
        if ('progress' in reply) {
          onProgress?.(reply.progress);
          return;
        }
        done();
        if (reply.ok) resolve(reply.value as O);
        else reject(new Error(reply.message));
      };
      const onError = (error: Error & { code?: string }) => {
        done();
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerLimitError('memory') : error);
      };
      const onExit = (code: number) => {
        done();
        reject(new Error(`worker exited with code ${code}`));
      };
      const timer = setTimeout(() => {
        done();
        void worker.terminate();
        reject(new WorkerLimitError('time'));
      }, options.timeoutMs);
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.ref();
      worker.postMessage(input);
    });
  }

  async function runInTurn(input: I, onProgress: WorkerRunOptions['onProgress']): Promise<O> {
    if (running >= options.size) await new Promise<void>((resume) => waiting.push(resume));
    running += 1;
    const worker = idle.pop() ?? start();
    try {
      const value = await runOn(worker, input, onProgress);
      worker.unref();
      idle.push(worker);
      return value;
    } catch (error) {
      // A worker that failed may hold anything: it is not used again.
      void worker.terminate();
      throw error;
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  }

  return {
    run(input: I, options: WorkerRunOptions = {}): Promise<O> {
      const { owner, onProgress } = options;
      if (owner === undefined) return runInTurn(input, onProgress);
      const result = (lanes.get(owner) ?? Promise.resolve()).then(() => runInTurn(input, onProgress));
      const settled = result.catch(() => undefined);
      lanes.set(owner, settled);
      void settled.then(() => lanes.get(owner) === settled && lanes.delete(owner));
      return result;
    },
    /** Ends the idle workers (tests, shutdown). */
    async close(): Promise<void> {
      await Promise.all(idle.splice(0).map((worker) => worker.terminate()));
    },
  };
}
