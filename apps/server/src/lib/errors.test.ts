import { describe, expect, it } from 'vitest';
import { isUnavailable } from './errors.ts';

describe('isUnavailable', () => {
  it('names the failures of a store out of reach, as PostgreSQL, node-postgres and ioredis word them', () => {
    for (const err of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
      new Error('Command timed out'),
      new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })], 'all addresses failed'),
      new Error('wrapped', { cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }) }),
    ]) {
      expect(isUnavailable(err), err.message).toBe(true);
    }
  });

  it('leaves refusals and bugs to their own answers', () => {
    for (const err of [
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new Error('Command failed'),
      null,
      'Connection terminated',
    ]) {
      expect(isUnavailable(err), String(err)).toBe(false);
    }
  });
});
