import { describe, expect, it } from 'vitest';
import { activeNavItem, hasBottomNav, readNavConfig } from './navConfig.js';

const tabs = [
  { id: 'a', label: '文章', url: '/articles' },
  { id: 'b', label: '订单', url: '/orders' },
  { id: 'c', label: '首页', url: '/' },
];

describe('navConfig: the bottom navigation', () => {
  it('reads direction bottom and the entries’ icons (unknown icons dropped)', () => {
    const config = readNavConfig({
      props: {
        direction: 'bottom',
        navList: [
          { id: 'a', label: '文章', url: '/articles', icon: 'list' },
          { id: 'b', label: '我的', url: '/me', icon: 'rocket' },
        ],
      },
    });
    expect(config.direction).toBe('bottom');
    expect(config.items.map((item) => item.icon)).toEqual(['list', undefined]);
    expect(readNavConfig({ props: { direction: 'sideways' } }).direction).toBe('horizontal');
  });

  it('says a page has one only for a Nav with direction bottom (spec 1 §2: 60px padding)', () => {
    expect(hasBottomNav([{ typeName: 'Nav', props: { direction: 'bottom' } }])).toBe(true);
    expect(hasBottomNav([{ typeName: 'Nav', props: { direction: 'vertical' } }])).toBe(false);
    expect(hasBottomNav([{ typeName: 'Button', props: { direction: 'bottom' } }])).toBe(false);
    expect(hasBottomNav([])).toBe(false);
  });

  it('activates the tab of the current path: exact, then the url the path starts with', () => {
    expect(activeNavItem(tabs, '/orders?status=open')?.id).toBe('b');
    expect(activeNavItem(tabs, '/orders/12')?.id).toBe('b');
    expect(activeNavItem(tabs, '/')?.id).toBe('c');
    expect(activeNavItem(tabs, '/ordersx')).toBeUndefined();
    expect(activeNavItem(tabs, '/elsewhere')).toBeUndefined();
  });
});
