import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, call, type TestContext } from '../test/harness.ts';
import { documentOnlySerializerCompiler, siteSerializerCompiler } from '../plugins/serializers.ts';

interface Operation {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/** The API contract: every call of the OpenAPI document says what it answers. */
describe('API contract', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('documents a reply schema for every success and a shared one for every refusal of each call', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ call: `${method.toUpperCase()} ${path}`, op })),
    );
    // The player site, the back office and the wallet API (the health check is hidden).
    expect(operations.length).toBeGreaterThanOrEqual(64);
    const documented = (op: Operation, status: (code: string) => boolean) =>
      Object.entries(op.responses ?? {}).some(
        ([code, r]) => status(code) && Object.values(r.content ?? {}).some((c) => c.schema !== undefined),
      );
    const missingSuccess = operations
      .filter(({ op }) => !documented(op, (c) => c.startsWith('2')))
      .map((o) => o.call);
    const missingError = operations
      .filter(({ op }) => !documented(op, (c) => c.startsWith('4')))
      .map((o) => o.call);
    expect(missingSuccess).toEqual([]);
    expect(missingError).toEqual([]);
  });
});

describe('API contract: summaries and authentication', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('gives every call a summary, an operationId and the authentication it needs, and keeps to it', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    const schemes = Object.keys(doc.components.securitySchemes);
    const required: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        expect(op.summary, name).toMatch(/\S/);
        expect(op.operationId, name).toMatch(/^[a-z][A-Za-z0-9_]+$/);
        expect(op.security?.length, name).toBeGreaterThan(0);
        for (const requirement of op.security!) for (const scheme of Object.keys(requirement)) expect(schemes).toContain(scheme);
        if (!op.security!.some((r) => Object.keys(r).length === 0)) required.push(name);
      }
    }
    expect(required.length).toBeGreaterThanOrEqual(100);
    // A call the document says needs a session or a signature never succeeds without one.
    const succeeded: string[] = [];
    for (const name of required) {
      const [method, path] = name.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const url = path.replace(/\{[^}]+\}/g, '1');
      const r = await t.app.inject({ method, url, headers: { host: 'localhost', 'content-type': 'application/json' }, payload: method === 'GET' ? undefined : '{}' });
      if (r.statusCode < 400) succeeded.push(`${name}: ${r.statusCode}`);
    }
    expect(succeeded).toEqual([]);
  });
});

describe('reply serializers', () => {
  const schema = z.object({ success: z.literal(true), amount: z.number() });
  const serialize = (compiler: ReturnType<typeof siteSerializerCompiler>) =>
    compiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

  it('refuses, in development and tests, a reply its schema would cut', () => {
    const strict = serialize(siteSerializerCompiler(true));
    expect(strict({ success: true, amount: 5 })).toBe('{"success":true,"amount":5}');
    expect(() => strict({ success: true, amount: 5, extra: 1 })).toThrow(/changes its reply/);
    expect(() => strict({ success: true })).toThrow();
  });

  it('writes the wallet API replies as they are, without zod work (the schemas only document them)', () => {
    const plain = serialize(documentOnlySerializerCompiler);
    expect(plain({ status: 'OK', balance: 5, transaction_id: 't1', extra: 1 })).toBe(
      '{"status":"OK","balance":5,"transaction_id":"t1","extra":1}',
    );
  });
});
