// CONVENTIONS §5: the scheduler takes its clock and storage as ports. This test reads the
// package's sources and fails on a direct use of a host timer, clock, storage, fetch or DOM.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
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
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Uses of host globals in a text: `setTimeout(…)`, `sessionStorage.x`, `Date.now()`, `new Date()`. */
function ambientUses(name: string, text: string): string[] {
  const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
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

describe('datasources sources', () => {
  it('use no host timers, clock, storage, fetch or DOM (spec: ports only)', () => {
    const offenders = sources(SRC).flatMap((path) =>
      ambientUses(path, readFileSync(path, 'utf8')).map((use) => `${relative(SRC, path)}: ${use}`),
    );
    expect(offenders).toEqual([]);
  });

  it('would catch a use', () => {
    expect(
      ambientUses(
        'x.ts',
        'setTimeout(() => 1, 5); sessionStorage.getItem("a"); Date.now(); new Date(); clock.setTimeout(f, 1);',
      ),
    ).toEqual(['setTimeout', 'sessionStorage', 'Date.now', 'new Date()']);
  });
});
