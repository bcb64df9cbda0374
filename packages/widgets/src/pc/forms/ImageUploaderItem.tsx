import { Alert, Stack, Typography } from '@mui/material';
import { FORM_TEXTS } from '../../forms/formTexts.js';
import { readImages, uploadFull, withoutEntry } from '../../forms/formValues.js';
import type { FormItemBinding } from '../../forms/useFormWidget.js';
import { useMediaUpload } from '../../forms/useMediaUpload.js';
import { AddIcon } from './formIcons.js';
import { ImageThumbnails } from './ImageThumbnails.js';
import { UploadTile } from './UploadTile.js';

/**
 * An `image-uploader` item (spec 1 §5 Image upload): jpeg, jpg, png, gif up to the item's
 * `length`, sizes within maxBytes/minBytes, uploaded to the media service; a refused format
 * stays on screen (`data-testid="form-upload-error"`) until closed. Read mode: thumbnails with
 * preview.
 */
export function ImageUploaderItem({ binding }: { binding: FormItemBinding }) {
  const { model } = binding;
  const media = useMediaUpload(model);
  const images = readImages(binding.value);
  if (binding.readOnly) {
    return images.length > 0 ? (
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <ImageThumbnails images={images} />
      </Stack>
    ) : (
      <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
        {FORM_TEXTS.noImage}
      </Typography>
    );
  }
  const full = uploadFull(model, images.length);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <ImageThumbnails
          images={images}
          onRemove={(index) => binding.onChange(withoutEntry(binding.value, index))}
        />
        {!full ? (
          <UploadTile
            label={FORM_TEXTS.uploadImage}
            accept=".jpeg,.jpg,.png,.gif,image/jpeg,image/png,image/gif"
            multiple={model.length !== 1}
            uploading={media.uploading}
            icon={<AddIcon />}
            onFiles={(files) =>
              void media.upload(files, binding.value).then((next) => next && binding.onChange(next))
            }
          />
        ) : null}
      </Stack>
      {media.formatError ? (
        <Alert
          severity="error"
          data-testid="form-upload-error"
          onClose={media.dismissFormatError}
          sx={{ py: 0 }}
        >
          {media.formatError}
        </Alert>
      ) : null}
    </Stack>
  );
}
