/** How the apps keep the route in the URL: the path (history) or the fragment (hash). */
export type RouterMode = 'history' | 'hash';

/** Options of {@link routerMode}. */
export interface RouterModeOptions {
  /** The app's host (`location.hostname`). */
  host: string;
  /** The "pathname mode" flag (spec 1 §2): the app is served where only one path exists. */
  pathnameFlag?: boolean;
  /** Preview domains: a host equal to one or under it uses hash routing (spec 1 §2). */
  previewDomains?: readonly string[];
}

/**
 * spec 1 §2, spec 2 §2.1: routing uses history mode unless the pathname-mode flag is set or the
 * host belongs to a preview domain; then the route lives in the URL's fragment.
 *
 * @example
 * routerMode({ host: 'a.preview.example.com', previewDomains: ['preview.example.com'] }); // 'hash'
 */
export function routerMode(options: RouterModeOptions): RouterMode {
  if (options.pathnameFlag) return 'hash';
  const host = options.host.toLowerCase();
  const preview = (options.previewDomains ?? []).some((domain) => {
    const d = domain.toLowerCase().replace(/^\./, '');
    return d !== '' && (host === d || host.endsWith(`.${d}`));
  });
  return preview ? 'hash' : 'history';
}
