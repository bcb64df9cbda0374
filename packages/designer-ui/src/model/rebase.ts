import type { ControlJson, PageJson } from '@tessera/designer';
import { stableText } from './stableText.js';

// Re-applying a designer's unsaved work onto a newer saved version (README "Save conflicts"):
// a three-way merge at the grain of one control, one page setting and one data source.

type Keyed<T> = Map<string, T>;

function byKey<T>(items: readonly T[], key: (item: T) => string): Keyed<T> {
  return new Map(items.map((item) => [key(item), item]));
}

const same = (a: unknown, b: unknown) => stableText(a) === stableText(b);

/**
 * Merges keyed entries: an entry the local side changed, added or removed since `base` takes the
 * local state; every other entry keeps the server's. The server's order comes first, then the
 * entries only the local side added, in local order.
 */
function mergeKeyed<T>(
  base: readonly T[],
  local: readonly T[],
  server: readonly T[],
  key: (item: T) => string,
): T[] {
  const baseMap = byKey(base, key);
  const localMap = byKey(local, key);
  const serverMap = byKey(server, key);
  const changedLocally = (id: string) => !same(baseMap.get(id), localMap.get(id));
  const merged: T[] = [];
  for (const item of server) {
    const id = key(item);
    if (!changedLocally(id)) merged.push(item);
    else if (localMap.has(id)) merged.push(localMap.get(id)!);
    // removed locally: left out
  }
  for (const item of local) {
    const id = key(item);
    if (!serverMap.has(id) && !baseMap.has(id)) merged.push(item);
    else if (!serverMap.has(id) && changedLocally(id)) merged.push(item);
  }
  return merged;
}

const controlKey = (control: ControlJson) => control.id;
const sourceKey = (source: unknown) => String((source as { dsId?: unknown }).dsId);

/**
 * The local page's changes since `base`, applied on top of `server`: what this designer added,
 * changed or removed wins for that control, setting or data source; everything a colleague
 * changed elsewhere is kept.
 */
export function rebasePage(base: PageJson, local: PageJson, server: PageJson): PageJson {
  const { controls: baseControls, ...baseSettings } = base.pageData;
  const { controls: localControls, ...localSettings } = local.pageData;
  const { controls: serverControls, ...serverSettings } = server.pageData;
  const settings: Record<string, unknown> = { ...serverSettings };
  for (const name of new Set([...Object.keys(baseSettings), ...Object.keys(localSettings)])) {
    if (same(baseSettings[name], localSettings[name])) continue;
    if (name in localSettings) settings[name] = localSettings[name];
    else delete settings[name];
  }
  return {
    pageData: {
      ...settings,
      controls: mergeKeyed(baseControls, localControls, serverControls, controlKey),
    },
    pageDataSource: mergeKeyed(
      base.pageDataSource,
      local.pageDataSource,
      server.pageDataSource,
      sourceKey,
    ),
  };
}
