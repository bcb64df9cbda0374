import type { FieldType, SchemaFieldProperties } from './schemaTypes.js';

/** A region as an address stores it (spec 2 §3 Address record `area`). */
export interface RegionRef {
  code: string;
  label: string;
}

/**
 * spec 2 §3 Address record `area`. `city` is null where the region tables have no city between
 * the province and its districts (Hong Kong, Macau) or no children at all (Taiwan); `state` is
 * null for a city without districts (东莞市, 中山市, 儋州市). README "Address book".
 */
export interface AddressArea {
  province: RegionRef;
  city: RegionRef | null;
  state: RegionRef | null;
}

/** The editable fields of an address (spec 2 §3 Address record, spec 2 §2.4 create form). */
export interface AddressInput {
  name: string;
  phonenumber: string;
  defaultaddress: boolean;
  area: AddressArea;
  detailedaddress: string;
}

/** spec 2 §3 Address record: an address of the caller's book, as the list shows it. */
export interface AddressRecord extends AddressInput {
  /** The content item id (spec 2 §7.1 "dataGuid"). */
  id: string;
  /** ISO 8601 creation time (the list is newest first by it, spec 2 §2.3). */
  created: string;
  /** The item's version, for an update or delete that must not overwrite a newer one. */
  version: number;
}

/** One field of {@link ADDRESS_SCHEMA} (the stored form of spec 1 §3 Field). */
export interface AddressSchemaField {
  readonly fieldId: number;
  readonly name: keyof AddressInput;
  readonly label: string;
  readonly fieldType: FieldType;
  readonly properties?: SchemaFieldProperties;
}

/**
 * The address book's content schema (spec 2 §2.3–§2.5, §3), seeded into the demo app and read
 * by the account portal: one place for its name and fields. `personal`: every address belongs
 * to the user who created it; reads answer only the caller's own (server README "Personal
 * content").
 *
 * @example
 * ```ts
 * import { ADDRESS_SCHEMA } from '@tessera/protocol';
 * const book = await listAddresses(client, { appId }, { schemaName: ADDRESS_SCHEMA.name });
 * ```
 */
export const ADDRESS_SCHEMA = {
  name: 'address',
  label: '收货地址',
  personal: true,
  fields: [
    {
      fieldId: 1,
      name: 'name',
      label: '收货人',
      fieldType: 'String',
      properties: { isRequired: true },
    },
    {
      fieldId: 2,
      name: 'phonenumber',
      label: '手机号码',
      fieldType: 'String',
      properties: { isRequired: true },
    },
    { fieldId: 3, name: 'defaultaddress', label: '默认地址', fieldType: 'Boolean' },
    {
      fieldId: 4,
      name: 'area',
      label: '所在地区',
      fieldType: 'Area',
      properties: { isRequired: true },
    },
    {
      fieldId: 5,
      name: 'detailedaddress',
      label: '详细地址',
      fieldType: 'String',
      properties: { isRequired: true },
    },
  ],
} as const satisfies {
  name: string;
  label: string;
  personal: boolean;
  fields: readonly AddressSchemaField[];
};
