import { route } from './route.js';
import { typed } from './typed.js';
import type { Settings } from './types.js';

/**
 * The sub-app's settings calls (spec 1 §7 "Settings and page calls", spec 2 §7.4): the site
 * settings of a host, the theme, the global navigation and the sub-app's variables.
 */
export const SUB_APP_PATHS = {
  /** GET home/configuration?host= — the settings of the app served on a host (spec 1 §7). */
  configuration: route('/api/home/configuration', {
    query: ['host'],
    method: 'GET',
    answer: typed<Settings>(),
  }),
  /** POST {app}/{subapp}/changeTheme/{theme}. */
  changeTheme: route('/api/:appId/:subAppId/changeTheme/:theme'),
  /** GET {app}/{subapp}/getglobalnav. */
  getGlobalNav: route('/api/:appId/:subAppId/getglobalnav'),
  /** POST {app}/{subapp}/setglobalnav (Color, TitleColor, FaviconUrl). */
  setGlobalNav: route('/api/:appId/:subAppId/setglobalnav'),
  /** GET {app}/{subapp}/getsubappvarsjson. */
  getVarsJson: route('/api/:appId/:subAppId/getsubappvarsjson'),
  /** POST {app}/{subapp}/updatesubappvarsjson (SubAppVarsJson, AppId, SubAppId). */
  updateVarsJson: route('/api/:appId/:subAppId/updatesubappvarsjson'),
  /** GET getsubappPageConfigjson?app&subapp. */
  getPageConfigJson: route('/api/getsubappPageConfigjson', { query: ['app', 'subapp'] }),
  /** POST updatesubappPageConfigjson?app&subapp (SubAppPageConfigJson). */
  updatePageConfigJson: route('/api/updatesubappPageConfigjson', { query: ['app', 'subapp'] }),
  /** GET {appId}/getsilenceloginswitch?subapp={subAppId}. */
  silenceLoginSwitch: route('/api/:appId/getsilenceloginswitch', { query: ['subapp'] }),
  /** GET {app}/subapp/list. */
  subAppList: route('/api/:appId/subapp/list'),
  /** GET {app}/subapp/detail/?subAppId. */
  subAppDetail: route('/api/:appId/subapp/detail/', { query: ['subAppId'] }),
} as const;
