import { createHash } from 'node:crypto';
import { SHANGHAI_PLACES } from './shanghaiPlaces.js';

/** One row of the `places` table (migration 0012; README "Places"). */
export interface PlaceRow {
  id: string;
  title: string;
  category: string;
  address: string;
  province: string;
  city: string;
  district: string;
  areacode: string;
  lat: number;
  lng: number;
}

/** The districts of 上海市 by their GB/T 2260 codes (the `regions` table has the same). */
const SHANGHAI_DISTRICTS: Readonly<Record<string, string>> = {
  黄浦区: '310101',
  徐汇区: '310104',
  长宁区: '310105',
  静安区: '310106',
  普陀区: '310107',
  虹口区: '310109',
  杨浦区: '310110',
  闵行区: '310112',
  宝山区: '310113',
  嘉定区: '310114',
  浦东新区: '310115',
  金山区: '310116',
  松江区: '310117',
  青浦区: '310118',
  奉贤区: '310120',
  崇明区: '310151',
};

/** The rows of the written-in places of Shanghai (`shanghaiPlaces.ts`), ids `sh-001`…. */
export function packagedPlaceRows(): PlaceRow[] {
  return SHANGHAI_PLACES.map(([title, category, district, address, lat, lng], index) => {
    const areacode = SHANGHAI_DISTRICTS[district];
    if (!areacode) throw new Error(`places: unknown district ${district} (${title})`);
    return {
      id: `sh-${String(index + 1).padStart(3, '0')}`,
      title,
      category,
      address: `上海市${district}${address}`,
      province: '上海市',
      city: '上海市',
      district,
      areacode,
      lat,
      lng,
    };
  });
}

/**
 * The version of the places data: a digest of the rows, so a changed list reloads the table once
 * at the next start (`loadPlaces`), with no new migration.
 */
export function placeDataVersion(rows: readonly PlaceRow[] = packagedPlaceRows()): string {
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16);
}
