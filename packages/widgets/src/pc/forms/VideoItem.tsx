import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useSettings } from '@tessera/react';
import { FORM_TEXTS } from '../../forms/formTexts.js';
import { mediaSrc, readVideos, uploadFull, withoutEntry } from '../../forms/formValues.js';
import type { FormItemBinding } from '../../forms/useFormWidget.js';
import { useMediaUpload } from '../../forms/useMediaUpload.js';
import { DeleteIcon, VideoIcon } from './formIcons.js';
import { UploadTile } from './UploadTile.js';

/**
 * A `video` item (spec 1 §2): players for the field's videos; in edit mode an upload tile (the
 * file goes to the media service as an attachment and becomes a video record) and a delete
 * button per video. Markup: each player `data-testid="form-video"`.
 */
export function VideoItem({ binding }: { binding: FormItemBinding }) {
  const { model } = binding;
  const settings = useSettings();
  const media = useMediaUpload(model);
  const videos = readVideos(binding.value);
  if (binding.readOnly && videos.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
        {FORM_TEXTS.noVideo}
      </Typography>
    );
  }
  const full = uploadFull(model, videos.length);
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {videos.map((video, index) => (
        <Box key={video.key} sx={{ position: 'relative', width: 240 }}>
          <Box
            component="video"
            data-testid="form-video"
            controls
            preload="metadata"
            src={mediaSrc(video.url, settings.mediaUrl)}
            title={video.title}
            sx={{
              width: 240,
              height: 136,
              bgcolor: 'common.black',
              borderRadius: 1,
              display: 'block',
            }}
          />
          {!binding.readOnly ? (
            <IconButton
              size="small"
              aria-label={`${FORM_TEXTS.remove} ${video.title}`}
              onClick={() => binding.onChange(withoutEntry(binding.value, index))}
              sx={{
                position: 'absolute',
                top: 4,
                right: 4,
                bgcolor: 'rgba(0,0,0,0.5)',
                color: 'common.white',
                '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          ) : null}
        </Box>
      ))}
      {!binding.readOnly && !full ? (
        <UploadTile
          label={FORM_TEXTS.uploadVideo}
          accept="video/mp4,video/webm,.mp4,.webm,.mov"
          multiple={false}
          uploading={media.uploading}
          icon={<VideoIcon />}
          width={136}
          onFiles={(files) =>
            void media.upload(files, binding.value).then((next) => next && binding.onChange(next))
          }
        />
      ) : null}
    </Stack>
  );
}
