import {
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { RSP_CD } from '@tessera/protocol';
import { STREAM_ITEMS_ABOVE } from './exportCollector.js';
import { ENVELOPE_ERROR_CODE, type ContentContext } from './graphqlContext.js';

/**
 * The cost limits of one POST /api/querygraphqls request (README "Cost limits"). A batch shares
 * one budget across its operations.
 */
export const GRAPHQL_LIMITS = {
  /** Operations in one batch body (a batch submit sends one mutation per edited row). */
  maxBatch: 100,
  /** Aliases in one operation (graphql-armor max-aliases). */
  maxAliases: 20,
  /** Depth of one operation's selections (graphql-armor max-depth). */
  maxDepth: 10,
  /** Tokens of one document (graphql-armor max-tokens): bounds parsing and validation. */
  maxTokens: 10_000,
  /** Root fields (aliases included) of all operations of one request. */
  maxRootFields: 100,
  /**
   * Sum of `top` over every content query of one request. The apps' biggest ordinary pages are
   * the content query page (1000) and the range picker (800); load-more asks 20 × counter.
   */
  maxItems: 2000,
};

/** What one request has spent so far (shared by the operations of a batch). */
export interface RequestBudget {
  rootFields: number;
  items: number;
  /** Whether the one streamed export of the request has been counted. */
  exported: boolean;
}

/** A fresh budget for one request. */
export function createRequestBudget(): RequestBudget {
  return { rootFields: 0, items: 0, exported: false };
}

/** The context the cost plugin reads: the resolvers' context plus the request's budget. */
export interface CostContext extends ContentContext {
  budget: RequestBudget;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  tops: number[];
}

/**
 * A type as far as the walk needs it. The schema's objects are read by shape, not through
 * graphql's `instanceof` helpers: yoga may have built them with the other module format of
 * graphql (CommonJS vs ESM), which those helpers refuse.
 */
interface TypeShape {
  ofType?: TypeShape | null;
  getFields?: () => Record<string, GraphQLField<unknown, unknown>>;
}

const named = (type: TypeShape): TypeShape => (type.ofType ? named(type.ofType) : type);

/**
 * A field's `top`: a literal, a variable, else the argument's default. Variables are not
 * coerced yet here: a value that is no number is left for execution to refuse (it never runs
 * a query).
 */
function topOf(
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: Record<string, unknown>,
): number | undefined {
  const arg = field.args.find((a) => a.name === 'top');
  if (!arg) return undefined;
  const given = node.arguments?.find((a) => a.name.value === 'top')?.value;
  let top: unknown = arg.defaultValue;
  if (given?.kind === Kind.INT) top = Number(given.value);
  else if (given?.kind === Kind.VARIABLE) top = variables[given.name.value] ?? arg.defaultValue;
  return typeof top === 'number' && Number.isFinite(top) ? Math.max(top, 0) : undefined;
}

/** Collects the `top` argument of every field below `set`, fragments expanded. */
function collectTops(walk: Walk, set: SelectionSetNode, type: TypeShape): void {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const field = type.getFields?.()[selection.name.value];
      if (!field) continue;
      const top = topOf(field, selection, walk.variables);
      if (top !== undefined) walk.tops.push(top);
      if (selection.selectionSet)
        collectTops(walk, selection.selectionSet, named(field.type as TypeShape));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition
        ? walk.schema.getType(selection.typeCondition.name.value)
        : type;
      if (on) collectTops(walk, selection.selectionSet, on as TypeShape);
    } else {
      const fragment = walk.fragments.get(selection.name.value);
      const on = fragment && walk.schema.getType(fragment.typeCondition.name.value);
      if (fragment && on) collectTops(walk, fragment.selectionSet, on as TypeShape);
    }
  }
}

function countRootFields(
  set: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): number {
  let count = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) count += 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      count += countRootFields(selection.selectionSet, fragments);
    else {
      const fragment = fragments.get(selection.name.value);
      if (fragment) count += countRootFields(fragment.selectionSet, fragments);
    }
  }
  return count;
}

/**
 * Spends one operation's cost from the request's budget and answers the refusal text when the
 * request goes over it. A `top` above {@link STREAM_ITEMS_ABOVE} is the export (spec 1 §7, top
 * 10000000): one per request is exempt when the request streams it from a cursor; any other
 * counts in full.
 */
export function spendOperation(
  budget: RequestBudget,
  request: {
    schema: GraphQLSchema;
    document: DocumentNode;
    operationName?: string | null;
    variables?: Record<string, unknown> | null;
    streams: boolean;
  },
): string | undefined {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations = [];
  for (const definition of request.document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
    else if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const operation = request.operationName
    ? operations.find((o) => o.name?.value === request.operationName)
    : operations[0];
  const root = operation && request.schema.getRootType(operation.operation);
  if (!operation || !root) return undefined;

  budget.rootFields += countRootFields(operation.selectionSet, fragments);
  if (budget.rootFields > GRAPHQL_LIMITS.maxRootFields) {
    return `请求的查询过多（每个请求最多 ${GRAPHQL_LIMITS.maxRootFields} 个根字段）`;
  }
  const walk: Walk = {
    schema: request.schema,
    fragments,
    variables: request.variables ?? {},
    tops: [],
  };
  collectTops(walk, operation.selectionSet, root as TypeShape);
  for (const top of walk.tops) {
    if (top > STREAM_ITEMS_ABOVE && request.streams && !budget.exported) budget.exported = true;
    else budget.items += top;
  }
  if (budget.items > GRAPHQL_LIMITS.maxItems) {
    return `请求的条目过多（每个请求的 top 之和最多 ${GRAPHQL_LIMITS.maxItems}，导出除外），请缩小查询范围`;
  }
  return undefined;
}

/**
 * A yoga plugin spending each operation's cost (root fields, sum of `top`) from the request's
 * budget in the context, after validation and before any resolver runs. Over budget, the
 * operation answers a 40000 error instead of running.
 */
export function useRequestCost(): Plugin<CostContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as CostContext;
      const refusal = spendOperation(context.budget, {
        schema: args.schema,
        document: args.document,
        operationName: args.operationName,
        variables: args.variableValues as Record<string, unknown> | null | undefined,
        streams: context.exports !== undefined,
      });
      if (refusal === undefined) return;
      setResultAndStopExecution({
        errors: [
          createGraphQLError(refusal, {
            extensions: { code: ENVELOPE_ERROR_CODE, rspCd: RSP_CD.badRequest },
          }),
        ],
      });
    },
  };
}
