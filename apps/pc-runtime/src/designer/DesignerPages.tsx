import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { getDesignerPages, subAppRef } from '@tessera/api';
import type { PageSummary } from '@tessera/protocol';
import { useTessera } from '@tessera/react';

/** /design: the sub-app's pages; choosing one opens it in the designer. */
export function DesignerPages() {
  const { client, settings } = useTessera();
  const navigate = useNavigate();
  const [pages, setPages] = useState<PageSummary[]>([]);
  useEffect(() => {
    if (!client || !settings) return;
    void getDesignerPages(client, { ...subAppRef(settings), envType: 'Design' }).then(setPages);
  }, [client, settings]);
  return (
    <Box sx={{ p: 4, bgcolor: '#f5f7fa', minHeight: '100vh' }}>
      <Typography variant="h5" sx={{ mb: 2 }}>页面</Typography>
      <Paper>
        <List>
          {pages.map((page) => (
            <ListItemButton key={page.pageId} onClick={() => navigate(`/design/${page.pageId}`)} data-testid="designer-page">
              <ListItemText primary={page.title} secondary={page.name} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </Box>
  );
}
