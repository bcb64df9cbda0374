import { Type } from 'typebox';
import type { Static } from 'typebox';
import { route } from './route.js';

/** The levels of the region tables: province (省级), city (地级), district (县级). */
export const REGION_LEVELS = { province: 1, city: 2, state: 3 } as const;

/** One level of {@link REGION_LEVELS}. */
export type RegionLevel = (typeof REGION_LEVELS)[keyof typeof REGION_LEVELS];

/** One child answered by `GET regions?parent=`. */
export const RegionOptionSchema = Type.Object({
  /** The GB/T 2260 code, six digits (`110000`, `110100`, `110101`). */
  code: Type.String(),
  /** The name (`北京市`). */
  label: Type.String(),
  /** True when the region has no children (a district, or a city without districts). */
  leaf: Type.Boolean(),
});
export type RegionOption = Static<typeof RegionOptionSchema>;

/** One node of `GET regions/tree`: `children` is absent on a leaf. */
export const RegionNodeSchema = Type.Cyclic(
  {
    RegionNode: Type.Object({
      code: Type.String(),
      label: Type.String(),
      /** 1 province, 2 city, 3 district ({@link REGION_LEVELS}). */
      level: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
      children: Type.Optional(Type.Array(Type.Ref('RegionNode'))),
    }),
  },
  'RegionNode',
);
export type RegionNode = Static<typeof RegionNodeSchema>;

/**
 * The region calls (spec 1 §9 "Region tables cover provinces, cities, counties"; spec 2 §3
 * Address record `area`): China's provinces, cities and districts with their GB/T 2260 codes.
 * Readable without signing in (still signed like every call); README "Regions".
 */
export const REGION_PATHS = {
  /**
   * GET regions?parent= — the children of one region, ordered by code, each
   * {@link RegionOption}; without `parent`: the provinces. Unknown parent → 40400.
   */
  regions: route('/api/regions', { method: 'GET', answer: Type.Array(RegionOptionSchema) }),
  /**
   * GET regions/tree — every region as one tree of {@link RegionNode} (the cascade picker's
   * options), answered with `ETag` and `Cache-Control` (one answer per data version).
   */
  regionTree: route('/api/regions/tree', {
    method: 'GET',
    answer: Type.Array(RegionNodeSchema),
  }),
} as const;
