import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TesseraProvider, useCursor, useDataSource } from './index.js';
import { twoSourcePage } from './__tests__/pageFixtures.js';

describe('useDataSource', () => {
  it('re-renders a widget bound to b not at all when source a changes (render count)', async () => {
    const { scheduler } = twoSourcePage();
    const renders = { a: 0, b: 0 };
    function Bound({ dsId }: { dsId: 'a' | 'b' }) {
      renders[dsId] += 1;
      const source = useDataSource(dsId);
      return (
        <p data-testid={dsId}>
          {source?.status}:{source?.result.total}
        </p>
      );
    }
    const screen = await render(
      <TesseraProvider scheduler={scheduler}>
        <Bound dsId="a" />
        <Bound dsId="b" />
      </TesseraProvider>,
    );
    await scheduler.load();
    await expect.element(screen.getByTestId('a')).toHaveTextContent('loaded:1');
    await expect.element(screen.getByTestId('b')).toHaveTextContent('loaded:2');
    const before = { ...renders };

    await scheduler.refresh('a');
    scheduler.setCursor('a', 1);
    await expect.element(screen.getByTestId('a')).toHaveTextContent('loaded:2');

    expect(renders.a).toBeGreaterThan(before.a);
    expect(renders.b).toBe(before.b);
  });

  it('answers undefined for an empty or unknown dsId and without a scheduler', async () => {
    const { scheduler } = twoSourcePage();
    function Probe({ dsId }: { dsId: string }) {
      return <p data-testid={`p-${dsId}`}>{String(useDataSource(dsId))}</p>;
    }
    const screen = await render(
      <>
        <TesseraProvider scheduler={scheduler}>
          <Probe dsId="" />
          <Probe dsId="nope" />
        </TesseraProvider>
        <Probe dsId="a" />
      </>,
    );
    await expect.element(screen.getByTestId('p-')).toHaveTextContent('undefined');
    await expect.element(screen.getByTestId('p-nope')).toHaveTextContent('undefined');
    await expect.element(screen.getByTestId('p-a')).toHaveTextContent('undefined');
  });
});

describe('useCursor', () => {
  it('follows the cursor of its source', async () => {
    const { scheduler } = twoSourcePage();
    function Cursor() {
      const cursor = useCursor('b');
      return (
        <p data-testid="cursor">
          {cursor?.position}/{cursor?.dataId}
        </p>
      );
    }
    const screen = await render(
      <TesseraProvider scheduler={scheduler}>
        <Cursor />
      </TesseraProvider>,
    );
    await scheduler.load();
    await expect.element(screen.getByTestId('cursor')).toHaveTextContent('0/b0');
    scheduler.setCursor('b', 1);
    await expect.element(screen.getByTestId('cursor')).toHaveTextContent('1/b1');
  });
});
