// The catalogue's request client: the real one (@tessera/request) whose fetch answers each call
// from a story's fixed answers in the server's envelope (spec 1 §7 Response envelope).
import type { MessagesPort } from '@tessera/ports';
import { createRequestClient } from '@tessera/request';
import type { RequestClient } from '@tessera/request';

/** The ids of the catalogue's one app, sub-app and page. */
export const STORY_IDS = {
  appId: '00000000-0000-0000-0000-00000000a001',
  subAppId: '00000000-0000-0000-0000-00000000a002',
  pageId: '00000000-0000-0000-0000-00000000a003',
} as const;

/** A story's answers by path (e.g. `/api/account/logout`); a function gets the request body. */
export type StoryAnswers = Readonly<Record<string, unknown>>;

function pathOf(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, 'http://story.local').pathname;
}

/** A request client over `answers`; a path without one answers `null` data. */
export function createStoryClient(answers: StoryAnswers, messages: MessagesPort): RequestClient {
  const storyFetch: typeof fetch = async (input) => {
    const path = pathOf(input);
    const request = input instanceof Request ? input : null;
    const answer = answers[path];
    const data =
      typeof answer === 'function'
        ? await (answer as (body: unknown) => unknown)(
            request
              ? await request
                  .clone()
                  .json()
                  .catch(() => null)
              : null,
          )
        : (answer ?? null);
    return new Response(JSON.stringify({ rspCd: '00000', rspInf: '', data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return createRequestClient({
    baseUrl: 'http://story.local',
    fetch: storyFetch,
    messages,
    getContext: () => ({
      appId: STORY_IDS.appId,
      subAppId: STORY_IDS.subAppId,
      pageId: STORY_IDS.pageId,
      subAppType: 'Pc',
      envType: 'Runtime',
      currentPublishVersion: '1',
    }),
  });
}
