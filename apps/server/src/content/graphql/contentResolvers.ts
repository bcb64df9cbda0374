import { Kind, type GraphQLResolveInfo } from 'graphql';
import type { ContentItem } from '@tessera/protocol';
import type { AppSchemas, ContentSchema } from '../contentSchema.js';
import { expandReferences } from '../expandReferences.js';
import { prepareContentQuery, type ContentQuery } from '../queryContents.js';
import { selectedItemMembers, shouldStream } from './exportCollector.js';
import { answer, reader, type ContentContext } from './graphqlContext.js';
import { badRequest } from '../../http/envelopeError.js';
import { countAnswerBytes, inLane, sortTooLargeMessage, type RequestLane } from './requestLane.js';

/** Arguments of query{Schema}ContentsWithTotal (see CONTENTS_ARGS). */
export interface ContentsArgs {
  top?: number | null;
  skip?: number | null;
  filter?: string | null;
  orderfield?: string | null;
  orderasc?: boolean | null;
  neworderdef?: string | null;
  noTotal?: boolean | null;
  countFields?: string[] | null;
  groupbyFields?: string[] | null;
  /** Workflow mode (spec 2 §7.4): checked by `context.authorizeWorkflow`. */
  workflowInstanceId?: string | null;
  workflowProNodeId?: string | null;
}

/** What the query field answers; the answer type's fields run only the parts selected. */
export interface ContentsResult {
  query: ContentQuery;
  schema: ContentSchema;
  schemas: AppSchemas;
  typeName: string;
  details: boolean;
  countFields: string[] | null;
  groupbyFields: string[];
  /**
   * The document asks for both `total` and an in-memory `items` page: the two statements run
   * side by side in one turn of the request's lane (README "Cost limits", "One lane per
   * request"), as a client's page of a list needs both.
   */
  readTogether: boolean;
  /** The check of {@link RequestLaneLimits.maxSortItems}, once per query. */
  sortChecked?: Promise<void>;
}

/** Whether the field being resolved selects `name` directly (fragments are not looked into). */
function selects(info: GraphQLResolveInfo, name: string): boolean {
  return info.fieldNodes.some((node) =>
    node.selectionSet?.selections.some(
      (selection) => selection.kind === Kind.FIELD && selection.name.value === name,
    ),
  );
}

/**
 * Refuses, before it runs, a page sorted on a form field over more matching items than the
 * lane allows (PGlite; README "Cost limits"): a count that stops after the limit decides.
 */
function checkSortSize(result: ContentsResult, lane: RequestLane | undefined): Promise<void> {
  const maxItems = lane?.limits.maxSortItems;
  if (maxItems === undefined || !result.query.order[0]?.formField) return Promise.resolve();
  result.sortChecked ??= result.query.countUpTo(maxItems + 1).then((matching) => {
    if (matching > maxItems) throw badRequest(sortTooLargeMessage(maxItems));
  });
  return result.sortChecked;
}

/**
 * The lane work of `total` or `items` before their own: the sort check when the page is read,
 * then both statements at once when the document asks for both (each runs once: the query
 * keeps its answers).
 */
async function firstReads(
  result: ContentsResult,
  lane: RequestLane | undefined,
  readsPage: boolean,
): Promise<void> {
  const { query } = result;
  if (readsPage || result.readTogether) await checkSortSize(result, lane);
  if (result.readTogether) await Promise.all([query.total(), query.items()]);
}

type Resolver<TSource, TArgs> = (
  source: TSource,
  args: TArgs,
  context: ContentContext,
  info: GraphQLResolveInfo,
) => unknown;

/**
 * The resolver of query{Schema}ContentsWithTotal[NoDetails] (spec 1 §7): checks the arguments
 * (40000 for bad paging, order or filter) and answers a {@link ContentsResult}. An explicit null
 * argument means its default, as leaving it out.
 */
export function contentsQueryResolver(
  schema: ContentSchema,
  schemas: AppSchemas,
  typeName: string,
  details: boolean,
): Resolver<unknown, ContentsArgs> {
  return (_source, args, context, info) =>
    answer(async () => {
      await context.authorizeRead(schema.name);
      await context.authorizeWorkflow(args);
      const query = prepareContentQuery(reader(context), {
        schema,
        schemas,
        filter: args.filter,
        top: args.top ?? 20,
        skip: args.skip ?? 0,
        orderfield: args.orderfield ?? 'created',
        orderasc: args.orderasc ?? true,
        neworderdef: args.neworderdef,
        noTotal: args.noTotal ?? false,
        // Of a personal schema the caller's own items only (README "Personal content").
        viewer: context.actor,
      });
      const result: ContentsResult = {
        query,
        schema,
        schemas,
        typeName,
        details,
        countFields: args.countFields ?? null,
        groupbyFields: args.groupbyFields ?? [],
        readTogether:
          selects(info, 'total') && selects(info, 'items') && !shouldStream(query, context.exports),
      };
      return result;
    });
}

/**
 * Resolvers of a content item type: `data(fields:)` answers only the named fields (ours, server
 * README "Content GraphQL"): a long list binding a title and a description reads those two, not
 * every field of every item. Without `fields`, every field.
 */
export const CONTENT_ITEM_RESOLVERS: Record<
  string,
  Resolver<ContentItem, { fields?: string[] | null }>
> = {
  data: (item, args) => {
    if (!args.fields) return item.data;
    const picked: Record<string, unknown> = {};
    const data = item.data as Record<string, unknown>;
    for (const name of args.fields) if (Object.hasOwn(data, name)) picked[name] = data[name];
    return picked;
  },
};

/** Resolvers of the `{Schema}ContentsWithTotal` answer type. */
export const CONTENTS_RESULT_RESOLVERS: Record<string, Resolver<ContentsResult, unknown>> = {
  total: (result, _args, context) =>
    answer(() =>
      inLane(context.lane, async () => {
        await firstReads(result, context.lane, false);
        return result.query.total();
      }),
    ),
  countFields: (result, _args, context) =>
    answer(() => inLane(context.lane, () => result.query.countFields(result.countFields))),
  groupFields: (result, _args, context) =>
    answer(() =>
      inLane(context.lane, () =>
        result.query.groupFields(result.groupbyFields, result.countFields),
      ),
    ),
  customFields: (result) =>
    result.schema.fields.map((f) => ({ name: f.name, label: f.label, fieldType: f.fieldType })),
  items: (result, _args, context, info) =>
    answer(() =>
      inLane(context.lane, async (): Promise<ContentItem[]> => {
        if (shouldStream(result.query, context.exports)) {
          // The export (top 10000000): the route streams these items from a cursor.
          context.exports.add(
            {
              query: result.query,
              members: selectedItemMembers(info),
              typeName: `${result.typeName}Content`,
            },
            info,
          );
          return [];
        }
        await firstReads(result, context.lane, true);
        const items = await result.query.items();
        const answered = result.details
          ? await expandReferences(reader(context), items, {
              schema: result.schema,
              schemas: result.schemas,
              viewer: context.actor,
            })
          : items;
        // README "Cost limits": the answer's size, refused before it is built.
        countAnswerBytes(context.lane, answered);
        return answered;
      }),
    ),
};
