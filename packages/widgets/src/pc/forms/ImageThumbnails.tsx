import { useState } from 'react';
import {
  Box,
  ButtonBase,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
} from '@mui/material';
import { useSettings } from '@tessera/react';
import { mediaSrc, type ImageEntry } from '../../forms/formValues.js';
import { FORM_TEXTS } from '../../forms/formTexts.js';
import { CloseIcon, DeleteIcon, PreviewIcon } from './formIcons.js';

/** Props of {@link ImageThumbnails}. */
export interface ImageThumbnailsProps {
  images: readonly ImageEntry[];
  /** Editable lists get preview and delete buttons over each thumbnail. */
  onRemove?(index: number): void;
}

const SIZE = 88;

const overlayButton = { color: 'common.white', '&:hover': { bgcolor: 'rgba(255,255,255,0.16)' } };

/**
 * Thumbnails of an Image value with a preview dialog (spec 1 §2 "image uploader in read mode
 * shows a thumbnail list with preview"): in read mode the whole thumbnail opens the preview; in
 * edit mode hovering shows preview and delete buttons. Markup: each thumbnail
 * `data-testid="form-image"`; the dialog's picture `form-image-preview`.
 */
export function ImageThumbnails({ images, onRemove }: ImageThumbnailsProps) {
  const settings = useSettings();
  const [previewed, setPreviewed] = useState<ImageEntry | null>(null);
  return (
    <>
      {images.map((image, index) => (
        <Box
          key={image.key}
          data-testid="form-image"
          sx={{
            position: 'relative',
            width: SIZE,
            height: SIZE,
            borderRadius: 1,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            '&:hover .form-image-actions': { opacity: 1 },
          }}
        >
          <Box
            component="img"
            src={mediaSrc(image.url, settings.mediaUrl)}
            alt={image.name}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          {onRemove ? (
            <Box
              className="form-image-actions"
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 0.5,
                bgcolor: 'rgba(0,0,0,0.45)',
                opacity: 0,
                transition: 'opacity 150ms',
                '&:focus-within': { opacity: 1 },
              }}
            >
              <IconButton
                size="small"
                aria-label={`${FORM_TEXTS.preview} ${image.name}`}
                onClick={() => setPreviewed(image)}
                sx={overlayButton}
              >
                <PreviewIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`${FORM_TEXTS.remove} ${image.name}`}
                onClick={() => onRemove(index)}
                sx={overlayButton}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ) : (
            <ButtonBase
              aria-label={`${FORM_TEXTS.preview} ${image.name}`}
              onClick={() => setPreviewed(image)}
              sx={{ position: 'absolute', inset: 0, cursor: 'zoom-in' }}
            />
          )}
        </Box>
      ))}
      <Dialog
        open={previewed !== null}
        onClose={() => setPreviewed(null)}
        maxWidth="md"
        slotProps={{ paper: { 'aria-label': FORM_TEXTS.preview } as object }}
      >
        <DialogTitle sx={{ pr: 6 }}>
          <Typography component="span" variant="subtitle1" noWrap>
            {previewed?.name}
          </Typography>
          <IconButton
            aria-label={FORM_TEXTS.close}
            onClick={() => setPreviewed(null)}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          {previewed ? (
            <Box
              component="img"
              data-testid="form-image-preview"
              src={mediaSrc(previewed.url, settings.mediaUrl)}
              alt={previewed.name}
              sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto' }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
