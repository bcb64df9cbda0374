// A `video` item, mobile flavour (spec 1 §2): players for the field's videos; in edit mode a
// tile offering 拍摄 / 从相册选择 (the file becomes an attachment and a video record, the
// shared useMediaUpload) and a delete per video. Markup: each player `data-testid="form-video"`.
import { CloseOutline, VideoOutline } from 'antd-mobile-icons';
import { useSettings } from '@tessera/react';
import { FORM_TEXTS } from '../../forms/formTexts.js';
import { mediaSrc, readVideos, uploadFull, withoutEntry } from '../../forms/formValues.js';
import type { FormItemBinding } from '../../forms/useFormWidget.js';
import { useMediaUpload } from '../../forms/useMediaUpload.js';
import { MediaSourceTile } from './MediaSourceSheet.js';

/** Full-width players (the cell is a phone's width) and the add tile. */
export function MobileVideoItem({ binding }: { binding: FormItemBinding }) {
  const { model } = binding;
  const settings = useSettings();
  const media = useMediaUpload(model);
  const videos = readVideos(binding.value);
  if (binding.readOnly && videos.length === 0) {
    return <span style={{ color: 'var(--adm-color-weak)' }}>{FORM_TEXTS.noVideo}</span>;
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {videos.map((video, index) => (
        <div key={video.key} style={{ position: 'relative' }}>
          <video
            data-testid="form-video"
            controls
            playsInline
            preload="metadata"
            src={mediaSrc(video.url, settings.mediaUrl)}
            title={video.title}
            style={{
              width: '100%',
              aspectRatio: '16 / 9',
              background: '#000',
              borderRadius: 8,
              display: 'block',
            }}
          />
          {!binding.readOnly ? (
            <button
              type="button"
              aria-label={`${FORM_TEXTS.remove} ${video.title}`}
              onClick={() => binding.onChange(withoutEntry(binding.value, index))}
              style={{
                position: 'absolute',
                top: 6,
                right: 6,
                width: 28,
                height: 28,
                border: 'none',
                borderRadius: 14,
                background: 'rgba(0,0,0,0.55)',
                color: '#fff',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <CloseOutline fontSize={16} />
            </button>
          ) : null}
        </div>
      ))}
      {!binding.readOnly && !uploadFull(model, videos.length) ? (
        <MediaSourceTile
          label={FORM_TEXTS.uploadVideo}
          icon={<VideoOutline fontSize={24} />}
          accept="video/mp4,video/webm,.mp4,.webm,.mov"
          multiple={false}
          uploading={media.uploading}
          cameraText={FORM_TEXTS.recordVideo}
          width={120}
          onFiles={(files) =>
            void media.upload(files, binding.value).then((next) => next && binding.onChange(next))
          }
        />
      ) : null}
    </div>
  );
}
