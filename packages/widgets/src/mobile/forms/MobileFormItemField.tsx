import { displayOrEmpty } from '../../forms/formValues.js';
import type { FormItemBinding } from '../../forms/useFormWidget.js';
import { MobileDateItem } from './MobileDateItem.js';
import { MobileImageUploaderItem } from './MobileImageUploaderItem.js';
import { MobileNumberItem } from './MobileNumberItem.js';
import { MobileSelectItem } from './MobileSelectItem.js';
import { MobileTextItem } from './MobileTextItem.js';
import { MobileVideoItem } from './MobileVideoItem.js';

/**
 * The mobile control of one item by its type (spec 1 §2 Form-item renderer). View-only items
 * show their value as text (`data-testid="form-value"`); images and videos are drawn.
 */
export function MobileFormItemField({ binding }: { binding: FormItemBinding }) {
  const { model } = binding;
  if (model.kind === 'image-uploader') return <MobileImageUploaderItem binding={binding} />;
  if (model.kind === 'video') return <MobileVideoItem binding={binding} />;
  if (binding.readOnly) {
    return (
      <div
        data-testid="form-value"
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', lineHeight: 1.5 }}
      >
        {displayOrEmpty(model, binding.value)}
      </div>
    );
  }
  switch (model.kind) {
    case 'select':
      return <MobileSelectItem binding={binding} />;
    case 'input-number':
      return <MobileNumberItem binding={binding} />;
    case 'date':
      return <MobileDateItem binding={binding} />;
    default:
      return <MobileTextItem binding={binding} />;
  }
}
