import type { FieldBinding } from '@tessera/widgets/react';
import type { AccountFormCommands } from '../account/accountForm.js';

/** The field bindings of an account form model's snapshot, for the views' inputs. */
export function accountFormOf<TField extends string>(
  snapshot: { values: Record<TField, string>; errors: Partial<Record<TField, string>> },
  commands: AccountFormCommands<TField>,
): (name: TField) => FieldBinding {
  return (name) => ({
    value: snapshot.values[name],
    onChange: (value) => commands.setField(name, value),
    onBlur: () => commands.blurField(name),
    error: snapshot.errors[name],
  });
}
