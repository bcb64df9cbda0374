// spec 1 §2 Layouts: "A form container on Pc is hidden until its page is loaded" — the mobile
// form container waits the same way.
import { useSyncExternalStore } from 'react';
import { useDataSourceScheduler } from '@tessera/react';

const nothing = () => () => undefined;
const loadedWithoutSources = () => true;

/**
 * Whether every data source of the page has loaded (the scheduler's `allLoaded`, spec 1 §4);
 * `true` without a scheduler.
 */
export function usePageLoaded(): boolean {
  const scheduler = useDataSourceScheduler();
  return useSyncExternalStore(
    scheduler?.subscribe ?? nothing,
    scheduler ? () => scheduler.getSnapshot().allLoaded : loadedWithoutSources,
    scheduler ? () => scheduler.getSnapshot().allLoaded : loadedWithoutSources,
  );
}
