import { afterAll, describe, expect, it } from 'vitest';
import { WorkerLimitError, workerPool } from '../worker-pool.ts';

type Task =
  | { kind: 'sum'; numbers: number[] }
  | { kind: 'hungry' }
  | { kind: 'endless' }
  | { kind: 'throws' }
  | { kind: 'busy'; ms: number }
  | { kind: 'steps'; count: number };

const pool = workerPool<Task, number>({
  module: new URL('./fixtures/tasks.worker.ts', import.meta.url),
  maxMemoryMb: 64,
  timeoutMs: 3_000,
  size: 2,
});
afterAll(() => pool.close());

describe('workerPool', () => {
  it('runs a TypeScript module in a worker thread and answers its result', async () => {
    expect(await pool.run({ kind: 'sum', numbers: [1, 2, 3] })).toBe(6);
    expect(await Promise.all([1, 2, 3].map((value) => pool.run({ kind: 'sum', numbers: [value, value] })))).toEqual([2, 4, 6]);
  });

  it('ends a worker that takes more than its memory, and the process goes on', async () => {
    const error = await pool.run({ kind: 'hungry' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WorkerLimitError);
    expect((error as WorkerLimitError).reason).toBe('memory');
    expect(await pool.run({ kind: 'sum', numbers: [2, 2] })).toBe(4);
  });

  it('ends a worker that takes more than its time, and the request thread was never held', async () => {
    const started = Date.now();
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 100);
    const error = await pool.run({ kind: 'endless' }).catch((caught: unknown) => caught);
    clearInterval(ticker);
    expect((error as WorkerLimitError).reason).toBe('time');
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    expect(ticks).toBeGreaterThan(15);
  });

  it('runs one owner’s work one at a time, so the other worker stays free for everyone else', async () => {
    const finished: string[] = [];
    const tracked = (name: string, work: Promise<number>) => work.then(() => finished.push(name));
    const first = tracked('a1', pool.run({ kind: 'busy', ms: 1_500 }, { owner: 'a' }));
    const second = tracked('a2', pool.run({ kind: 'busy', ms: 1_500 }, { owner: 'a' }));
    await new Promise((resume) => setTimeout(resume, 100));
    await tracked('b', pool.run({ kind: 'sum', numbers: [1] }, { owner: 'b' }));
    await Promise.all([first, second]);
    // Both of a's on the two workers at once would keep b waiting until one of them ended.
    expect(finished).toEqual(['b', 'a1', 'a2']);
  });

  it('passes what the work reports on its way to the caller, before its result', async () => {
    const heard: unknown[] = [];
    expect(await pool.run({ kind: 'steps', count: 3 }, { onProgress: (step) => heard.push(step) })).toBe(3);
    expect(heard).toEqual([1, 2, 3]);
  });

  it('passes a failure of the work on as an error', async () => {
    await expect(pool.run({ kind: 'throws' })).rejects.toThrow('bad task');
  });
});
