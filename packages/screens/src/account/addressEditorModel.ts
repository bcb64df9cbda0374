import { createStore } from 'zustand/vanilla';
import { deleteAddress, listAddresses, saveAddress, type AppRef } from '@tessera/api';
import type { AddressArea, AddressRecord } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { addressFormSchema, validateField } from '@tessera/validation';
import { createLatest } from '../model/latest.js';
import { subscribeTo, type Model } from '../model/snapshot.js';

/** The address form's typed fields (the area is picked, the default flag switched). */
export interface AddressTextValues {
  name: string;
  phonenumber: string;
  detailedaddress: string;
}

/** What the address editor holds besides its typed fields. */
export interface AddressEditorSnapshot {
  /** The stored address being edited (null while it loads, and on /created-newaddress). */
  editing: AddressRecord | null;
  area: AddressArea | null;
  /** 请选择省/市/区 after a check found the area incomplete. */
  areaError: string | undefined;
  isDefault: boolean;
  busy: boolean;
}

/** The address editor of /created-newaddress and /editor-address. */
export interface AddressEditorModel extends Model<AddressEditorSnapshot> {
  /** Sets a picked area (and clears its message). */
  setArea(area: AddressArea): void;
  setDefault(isDefault: boolean): void;
  /** Checks the area (spec 2 §5): sets and answers its message, or null. */
  checkArea(): string | null;
  /** Saves (a new address, or the edited one at its version); answers the stored address, or
   * null when the call failed (the request client showed why). */
  save(values: AddressTextValues): Promise<AddressRecord | null>;
  /** Deletes the edited address; answers whether it was deleted. */
  remove(): Promise<boolean>;
}

/** The input of {@link createAddressEditorModel}. */
export interface AddressEditorModelInput {
  client: RequestClient;
  app: AppRef;
  /** The address to edit (`editorId`); empty for a new one. */
  editorId: string;
  schemaName?: string;
  /** Fills the typed fields with the stored address once it has loaded. */
  fill?: (values: AddressTextValues) => void;
}

// The area, picked rather than typed, is checked by its own rule of the address schema.
const AREA_RULE = addressFormSchema.area;

/** 请选择省/市/区 unless the area reaches the region's last level (spec 2 §5 Address form). */
export function checkAddressArea(area: AddressArea | null): string | null {
  return AREA_RULE ? validateField(AREA_RULE.rules, area, { label: AREA_RULE.label }) : null;
}

/**
 * The address editor (spec 2 §2.4, §2.5, §4 Default address flag, §5 Address form): loads the
 * edited address (`editorId`) and hands its texts to `fill`, holds the area and the default
 * flag, saves in one transaction (the server clears every other default when this one is
 * default) and deletes at the stored version.
 */
export function createAddressEditorModel(input: AddressEditorModelInput): AddressEditorModel {
  const { client, app, editorId, schemaName } = input;
  const store = createStore<AddressEditorSnapshot>()(() => ({
    editing: null,
    area: null,
    areaError: undefined,
    isDefault: false,
    busy: false,
  }));
  const latest = createLatest();
  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      if (editorId) {
        latest.run(listAddresses(client, app, { schemaName }), (list) => {
          const found = list.find((address) => address.id === editorId);
          if (!found) return;
          input.fill?.({
            name: found.name,
            phonenumber: found.phonenumber,
            detailedaddress: found.detailedaddress,
          });
          store.setState({ editing: found, area: found.area, isDefault: found.defaultaddress });
        });
      }
      return latest.stop;
    },
    setArea: (area) => store.setState({ area, areaError: undefined }),
    setDefault: (isDefault) => store.setState({ isDefault }),
    checkArea() {
      const message = checkAddressArea(store.getState().area);
      store.setState({ areaError: message ?? undefined });
      return message;
    },
    async save(values) {
      const { editing, area, isDefault } = store.getState();
      store.setState({ busy: true });
      try {
        return await saveAddress(client, app, {
          schemaName,
          ...(editing ? { id: editing.id, version: editing.version } : {}),
          address: {
            name: values.name.trim(),
            phonenumber: values.phonenumber.trim(),
            detailedaddress: values.detailedaddress.trim(),
            area: area!,
            defaultaddress: isDefault,
          },
        });
      } catch {
        // The request client showed why (a newer version, a refusal); nothing was saved.
        return null;
      } finally {
        store.setState({ busy: false });
      }
    },
    async remove() {
      const { editing } = store.getState();
      if (!editing) return false;
      store.setState({ busy: true });
      try {
        await deleteAddress(client, app, { schemaName, id: editing.id, version: editing.version });
        return true;
      } catch {
        // The request client showed why.
        return false;
      } finally {
        store.setState({ busy: false });
      }
    },
  };
}
