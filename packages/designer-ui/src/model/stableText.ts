/**
 * JSON text with every object's keys sorted: two pages that hold the same values compare equal
 * whatever order their keys came in (a database's JSON column may hand them back reordered).
 */
export function stableText(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const object = inner as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(object)
        .sort()
        .map((key) => [key, object[key]]),
    );
  });
}
