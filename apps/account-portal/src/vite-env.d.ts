/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** spec 2 §2.1 "pathname mode": 'true' keeps the route in the URL's fragment. */
  readonly VITE_PATHNAME_MODE?: string;
  /** Comma-separated preview domains whose hosts use hash routing (spec 2 §2.1). */
  readonly VITE_PREVIEW_DOMAINS?: string;
}
