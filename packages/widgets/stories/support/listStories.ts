// Shared pieces of the list stories: a list data source definition and a story of one control.
import type { Control } from '@tessera/protocol';
import type { StoryPageOptions } from './StoryPage.js';
import type { StorySource } from './storySources.js';

/** A list source's definition (spec 1 §3 Data source: schema, usage list, topN). */
export function listSource(source: StorySource, topN = 20): StorySource {
  return {
    ...source,
    config: { typeName: 'schema', usages: ['list'], topN, skip: 0, ...source.config },
  };
}

/** The args and page of a story showing `control`, its `dsId` answering `source`. */
export function controlStory(control: Control, source?: StorySource) {
  const dsId = control.bindInfo?.dsId;
  const sources = dsId && source ? { [dsId]: listSource(source) } : {};
  const page: StoryPageOptions = { sources, controls: [control] };
  return { args: { control }, parameters: { page } };
}
