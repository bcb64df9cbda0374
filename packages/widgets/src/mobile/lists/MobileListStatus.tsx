// Loading, error and empty states of the mobile lists (spec 1 §2: 数据加载中..., the empty
// picture with its tip).
import { DotLoading, ErrorBlock } from 'antd-mobile';
import { LISTS_TEXTS } from '../../lists/listTexts.js';

/** 数据加载中... (`role="status"`) or the failure (`role="alert"`). */
export function MobileListStatus({
  view,
  errorMessage,
}: {
  view: 'loading' | 'error';
  errorMessage: string;
}) {
  if (view === 'loading') {
    return (
      <div
        role="status"
        style={{ padding: 24, textAlign: 'center', color: 'var(--adm-color-weak)' }}
      >
        {LISTS_TEXTS.loading}
        <DotLoading />
      </div>
    );
  }
  return (
    <div role="alert" style={{ padding: 16, color: 'var(--adm-color-danger)', fontSize: 14 }}>
      {errorMessage}
    </div>
  );
}

/** The empty picture with the tip, or the designer's image (`data-testid="list-empty"`). */
export function MobileListEmpty({ tip, image }: { tip: string; image?: string }) {
  return (
    <ErrorBlock
      status="empty"
      image={image || undefined}
      title={tip}
      description=""
      data-testid="list-empty"
      style={{ '--image-height': '96px', padding: '16px 0' }}
    />
  );
}
