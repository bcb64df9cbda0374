import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Control } from '@tessera/protocol';
import { articles, ready, SourcesProvider, type SourceFixture } from '../../__tests__/fixtures.js';
import { ShellControlsContext } from '../../shell/ShellControls.js';
import { MobileFormContainer } from './MobileFormContainer.js';

const container: Control = {
  id: 'box',
  parentId: null,
  typeName: 'FormContainer',
  layout: { x: 0, y: 0, w: 12, h: 2 },
  props: {},
};
const child: Control = {
  id: 'go',
  parentId: 'box',
  typeName: 'Button',
  layout: { x: 0, y: 0, w: 12, h: 1 },
  props: { label: '去报名' },
};

function renderBox(news: SourceFixture) {
  return render(
    <SourcesProvider results={{ news }}>
      <ShellControlsContext.Provider value={{ controls: [container, child], registry: null }}>
        <div style={{ width: 375 }}>
          <MobileFormContainer control={container} />
        </div>
      </ShellControlsContext.Provider>
    </SourcesProvider>,
  );
}

describe('MobileFormContainer (spec 1 §2 "hidden until its page is loaded")', () => {
  it('keeps its children invisible while a source of the page loads', async () => {
    const screen = await renderBox({ status: 'loading', total: 0, items: [] });
    await expect.element(screen.getByTestId('form-container')).toHaveAttribute('aria-busy', 'true');
    await expect.element(screen.getByText('去报名')).toBeInTheDocument();
    await expect.element(screen.getByText('去报名')).not.toBeVisible();
  });

  it('shows its children with the mobile widgets once every source has loaded', async () => {
    const screen = await renderBox(ready(articles(1)));
    await expect.element(screen.getByRole('button', { name: '去报名' })).toBeVisible();
    await expect
      .element(screen.getByTestId('form-container'))
      .toHaveAttribute('aria-busy', 'false');
  });
});
