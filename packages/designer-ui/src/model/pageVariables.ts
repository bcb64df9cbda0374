import type { PageVariableDefinition } from '@tessera/protocol';

/*
 * spec 1 §3 Page variables: range Global or CurPage, name, default. The page declares them in
 * `pageData.variables` (a document setting: undone and saved with the page). A name is an
 * identifier (events and expressions read it as `name`), unique on the page.
 */

/** The ranges, as the designer names them. */
export const VARIABLE_RANGES: readonly { value: PageVariableDefinition['range']; label: string }[] =
  [
    { value: 'CurPage', label: '本页' },
    { value: 'Global', label: '全局' },
  ];

const NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The page's declared variables (none when the setting is missing or not a list). */
export function pageVariablesOf(value: unknown): PageVariableDefinition[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (v): v is PageVariableDefinition =>
      typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string',
  );
}

/**
 * Why `variable` cannot stand at `index` of `variables` (`index` -1: a new one), or null. The
 * texts follow the page parameters' rules on the server.
 */
export function variableProblem(
  variables: readonly PageVariableDefinition[],
  variable: PageVariableDefinition,
  index: number,
): string | null {
  const name = variable.name.trim();
  if (name === '') return '变量名不能为空';
  if (!NAME_PATTERN.test(name)) {
    return `变量名 ${name} 无效：只能包含字母、数字和 _，且不能以数字开头`;
  }
  if (variables.some((other, i) => i !== index && other.name === name)) {
    return `变量名 ${name} 重复`;
  }
  return null;
}

/** The list with `variable` put at `index` (-1: added at the end), its name trimmed. */
export function withVariable(
  variables: readonly PageVariableDefinition[],
  variable: PageVariableDefinition,
  index: number,
): PageVariableDefinition[] {
  const clean: PageVariableDefinition = { ...variable, name: variable.name.trim() };
  if (clean.default === '' || clean.default === undefined) delete clean.default;
  return index < 0 ? [...variables, clean] : variables.map((v, i) => (i === index ? clean : v));
}
