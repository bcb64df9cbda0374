import { useMemo } from 'react';
import { queryDataSourceContents } from '@tessera/api';
import { createBrowserStorage } from '@tessera/ports';
import type { LocationItem } from '@tessera/protocol';
import { createPageVariables, useRequestClient, useSettings } from '@tessera/react';
import type { RequestClient } from '@tessera/request';
import {
  createLocationPickerModel,
  type LocationChoice,
  type LocationPickerModel,
  type LocationPickerSnapshot,
} from '../location/locationPickerModel.js';
import {
  readLocationQuery,
  toLocationItem,
  type LocationQuery,
} from '../location/locationQuery.js';
import {
  createServerMapsService,
  type GeolocationPort,
  type MapsService,
} from '../location/mapsService.js';
import { useModel } from './useModel.js';

/** The browser's geolocation as the model's port (CA-A15: the options come from the model). */
export const browserGeolocation: GeolocationPort = {
  locate: (options) =>
    new Promise((resolve, reject) => {
      if (!globalThis.navigator?.geolocation) {
        reject(new Error('No geolocation in this browser'));
        return;
      }
      globalThis.navigator.geolocation.getCurrentPosition(
        (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
        (error) => reject(new Error(error.message)),
        { ...options, maximumAge: 0 },
      );
    }),
};

/** The data-source list: `defaultData`, then the rows of `pageDataOption`'s schema. */
async function loadLocationData(
  client: RequestClient,
  appId: string,
  query: LocationQuery,
): Promise<LocationItem[]> {
  const records: Record<string, unknown>[] = query.defaultData.filter(
    (entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null,
  );
  const option = query.pageDataOption;
  if (option) {
    const { items } = await queryDataSourceContents(
      client,
      { appId: query.appId || appId },
      { schemaName: option.schemaName, filter: option.filter, top: option.top ?? 20, skip: 0 },
    );
    for (const item of items) {
      records.push(
        Object.fromEntries(Object.entries(item.data).map(([name, field]) => [name, field?.iv])),
      );
    }
  }
  return records
    .map((record) => toLocationItem(record, query))
    .filter((item): item is LocationItem => item !== null);
}

/** The location picker of /location, and what choosing a place does in the browser. */
export interface LocationPicker {
  snapshot: LocationPickerSnapshot;
  model: LocationPickerModel;
  query: LocationQuery;
  /**
   * Chooses a place: remembers it, sets the Global page variable `pageVarName` to it (session
   * storage, so the page opened next starts with it) and answers the model's choice (the view
   * navigates).
   */
  choose(item: LocationItem): LocationChoice;
}

/**
 * The location picker ({@link createLocationPickerModel}) for the query: the maps service given,
 * else the default provider (the server's places); the browser's geolocation; the history in
 * local storage.
 */
export function useLocationPicker(search: URLSearchParams, maps?: MapsService): LocationPicker {
  const client = useRequestClient();
  const { appId } = useSettings();
  // Keyed by the query's text: a new URLSearchParams of the same query keeps the model.
  const searchText = search.toString();
  const query = useMemo(() => readLocationQuery(new URLSearchParams(searchText)), [searchText]);
  const service = useMemo(() => maps ?? createServerMapsService(client), [maps, client]);
  const [snapshot, model] = useModel(
    () =>
      createLocationPickerModel({
        query,
        maps: service,
        geolocation: browserGeolocation,
        storage: createBrowserStorage('local'),
        ...(query.defaultData.length > 0 || query.pageDataOption
          ? { loadData: () => loadLocationData(client, appId, query) }
          : {}),
      }),
    [query, service, client, appId],
  );
  const choose = (item: LocationItem) => {
    const choice = model.choose(item);
    if (choice.pageVarName) {
      createPageVariables({}, { globals: createBrowserStorage('session') }).set(
        choice.pageVarName,
        item,
        'Global',
      );
    }
    return choice;
  };
  return { snapshot, model, query, choose };
}
