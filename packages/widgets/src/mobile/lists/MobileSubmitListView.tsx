// The /submit-list page on a phone (spec 1 §2 "submit list demo page"; README "Lists"): the
// signed-in user's records of one schema under a nav bar, over the same data as the Pc page
// (useSubmitList), drawn by the mobile List in full mode (infinite scroll by 20, 我是有底线的~).
import { useMemo } from 'react';
import { ErrorBlock, NavBar } from 'antd-mobile';
import { TesseraProvider } from '@tessera/react';
import { LISTS_TEXTS } from '../../lists/listTexts.js';
import { SUBMIT_LIST_TEXTS, type SubmitListQuery } from '../../lists/submitList.js';
import { useSubmitList, useSubmitListQuery } from '../../lists/useSubmitList.js';
import { MobileListWidget } from '../MobileListWidget.js';

/** Props of {@link MobileSubmitListView}. */
export interface MobileSubmitListViewProps {
  /** From the page's query parameters; without `schema` the page says what to add. */
  query: Partial<SubmitListQuery>;
  /** The nav bar's back arrow. */
  onBack?: () => void;
}

function SubmitList({ query }: { query: SubmitListQuery }) {
  const { scheduler, control } = useSubmitList(query);
  // The nav bar carries the title: the list's own title bar would repeat it.
  const untitled = useMemo(
    () => ({ ...control, props: { ...control.props, titleIsShow: false } }),
    [control],
  );
  return (
    <TesseraProvider scheduler={scheduler}>
      <MobileListWidget control={untitled} full />
    </TesseraProvider>
  );
}

/** The submit list under a nav bar with its title and 返回. */
export function MobileSubmitListView({ query, onBack }: MobileSubmitListViewProps) {
  const stable = useSubmitListQuery(query);
  return (
    <main
      data-testid="submit-list"
      style={{ minHeight: '100vh', background: 'var(--adm-color-background)' }}
    >
      <div style={{ position: 'sticky', top: 0, zIndex: 100, background: '#fff' }}>
        <NavBar back={onBack ? LISTS_TEXTS.back : null} onBack={onBack}>
          {stable?.title?.trim() || SUBMIT_LIST_TEXTS.title}
        </NavBar>
      </div>
      {stable ? (
        <SubmitList query={stable} />
      ) : (
        <ErrorBlock status="empty" title={SUBMIT_LIST_TEXTS.noSchema} description="" />
      )}
    </main>
  );
}
