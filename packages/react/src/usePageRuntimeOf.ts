import { useEffect, useState } from 'react';
import { createBrowserClock, createMemoryStorage } from '@tessera/ports';
import type { Clock } from '@tessera/ports';
import type { PageJsonData } from '@tessera/protocol';
import { pageClock, startPage, type PageData } from './internals/startPage.js';
import { required, useTessera } from './TesseraContext.js';
import { useMessages } from './useServices.js';

/**
 * A page given as JSON rather than loaded by id (the designer's canvas, a version preview): its
 * scheduler, page variables and event runner, started when `page` is given or changes (its data
 * sources begin loading) and disposed, with every timer it set, when it changes again or the
 * component unmounts. `null` until started. Events do nothing where settings say `envType`
 * Design (spec 1 §4), so a canvas gives a provider with those settings above.
 *
 * Needs `settings` and `client` from a provider above.
 */
export function usePageRuntimeOf(
  page: PageJsonData,
  options: { clock?: Clock } = {},
): PageData | null {
  const context = useTessera();
  const settings = required(context, 'settings', 'usePageRuntimeOf');
  const client = required(context, 'client', 'usePageRuntimeOf');
  const messages = useMessages();
  const clock = options.clock;
  const [data, setData] = useState<PageData | null>(null);
  useEffect(() => {
    const timers = pageClock(clock ?? createBrowserClock());
    const started = startPage(page, {
      client: client.withContext({ pageId: page.pageId }),
      clock: timers.clock,
      sessionStorage: context.sessionStorage ?? createMemoryStorage(),
      context: { ...context, settings, messages },
    });
    setData(started);
    void started.scheduler.load();
    return () => {
      started.scheduler.dispose();
      started.eventRunner.dispose();
      timers.clear();
    };
    // `context` is the provider's value object, a new one per render: its parts are listed.
  }, [page, client, settings, messages, clock, context.navigation, context.sessionStorage]);
  return data;
}
