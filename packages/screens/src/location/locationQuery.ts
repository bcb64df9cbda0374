import type { LocationItem } from '@tessera/protocol';

/** The default of `sessionSize` when the query leaves it out or it is not a positive integer. */
export const DEFAULT_SESSION_SIZE = 10;

/** How a data source of the opening page is read (`pageDataOption`, JSON; README "Location picker"). */
export interface LocationDataOption {
  schemaName: string;
  filter?: string;
  top?: number;
}

/** AD-L1's query of /location, read (README "Location picker" for each member). */
export interface LocationQuery {
  dataSourceId: string;
  imageOssUrl: string;
  appId: string;
  /** Show each place's description (`info`) under its title. */
  isShowDec: boolean;
  pageDataOption: LocationDataOption | null;
  addressFieldName: string;
  titleFieldName: string;
  infoFieldName: string;
  /** The key of the history in browser storage (EN-B2). */
  smartViewId: string;
  /** The nearby search's categories, `|`-separated; empty: every category. */
  category: string;
  pageId: string;
  events: string;
  pageVarName: string;
  /** How many chosen places the history keeps (CN-B1). */
  sessionSize: number;
  /** Location items (or records of the field names) shown as the data-source list. */
  defaultData: unknown[];
}

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function readDataOption(text: string | null): LocationDataOption | null {
  const parsed = parseJson(text);
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { schemaName, filter, top } = parsed as Record<string, unknown>;
  if (typeof schemaName !== 'string' || schemaName === '') return null;
  return {
    schemaName,
    ...(typeof filter === 'string' && filter ? { filter } : {}),
    ...(typeof top === 'number' && Number.isInteger(top) && top > 0 ? { top } : {}),
  };
}

/** Reads /location's query (AD-L1); what is missing or malformed takes its default. */
export function readLocationQuery(search: URLSearchParams): LocationQuery {
  const text = (name: string) => search.get(name)?.trim() ?? '';
  const size = Number(text('sessionSize'));
  const defaultData = parseJson(search.get('defaultData'));
  return {
    dataSourceId: text('dataSourceId'),
    imageOssUrl: text('imageOssUrl'),
    appId: text('appId'),
    isShowDec: !['false', '0'].includes(text('isShowDec')),
    pageDataOption: readDataOption(search.get('pageDataOption')),
    addressFieldName: text('addressFieldName') || 'address',
    titleFieldName: text('titleFieldName') || 'title',
    infoFieldName: text('infoFieldName') || 'info',
    smartViewId: text('smartViewId'),
    category: text('category'),
    pageId: text('pageId'),
    events: text('events'),
    pageVarName: text('pageVarName'),
    sessionSize: Number.isInteger(size) && size > 0 ? size : DEFAULT_SESSION_SIZE,
    defaultData: Array.isArray(defaultData) ? defaultData : [],
  };
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function numberOf(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/**
 * A record of the data source as a Location item (EN-B2): the title, info and address fields
 * named by the query. The address field may hold a Location address (`{ address, lat, lng, … }`),
 * a Geo value (`{ latitude, longitude }`) or a text; a record without a position is left out
 * (the picker hands back a place).
 */
export function toLocationItem(
  record: Readonly<Record<string, unknown>>,
  fields: Pick<LocationQuery, 'titleFieldName' | 'infoFieldName' | 'addressFieldName'>,
): LocationItem | null {
  const raw = record[fields.addressFieldName];
  const place = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const lat = numberOf(place.lat ?? place.latitude ?? record.lat);
  const lng = numberOf(place.lng ?? place.longitude ?? record.lng);
  if (lat === null || lng === null) return null;
  const addressText = typeof raw === 'string' ? raw : textOf(place.address);
  return {
    title: textOf(record[fields.titleFieldName]) || addressText,
    info: textOf(record[fields.infoFieldName]) || addressText,
    address: {
      address: addressText,
      areacode: textOf(place.areacode),
      city: textOf(place.city),
      district: textOf(place.district),
      lat,
      lng,
      province: textOf(place.province),
    },
  };
}
