/** One page route registered from a server page definition (spec 1 §2 Routes, spec 2 §2.2). */
export interface PageRoute {
  /** Router path: the page url or `/page/{name}`, then one `/:{param}` per parameter. */
  path: string;
  /** The path without parameter segments. */
  basePath: string;
  pageId: string;
  name: string;
  /** Meta title of the generic page renderer. */
  title: string;
  /** Meta tag mode; `default` when the definition has none. */
  tagsMode: string;
  /** Whether an unauthenticated visitor is sent to sign in first. */
  isLoginRequire: boolean;
  isHomePage: boolean;
  /** Parameter names, in path order. */
  parameters: string[];
}

/** The root route of the home page: `/` redirects to its url and parameter defaults. */
export interface RootRedirect {
  from: '/';
  to: string;
}

/** Everything routing derives from the page definitions. */
export interface RouteTable {
  /** One route per page definition, in the server's order. */
  routes: PageRoute[];
  /** The root redirect, or `null` when no page is the home page. */
  redirect: RootRedirect | null;
  /** The home page's route, when there is one. */
  homePage: PageRoute | null;
  /** Parameter count of the page whose url is `/login` (0 without such a page). */
  loginParamsNumber: number;
}

/** A route matched against a pathname, with its decoded parameter values. */
export interface RouteMatch {
  route: PageRoute;
  params: Record<string, string>;
}
