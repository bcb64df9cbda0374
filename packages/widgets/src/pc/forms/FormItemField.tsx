import { Typography } from '@mui/material';
import { displayOrEmpty } from '../../forms/formValues.js';
import type { FormItemBinding } from '../../forms/useFormWidget.js';
import { DateItem } from './DateItem.js';
import { ImageUploaderItem } from './ImageUploaderItem.js';
import { NumberItem } from './NumberItem.js';
import { SelectItem } from './SelectItem.js';
import { TextItem } from './TextItem.js';
import { VideoItem } from './VideoItem.js';

/**
 * The control of one item by its type (spec 1 §2 Form-item renderer). View-only items show
 * their value as text (`data-testid="form-value"`); images and videos are drawn.
 */
export function FormItemField({ binding }: { binding: FormItemBinding }) {
  const { model } = binding;
  if (model.kind === 'image-uploader') return <ImageUploaderItem binding={binding} />;
  if (model.kind === 'video') return <VideoItem binding={binding} />;
  if (binding.readOnly) {
    return (
      <Typography
        data-testid="form-value"
        variant="body2"
        component="div"
        sx={{ pt: 1, lineHeight: '20px', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {displayOrEmpty(model, binding.value)}
      </Typography>
    );
  }
  switch (model.kind) {
    case 'select':
      return <SelectItem binding={binding} />;
    case 'input-number':
      return <NumberItem binding={binding} />;
    case 'date':
      return <DateItem binding={binding} />;
    default:
      return <TextItem binding={binding} />;
  }
}
