import {
  DEFAULT_THEME,
  type GlobalNav,
  type SubAppDetail,
  type SubAppType,
} from '@tessera/protocol';
import { Type, type Static } from 'typebox';
import type { DbContext } from '../context/requestContext.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelopeError.js';
import type { SubAppRow } from '../context/requireRecords.js';

/** The designer settings of a sub-app, with every default filled in. */
export interface SubAppConfig {
  theme: string;
  globalNav: GlobalNav;
  varsJson: string | null;
  pageConfigJson: string | null;
  silenceLogin: boolean;
}

/** A global nav never set: '' everywhere means "the theme's own colours and icon". */
export const EMPTY_GLOBAL_NAV: GlobalNav = { Color: '', TitleColor: '', FaviconUrl: '' };

/** The stored settings of a sub-app, or the defaults when none were ever stored. */
export async function readSubAppConfig(db: Db, subAppId: string): Promise<SubAppConfig> {
  const row = await db
    .selectFrom('sub_app_configs')
    .selectAll()
    .where('sub_app_id', '=', subAppId)
    .executeTakeFirst();
  return {
    theme: row?.theme ?? DEFAULT_THEME,
    globalNav: { ...EMPTY_GLOBAL_NAV, ...(row?.global_nav ?? {}) },
    varsJson: row?.vars_json ?? null,
    pageConfigJson: row?.page_config_json ?? null,
    silenceLogin: row?.silence_login ?? false,
  };
}

/** The stored columns one setter changes. */
export type SubAppConfigPatch = Partial<{
  theme: string;
  global_nav: string;
  vars_json: string;
  page_config_json: string;
}>;

/**
 * Changes some settings of a sub-app in one upsert (a row is created on the first change).
 * Answers the settings after the change.
 */
export async function updateSubAppConfig(
  db: Db,
  subAppId: string,
  patch: SubAppConfigPatch,
): Promise<SubAppConfig> {
  const now = new Date();
  await db
    .insertInto('sub_app_configs')
    .values({ sub_app_id: subAppId, ...patch, last_modified: now })
    .onConflict((oc) => oc.column('sub_app_id').doUpdateSet({ ...patch, last_modified: now }))
    .execute();
  return readSubAppConfig(db, subAppId);
}

/** The wire form of a sub-app with its settings. */
export function toSubAppDetail(row: SubAppRow, config: SubAppConfig): SubAppDetail {
  return {
    subAppId: row.sub_app_id,
    appId: row.app_id,
    name: row.name,
    subAppType: row.sub_app_type as SubAppType,
    theme: config.theme,
    globalNav: config.globalNav,
    silenceLogin: config.silenceLogin,
  };
}

const COLOR = /^(#[0-9a-fA-F]{3,8}|rgba?\([0-9.,%\s]+\)|[a-zA-Z]{1,30})?$/;
const ADDRESS = /^(https?:\/\/\S+|\/\S*)?$/;

/** A setglobalnav body (spec 2 §3 Global nav): each member optional, text. */
export const GlobalNavBody = Type.Object({
  Color: Type.Optional(Type.String()),
  TitleColor: Type.Optional(Type.String()),
  FaviconUrl: Type.Optional(Type.String()),
});

/**
 * Reads a setglobalnav body (spec 2 §3 Global nav: Color, TitleColor, FaviconUrl). Members left
 * out keep their current value; colours are CSS hex, rgb()/rgba() or a colour name; the
 * favicon is an http(s) URL or a path on this server; '' clears a member.
 */
export function readGlobalNav(input: Static<typeof GlobalNavBody>, current: GlobalNav): GlobalNav {
  const next = { ...current };
  for (const key of ['Color', 'TitleColor', 'FaviconUrl'] as const) {
    const value = input[key];
    if (value === undefined) continue;
    const pattern = key === 'FaviconUrl' ? ADDRESS : COLOR;
    if (!pattern.test(value)) {
      throw badRequest(
        key === 'FaviconUrl'
          ? 'FaviconUrl 应为 http(s) 地址或以 / 开头的路径'
          : `${key} 应为颜色（如 #1677ff、rgb(22,119,255) 或 red）`,
      );
    }
    next[key] = value;
  }
  return next;
}

/** Checks a JSON-text setting (vars JSON, page-config JSON): a text that parses as JSON. */
export function readJsonText(value: string, name: string): string {
  try {
    JSON.parse(value);
  } catch (error) {
    throw badRequest(`参数 ${name} 不是有效的 JSON：${(error as Error).message}`);
  }
  return value;
}

/** Every sub-app of the app with its settings, in creation order (Pc before Mobile). */
export async function listSubAppDetails(ctx: DbContext, appId: string): Promise<SubAppDetail[]> {
  const rows = await ctx.db
    .selectFrom('sub_apps')
    .select(['sub_app_id', 'app_id', 'name', 'sub_app_type'])
    .where('app_id', '=', appId)
    .orderBy('created')
    .orderBy('sub_app_type', 'desc')
    .execute();
  const details = [];
  for (const row of rows)
    details.push(toSubAppDetail(row, await readSubAppConfig(ctx.db, row.sub_app_id)));
  return details;
}
