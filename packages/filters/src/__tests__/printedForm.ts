// The printer's text read back with the package's one parser (`parseFilterText`, the server's
// too), plus the few rules of the README "Grammar" that the parser is lenient about but the
// printer keeps: one space between tokens and none at either end, `%`/`#`/`&` always
// percent-escaped inside string literals, numbers without leading zeros, and `and`/`or` never meeting at one nesting level.
import { readFilterString } from '../escapeFilterText.js';
import type { FilterNode } from '../filterAst.js';
import { parseFilterText } from '../parseFilterText.js';
import { tokenizeFilterText } from '../tokenizeFilterText.js';

// The printer's numbers: no leading zeros, no leading '+'.
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** Thrown when a printed text parses but is not in the printer's form. */
export class PrintedFormError extends Error {}

/**
 * Parses `text` with the one parser and checks the printer's form; answers the tree.
 *
 * @throws {FilterSyntaxError} when the parser refuses the text.
 * @throws {PrintedFormError} when the text parses but is not in the printer's form.
 */
export function parsePrinted(text: string): FilterNode | undefined {
  const tree = parseFilterText(text);
  const tokens = tokenizeFilterText(text);
  // One `and`/`or` set per open parenthesis (a function call's parenthesis holds neither).
  const levels: Set<string>[] = [new Set()];
  let end = 0;
  for (const [index, token] of tokens.entries()) {
    const gap = text.slice(end, token.at);
    if (index === 0 ? gap !== '' : gap !== '' && gap !== ' ') {
      throw new PrintedFormError(`stray whitespace before ${token.at}`);
    }
    end = token.at + token.text.length;
    if (token.kind === 'literal' && token.literal.kind === 'string') {
      if (/[#&]/.test(token.text) || readFilterString(token.text) === undefined) {
        throw new PrintedFormError(`string literal not percent-escaped at ${token.at}`);
      }
    }
    if (token.kind === 'literal' && token.literal.kind === 'number' && !NUMBER.test(token.text)) {
      throw new PrintedFormError(`number not in shortest form at ${token.at}`);
    }
    if (token.kind === '(') levels.push(new Set());
    if (token.kind === ')') levels.pop();
    const word = token.kind === 'word' ? token.text.toLowerCase() : '';
    if (word === 'and' || word === 'or') {
      const level = levels[levels.length - 1];
      level?.add(word);
      if (level?.size === 2) throw new PrintedFormError('and/or mixed without parentheses');
    }
  }
  if (end !== text.length) throw new PrintedFormError('stray whitespace at the end');
  return tree;
}
