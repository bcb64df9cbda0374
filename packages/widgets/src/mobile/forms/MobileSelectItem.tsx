// A `select` item, mobile flavour (spec 1 §2 "Select is … a bottom picker on mobile"):
// antd-mobile Picker (one column) or CascadePicker when the options nest; checks on change.
import { useState } from 'react';
import { CascadePicker, Picker } from 'antd-mobile';
import { FORM_TEXTS } from '../../forms/formTexts.js';
import {
  cascadeLabels,
  cascadePath,
  choiceLabel,
  isCascade,
  selectedValue,
  toCascadeValue,
  toSelectValue,
} from '../../forms/formValues.js';
import type { FormItemBinding } from '../../forms/useFormWidget.js';
import { PickerTrigger } from './PickerTrigger.js';

/** The chosen option's label (or the placeholder) opening a bottom picker of the options. */
export function MobileSelectItem({ binding }: { binding: FormItemBinding }) {
  const { model } = binding;
  const [open, setOpen] = useState(false);
  if (isCascade(model)) {
    const path = cascadePath(binding.value);
    return (
      <>
        <PickerTrigger
          label={model.label}
          text={cascadeLabels(model, path).join(' / ')}
          placeholder={model.placeholder}
          error={Boolean(binding.error)}
          onOpen={() => setOpen(true)}
        />
        <CascadePicker
          title={model.label}
          visible={open}
          options={model.choices}
          value={path}
          confirmText={FORM_TEXTS.confirm}
          cancelText={FORM_TEXTS.cancel}
          onClose={() => setOpen(false)}
          onConfirm={(chosen) =>
            binding.onChange(
              toCascadeValue(chosen.filter((v): v is string => typeof v === 'string')),
            )
          }
        />
      </>
    );
  }
  const chosen = selectedValue(binding.value);
  return (
    <>
      <PickerTrigger
        label={model.label}
        text={choiceLabel(model, binding.value)}
        placeholder={model.placeholder}
        error={Boolean(binding.error)}
        onOpen={() => setOpen(true)}
      />
      <Picker
        title={model.label}
        visible={open}
        columns={[model.choices]}
        value={chosen ? [chosen] : []}
        confirmText={FORM_TEXTS.confirm}
        cancelText={FORM_TEXTS.cancel}
        onClose={() => setOpen(false)}
        onConfirm={([next]) =>
          binding.onChange(toSelectValue(typeof next === 'string' ? next : '', binding.value))
        }
      />
    </>
  );
}
