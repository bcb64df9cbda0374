import type { ReactNode } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { FORM_TEXTS } from '../../forms/formTexts.js';

/** Props of {@link UploadTile}. */
export interface UploadTileProps {
  label: string;
  accept: string;
  multiple: boolean;
  uploading: boolean;
  icon: ReactNode;
  onFiles(files: File[]): void;
  width?: number;
}

/** The dashed "add" tile of the uploaders: a label around a hidden file input. */
export function UploadTile({
  label,
  accept,
  multiple,
  uploading,
  icon,
  onFiles,
  width = 88,
}: UploadTileProps) {
  return (
    <Box
      component="label"
      data-testid="form-upload"
      sx={{
        width,
        height: 88,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.5,
        cursor: uploading ? 'progress' : 'pointer',
        color: 'text.secondary',
        bgcolor: 'grey.50',
        transition: 'border-color 150ms, color 150ms',
        '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      {uploading ? <CircularProgress size={22} /> : icon}
      <Typography variant="caption">{uploading ? FORM_TEXTS.uploading : label}</Typography>
      <input
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        disabled={uploading}
        aria-label={label}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </Box>
  );
}
