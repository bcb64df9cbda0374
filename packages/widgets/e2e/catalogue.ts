// Where the catalogue test finds the static build and its stories.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The port `vite preview` serves storybook-static on during the test. */
export const CATALOGUE_PORT = Number(process.env.STORYBOOK_TEST_PORT ?? 4330);

/** One story of the build's index.json. */
export interface CatalogueStory {
  id: string;
  title: string;
  name: string;
}

/** Every story (not docs entry) of the static build, in the sidebar's order. */
export function catalogueStories(): CatalogueStory[] {
  const file = fileURLToPath(new URL('../storybook-static/index.json', import.meta.url));
  const index = JSON.parse(readFileSync(file, 'utf8')) as {
    entries: Record<string, CatalogueStory & { type: string }>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name }) => ({ id, title, name }));
}
