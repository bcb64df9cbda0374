// The /full-list page's body (spec 1 §2 Full list): the handed-over widget drawn again with all
// its rows and load more, or 页面丢失啦 when no widget data was handed over.
import { Box, Button, Container, Paper, Typography } from '@mui/material';
import type { FullListHandOver } from '../../lists/fullListHandOver.js';
import { LISTS_TEXTS } from '../../lists/listTexts.js';
import { ListWidget } from '../ListWidget.js';
import { CardListWidget } from './CardListWidget.js';

/** Props of {@link FullListView}. */
export interface FullListViewProps {
  handOver: FullListHandOver;
  /** Goes back to the page the 查看更多 link was on. */
  onBack?: () => void;
}

/** The handed-over List or Card list in full-list mode, under a 返回 bar. */
export function FullListView({ handOver, onBack }: FullListViewProps) {
  const { control } = handOver;
  const isCards = control.typeName === 'CardList';
  return (
    <Container maxWidth="md" sx={{ py: 2 }} data-testid="full-list">
      {onBack && (
        <Box sx={{ mb: 1 }}>
          <Button size="small" onClick={onBack}>
            ‹ {LISTS_TEXTS.back}
          </Button>
        </Box>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {isCards ? (
          <CardListWidget control={control} full finishedText={handOver.finishedText} />
        ) : (
          <ListWidget control={control} full finishedText={handOver.finishedText} />
        )}
      </Paper>
    </Container>
  );
}

/** Props of {@link PageLostView}. */
export interface PageLostViewProps {
  /** Goes to the home page. */
  onHome?: () => void;
}

/** spec 1 §2 Full list: "Shows 页面丢失啦 when no widget data." */
export function PageLostView({ onHome }: PageLostViewProps) {
  return (
    <Box
      data-testid="full-list-lost"
      sx={{ py: 10, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
    >
      <Typography variant="h5" color="text.secondary">
        {LISTS_TEXTS.pageLost}
      </Typography>
      {onHome && (
        <Button variant="contained" onClick={onHome}>
          返回首页
        </Button>
      )}
    </Box>
  );
}
