/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** spec 1 §2 "pathname mode": 'true' keeps the route in the URL's fragment (hash routing). */
  readonly VITE_PATHNAME_MODE?: string;
  /** Comma-separated preview domains whose hosts use hash routing (spec 1 §2). */
  readonly VITE_PREVIEW_DOMAINS?: string;
}
