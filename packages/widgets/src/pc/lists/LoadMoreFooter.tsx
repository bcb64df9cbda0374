// The foot of a list in load-more mode (spec 1 §4 Card list pagination `all`, §2 Full list):
// 加载更多 while rows remain, the finished text once every row is loaded.
import { useEffect, useRef } from 'react';
import { Box, Button, CircularProgress, Divider, Typography } from '@mui/material';
import { LISTS_TEXTS } from '../../lists/listTexts.js';

/** Props of {@link LoadMoreFooter}. */
export interface LoadMoreFooterProps {
  canLoadMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Shown once everything is loaded; default 我是有底线的~ (spec 1 §2 Full list). */
  finishedText?: string;
  /** Load on its own when the foot scrolls into view (the full list's infinite scroll). */
  autoLoad?: boolean;
}

/** 加载更多 / 数据加载中... / the finished text. */
export function LoadMoreFooter({
  canLoadMore,
  loading,
  onLoadMore,
  finishedText = LISTS_TEXTS.finished,
  autoLoad = false,
}: LoadMoreFooterProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (
      !autoLoad ||
      !canLoadMore ||
      loading ||
      !node ||
      typeof IntersectionObserver === 'undefined'
    )
      return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [autoLoad, canLoadMore, loading, onLoadMore]);

  return (
    <Box ref={sentinel} data-testid="list-load-more" sx={{ py: 1.5, textAlign: 'center' }}>
      {loading ? (
        <Box
          role="status"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
        >
          <CircularProgress size={16} aria-hidden="true" />
          <Typography variant="body2">{LISTS_TEXTS.loading}</Typography>
        </Box>
      ) : canLoadMore ? (
        <Button size="small" variant="text" onClick={onLoadMore}>
          {LISTS_TEXTS.loadMore}
        </Button>
      ) : (
        <Divider sx={{ color: 'text.disabled', fontSize: 12, px: 4 }}>{finishedText}</Divider>
      )}
    </Box>
  );
}
