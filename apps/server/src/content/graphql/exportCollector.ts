import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import type { ContentItem } from '@tessera/protocol';
import { ALL_ITEM_MEMBERS, type ItemMember, type ItemStream } from '../exportStream.js';
import type { ContentQuery } from '../queryContents.js';

/**
 * Item lists longer than this are streamed from a database cursor rather than built in memory
 * (spec 1 §9 "content top 1000" is the largest ordinary page; the export asks for 10000000).
 */
export const STREAM_ITEMS_ABOVE = 1000;

/** Collects the item lists of one GraphQL request that the route streams into its answer. */
export interface ExportCollector {
  /**
   * Registers a list found at `info.path`; its resolver answers `[]`, and the route puts the
   * streamed list there (see {@link ExportCollector.place}).
   */
  add(stream: ItemStream, info: GraphQLResolveInfo): void;
  /** Placeholder → list, in registration order. */
  readonly streams: ReadonlyMap<string, ItemStream>;
  /** Writes each list's placeholder into the executed answer's `data`, at its path. */
  place(data: unknown): void;
}

/** Creates an empty collector. */
export function createExportCollector(): ExportCollector {
  const streams = new Map<string, ItemStream>();
  const paths = new Map<string, (string | number)[]>();
  return {
    streams,
    add(stream, info) {
      // A text no JSON value of an answer can hold by accident (NUL characters around a counter).
      const placeholder = `\u0000tessera-export-${streams.size}\u0000`;
      const path: (string | number)[] = [];
      for (let at: GraphQLResolveInfo['path'] | undefined = info.path; at; at = at.prev)
        path.unshift(at.key);
      streams.set(placeholder, stream);
      paths.set(placeholder, path);
    },
    place(data) {
      for (const [placeholder, path] of paths) {
        let parent = data as Record<string | number, unknown> | null;
        for (const key of path.slice(0, -1)) parent = (parent?.[key] ?? null) as typeof parent;
        const last = path[path.length - 1];
        if (parent && last !== undefined) parent[last] = placeholder;
      }
    },
  };
}

const MEMBERS = new Set<string>(ALL_ITEM_MEMBERS.map((m) => m.member));

function collect(
  set: SelectionSetNode | undefined,
  info: GraphQLResolveInfo,
  out: ItemMember[],
): void {
  for (const selection of set?.selections ?? []) {
    const kind = selection.kind as string;
    if (kind === 'Field') {
      const field = selection as FieldNode;
      const member = field.name.value;
      if (member === '__typename' || MEMBERS.has(member)) {
        out.push({ key: field.alias?.value ?? member, member: member as keyof ContentItem });
      }
    } else if (kind === 'InlineFragment' && 'selectionSet' in selection) {
      collect(selection.selectionSet, info, out);
    } else if (kind === 'FragmentSpread' && 'name' in selection) {
      collect(info.fragments[selection.name.value]?.selectionSet, info, out);
    }
  }
}

/**
 * The item members an `items` field selects, with their answered keys (aliases kept), read from
 * the resolver's `info`; a member selected twice under one key is streamed once.
 */
export function selectedItemMembers(info: GraphQLResolveInfo): ItemMember[] {
  const out: ItemMember[] = [];
  for (const node of info.fieldNodes) collect(node.selectionSet, info, out);
  const seen = new Set<string>();
  return out.filter((m) => (seen.has(m.key) ? false : (seen.add(m.key), true)));
}

/** Whether a query's items should be streamed rather than loaded. */
export function shouldStream(
  query: ContentQuery,
  exports: ExportCollector | undefined,
): exports is ExportCollector {
  return exports !== undefined && query.options.top > STREAM_ITEMS_ABOVE;
}
