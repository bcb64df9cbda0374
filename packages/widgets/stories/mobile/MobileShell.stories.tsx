// The mobile shell pieces the kit owns (spec 1 §2 Layouts tag bar, §9 maximum tabs 8): the tag
// bar as antd-mobile tabs under a page header.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSessionStorage } from '@tessera/react';
import { MobileTagBar, TAG_BAR_STORAGE_KEY } from '../../src/mobile/index.js';

/** Three pages opened before in this tab, then the form page. */
function TagBarPage() {
  const storage = useSessionStorage();
  const [ready] = useState(() => {
    storage?.setItem(
      TAG_BAR_STORAGE_KEY,
      JSON.stringify([
        { path: '/home', title: '首页' },
        { path: '/widgets/lists', title: '列表演示' },
        { path: '/widgets/lists/cards', title: '卡片列表' },
      ]),
    );
    return true;
  });
  return ready ? (
    <div data-testid="mobile-frame" style={{ width: 375, background: '#f5f5f5', minHeight: 200 }}>
      <MobileTagBar path="/widgets/forms/feedback" title="意见反馈" />
    </div>
  ) : null;
}

const meta: Meta = {
  title: 'Mobile/Shell',
  parameters: { layout: 'fullscreen' },
};
export default meta;

/** The pages opened in this tab; the shown one active, × closes a tab. */
export const TagBar: StoryObj = { render: () => <TagBarPage /> };
