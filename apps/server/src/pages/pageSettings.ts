import { EMPTY_GUID, THEME_NAMES, type PageParameter } from '@tessera/protocol';
import { badRequest } from '../http/envelopeError.js';

/*
 * The settings of a page the designer creates or changes (README "Page management"): title,
 * url, page type, parameters, master page and theme. The content (controls, data sources) is versioned; these are
 * not: a change applies to every environment at once.
 */

/** Longest page title. */
export const MAX_TITLE_LENGTH = 100;
/** Longest page url. */
export const MAX_URL_LENGTH = 200;
/** Most parameters of one page. */
export const MAX_PAGE_PARAMETERS = 20;

/** `/` separated segments of URL-safe characters (RFC 3986 unreserved). */
const URL_PATTERN = /^(\/[A-Za-z0-9\-._~]+)+$/;
const PAGE_TYPE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const PARAMETER_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The runtimes' own routes (spec 1 §2 "Routes"): a page there would hide them. `/login` and
 * `/register` are not here: spec 1 §2 has pages at them. `/page` and `/flow/page` are the
 * generic page routes, `/frame` the framed pages.
 */
const SYSTEM_ROUTES = [
  '/page',
  '/flow',
  '/design',
  '/callback',
  '/silent',
  '/redirecting',
  '/deny',
  '/error',
  '/full-list',
  '/submit-list',
  '/frame',
];

/** What the create and change calls send (each member checked by {@link readPageSettings}). */
export interface PageSettingsInput {
  title?: string;
  url?: string | null;
  pageType?: string;
  parameters?: { name: string; default?: string | null }[];
  /** The master page: a Template page of the sub-app; `null`, '' or all zeros: none. */
  templateId?: string | null;
  /** ChangeTheme: theme1..theme6, '' for the default theme. */
  styleName?: string;
}

/** Checked settings: a member left out is not changed (`url: null` clears the url). */
export interface PageSettings {
  title?: string;
  url?: string | null;
  pageType?: string;
  parameters?: PageParameter[];
  /** All zeros for none; whether the page is a master page of the sub-app is checked where written. */
  templateId?: string;
  styleName?: string;
}

/** The title, trimmed: not blank, at most {@link MAX_TITLE_LENGTH} characters. */
function readTitle(value: string | undefined): string {
  const title = value?.trim() ?? '';
  if (title === '') throw badRequest('页面标题不能为空');
  if ([...title].length > MAX_TITLE_LENGTH) {
    throw badRequest(`页面标题不能超过 ${MAX_TITLE_LENGTH} 个字符`);
  }
  return title;
}

/** The url: `null` for none ('' too), else `/` segments of URL-safe characters, no system route. */
function readUrl(value: string | null): string | null {
  const url = value?.trim() ?? '';
  if (url === '') return null;
  if (!url.startsWith('/')) throw badRequest('页面地址必须以 / 开头');
  if (url.length > MAX_URL_LENGTH) {
    throw badRequest(`页面地址不能超过 ${MAX_URL_LENGTH} 个字符`);
  }
  if (!URL_PATTERN.test(url)) {
    throw badRequest('页面地址无效：只能由 / 分隔的字母、数字、-、_、.、~ 组成，且不能以 / 结尾');
  }
  const lower = url.toLowerCase();
  if (SYSTEM_ROUTES.some((route) => lower === route || lower.startsWith(`${route}/`))) {
    throw badRequest(`页面地址 ${url} 与系统地址冲突，请换一个地址`);
  }
  return url;
}

function readPageType(value: string): string {
  if (!PAGE_TYPE_PATTERN.test(value)) {
    throw badRequest('页面类型无效：应为以字母开头的 1 到 40 个字母、数字或 _');
  }
  return value;
}

/** Parameters (spec 2 §2.2: name, default): names unique identifiers, defaults text or null. */
function readParameters(value: NonNullable<PageSettingsInput['parameters']>): PageParameter[] {
  if (value.length > MAX_PAGE_PARAMETERS) {
    throw badRequest(`页面参数不能超过 ${MAX_PAGE_PARAMETERS} 个`);
  }
  const seen = new Set<string>();
  return value.map((parameter, index) => {
    const name = parameter.name.trim();
    if (name === '') throw badRequest(`第 ${index + 1} 个页面参数缺少名称`);
    if (!PARAMETER_NAME_PATTERN.test(name)) {
      throw badRequest(`页面参数名 ${name} 无效：只能包含字母、数字和 _，且不能以数字开头`);
    }
    if (seen.has(name)) throw badRequest(`页面参数名 ${name} 重复`);
    seen.add(name);
    return { name, default: parameter.default === undefined ? '' : parameter.default };
  });
}

/** spec 1 §1: theme1..theme6, or '' (the default theme). */
function readStyleName(value: string): string {
  const name = value.trim();
  if (name !== '' && !(THEME_NAMES as readonly string[]).includes(name)) {
    throw badRequest(`主题 ${name} 不存在：可选 ${THEME_NAMES.join('、')}`);
  }
  return name;
}

/**
 * Checks the settings a create (`title` required) or change sends; 40000 with the rule's
 * message for the first one broken. Whether the url is free in the sub-app is checked where it
 * is written (`pageLifecycle.ts`, under the sub-app's lock).
 */
export function readPageSettings(
  input: PageSettingsInput,
  rule: { create: boolean },
): PageSettings {
  const settings: PageSettings = {};
  if (rule.create || input.title !== undefined) settings.title = readTitle(input.title);
  if (input.url !== undefined) settings.url = readUrl(input.url);
  if (input.pageType !== undefined) settings.pageType = readPageType(input.pageType);
  if (input.parameters !== undefined) settings.parameters = readParameters(input.parameters);
  if (input.templateId !== undefined) {
    settings.templateId = input.templateId?.trim() ? input.templateId.trim() : EMPTY_GUID;
  }
  if (input.styleName !== undefined) settings.styleName = readStyleName(input.styleName);
  return settings;
}
