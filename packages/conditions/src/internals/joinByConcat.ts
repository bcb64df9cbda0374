import type { Concat } from '../types.js';

/** A compiled test of one condition or one group. */
export type Predicate<TContext> = (context: TContext) => boolean;

/** A predicate with the concat that joins it to the one before it. */
export interface Joinable<TContext> {
  concat: Concat;
  predicate: Predicate<TContext>;
}

function allOf<TContext>(predicates: readonly Predicate<TContext>[]): Predicate<TContext> {
  if (predicates.length === 1) return predicates[0] as Predicate<TContext>;
  if (predicates.length === 2) {
    const [a, b] = predicates as [Predicate<TContext>, Predicate<TContext>];
    return (context) => a(context) && b(context);
  }
  return (context) => {
    for (const predicate of predicates) if (!predicate(context)) return false;
    return true;
  };
}

function anyOf<TContext>(predicates: readonly Predicate<TContext>[]): Predicate<TContext> {
  if (predicates.length === 1) return predicates[0] as Predicate<TContext>;
  if (predicates.length === 2) {
    const [a, b] = predicates as [Predicate<TContext>, Predicate<TContext>];
    return (context) => a(context) || b(context);
  }
  return (context) => {
    for (const predicate of predicates) if (predicate(context)) return true;
    return false;
  };
}

/**
 * Joins predicates left to right by their concat, AND binding tighter than OR (as in every
 * programming language): `a AND b OR c AND d` is `(a AND b) OR (c AND d)`. The first item's concat
 * is ignored. An empty list is true (spec 1 §5: empty condition set is true). Evaluation stops
 * as soon as the answer is known.
 */
export function joinByConcat<TContext>(items: readonly Joinable<TContext>[]): Predicate<TContext> {
  if (items.length === 0) return () => true;
  const runs: Predicate<TContext>[][] = [];
  items.forEach((item, index) => {
    const last = runs[runs.length - 1];
    if (index === 0 || item.concat === 'OR' || last === undefined) runs.push([item.predicate]);
    else last.push(item.predicate);
  });
  return anyOf(runs.map((run) => allOf(run)));
}
