import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import type { ConditionSet } from '@tessera/conditions';
import {
  TesseraProvider,
  useCondition,
  useEvent,
  usePageVariables,
  usePermission,
  useSession,
} from './index.js';
import { twoSourcePage } from './__tests__/pageFixtures.js';

const keywordIsPhone: ConditionSet = [
  {
    leftExp: { source: 'variable', name: 'keyword' },
    action: 'eq',
    rightExp: { source: 'const', value: 'phone' },
  },
];

const firstPriceOver50: ConditionSet = [
  {
    leftExp: { source: 'field', dsId: 'a', name: 'price' },
    action: 'gt',
    rightExp: { source: 'const', value: 50 },
    fieldType: 'Number',
  },
];

function Page() {
  const click = useEvent('button-1', 'click', 'Button');
  const variables = usePageVariables();
  const keywordSet = useCondition(keywordIsPhone);
  const priceOk = useCondition(firstPriceOver50);
  const session = useSession();
  const permission = usePermission({ id: 'button-1', typeName: 'Button' });
  return (
    <>
      <button onClick={() => void click.run()}>记住</button>
      <p data-testid="keyword">{String(variables.keyword ?? '')}</p>
      <p data-testid="conditions">
        {String(keywordSet)}/{String(priceOk)}
      </p>
      <p data-testid="session">
        {session.status}/{String(permission.visible)}/{String(permission.canRun('op'))}
      </p>
    </>
  );
}

describe('useEvent, usePageVariables, useCondition', () => {
  it('runs the event, whose setVariable action re-evaluates a condition on the variable', async () => {
    const { scheduler, variables, runner } = twoSourcePage();
    const screen = await render(
      <TesseraProvider scheduler={scheduler} pageVariables={variables} eventRunner={runner}>
        <Page />
      </TesseraProvider>,
    );
    await expect.element(screen.getByTestId('conditions')).toHaveTextContent('false/false');
    await scheduler.load();
    // the item under a's cursor has price 100 > 50
    await expect.element(screen.getByTestId('conditions')).toHaveTextContent('false/true');

    await userEvent.click(screen.getByRole('button', { name: '记住' }));
    await expect.element(screen.getByTestId('keyword')).toHaveTextContent('phone');
    await expect.element(screen.getByTestId('conditions')).toHaveTextContent('true/true');
  });
});

describe('useSession, usePermission', () => {
  it('is anonymous without a session manager; controls without permission sets are allowed', async () => {
    const screen = await render(<Page />);
    await expect.element(screen.getByTestId('session')).toHaveTextContent('anonymous/true/true');
  });
});
