import { FilterSyntaxError } from '@tessera/filters';

/**
 * How a `contains` pattern is matched: as plain text (a `like` pattern, the usual case since
 * the client regex-escapes what users type, spec 1 §5) or as a regular expression.
 */
export type ContainsMatch = { kind: 'text'; text: string } | { kind: 'regex'; pattern: string };

const SPECIALS = new Set([...'.*+?^${}()|[]\\']);
const CLASS_ESCAPES = new Set([...'dwsDWS']);
/** Longest regular expression accepted, and the largest counted repetition. */
const MAX_PATTERN = 500;
const MAX_REPEAT = 100;

function refuse(message: string, at: number): FilterSyntaxError {
  return new FilterSyntaxError(`contains 的正则表达式无效：${message}`, at);
}

/**
 * Checks a regular expression against the subset both JavaScript and PostgreSQL's regex
 * engine read the same way: literals, `\` escapes of specials and `\d \w \s` (and capitals),
 * `.`, `[...]` classes, groups without `(?`, `|`, `^`, `$`, and `* + ?` or `{n}`, `{n,}`,
 * `{n,m}` (n, m ≤ 100; never a counted repetition of a group holding one), each optionally lazy.
 * Anything else is refused here, so no pattern can reach the database and fail there.
 */
function checkRegex(pattern: string, at: number): void {
  if (pattern.length > MAX_PATTERN) throw refuse(`过长（最多 ${MAX_PATTERN} 个字符）`, at);
  // Per open group: does it hold a counted repetition?
  const groups: boolean[] = [];
  let canRepeat = false;
  let lastGroupCounted = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i] ?? '';
    const wasGroup = lastGroupCounted;
    lastGroupCounted = false;
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (!SPECIALS.has(next) && !CLASS_ESCAPES.has(next))
        throw refuse(`不支持的转义 \\${next}`, at);
      i += 1;
      canRepeat = true;
    } else if (c === '[') {
      let j = i + 1;
      if (pattern[j] === '^') j += 1;
      if (pattern[j] === ']') j += 1;
      for (; j < pattern.length && pattern[j] !== ']'; j += 1) {
        if (pattern[j] === '[' && /[:=.]/.test(pattern[j + 1] ?? ''))
          throw refuse('不支持 [: [= [. 形式', at);
        if (pattern[j] === '\\') {
          const next = pattern[j + 1] ?? '';
          if (!SPECIALS.has(next) && !CLASS_ESCAPES.has(next) && next !== '-')
            throw refuse(`不支持的转义 \\${next}`, at);
          j += 1;
        }
      }
      if (j >= pattern.length) throw refuse('缺少 ]', at);
      i = j;
      canRepeat = true;
    } else if (c === '(') {
      if (pattern[i + 1] === '?') throw refuse('不支持 (? 形式的分组', at);
      if (groups.length >= 10) throw refuse('分组嵌套过深', at);
      groups.push(false);
      canRepeat = false;
    } else if (c === ')') {
      if (groups.length === 0) throw refuse('多余的 )', at);
      const counted = groups.pop() ?? false;
      if (counted && groups.length > 0) groups[groups.length - 1] = true;
      lastGroupCounted = counted;
      canRepeat = true;
    } else if (c === '*' || c === '+' || c === '?' || c === '{') {
      if (!canRepeat) throw refuse(`${c} 之前没有可重复的内容`, at);
      if (c === '{') {
        const m = /^\{(\d{1,3})(,(\d{0,3}))?\}/.exec(pattern.slice(i));
        if (!m) throw refuse('{n,m} 格式不对', at);
        const [min, max] = [Number(m[1]), m[3] ? Number(m[3]) : Number(m[1])];
        if (min > MAX_REPEAT || max > MAX_REPEAT || max < min)
          throw refuse(`重复次数应在 0 到 ${MAX_REPEAT} 之间`, at);
        if (wasGroup) throw refuse('不能对含 {n,m} 的分组再用 {n,m}', at);
        if (groups.length > 0) groups[groups.length - 1] = true;
        i += m[0].length - 1;
      }
      if (pattern[i + 1] === '?') i += 1; // lazy
      canRepeat = false;
    } else if (c === '|') {
      canRepeat = false;
    } else {
      canRepeat = c !== '^' && c !== '$';
    }
  }
  if (groups.length > 0) throw refuse('缺少 )', at);
  try {
    new RegExp(pattern, 'iu');
  } catch {
    throw refuse('无法解析', at);
  }
}

/**
 * Reads the pattern of `contains(f,'p')` (filters README: "the text matches the regular
 * expression p anywhere, case-insensitively"). A pattern whose every special character is
 * escaped is plain text — matched with an indexed-friendly `ilike`; any other is checked and
 * matched as a case-insensitive regular expression.
 *
 * @throws {FilterSyntaxError} for a regular expression outside the supported subset.
 */
export function readContainsPattern(pattern: string, at: number): ContainsMatch {
  let text = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i] ?? '';
    if (c === '\\' && SPECIALS.has(pattern[i + 1] ?? '')) {
      text += pattern[i + 1];
      i += 1;
    } else if (SPECIALS.has(c)) {
      checkRegex(pattern, at);
      return { kind: 'regex', pattern };
    } else {
      text += c;
    }
  }
  return { kind: 'text', text };
}
