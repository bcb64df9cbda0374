import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Control } from '@tessera/protocol';
import { CONTROLS_WIDGETS } from './controls/index.js';
import { defaultWidgets } from './defaultWidgets.js';
import { FORMS_WIDGETS } from './forms/index.js';
import { lazyWidget, preloadWidgets } from './lazyWidget.js';
import { createWidgetRegistry } from '../registry/createWidgetRegistry.js';
import { LISTS_WIDGETS } from './lists/index.js';
import { SHELL_WIDGETS } from './shell/shellWidgets.js';

describe('defaultWidgets', () => {
  it('registers every type of the areas, plus List', () => {
    const areaTypes = Object.keys({
      ...LISTS_WIDGETS,
      ...FORMS_WIDGETS,
      ...CONTROLS_WIDGETS,
      ...SHELL_WIDGETS,
    });
    expect(Object.keys(defaultWidgets).sort()).toEqual(['List', ...areaTypes].sort());
  });
});

describe('lazyWidget (README "Loading widgets on demand")', () => {
  it('shows a busy skeleton in the cell until the widget has loaded, then the widget', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const Widget = lazyWidget(async () => {
      await arrived;
      return ({ control }) => <p>{control.id} 已加载</p>;
    });
    const screen = await render(<Widget control={{ id: 'c1', typeName: 'Late' } as Control} />);
    await expect.element(screen.getByRole('status', { name: '加载中' })).toBeVisible();
    await expect
      .element(screen.getByRole('status', { name: '加载中' }))
      .toHaveAttribute('aria-busy', 'true');
    arrive();
    await expect.element(screen.getByText('c1 已加载')).toBeVisible();
    await expect.element(screen.getByRole('status', { name: '加载中' })).not.toBeInTheDocument();
  });

  it('preloads the code of the types a page uses, once, and draws with it at once', async () => {
    const loads: string[] = [];
    const widget = (name: string) =>
      lazyWidget(async () => {
        loads.push(name);
        return ({ control }) => <p>{control.id} 已加载</p>;
      });
    const registry = createWidgetRegistry({ Used: widget('Used'), Unused: widget('Unused') });
    const controls = [
      { id: 'a', typeName: 'Used' },
      { id: 'b', typeName: 'Used' },
      { id: 'c', typeName: 'Unknown' },
    ] as Control[];
    preloadWidgets(registry, controls);
    preloadWidgets(registry, controls);
    expect(loads).toEqual(['Used']);
    const Used = registry.get('Used')!;
    const screen = await render(<Used control={controls[0]!} />);
    await expect.element(screen.getByText('a 已加载')).toBeVisible();
    expect(loads).toEqual(['Used']);
  });
});
