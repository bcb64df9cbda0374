import { useMemo } from 'react';
import { useRequestClient, useSettings } from '@tessera/react';
import { addressFormSchema } from '@tessera/validation';
import { useSchemaForm, type SchemaForm } from '@tessera/widgets/react';
import {
  createAddressEditorModel,
  type AddressEditorModel,
  type AddressEditorSnapshot,
} from '../account/addressEditorModel.js';
import { useModel } from './useModel.js';

type AddressField = 'name' | 'phonenumber' | 'detailedaddress';

// The text fields go through the form state; the area is checked by the model.
const { area: _area, ...TEXT_SCHEMA } = addressFormSchema;

/** The address editor ({@link createAddressEditorModel}) and the form of its typed fields. */
export interface AddressEditor {
  snapshot: AddressEditorSnapshot;
  model: AddressEditorModel;
  form: SchemaForm<AddressField>;
  /** Checks the typed fields and the area; answers the first message, or null. */
  check(): string | null;
}

/** The address editor of `editorId` (empty: a new address) in the provider's app. */
export function useAddressEditor(editorId: string, schemaName?: string): AddressEditor {
  const client = useRequestClient();
  const { appId } = useSettings();
  const app = useMemo(() => ({ appId }), [appId]);
  const form = useSchemaForm<AddressField>(TEXT_SCHEMA, {
    name: '',
    phonenumber: '',
    detailedaddress: '',
  });
  const { set } = form;
  const [snapshot, model] = useModel(
    () =>
      createAddressEditorModel({
        client,
        app,
        editorId,
        schemaName,
        fill: (values) => {
          set('name', values.name);
          set('phonenumber', values.phonenumber);
          set('detailedaddress', values.detailedaddress);
        },
      }),
    [client, app, editorId, schemaName, set],
  );
  const check = () => {
    const fieldError = form.validate();
    const areaMessage = model.checkArea();
    return fieldError ?? areaMessage;
  };
  return { snapshot, model, form, check };
}
