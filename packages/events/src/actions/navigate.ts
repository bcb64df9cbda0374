import { requirePort } from '../actionHandler.js';
import type { ActionContext, ActionHandler } from '../actionHandler.js';
import type { NavigationPort } from '@tessera/ports';
import { readValues } from './actionValues.js';

/** An address outside the app: opened by the browser, not the router. */
const EXTERNAL = /^[a-z][a-z0-9+.-]*:\/\//i;

function target(context: ActionContext): string {
  const { action, evaluate } = context;
  const params = action.params ?? {};
  const expression = params.urlExpression;
  let url: unknown;
  if (typeof expression === 'string' && expression.trim() !== '') url = evaluate(expression);
  else if (typeof params.pageName === 'string' && params.pageName.trim() !== '')
    url = `/page/${encodeURIComponent(params.pageName.trim())}`;
  else url = params.url;
  if (typeof url !== 'string' || url.trim() === '') {
    throw new Error(`Action "${action.name}" (navigate) produced no url`);
  }
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(
    readValues(context, 'parameters', 'parameterExpressions'),
  )) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const search = query.toString();
  if (search === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/**
 * `navigate`: opens a page or an address through the navigation port (spec 1 §2 routes).
 *
 * Params: `pageName` (goes to `/page/{name}`), or `url` (a path or an external address), or
 * `urlExpression` (evaluated; wins when set); `parameters` (fixed) and `parameterExpressions`
 * (evaluated) appended as query parameters; `replace`; `newWindow`. An external address
 * (`https://…`) leaves the app (a full-page load) unless `newWindow` opens it in a new window.
 *
 * @example
 * ```json
 * { "id": "a1", "name": "去详情", "typeName": "navigate",
 *   "params": { "pageName": "detail", "parameterExpressions": { "id": "payload.id" } } }
 * ```
 */
export const navigateAction: ActionHandler = {
  typeName: 'navigate',
  run(context) {
    const { action, ports } = context;
    const navigation = requirePort<NavigationPort>(ports, 'navigation', 'navigate');
    const url = target(context);
    const newWindow = action.params?.newWindow === true;
    navigation.navigate(url, {
      replace: action.params?.replace === true,
      newWindow,
      ...(EXTERNAL.test(url) && !newWindow ? { fullPage: true } : {}),
    });
  },
};
