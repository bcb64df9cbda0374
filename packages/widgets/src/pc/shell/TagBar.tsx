// spec 1 §2 Layouts "tag bar": the pages opened in this tab, as closable tags (at most 8, §9).
import { Box, Chip } from '@mui/material';
import { useTagBar } from '../../shell/useTagBar.js';
import { TAG_BAR_FRAME_SX } from './tagBarFrame.js';

/** Props of {@link TagBar}. */
export interface TagBarProps {
  /** The shown page's address (path and query). */
  path: string;
  title: string;
}

/**
 * The tag bar under the header: one tag per page opened in this browser tab (kept in session
 * storage), the shown one highlighted; a click opens a page again, the cross closes its tag
 * (closing the shown page opens its neighbour).
 */
export function TagBar({ path, title }: TagBarProps) {
  const { tags, open, close } = useTagBar(path, title);

  return (
    <Box
      component="nav"
      aria-label="已打开的页面"
      data-testid="layout-tag-bar"
      sx={TAG_BAR_FRAME_SX}
    >
      {tags.map((tag) => {
        const current = tag.path === path;
        return (
          <Chip
            key={tag.path}
            label={tag.title || tag.path}
            size="small"
            color={current ? 'primary' : 'default'}
            variant={current ? 'filled' : 'outlined'}
            aria-current={current ? 'page' : undefined}
            onClick={current ? undefined : () => open(tag)}
            onDelete={tags.length > 1 ? () => close(tag) : undefined}
          />
        );
      })}
    </Box>
  );
}
