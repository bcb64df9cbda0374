// CONVENTIONS §5: core code takes its clock, storage and navigation as ports. This test reads the
// package's sources and fails on a direct use of a host global outside the browser defaults.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const ALLOWED = new Set(['browserPorts.ts']);
const BANNED = new Set([
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'fetch',
  'localStorage',
  'sessionStorage',
  'location',
  'document',
  'window',
  'navigator',
  'addEventListener',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Uses of host globals in one file: `setTimeout(…)`, `localStorage.x`, `globalThis.location`,
 * `Date.now()`, `new Date()`.
 */
function ambientUses(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const parent = node.parent;
    if (ts.isIdentifier(node) && BANNED.has(node.text) && parent) {
      const called = ts.isCallExpression(parent) && parent.expression === node;
      const read = ts.isPropertyAccessExpression(parent) && parent.expression === node;
      if (called || read) found.push(node.text);
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      node.expression.getText() === 'globalThis' &&
      BANNED.has(node.name.text)
    ) {
      found.push(`globalThis.${node.name.text}`);
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      node.expression.getText() === 'Date' &&
      node.name.text === 'now'
    ) {
      found.push('Date.now');
    }
    if (
      ts.isNewExpression(node) &&
      node.expression.getText() === 'Date' &&
      (node.arguments?.length ?? 0) === 0
    ) {
      found.push('new Date()');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('core sources', () => {
  it('use no host timers, clock, storage, location or DOM outside browserPorts.ts', () => {
    const offenders = sources(SRC)
      .filter((path) => !ALLOWED.has(relative(SRC, path)))
      .flatMap((path) => ambientUses(path).map((use) => `${relative(SRC, path)}: ${use}`));
    expect(offenders).toEqual([]);
  });

  it('would catch a use (self-check on the allowed module)', () => {
    expect(ambientUses(join(SRC, 'browserPorts.ts'))).toEqual(
      expect.arrayContaining(['Date.now', 'globalThis.localStorage', 'globalThis.location']),
    );
  });
});
