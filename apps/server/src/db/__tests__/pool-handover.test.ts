import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ResilientPool } from '../pool.ts';

/** A connection without a server: connects at once, answers every query empty. */
class FakeClient extends EventEmitter {
  _queryable = true;
  _ending = false;
  connect(callback: (error?: Error) => void) {
    setImmediate(() => callback());
  }
  query() {
    return Promise.resolve({ rows: [] });
  }
  end(callback?: () => void) {
    this._ending = true;
    setImmediate(() => callback?.());
    return Promise.resolve();
  }
}

describe('a connection handed from one borrower to the next', () => {
  it('is heard when the server ends it during the handover (the error arriving in the same read as the answer that freed it)', async () => {
    const pool = new ResilientPool({ max: 1, Client: FakeClient as unknown as new () => pg.ClientBase });
    const first = await pool.connect();
    const next = pool.connect();
    // Released, it goes straight to the waiting borrower, whose guard is not attached yet.
    first.release();
    expect(() => first.emit('error', new Error('terminating connection due to administrator command'))).not.toThrow();
    const second = await next;
    second.release();
    await pool.end();
  });
});
