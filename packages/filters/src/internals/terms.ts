/**
 * Filter text under construction. A term knows whether its top level is a single primary, an
 * `and` chain or an `or` chain, so joins add parentheses exactly where `and` and `or` would
 * otherwise meet at one level: the printed text never relies on operator precedence.
 */
export interface FilterTerm {
  readonly text: string;
  readonly kind: 'atom' | 'and' | 'or';
}

/** The two joins of the grammar. */
export type Logic = 'and' | 'or';

/** A primary: a comparison, a function call, a negation or a parenthesised expression. */
export function atom(text: string): FilterTerm {
  return { text, kind: 'atom' };
}

/** `not X`; a chain is parenthesised first. */
export function negate(term: FilterTerm): FilterTerm {
  return atom(`not ${term.kind === 'atom' ? term.text : `(${term.text})`}`);
}

/** Joins terms with one logic, parenthesising chains of the other logic. */
export function joinTerms(logic: Logic, terms: readonly FilterTerm[]): FilterTerm | undefined {
  if (terms.length === 0) return undefined;
  if (terms.length === 1) return terms[0];
  const separator = logic === 'and' ? ' and ' : ' or ';
  let text = '';
  for (let i = 0; i < terms.length; i += 1) {
    const term = terms[i] as FilterTerm;
    if (i > 0) text += separator;
    text += term.kind === 'atom' || term.kind === logic ? term.text : `(${term.text})`;
  }
  return { text, kind: logic };
}

/** A term with the logic that joins it to the term before it. */
export interface LogicItem {
  logic: Logic;
  term: FilterTerm;
}

/**
 * Joins items left to right by their logic, `and` before `or` (the usual precedence, and the one
 * the condition engine uses): `a and b or c` is `(a and b) or c`. The first item's logic is ignored.
 */
export function joinByLogic(items: readonly LogicItem[]): FilterTerm | undefined {
  if (items.length <= 1) return items[0]?.term;
  const ands: FilterTerm[] = [];
  let run: FilterTerm[] = [];
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i] as LogicItem;
    if (i > 0 && item.logic === 'or') {
      ands.push(joinTerms('and', run) as FilterTerm);
      run = [];
    }
    run.push(item.term);
  }
  ands.push(joinTerms('and', run) as FilterTerm);
  return joinTerms('or', ands);
}

/** `and`/`or` in any case; anything else (and nothing) is `and`. */
export function readLogic(value: unknown): Logic {
  return typeof value === 'string' && value.trim().toLowerCase() === 'or' ? 'or' : 'and';
}
