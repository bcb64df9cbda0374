// spec 1 §2 Layouts "tag bar", §9 "Maximum tabs 8": the pages opened in this tab as antd-mobile
// Tabs under the header, over the shared useTagBar (session storage, open, close).
import { Tabs } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useTagBar } from '../../shell/useTagBar.js';

/** Props of {@link MobileTagBar}. */
export interface MobileTagBarProps {
  /** The shown page's address (path and query). */
  path: string;
  title: string;
}

/** The opened pages as scrolling tabs; the shown one active, a tap reopens one, × closes it. */
export function MobileTagBar({ path, title }: MobileTagBarProps) {
  const { tags, open, close } = useTagBar(path, title);
  return (
    <nav aria-label="已打开的页面" data-testid="layout-tag-bar" style={{ background: '#fff' }}>
      <Tabs
        activeKey={path}
        onChange={(key) => {
          const tag = tags.find((candidate) => candidate.path === key);
          if (tag) open(tag);
        }}
        style={{ '--title-font-size': '14px', '--content-padding': '0' }}
      >
        {tags.map((tag) => (
          <Tabs.Tab
            key={tag.path}
            title={
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                <span aria-current={tag.path === path ? 'page' : undefined}>
                  {tag.title || tag.path}
                </span>
                {tags.length > 1 ? (
                  <span
                    role="button"
                    aria-label={`关闭 ${tag.title || tag.path}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      close(tag);
                    }}
                    style={{ display: 'inline-flex', color: 'var(--adm-color-light)' }}
                  >
                    <CloseOutline fontSize={12} />
                  </span>
                ) : null}
              </span>
            }
          />
        ))}
      </Tabs>
    </nav>
  );
}
