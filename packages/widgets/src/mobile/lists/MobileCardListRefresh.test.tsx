import { useEffect, useMemo, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Control } from '@tessera/protocol';
import { createDataSourceScheduler, type LoadRequest } from '@tessera/datasources';
import { TesseraProvider } from '@tessera/react';
import { contentItem } from '../../__tests__/fixtures.js';
import { MobileCardListWidget } from './MobileCardListWidget.js';

// Its own file (its own page): the synthetic drag below leaves the browser's pointer state
// behind, which later tests in the same page would inherit.

const cards = (): Control => ({
  id: 'cards',
  parentId: null,
  typeName: 'CardList',
  layout: { x: 0, y: 0, w: 12, h: 4 },
  props: { title: '推荐', titleIsShow: true },
  bindInfo: { dsId: 'feed', value2: { fieldName: 'title' } },
  cssData: { pagination: { pageSize: 5 } },
});

const MANY = Array.from({ length: 12 }, (_, i) =>
  contentItem(`m${i + 1}`, { title: `卡片 ${i + 1}` }),
);

/** A scheduler whose loader answers `top` of the cards and counts its calls. */
function Paged({ children, calls }: { children: ReactNode; calls: LoadRequest[] }) {
  const scheduler = useMemo(
    () =>
      createDataSourceScheduler({
        dataSources: [{ dsId: 'feed', schemaName: 'feed', usages: ['list'], topN: 5 }],
        loader: (request: LoadRequest) => {
          calls.push(request);
          return Promise.resolve({
            total: MANY.length,
            items: MANY.slice(request.skip, request.skip + request.top),
          });
        },
      }),
    [calls],
  );
  useEffect(() => {
    void scheduler.load();
    return () => scheduler.dispose();
  }, [scheduler]);
  return <TesseraProvider scheduler={scheduler}>{children}</TesseraProvider>;
}

describe('MobileCardListWidget pull to refresh', () => {
  it('reads the source again from its first rows when pulled down (pull to refresh)', async () => {
    const calls: LoadRequest[] = [];
    const screen = await render(
      <Paged calls={calls}>
        <div style={{ width: 375 }}>
          <MobileCardListWidget control={cards()} />
        </div>
      </Paged>,
    );
    const first = screen.getByTestId('card-item').first();
    await expect.element(first).toBeVisible();
    const before = calls.length;
    // A finger drags the list down by 200 px and lets go (pointer events: this Chromium has no
    // touch screen, so the gesture library listens to pointers).
    const target = first.element();
    const { left, top } = target.getBoundingClientRect();
    const send = (type: string, y: number) =>
      target.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          cancelable: true,
          pointerId: 1,
          pointerType: 'touch',
          isPrimary: true,
          buttons: type === 'pointerup' ? 0 : 1,
          clientX: left + 20,
          clientY: top + 20 + y,
        }),
      );
    send('pointerdown', 0);
    for (let y = 20; y <= 200; y += 20) {
      send('pointermove', y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    send('pointerup', 200);
    await expect.poll(() => calls.length).toBe(before + 1);
    expect(calls.at(-1)).toMatchObject({ skip: 0 });
    await expect.element(screen.getByText('刷新成功')).toBeVisible();
  });
});
