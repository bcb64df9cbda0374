import { useCallback, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  Chip,
  CircularProgress,
  IconButton,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  Pagination,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CollectionsOutlinedIcon from '@mui/icons-material/CollectionsOutlined';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import SearchIcon from '@mui/icons-material/Search';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import UploadIcon from '@mui/icons-material/Upload';
import type { UploadedImage } from '@tessera/protocol';
import { useSettings } from '@tessera/react';
import { mediaSrc } from '@tessera/widgets';
import {
  categoryTree,
  IMAGE_PAGE_SIZE,
  type ImageCategoryNode,
  type ImageFile,
  type ImageLibrarySnapshot,
} from '../../admin/imageLibraryModel.js';
import { formatBytes, IMAGE_LIBRARY_TEXTS as T } from '../../admin/imageLibraryTexts.js';
import { useImageLibrary } from '../../react/useImageLibrary.js';
import { ConsoleFrame } from '../ConsoleFrame.js';
import { CategoryNameDialog, DeleteImageDialog } from './ImageLibraryDialogs.js';
import { MediaFilesPanel } from './MediaFilesPanel.js';
import { ConfirmDialog } from './UserActionDialogs.js';

/** The dialog open over the screen. */
type Open =
  | { kind: 'addCategory'; parent: ImageCategoryNode | null }
  | { kind: 'renameCategory'; category: ImageCategoryNode }
  | { kind: 'removeCategory'; category: ImageCategoryNode }
  | { kind: 'removeImage'; image: UploadedImage }
  | null;

type Notice = { severity: 'error' | 'success' | 'warning'; text: string };

const ACCEPT = '.jpeg,.jpg,.png,.gif,image/jpeg,image/png,image/gif';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const asImageFile = (file: File): ImageFile => ({
  name: file.name,
  size: file.size,
  type: file.type,
  data: file,
});

function flatten(nodes: ImageCategoryNode[]): ImageCategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** The categories on the left: 全部图片, then the tree, each with its image count. */
function CategoryTree({
  snapshot,
  nodes,
  onChoose,
  onAdd,
}: {
  snapshot: ImageLibrarySnapshot;
  nodes: ImageCategoryNode[];
  onChoose: (id: string) => void;
  onAdd: () => void;
}) {
  const total = snapshot.categories.reduce((sum, c) => sum + c.imageCount, 0);
  return (
    <Paper variant="outlined" sx={{ width: 248, flexShrink: 0, alignSelf: 'flex-start' }}>
      <Stack direction="row" alignItems="center" sx={{ px: 2, pt: 1, pb: 0.5 }}>
        <Typography variant="subtitle2" sx={{ flex: 1, color: 'text.secondary' }}>
          {T.categories}
        </Typography>
        <Tooltip title={T.addCategory}>
          <IconButton size="small" onClick={onAdd} aria-label={T.addCategory}>
            <CreateNewFolderOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <List dense disablePadding sx={{ pb: 1 }} data-testid="category-tree">
        <ListItemButton selected={snapshot.chosenId === ''} onClick={() => onChoose('')}>
          <CollectionsOutlinedIcon fontSize="small" sx={{ mr: 1, color: 'primary.main' }} />
          <ListItemText primary={T.allImages} />
          <Typography variant="caption" color="text.secondary">
            {total}
          </Typography>
        </ListItemButton>
        {flatten(nodes).map((node) => (
          <ListItemButton
            key={node.id}
            selected={snapshot.chosenId === node.id}
            onClick={() => onChoose(node.id)}
            sx={{ pl: 2 + node.depth * 2 }}
            data-testid={`category-${node.name}`}
          >
            <FolderOutlinedIcon fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} />
            <ListItemText primary={node.name} slotProps={{ primary: { noWrap: true } }} />
            <Typography variant="caption" color="text.secondary">
              {node.imageCount}
            </Typography>
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}

/** One image of the grid: thumbnail, name, pixels, the stored size against the upload's. */
function ImageCard({
  image,
  src,
  isDefault,
  canSetDefault,
  onSetDefault,
  onReplace,
  onRemove,
}: {
  image: UploadedImage;
  src: string;
  isDefault: boolean;
  canSetDefault: boolean;
  onSetDefault: () => void;
  onReplace: () => void;
  onRemove: () => void;
}) {
  const saved = image.originalSize > image.size;
  return (
    <Card variant="outlined" data-testid="image-card" sx={{ position: 'relative' }}>
      <CardMedia
        component="img"
        image={src}
        alt={image.originalName}
        loading="lazy"
        sx={{ height: 132, objectFit: 'contain', bgcolor: '#eef1f5' }}
      />
      {isDefault && (
        <Chip
          icon={<StarIcon />}
          label={T.isDefault}
          size="small"
          color="warning"
          sx={{ position: 'absolute', top: 8, left: 8 }}
          data-testid="default-chip"
        />
      )}
      <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
        <Typography variant="body2" noWrap title={image.originalName} sx={{ fontWeight: 500 }}>
          {image.originalName || image.imageId}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {T.dimensions(image.width, image.height)} · {image.suffixName.toUpperCase()}
        </Typography>
        <Typography
          variant="caption"
          component="div"
          color={saved ? 'success.main' : 'text.secondary'}
          data-testid="image-size"
        >
          {saved
            ? T.compressed(formatBytes(image.originalSize), formatBytes(image.size))
            : formatBytes(image.size)}
        </Typography>
      </CardContent>
      <CardActions sx={{ pt: 0, justifyContent: 'flex-end' }}>
        {canSetDefault && !isDefault && (
          <Tooltip title={T.setDefault}>
            <IconButton size="small" onClick={onSetDefault} aria-label={T.setDefault}>
              <StarBorderIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={T.replace}>
          <IconButton size="small" onClick={onReplace} aria-label={T.replace}>
            <SwapHorizIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={T.remove}>
          <IconButton size="small" onClick={onRemove} aria-label={T.remove}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </CardActions>
    </Card>
  );
}

/**
 * The media library's images (spec 2 §7.5, spec 1 §7; README "Media library"): the category
 * tree on the left, the chosen category's images as a grid of thumbnails with a file-name search
 * and pages, upload (spec 1 §5 checks, then the server compresses to WebP), default image,
 * replace, and delete after showing which pages use the image.
 */
export function ImageLibraryPage({
  header,
  nav,
  title = T.title,
}: {
  header?: ReactNode;
  /** Links to the console's other screens (the frame shows them after the title). */
  nav?: ReactNode;
  title?: string;
}) {
  const [snapshot, model] = useImageLibrary();
  const { mediaUrl } = useSettings();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [keyword, setKeyword] = useState('');
  const [tab, setTab] = useState<'image' | 'video' | 'enclosure'>('image');
  const uploadInput = useRef<HTMLInputElement>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const replacing = useRef<string | null>(null);
  const close = () => setOpen(null);
  const run = (action: () => Promise<unknown>, success: string) => {
    setNotice(null);
    action().then(
      () => setNotice({ severity: 'success', text: success }),
      (error: unknown) => setNotice({ severity: 'error', text: messageOf(error) }),
    );
  };
  const nodes = categoryTree(snapshot.categories);
  const chosen = flatten(nodes).find((node) => node.id === snapshot.chosenId) ?? null;
  const loadUsages = useCallback((imageId: string) => () => model.usagesOf(imageId), [model]);

  if (snapshot.state === 'failed' && snapshot.denied) {
    return (
      <ConsoleFrame title={title} nav={nav} header={header} testId="media-admin">
        <Box sx={{ maxWidth: 560, mx: 'auto', p: 6 }}>
          <Alert severity="error" data-testid="media-admin-denied">
            {snapshot.error}
          </Alert>
        </Box>
      </ConsoleFrame>
    );
  }

  const upload = (files: File[]) => {
    setNotice(null);
    model.upload(files.map(asImageFile)).then(
      ({ stored, messages }) => {
        if (messages.length > 0) setNotice({ severity: 'warning', text: messages.join('；') });
        else if (stored.length > 0) {
          setNotice({ severity: 'success', text: T.uploaded(stored.length) });
        }
      },
      (error: unknown) => setNotice({ severity: 'error', text: messageOf(error) }),
    );
  };
  const pages = Math.ceil(snapshot.total / IMAGE_PAGE_SIZE);

  return (
    <ConsoleFrame title={title} nav={nav} header={header} testId="media-admin">
      <Tabs
        value={tab}
        onChange={(_, value: typeof tab) => setTab(value)}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Tab value="image" label={T.images} />
        <Tab value="video" label={T.videos} />
        <Tab value="enclosure" label={T.enclosures} />
      </Tabs>
      {tab !== 'image' && (
        <Paper variant="outlined" sx={{ m: 2, p: 2 }}>
          <MediaFilesPanel kind={tab} />
        </Paper>
      )}
      <Stack
        direction="row"
        spacing={2}
        sx={{ p: 2, alignItems: 'flex-start', display: tab === 'image' ? 'flex' : 'none' }}
      >
        <CategoryTree
          snapshot={snapshot}
          nodes={nodes}
          onChoose={(id) => id !== snapshot.chosenId && void model.choose(id)}
          onAdd={() => setOpen({ kind: 'addCategory', parent: null })}
        />
        <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, p: 2 }}>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="h6" sx={{ fontWeight: 600, mr: 1 }} data-testid="media-heading">
              {chosen?.name ?? T.allImages}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {snapshot.total} 张
            </Typography>
            {chosen && (
              <>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  onClick={() => setOpen({ kind: 'addCategory', parent: chosen })}
                >
                  {T.addSubCategory}
                </Button>
                <Button
                  size="small"
                  startIcon={<DriveFileRenameOutlineIcon />}
                  onClick={() => setOpen({ kind: 'renameCategory', category: chosen })}
                >
                  {T.renameCategory}
                </Button>
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteOutlineIcon />}
                  onClick={() => setOpen({ kind: 'removeCategory', category: chosen })}
                >
                  {T.removeCategory}
                </Button>
              </>
            )}
          </Stack>
          <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1.5 }}>
            <TextField
              size="small"
              placeholder={T.search}
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              onKeyDown={(event) => event.key === 'Enter' && void model.search(keyword)}
              sx={{ width: 260 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
                htmlInput: { 'data-testid': 'image-search' },
              }}
            />
            <Button variant="outlined" onClick={() => void model.search(keyword)}>
              查询
            </Button>
            <Box sx={{ flex: 1 }} />
            <Typography variant="caption" color="text.secondary" sx={{ maxWidth: 300 }}>
              {T.uploadHint}
            </Typography>
            <Button
              variant="contained"
              startIcon={
                snapshot.busy ? <CircularProgress size={16} color="inherit" /> : <UploadIcon />
              }
              disabled={snapshot.busy}
              onClick={() => uploadInput.current?.click()}
            >
              {T.upload}
            </Button>
            <input
              ref={uploadInput}
              type="file"
              multiple
              accept={ACCEPT}
              hidden
              data-testid="image-upload-input"
              onChange={(event) => {
                upload([...(event.target.files ?? [])]);
                event.target.value = '';
              }}
            />
            <input
              ref={replaceInput}
              type="file"
              accept={ACCEPT}
              hidden
              data-testid="image-replace-input"
              onChange={(event) => {
                const [file] = [...(event.target.files ?? [])];
                const imageId = replacing.current;
                event.target.value = '';
                if (file && imageId)
                  run(() => model.replace(imageId, asImageFile(file)), T.replaced);
              }}
            />
          </Stack>
          {snapshot.formatError && (
            <Alert
              severity="error"
              onClose={() => model.dismissFormatError()}
              sx={{ mb: 1.5 }}
              data-testid="format-error"
            >
              {snapshot.formatError}
            </Alert>
          )}
          {notice && (
            <Alert
              severity={notice.severity}
              onClose={() => setNotice(null)}
              sx={{ mb: 1.5 }}
              data-testid="media-notice"
            >
              {notice.text}
            </Alert>
          )}
          {snapshot.imagesState === 'loading' && snapshot.images.length === 0 ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
              <CircularProgress />
            </Box>
          ) : snapshot.images.length === 0 ? (
            <Stack alignItems="center" spacing={1} sx={{ py: 8, color: 'text.secondary' }}>
              <ImageOutlinedIcon sx={{ fontSize: 48, opacity: 0.5 }} />
              <Typography variant="body2">{snapshot.keyword ? T.noMatch : T.empty}</Typography>
            </Stack>
          ) : (
            <Box
              data-testid="image-grid"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
                gap: 1.5,
              }}
            >
              {snapshot.images.map((image) => {
                const category = snapshot.categories.find((c) => c.id === image.categoryId);
                return (
                  <ImageCard
                    key={image.imageId}
                    image={image}
                    src={mediaSrc(image.url, mediaUrl)}
                    isDefault={category?.defaultImageId === image.imageId}
                    canSetDefault={category !== undefined}
                    onSetDefault={() => run(() => model.setDefault(image.imageId), T.defaultSet)}
                    onReplace={() => {
                      replacing.current = image.imageId;
                      replaceInput.current?.click();
                    }}
                    onRemove={() => setOpen({ kind: 'removeImage', image })}
                  />
                );
              })}
            </Box>
          )}
          {pages > 1 && (
            <Stack alignItems="flex-end" sx={{ mt: 2 }}>
              <Pagination
                count={pages}
                page={snapshot.pageIndex}
                onChange={(_, page) => void model.goToPage(page)}
                color="primary"
                shape="rounded"
              />
            </Stack>
          )}
        </Paper>
      </Stack>
      {open?.kind === 'addCategory' && (
        <CategoryNameDialog
          title={open.parent ? T.addSubCategory : T.addCategory}
          initial=""
          parentName={open.parent?.name}
          onClose={close}
          onSave={async (name) => {
            const created = await model.addCategory(name, open.parent?.id ?? null);
            await model.choose(created.id);
          }}
        />
      )}
      {open?.kind === 'renameCategory' && (
        <CategoryNameDialog
          title={T.renameCategory}
          initial={open.category.name}
          onClose={close}
          onSave={(name) => model.renameCategory(open.category.id, name)}
        />
      )}
      {open?.kind === 'removeCategory' && (
        <ConfirmDialog
          title={T.removeCategory}
          text={T.removeCategoryConfirm(open.category.name)}
          confirm={T.remove}
          danger
          onClose={close}
          onConfirm={() => model.removeCategory(open.category.id)}
        />
      )}
      {open?.kind === 'removeImage' && (
        <DeleteImageDialog
          image={open.image}
          loadUsages={loadUsages(open.image.imageId)}
          onClose={close}
          onDelete={() => model.removeImage(open.image.imageId)}
        />
      )}
    </ConsoleFrame>
  );
}
