import type { MapScriptHost } from '../location/baiduMapsService.js';

/** The page as a {@link MapScriptHost}: `window`'s globals and a `<script>` in `<head>`. */
export const browserMapScriptHost: MapScriptHost = {
  getGlobal: (name) => (globalThis as Record<string, unknown>)[name],
  setGlobal: (name, value) => {
    (globalThis as Record<string, unknown>)[name] = value;
  },
  appendScript(src, onError) {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onerror = () => {
      script.remove();
      onError();
    };
    document.head.appendChild(script);
  },
};
