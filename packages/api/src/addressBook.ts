import { quoteFilterString } from '@tessera/filters';
import { ADDRESS_SCHEMA } from '@tessera/protocol';
import type { AddressArea, AddressInput, AddressRecord, ContentItem } from '@tessera/protocol';
import { RequestError } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import { contentMutationDocument } from './contentMutationDocument.js';
import { deleteContent } from './deleteContent.js';
import type { MutationDocument } from './contentMutationDocument.js';
import { batchContentGraphql } from './internals/contentGraphql.js';
import { queryContentsWithTotal } from './queryContentsWithTotal.js';
import type { AppRef } from './subAppRef.js';
import { contentsByFilterDocument } from './updateContentsByFilter.js';

/** Which address book: the data source's schema (spec 2 §3), `address` by default. */
export interface AddressBookInput {
  /** The address data source's schemaName; default `ADDRESS_SCHEMA.name` (`address`). */
  schemaName?: string;
  operationId?: string;
}

/** Input of {@link listAddresses}. */
export interface ListAddressesInput extends AddressBookInput {
  /** Most addresses answered (default 1000, spec 2 §9 "content top 1000"). */
  top?: number;
}

/** Input of {@link saveAddress}: a new address without `id`, an edited one with it. */
export interface SaveAddressInput extends AddressBookInput {
  address: AddressInput;
  /** The edited address (spec 2 §2.5 `editorId`); absent: a new address (spec 2 §2.4). */
  id?: string;
  /** The version the edit is based on: a newer stored one refuses the save (`40900`). */
  version?: number;
}

/** Input of {@link deleteAddress} (spec 2 §7.1 "delete content by schemaName and dataGuid"). */
export interface DeleteAddressInput extends AddressBookInput {
  id: string;
  version?: number;
}

function value<T>(item: ContentItem, name: keyof AddressInput, fallback: T): T {
  const field = (item.data as Record<string, { iv?: unknown } | undefined>)[name];
  return (field?.iv ?? fallback) as T;
}

/** An address content item as spec 2 §3's Address record (missing fields: empty values). */
export function toAddressRecord(item: ContentItem): AddressRecord {
  return {
    id: item.id,
    created: item.created,
    version: item.version,
    name: value(item, 'name', ''),
    phonenumber: value(item, 'phonenumber', ''),
    defaultaddress: value<unknown>(item, 'defaultaddress', false) === true,
    area: value<AddressArea>(item, 'area', null as unknown as AddressArea),
    detailedaddress: value(item, 'detailedaddress', ''),
  };
}

/**
 * The caller's address book, newest first by created time (spec 2 §2.3). The schema is
 * personal: the server answers the caller's own addresses only.
 *
 * @example
 * ```ts
 * const book = await listAddresses(client, { appId });
 * const chosen = book.find((a) => a.defaultaddress) ?? book[0];
 * ```
 * @throws {ContentGraphQLError} / {RequestError} when the call fails (401 when signed out).
 */
export async function listAddresses(
  client: RequestClient,
  app: AppRef,
  input: ListAddressesInput = {},
): Promise<AddressRecord[]> {
  const page = await queryContentsWithTotal(client, app, {
    schemaName: input.schemaName ?? ADDRESS_SCHEMA.name,
    top: input.top ?? 1000,
    skip: 0,
    orderfield: 'created',
    orderasc: false,
  });
  return page.items.map((item) => toAddressRecord(item as ContentItem));
}

/**
 * The documents {@link saveAddress} sends, in order (exported for callers that batch them with
 * other changes): with the default flag on, first `update{Schema}ContentsByFilter` clearing the
 * flag of every other address of the caller (spec 2 §4 "first clears the default flag on every
 * existing address, then saves"), then the add or update with every field; the default flag is
 * sent as `false` unless it is on (spec 2 §4 "Otherwise the new address's default is false").
 */
export function saveAddressDocuments(input: SaveAddressInput): MutationDocument[] {
  const schemaName = input.schemaName ?? ADDRESS_SCHEMA.name;
  const operationId = input.operationId ?? '';
  // The five fields of spec 2 §3, whatever else the caller's object holds (a listed record).
  const { name, phonenumber, area, detailedaddress } = input.address;
  const contentData = {
    name,
    phonenumber,
    defaultaddress: input.address.defaultaddress === true,
    area,
    detailedaddress,
  };
  const save = contentMutationDocument(
    input.id === undefined
      ? { type: 'add', schemaName, contentData, operationId }
      : {
          type: 'update',
          schemaName,
          id: input.id,
          contentData,
          operationId,
          ...(input.version !== undefined ? { version: input.version } : {}),
        },
  );
  if (!contentData.defaultaddress) return [save];
  // The edited address keeps its own version: only the others are cleared.
  const others =
    input.id === undefined
      ? 'defaultaddress eq true'
      : `defaultaddress eq true and id ne ${quoteFilterString(input.id)}`;
  return [
    contentsByFilterDocument({
      schemaName,
      filter: others,
      contentData: { defaultaddress: false },
      operationId,
    }),
    save,
  ];
}

/**
 * Saves an address of the caller's book (spec 2 §2.4, §2.5, §4) in **one batch, one
 * transaction**: with the default flag on, the other addresses' default flags are cleared and
 * this one saved together — a failure writes nothing — and the server holds the caller's lock
 * meanwhile, so saves at once never leave two defaults. Answers the saved address.
 *
 * @example
 * ```ts
 * const saved = await saveAddress(client, { appId }, {
 *   address: { name: '张三', phonenumber: '13800000001', defaultaddress: true,
 *     area: areaFromCodes(tree, ['110000', '110100', '110101'])!, detailedaddress: '东华门大街 1 号' },
 * });
 * await saveAddress(client, { appId }, { id: saved.id, version: saved.version, address: { ...saved, defaultaddress: false } });
 * ```
 * @throws {TypeError} for a schema name that is not a GraphQL name (nothing is sent).
 * @throws {ContentGraphQLError} for bad data (`40000`, e.g. 收货人（name）为必填项), an address
 * that is not the caller's (`40400`) or a stale `version` (`40900`); nothing was written.
 */
export async function saveAddress(
  client: RequestClient,
  app: AppRef,
  input: SaveAddressInput,
): Promise<AddressRecord> {
  const documents = saveAddressDocuments(input);
  const answers = await batchContentGraphql<Record<string, unknown>>(
    client,
    { app },
    documents.map(({ query, variables }) => ({ document: query, variables })),
  );
  const last = documents.at(-1)!;
  const saved = answers.at(-1)?.[last.field] as ContentItem | undefined;
  if (!saved || answers.length !== documents.length) {
    throw new RequestError('envelope', `The answer has no ${last.field}`);
  }
  return toAddressRecord(saved);
}

/**
 * Deletes an address of the caller's book (spec 2 §2.5, §7.1 "delete content by schemaName and
 * dataGuid"); answers it as it was. Another user's address answers `40400` and stays.
 *
 * @throws {ContentGraphQLError} for an unknown address (`40400`) or a stale `version` (`40900`).
 */
export async function deleteAddress(
  client: RequestClient,
  app: AppRef,
  input: DeleteAddressInput,
): Promise<AddressRecord> {
  const deleted = await deleteContent(client, app, {
    schemaName: input.schemaName ?? ADDRESS_SCHEMA.name,
    id: input.id,
    operationId: input.operationId ?? '',
    ...(input.version !== undefined ? { version: input.version } : {}),
  });
  return toAddressRecord(deleted);
}
