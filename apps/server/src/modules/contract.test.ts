import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, call, type TestContext } from '../test/harness.ts';
import { documentOnlySerializerCompiler, siteSerializerCompiler } from '../plugins/serializers.ts';

interface Operation {
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

describe('reply serializers', () => {
  const schema = z.object({ success: z.literal(true), amount: z.number() });
  const serialize = (compiler: typeof documentOnlySerializerCompiler) =>
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
