// One shown page for a story: the real scheduler over fixed data, the page's event runner
// (createPageRuntime), the session, the request client and the on-screen messages (spec 1 §8).
import { useEffect, useMemo, type ReactNode } from 'react';
import type { Control, ControlPermissionSet, PageJsonData, Settings } from '@tessera/protocol';
import { createBrowserClock, createMemoryStorage, type NavigationPort } from '@tessera/ports';
import { TesseraProvider, createPageRuntime } from '@tessera/react';
import { MessageSnackbar, WIDGET_ACTION_TYPES, createMessageQueue } from '../../src/pc/index.js';
import { createStoryScheduler, type StorySource } from './storySources.js';
import { DEMO_ADMIN, createStorySession, type StoryUser } from './storySession.js';
import { STORY_IDS, createStoryClient, type StoryAnswers } from './storyServer.js';

/** What a story's page holds (Storybook `parameters.page`). */
export interface StoryPageOptions {
  /** The page's data sources by dsId, each answering fixed data. */
  sources?: Readonly<Record<string, StorySource>>;
  /** The page's controls, where the event runner looks up a control's events. */
  controls?: readonly Control[];
  /**
   * Who is signed in; default the demo administrator. `null`: no session manager at all (an app
   * that does not sign in through OIDC), for the sign-in pages that would otherwise leave.
   */
  user?: StoryUser | null;
  /** Seconds of idle time left (under 60: the countdown of spec 1 §4 shows). */
  idleSecondsLeft?: number;
  /** Fixed answers of the request client, by path. */
  answers?: StoryAnswers;
  /** The page's control permission sets (spec 1 §3 Control permission set, §6). */
  permissionSets?: readonly ControlPermissionSet[];
}

/** The settings of the catalogue's demo app (spec 1 §3 Settings). */
export const STORY_SETTINGS = {
  appId: STORY_IDS.appId,
  subAppId: STORY_IDS.subAppId,
  subAppType: 'Pc',
  appType: 'Pc',
  envType: 'Runtime',
  subAppName: 'Tessera 演示',
  accountUrl: 'http://127.0.0.1:4000',
  identityUrl: 'http://127.0.0.1:4000',
  currentPublishVersion: '1',
} as Settings;

/** In the catalogue a link opens nothing: it says where it would go. */
function storyNavigation(info: (text: string) => void): NavigationPort {
  return {
    navigate: (path, options) => info(`${options?.newWindow ? '新窗口打开' : '打开页面'} ${path}`),
    currentPath: () => '/',
  };
}

/** Props of {@link StoryPage}. */
export interface StoryPageProps extends StoryPageOptions {
  children?: ReactNode;
}

/**
 * Renders `children` as the widgets of a shown page: every hook of `@tessera/react` they use
 * answers from the story's fixed data. Everything is created once per story and disposed after.
 */
export function StoryPage({ children, ...options }: StoryPageProps) {
  const page = useMemo(() => {
    const clock = createBrowserClock();
    const messages = createMessageQueue();
    const navigation = storyNavigation((text) => messages.info(text));
    const sessionStorage = createMemoryStorage();
    const scheduler = createStoryScheduler(options.sources ?? {});
    const json: PageJsonData = {
      pageId: STORY_IDS.pageId,
      title: 'Storybook',
      pageType: 'Page',
      version: 1,
      templateId: '',
      pageData: { controls: [...(options.controls ?? [])] },
      pageDataSource: [],
      controlPermissionSetList: [...(options.permissionSets ?? [])],
    };
    const session =
      options.user === null
        ? undefined
        : createStorySession({
            user: options.user ?? DEMO_ADMIN,
            clock,
            messages,
            navigation,
            idleSecondsLeft: options.idleSecondsLeft,
          });
    const client = createStoryClient(options.answers ?? {}, messages);
    const runtime = createPageRuntime({
      page: json,
      scheduler,
      clock,
      sessionStorage,
      messages,
      navigation,
      services: { session, settings: STORY_SETTINGS, client, actionTypes: WIDGET_ACTION_TYPES },
    });
    return { messages, navigation, sessionStorage, scheduler, runtime, session, client };
    // A story's parameters are fixed for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    void page.scheduler.load();
    return () => {
      page.scheduler.dispose();
      page.runtime.eventRunner.dispose();
      page.session?.dispose();
    };
  }, [page]);

  return (
    <TesseraProvider
      settings={STORY_SETTINGS}
      client={page.client}
      messages={page.messages}
      navigation={page.navigation}
      sessionStorage={page.sessionStorage}
      session={page.session}
      scheduler={page.scheduler}
      eventRunner={page.runtime.eventRunner}
      pageVariables={page.runtime.pageVariables}
      permissionSets={options.permissionSets}
    >
      <MessageSnackbar queue={page.messages} />
      {children}
    </TesseraProvider>
  );
}
