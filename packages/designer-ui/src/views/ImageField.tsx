import { useRef, useState } from 'react';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import { postImage, subAppRef } from '@tessera/api';
import { useRequestClient, useSettings } from '@tessera/react';
import { checkImageUpload } from '@tessera/validation';
import { mediaSrc } from '@tessera/widgets';
import { ImageLibraryPicker } from './ImageLibraryPicker.js';

/**
 * An image property (README "Image properties"): shows the current image, uploads one through
 * postimage (spec 1 §7, name space `page`) or picks one from the media library (从图库选择) and
 * keeps its full address, replaces or clears it. A refused format (spec 1 §5
 * `上传失败，格式错误：{filename}`) or the server's refusal stays under the field.
 */
export function ImageField({
  label,
  value,
  testId,
  onChange,
}: {
  label: string;
  value: unknown;
  testId: string;
  onChange: (value: string | undefined) => void;
}) {
  const client = useRequestClient();
  const settings = useSettings();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const url = typeof value === 'string' && value !== '' ? value : null;

  const upload = async (file: File) => {
    const checked = checkImageUpload([file], {});
    const refusal = checked.formatError ?? checked.messages[0] ?? null;
    setError(refusal);
    if (refusal) return;
    setUploading(true);
    try {
      const image = await postImage(client, subAppRef(settings), file, file.name, {
        nameSpace: 'page',
        field: 'image',
      });
      // The address under the media base (README "Image properties"): it loads in every runtime.
      onChange(mediaSrc(image.url, settings.mediaUrl));
    } catch (cause) {
      // The request client has shown the server's message too; keep it here, in place.
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box data-testid={testId}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1.5} alignItems="center">
        <Box
          sx={{
            width: 72,
            height: 56,
            flex: 'none',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'grey.50',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          {uploading ? (
            <CircularProgress size={20} />
          ) : url ? (
            <Box
              component="img"
              src={url}
              alt={label}
              data-testid={`${testId}-preview`}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <ImageIcon color="disabled" />
          )}
        </Box>
        <Stack spacing={0.5}>
          <Button
            size="small"
            variant="outlined"
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            {url ? '更换图片' : '上传图片'}
          </Button>
          <Button size="small" variant="text" disabled={uploading} onClick={() => setPicking(true)}>
            从图库选择
          </Button>
          {url && (
            <Button
              size="small"
              color="inherit"
              disabled={uploading}
              onClick={() => {
                setError(null);
                onChange(undefined);
              }}
            >
              清除
            </Button>
          )}
        </Stack>
      </Stack>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/gif"
        hidden
        data-testid={`${testId}-file`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <ImageLibraryPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          setPicking(false);
          setError(null);
          onChange(picked);
        }}
      />
      {error && (
        <Typography color="error" fontSize={12} sx={{ mt: 0.5 }} role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}
