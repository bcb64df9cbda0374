// spec 1 §2 /full-list (Full list (mobile)): the list widget handed over by 查看更多, drawn with
// its page's data sources and events (the page runtime of the page it came from).
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { TesseraProvider, pageProviderProps, usePageData, useSessionStorage } from '@tessera/react';
import {
  fullListFields,
  fullListFirstRows,
  readFullListHandOver,
  type FullListHandOver,
  LISTS_TEXTS,
} from '@tessera/widgets';
import {
  MobileFullListView,
  MobilePageLostView,
  PageLoadError,
  PageLoading,
} from '@tessera/widgets/mobile';

function HandedOverList({ handOver }: { handOver: FullListHandOver }) {
  const navigate = useNavigate();
  // Only the fields the list's definition and the page's sources mention, and the first screen's
  // rows before the rest (README "/full-list").
  const state = usePageData(handOver.pageId, {
    selectFields: (page) => fullListFields(handOver, page),
    firstRows: () => fullListFirstRows(handOver),
  });
  const title =
    typeof handOver.control.props?.title === 'string' ? handOver.control.props.title : '';
  useEffect(() => {
    document.title = title || LISTS_TEXTS.more;
  }, [title]);
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error') return <PageLoadError message={state.message} />;
  return (
    <TesseraProvider {...pageProviderProps(state)}>
      <MobileFullListView
        handOver={handOver}
        onBack={() => {
          if (handOver.returnPath) void navigate(handOver.returnPath);
          else void navigate(-1);
        }}
      />
    </TesseraProvider>
  );
}

/** The /full-list route: the hand-over, or 页面丢失啦. */
export function FullListPage() {
  const storage = useSessionStorage();
  const navigate = useNavigate();
  const handOver = useMemo(() => readFullListHandOver(storage), [storage]);
  if (!handOver) return <MobilePageLostView onHome={() => void navigate('/')} />;
  return <HandedOverList handOver={handOver} />;
}
