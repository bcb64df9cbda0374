import type { GraphQLResolveInfo } from 'graphql';
import type { ContentItem } from '@tessera/protocol';
import type { AppSchemas, ContentSchema } from '../contentSchema.js';
import { expandReferences } from '../expandReferences.js';
import { prepareContentQuery, type ContentQuery } from '../queryContents.js';
import { selectedItemMembers, shouldStream } from './exportCollector.js';
import { answer, reader, type ContentContext } from './graphqlContext.js';
import { countAnswerBytes, inLane } from './requestLane.js';

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
  return (_source, args, context) =>
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
      };
      return result;
    });
}

/** Resolvers of the `{Schema}ContentsWithTotal` answer type. */
export const CONTENTS_RESULT_RESOLVERS: Record<string, Resolver<ContentsResult, unknown>> = {
  total: (result, _args, context) => answer(() => inLane(context.lane, () => result.query.total())),
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
