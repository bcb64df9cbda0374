/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** spec 2 §2.1 "pathname mode": 'true' keeps the route in the URL's fragment. */
  readonly VITE_PATHNAME_MODE?: string;
  /** Comma-separated preview domains whose hosts use hash routing (spec 2 §2.1). */
  readonly VITE_PREVIEW_DOMAINS?: string;
  /** The access key of the public maps service for /location (CA-A16); none: the server's places. */
  readonly VITE_BAIDU_MAP_AK?: string;
}
