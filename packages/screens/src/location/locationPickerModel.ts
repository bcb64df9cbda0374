import { createStore } from 'zustand/vanilla';
import type { StoragePort } from '@tessera/ports';
import type { LocationItem } from '@tessera/protocol';
import { designedPagePath } from '@tessera/widgets';
import { createLatest } from '../model/latest.js';
import { subscribeTo, type Model } from '../model/snapshot.js';
import { readLocationHistory, rememberLocation, writeLocationHistory } from './locationHistory.js';
import type { LocationQuery } from './locationQuery.js';
import { LOCATION_TEXTS } from './locationTexts.js';
import {
  GEOLOCATION_OPTIONS,
  NEARBY_SEARCH_DEFAULTS,
  type GeoPoint,
  type GeolocationPort,
  type MapsService,
  type NearbyLocation,
} from './mapsService.js';

/** Where the nearby list is: finding the device, searching, shown, or failed at either. */
export type NearbyState = 'locating' | 'loading' | 'ready' | 'locate-failed' | 'failed';

/** What the location picker shows (AD-L1: up to three lists). */
export interface LocationPickerSnapshot {
  /** The chosen places of this smartViewId, most recent first (CN-B1). */
  history: LocationItem[];
  /** The data source's places (`defaultData`, `pageDataOption`). */
  data: LocationItem[];
  nearby: NearbyLocation[];
  nearbyState: NearbyState;
  position: GeoPoint | null;
  /** How many places the search found in all. */
  total: number;
  /** More nearby places to load (the infinite scroll goes on). */
  hasMore: boolean;
  /** AD-L2: 没有更多了 once every nearby place is shown; null before. */
  endText: string | null;
}

/** What choosing a place answers: where to go and what to hand over (README "Location picker"). */
export interface LocationChoice {
  item: LocationItem;
  /** The Global page variable to set to the item (`pageVarName`), or '' for none. */
  pageVarName: string;
  /** `/page/{pageId}` (with `?events=` when the query names one), or null to go back. */
  path: string | null;
}

/** The location picker of /location. */
export interface LocationPickerModel extends Model<LocationPickerSnapshot> {
  /** Loads the next page of nearby places (the infinite scroll's `loadMore`); settles when done. */
  loadMore(): Promise<void>;
  /** Finds the device again and searches from the first page (after a failure). */
  retry(): void;
  /**
   * Remembers the item (as a Location item, EN-B2: without a search's distance) first in the
   * history and answers where it goes (CN-B1).
   */
  choose(item: LocationItem): LocationChoice;
}

/** The input of {@link createLocationPickerModel}. */
export interface LocationPickerModelInput {
  query: LocationQuery;
  maps: MapsService;
  geolocation: GeolocationPort;
  /** Browser storage of the history (EN-B2). */
  storage: StoragePort;
  /** The data source's places, when the query names one. */
  loadData?: () => Promise<LocationItem[]>;
}

/**
 * The location picker (AD-L1, AD-L2, CA-A15, CN-B1): the history of this smartViewId, the data
 * source's places, and the nearby places — the device located with high accuracy and a 10 s
 * timeout, then searched by the query's category within 5000 m, ten a page, nearest first, more
 * as the list scrolls, 没有更多了 at the end.
 */
export function createLocationPickerModel(input: LocationPickerModelInput): LocationPickerModel {
  const { query, maps, geolocation, storage } = input;
  const store = createStore<LocationPickerSnapshot>()(() => ({
    history: readLocationHistory(storage, query.smartViewId, query.sessionSize),
    data: [],
    nearby: [],
    nearbyState: 'locating',
    position: null,
    total: 0,
    hasMore: false,
    endText: null,
  }));
  const located = createLatest();
  const dataLoad = createLatest();
  // The page being loaded; a load started before a retry or the stop hands nothing on.
  let generation = 0;
  let loading: Promise<void> | null = null;

  const showPage = (items: NearbyLocation[], total: number, append: boolean) => {
    const nearby = append ? [...store.getState().nearby, ...items] : items;
    // A short page ends the list even when the total promised more (places removed since).
    const hasMore = nearby.length < total && items.length > 0;
    store.setState({
      nearby,
      total,
      nearbyState: 'ready',
      hasMore,
      endText: hasMore ? null : LOCATION_TEXTS.noMore,
    });
  };

  const searchPage = (position: GeoPoint, pageIndex: number) =>
    maps.searchNearby({
      ...position,
      category: query.category,
      radius: NEARBY_SEARCH_DEFAULTS.radius,
      pageSize: NEARBY_SEARCH_DEFAULTS.pageSize,
      pageIndex,
    });

  const locate = () => {
    generation++;
    const mine = generation;
    loading = null;
    store.setState({ nearbyState: 'locating', nearby: [], hasMore: false, endText: null });
    located.run(
      geolocation.locate({ ...GEOLOCATION_OPTIONS }),
      (position) => {
        store.setState({ position, nearbyState: 'loading' });
        searchPage(position, 1).then(
          (page) => mine === generation && showPage(page.items, page.total, false),
          () => mine === generation && store.setState({ nearbyState: 'failed' }),
        );
      },
      () => store.setState({ nearbyState: 'locate-failed' }),
    );
  };

  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      if (input.loadData) {
        dataLoad.run(input.loadData(), (data) => store.setState({ data }));
      }
      locate();
      return () => {
        generation++;
        located.stop();
        dataLoad.stop();
      };
    },
    loadMore() {
      const { position, hasMore, nearby, nearbyState } = store.getState();
      if (!position || !hasMore || nearbyState !== 'ready') return Promise.resolve();
      if (loading) return loading;
      const mine = generation;
      const pageIndex = Math.floor(nearby.length / NEARBY_SEARCH_DEFAULTS.pageSize) + 1;
      loading = searchPage(position, pageIndex).then(
        (page) => {
          if (mine !== generation) return;
          loading = null;
          showPage(page.items, page.total, true);
        },
        (error: unknown) => {
          if (mine !== generation) return;
          loading = null;
          // The infinite scroll tries again when its end comes into view again.
          throw error;
        },
      );
      return loading;
    },
    retry: locate,
    choose(chosen) {
      // The Location item of EN-B2 only: a distance measured from here means nothing later.
      const item: LocationItem = {
        title: chosen.title,
        info: chosen.info,
        address: chosen.address,
      };
      const history = rememberLocation(store.getState().history, item, query.sessionSize);
      writeLocationHistory(storage, query.smartViewId, history);
      store.setState({ history });
      const events = query.events ? `events=${encodeURIComponent(query.events)}` : '';
      return {
        item,
        pageVarName: query.pageVarName,
        path: query.pageId ? designedPagePath(query.pageId, events) : null,
      };
    },
  };
}
