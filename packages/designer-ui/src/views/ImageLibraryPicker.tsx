import { useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Pagination,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { UploadedImage } from '@tessera/protocol';
import { useSettings } from '@tessera/react';
import { categoryTree, IMAGE_PAGE_SIZE, type ImageCategoryNode } from '@tessera/screens';
import { useImageLibrary } from '@tessera/screens/pc';
import { mediaSrc } from '@tessera/widgets';

function flatten(nodes: readonly ImageCategoryNode[]): ImageCategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/**
 * The media library in a dialog (README "Image properties"): its categories, a file-name search,
 * the images as thumbnails by page; 选用 answers the chosen image's address under the media base.
 * The library's model (`@tessera/screens`) loads only while the dialog is open.
 */
export function ImageLibraryPicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (url: string) => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>从图库选择</DialogTitle>
      {open && <PickerBody onClose={onClose} onPick={onPick} />}
    </Dialog>
  );
}

function PickerBody({ onClose, onPick }: { onClose: () => void; onPick: (url: string) => void }) {
  const [snapshot, model] = useImageLibrary();
  const { mediaUrl } = useSettings();
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<UploadedImage | null>(null);
  const categories = flatten(categoryTree(snapshot.categories));
  const pages = Math.ceil(snapshot.total / IMAGE_PAGE_SIZE);
  const category = (id: string, name: string, depth = 0) => (
    <ListItemButton
      key={id || 'all'}
      selected={snapshot.chosenId === id}
      onClick={() => {
        setChosen(null);
        void model.choose(id);
      }}
      sx={{ pl: 2 + depth * 2, py: 0.5 }}
    >
      <ListItemText primary={name} primaryTypographyProps={{ noWrap: true, fontSize: 14 }} />
    </ListItemButton>
  );

  return (
    <>
      <DialogContent dividers sx={{ p: 0, display: 'flex', height: 460 }}>
        <List
          dense
          aria-label="图片分类"
          sx={{
            width: 180,
            flex: 'none',
            borderRight: 1,
            borderColor: 'divider',
            overflow: 'auto',
          }}
        >
          {category('', '全部图片')}
          {categories.map((node) => category(node.id, node.name, node.depth))}
        </List>
        <Stack sx={{ flex: 1, minWidth: 0, p: 2 }} spacing={1.5}>
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              placeholder="搜索文件名"
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              onKeyDown={(event) => event.key === 'Enter' && void model.search(keyword)}
              sx={{ flex: 1 }}
            />
            <Button variant="outlined" onClick={() => void model.search(keyword)}>
              查询
            </Button>
          </Stack>
          {snapshot.error && (
            <Typography color="error" role="alert">
              {snapshot.error}
            </Typography>
          )}
          <Box
            role="listbox"
            aria-label="图片"
            sx={{
              flex: 1,
              overflow: 'auto',
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
              gridAutoRows: 'min-content',
              gap: 1.5,
            }}
          >
            {snapshot.imagesState === 'loading' && snapshot.images.length === 0 && (
              <CircularProgress size={24} sx={{ m: 2 }} />
            )}
            {snapshot.imagesState === 'ready' && snapshot.images.length === 0 && (
              <Typography
                color="text.secondary"
                sx={{ gridColumn: '1 / -1', py: 6 }}
                align="center"
              >
                没有图片
              </Typography>
            )}
            {snapshot.images.map((image) => {
              const selected = chosen?.imageId === image.imageId;
              return (
                <Box
                  key={image.imageId}
                  role="option"
                  aria-selected={selected}
                  aria-label={image.originalName}
                  tabIndex={0}
                  onClick={() => setChosen(image)}
                  onDoubleClick={() => onPick(mediaSrc(image.url, mediaUrl))}
                  onKeyDown={(event) => event.key === 'Enter' && setChosen(image)}
                  sx={{
                    cursor: 'pointer',
                    borderRadius: 1,
                    border: 2,
                    borderColor: selected ? 'primary.main' : 'transparent',
                    bgcolor: selected ? 'action.selected' : undefined,
                    p: 0.5,
                  }}
                >
                  <Box
                    component="img"
                    src={mediaSrc(image.url, mediaUrl)}
                    alt={image.originalName}
                    loading="lazy"
                    sx={{
                      width: '100%',
                      aspectRatio: '4 / 3',
                      objectFit: 'cover',
                      borderRadius: 0.5,
                      bgcolor: 'grey.100',
                      display: 'block',
                    }}
                  />
                  <Typography variant="caption" noWrap component="div" title={image.originalName}>
                    {image.originalName}
                  </Typography>
                </Box>
              );
            })}
          </Box>
          {pages > 1 && (
            <Pagination
              size="small"
              count={pages}
              page={snapshot.pageIndex}
              onChange={(_event, page) => void model.goToPage(page)}
              sx={{ alignSelf: 'flex-end' }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, pl: 1 }} noWrap>
          {chosen ? `已选：${chosen.originalName}` : '点选一张图片'}
        </Typography>
        <Button onClick={onClose}>取消</Button>
        <Button
          variant="contained"
          disabled={!chosen}
          onClick={() => chosen && onPick(mediaSrc(chosen.url, mediaUrl))}
        >
          选用
        </Button>
      </DialogActions>
    </>
  );
}
