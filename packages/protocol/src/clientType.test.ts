import { describe, expect, it, vi } from 'vitest';

type Exports = Record<string, unknown>;

const isRoute = (value: unknown): value is { pattern: string; body: unknown; answer: unknown } =>
  typeof value === 'object' && value !== null && 'pattern' in value && 'build' in value;

/** Every schema the protocol exports: the `…Schema` values and each table entry's body and answer. */
function schemas(exports: Exports): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [name, value] of Object.entries(exports)) {
    if (name.endsWith('Schema') && typeof value === 'object') found.set(name, value);
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, entry] of Object.entries(value)) {
      if (!isRoute(entry)) continue;
      found.set(`${name}.${key}.body`, entry.body);
      found.set(`${name}.${key}.answer`, entry.answer);
    }
  }
  return found;
}

/** The JSON Schema a value sends, as a server or a validator reads it. */
const json = (schema: unknown) =>
  schema === undefined ? undefined : (JSON.parse(JSON.stringify(schema)) as unknown);

describe('clientType in place of typebox', () => {
  it('builds the same JSON Schema as TypeBox for every schema of the wire contract', async () => {
    const withTypeBox = schemas((await import('./index.js')) as Exports);
    vi.resetModules();
    vi.doMock('typebox', () => import('./clientType.js'));
    const withClientType = schemas((await import('./index.js')) as Exports);
    vi.doUnmock('typebox');

    expect(withTypeBox.size).toBeGreaterThan(150);
    expect([...withClientType.keys()]).toEqual([...withTypeBox.keys()]);
    for (const [name, schema] of withTypeBox) {
      expect(json(withClientType.get(name)), name).toEqual(json(schema));
    }
  });
});
