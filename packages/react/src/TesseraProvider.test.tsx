import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Settings } from '@tessera/protocol';
import { TesseraProvider, useMessages, useSettings } from './index.js';

describe('TesseraProvider', () => {
  it('keeps the outer values an inner provider is not given', async () => {
    const settings = { subAppName: '演示' } as Settings;
    const shown: string[] = [];
    const messages = {
      info: () => {},
      warning: () => {},
      error: (text: string) => shown.push(text),
    };
    function Probe() {
      const port = useMessages();
      port.error('x');
      return <p data-testid="name">{useSettings().subAppName}</p>;
    }
    const screen = await render(
      <TesseraProvider settings={settings} messages={messages}>
        <TesseraProvider pageVariables={undefined}>
          <Probe />
        </TesseraProvider>
      </TesseraProvider>,
    );
    await expect.element(screen.getByTestId('name')).toHaveTextContent('演示');
    expect(shown[0]).toBe('x');
  });
});
