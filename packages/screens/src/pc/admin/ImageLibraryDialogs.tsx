import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Chip,
} from '@mui/material';
import type { ImageUsage, UploadedImage } from '@tessera/protocol';
import { IMAGE_LIBRARY_TEXTS as T } from '../../admin/imageLibraryTexts.js';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Adds or renames a category: one name field; the server's refusal stays in the dialog. */
export function CategoryNameDialog({
  title,
  initial,
  parentName,
  onClose,
  onSave,
}: {
  title: string;
  initial: string;
  /** The parent a new sub-category goes under (shown, not chosen). */
  parentName?: string;
  onClose: () => void;
  onSave: (name: string) => Promise<unknown>;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!name.trim()) {
      setError(T.categoryNameRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave(name);
      onClose();
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="category-dialog">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {parentName && (
            <TextField label={T.parentCategory} value={parentName} size="small" disabled />
          )}
          <TextField
            autoFocus
            label={T.categoryName}
            value={name}
            size="small"
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && void save()}
            error={error !== null}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'category-name' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {T.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Asks before an image is deleted, after reading which pages use it (the server searches the
 * saved page JSON): the pages are listed, with whether the design copy or the published version
 * holds the image.
 */
export function DeleteImageDialog({
  image,
  loadUsages,
  onClose,
  onDelete,
}: {
  image: UploadedImage;
  loadUsages: () => Promise<ImageUsage[]>;
  onClose: () => void;
  onDelete: () => Promise<unknown>;
}) {
  const [usages, setUsages] = useState<ImageUsage[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    loadUsages().then(
      (found) => live && setUsages(found),
      (cause: unknown) => live && setError(messageOf(cause)),
    );
    return () => {
      live = false;
    };
  }, [loadUsages]);
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await onDelete();
      onClose();
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="delete-image-dialog">
      <DialogTitle>{T.removeImageTitle}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText sx={{ mb: 1.5 }}>
          {T.removeImageConfirm(image.originalName || image.imageId)}
        </DialogContentText>
        {usages === null && !error ? (
          <Stack direction="row" spacing={1} alignItems="center" sx={{ color: 'text.secondary' }}>
            <CircularProgress size={16} />
            <span>{T.checkingUsages}</span>
          </Stack>
        ) : usages && usages.length > 0 ? (
          <Alert severity="warning" data-testid="image-usages">
            {T.usedBy(usages.length)}
            <List dense disablePadding>
              {usages.map((usage) => (
                <ListItem key={usage.pageId} disableGutters>
                  <ListItemText primary={usage.title} />
                  {usage.where.map((where) => (
                    <Chip
                      key={where}
                      size="small"
                      label={where === 'design' ? T.design : T.published}
                      sx={{ ml: 0.5 }}
                    />
                  ))}
                </ListItem>
              ))}
            </List>
          </Alert>
        ) : usages ? (
          <Alert severity="info" data-testid="image-usages">
            {T.unused}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void remove()}
          disabled={busy || usages === null}
        >
          {T.remove}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
