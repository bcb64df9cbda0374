import { browserMapScriptHost, LocationPickerPage } from '@tessera/screens/mobile';
import { createBaiduMapsService, type MapsService } from '@tessera/screens';

// README "Location picker": with `VITE_BAIDU_MAP_AK` set at build time the picker searches a
// public maps service with that key; without it, the server's own places (no key, no internet).
const accessKey = import.meta.env.VITE_BAIDU_MAP_AK;
const maps: MapsService | undefined = accessKey
  ? createBaiduMapsService({ accessKey, host: browserMapScriptHost })
  : undefined;

/** /location (AD-L1) with the configured maps service. */
export function LocationScreen({ search }: { search: URLSearchParams }) {
  return <LocationPickerPage search={search} {...(maps ? { maps } : {})} />;
}
