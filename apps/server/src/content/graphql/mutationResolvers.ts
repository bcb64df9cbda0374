import type { AppSchemas, ContentSchema } from '../contentSchema.js';
import { requireSchema } from '../contentSchema.js';
import {
  createContent,
  deleteContent,
  incrementField,
  updateContent,
  type WriteContext,
} from '../writeContent.js';
import type { ContentWriteKind } from '../../authorization/operationAccess.js';
import type { Db } from '../../db/database.js';
import { updateContentsByFilter } from '../updateContentsByFilter.js';
import { answer, type ContentContext } from './graphqlContext.js';

type MutationResolver<TArgs> = (source: unknown, args: TArgs, context: ContentContext) => unknown;

interface AddArgs {
  contentData: unknown;
  operationId?: string | null;
  desTransmit?: unknown;
}
interface UpdateArgs extends AddArgs {
  id: string;
  expectedVersion?: number | null;
}
interface DeleteArgs {
  id: string;
  operationId?: string | null;
  expectedVersion?: number | null;
}
interface UpdateByFilterArgs {
  filter: string;
  contentData: unknown;
  operationId?: string | null;
}
interface UpdateFieldArgs {
  schemaName: string;
  fieldName: string;
  step: number;
  id: string;
  operationId?: string | null;
}

/**
 * Checks the caller may write: signed in, holding the named operation and the schema's own for
 * this kind of write; then runs the write.
 */
async function authorized<T>(
  context: ContentContext,
  operationId: string | null | undefined,
  target: { schemaName: string; kind: ContentWriteKind },
  write: () => Promise<T>,
): Promise<T> {
  await context.authorizeWrite(operationId, target);
  return write();
}

function writeContext(context: ContentContext, schema: ContentSchema, trx: Db): WriteContext {
  return { db: trx, schema, actor: context.actor, changes: context.changes };
}

/**
 * The mutations of one schema (spec 1 §7 Mutations): add, update (the fields sent are changed;
 * `expectedVersion`, when given, must equal the stored version) and delete. Each runs in the
 * request's one transaction, so a batch of mutations commits together or not at all.
 * Each needs a signed-in caller holding the named `operationId` and the schema's own operation
 * (`{schema}.add`, `.edit`, `.delete`, README "Authorization");
 * `desTransmit` is accepted. `update{Schema}ContentsByFilter` changes every item a filter
 * matches (README "Personal content").
 */
export function schemaMutationResolvers(
  schema: ContentSchema,
  typeName: string,
  schemas: AppSchemas,
): Record<string, MutationResolver<never>> {
  const add: MutationResolver<AddArgs> = (_s, args, context) =>
    answer(() =>
      authorized(context, args.operationId, { schemaName: schema.name, kind: 'add' }, () =>
        context.session.write((trx) =>
          createContent(writeContext(context, schema, trx), args.contentData),
        ),
      ),
    );
  const update: MutationResolver<UpdateArgs> = (_s, args, context) =>
    answer(() =>
      authorized(context, args.operationId, { schemaName: schema.name, kind: 'update' }, () =>
        context.session.write((trx) =>
          updateContent(writeContext(context, schema, trx), args.id, args.contentData, {
            mode: 'merge',
            expectedVersion: args.expectedVersion,
          }),
        ),
      ),
    );
  const remove: MutationResolver<DeleteArgs> = (_s, args, context) =>
    answer(() =>
      authorized(context, args.operationId, { schemaName: schema.name, kind: 'delete' }, () =>
        context.session.write((trx) =>
          deleteContent(writeContext(context, schema, trx), args.id, {
            expectedVersion: args.expectedVersion,
          }),
        ),
      ),
    );
  const updateByFilter: MutationResolver<UpdateByFilterArgs> = (_s, args, context) =>
    answer(() =>
      authorized(context, args.operationId, { schemaName: schema.name, kind: 'update' }, () =>
        context.session.write((trx) =>
          updateContentsByFilter(
            writeContext(context, schema, trx),
            schemas,
            args.filter,
            args.contentData,
          ),
        ),
      ),
    );
  return {
    [`add${typeName}Content`]: add as MutationResolver<never>,
    [`update${typeName}ContentsByFilter`]: updateByFilter as MutationResolver<never>,
    [`update${typeName}Content`]: update as MutationResolver<never>,
    [`delete${typeName}Content`]: remove as MutationResolver<never>,
  };
}

/** spec 1 §7 updateFieldContent(schemaName, fieldName, step, id): an atomic increment. */
export function updateFieldContentResolver(schemas: AppSchemas): MutationResolver<never> {
  const resolve: MutationResolver<UpdateFieldArgs> = (_s, args, context) =>
    answer(async () => {
      const schema = requireSchema(schemas, args.schemaName);
      return authorized(
        context,
        args.operationId,
        { schemaName: schema.name, kind: 'update' },
        () =>
          context.session.write((trx) =>
            incrementField(writeContext(context, schema, trx), args.id, args.fieldName, args.step),
          ),
      );
    });
  return resolve as MutationResolver<never>;
}
