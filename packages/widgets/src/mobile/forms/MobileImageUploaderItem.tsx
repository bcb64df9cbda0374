// An `image-uploader` item, mobile flavour (spec 1 §5 Image upload): the same checks and calls
// as the Pc kit (useMediaUpload: jpeg/jpg/png/gif, maxBytes/minBytes, the `length` count, then
// postimage); files from the camera or the album; read mode a thumbnail grid with preview.
import { ImageViewer, Image, NoticeBar } from 'antd-mobile';
import { AddOutline, CloseOutline } from 'antd-mobile-icons';
import { useSettings } from '@tessera/react';
import { FORM_TEXTS } from '../../forms/formTexts.js';
import {
  mediaSrc,
  readImages,
  uploadFull,
  withoutEntry,
  type ImageEntry,
} from '../../forms/formValues.js';
import type { FormItemBinding } from '../../forms/useFormWidget.js';
import { useMediaUpload } from '../../forms/useMediaUpload.js';
import { installReactRootRender } from '../reactRootRender.js';
import { MediaSourceTile } from './MediaSourceSheet.js';

const SIZE = 80;

/** Props of {@link MobileImageThumbnails}. */
export interface MobileImageThumbnailsProps {
  images: readonly ImageEntry[];
  /** Editable lists get a delete cross on each thumbnail. */
  onRemove?(index: number): void;
}

/**
 * Thumbnails of an Image value (spec 1 §2 "thumbnail list with preview"): a tap opens the
 * full-screen viewer at that picture. Markup: each thumbnail `data-testid="form-image"`.
 */
export function MobileImageThumbnails({ images, onRemove }: MobileImageThumbnailsProps) {
  const settings = useSettings();
  const urls = images.map((image) => mediaSrc(image.url, settings.mediaUrl));
  return (
    <>
      {images.map((image, index) => (
        <div
          key={image.key}
          data-testid="form-image"
          style={{ position: 'relative', width: SIZE, height: SIZE }}
        >
          <Image
            src={urls[index]}
            alt={image.name}
            width={SIZE}
            height={SIZE}
            fit="cover"
            style={{ borderRadius: 8 }}
            onClick={() => {
              // The viewer is drawn imperatively: it needs antd-mobile's React 19 render.
              installReactRootRender();
              ImageViewer.Multi.show({ images: urls, defaultIndex: index });
            }}
          />
          {onRemove ? (
            <button
              type="button"
              aria-label={`${FORM_TEXTS.remove} ${image.name}`}
              onClick={() => onRemove(index)}
              style={{
                position: 'absolute',
                top: 0,
                right: 0,
                width: 20,
                height: 20,
                border: 'none',
                borderRadius: '0 8px 0 8px',
                background: 'rgba(0,0,0,0.6)',
                color: '#fff',
                display: 'grid',
                placeItems: 'center',
                padding: 0,
              }}
            >
              <CloseOutline fontSize={12} />
            </button>
          ) : null}
        </div>
      ))}
    </>
  );
}

/**
 * The uploader: thumbnails, and while below the item's `length` an add tile offering 拍照 /
 * 从相册选择. Size and count problems are toasts; a refused format stays in a closable bar
 * (`data-testid="form-upload-error"`) until closed (spec 1 §5).
 */
export function MobileImageUploaderItem({ binding }: { binding: FormItemBinding }) {
  const { model } = binding;
  const media = useMediaUpload(model);
  const images = readImages(binding.value);
  if (binding.readOnly) {
    return images.length > 0 ? (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <MobileImageThumbnails images={images} />
      </div>
    ) : (
      <span style={{ color: 'var(--adm-color-weak)' }}>{FORM_TEXTS.noImage}</span>
    );
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <MobileImageThumbnails
          images={images}
          onRemove={(index) => binding.onChange(withoutEntry(binding.value, index))}
        />
        {!uploadFull(model, images.length) ? (
          <MediaSourceTile
            label={FORM_TEXTS.uploadImage}
            icon={<AddOutline fontSize={24} />}
            accept=".jpeg,.jpg,.png,.gif,image/jpeg,image/png,image/gif"
            multiple={model.length !== 1}
            uploading={media.uploading}
            cameraText={FORM_TEXTS.camera}
            onFiles={(files) =>
              void media.upload(files, binding.value).then((next) => next && binding.onChange(next))
            }
          />
        ) : null}
      </div>
      {media.formatError ? (
        <NoticeBar
          data-testid="form-upload-error"
          color="error"
          content={media.formatError}
          closeable
          wrap
          onClose={media.dismissFormatError}
        />
      ) : null}
    </div>
  );
}
