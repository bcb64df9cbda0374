import { describe, expect, it } from 'vitest';
import { EMPTY_GUID, type Control } from '@tessera/protocol';
import { backgroundCss, pageBackgroundCss } from './backgroundStyle.js';
import { headerCss, headerShadow } from './headerShadow.js';
import { composePage, hasTemplateId } from './masterPage.js';
import { readPageLayout } from './pageLayout.js';
import { readPageQuery } from './pageQuery.js';
import { isDrawnInSlot, slotsOf } from './slotChildren.js';
import { MAX_TAGS, closeTag, openTag, parseTags } from './tagBar.js';
import { THEMES, THEME_NAMES, slotColor, themeNameOf } from './themes.js';

const control = (id: string, parentId: string | null = null, extra: object = {}): Control => ({
  id,
  parentId,
  typeName: 'List',
  layout: { x: 0, y: 0, w: 12, h: 2 },
  props: {},
  ...extra,
});

describe('backgroundCss', () => {
  it('draws colour, gradient (default 180deg) and an image over it', () => {
    expect(backgroundCss({ bgColor: '#fff' })).toEqual({ backgroundColor: '#fff' });
    expect(backgroundCss({ bgGradientTop: '#111', bgGradientBottom: '#222' })).toEqual({
      backgroundImage: 'linear-gradient(180deg, #111, #222)',
    });
    expect(
      backgroundCss({
        bgImage: '/a.png',
        bgGradientTop: '#111',
        bgGradientBottom: '#222',
        bgDeg: 90,
      }),
    ).toEqual({
      backgroundImage: 'url("/a.png"), linear-gradient(90deg, #111, #222)',
      backgroundSize: 'cover, 100% 100%',
      backgroundPosition: 'center, center',
      backgroundRepeat: 'no-repeat, no-repeat',
    });
    expect(
      backgroundCss({
        bgImage: '/a.png',
        bgSize: 'contain',
        bgPosition: 'top',
        bgRepeat: 'repeat-x',
      }),
    ).toMatchObject({
      backgroundSize: 'contain',
      backgroundPosition: 'top',
      backgroundRepeat: 'repeat-x',
    });
  });

  it('reads one gradient colour alone as the colour; nothing for an empty style', () => {
    expect(backgroundCss({ bgGradientTop: '#111' })).toEqual({ backgroundColor: '#111' });
    expect(backgroundCss(undefined)).toEqual({});
  });

  it('gives the page #e5effa when it sets no background (spec 1 §2)', () => {
    expect(pageBackgroundCss(undefined)).toEqual({ backgroundColor: '#e5effa' });
    expect(pageBackgroundCss({ bgColor: '#000' })).toEqual({ backgroundColor: '#000' });
  });
});

describe('headerShadow', () => {
  it('builds box-shadow from shadowColor, xoffset, yoffset, blur', () => {
    expect(headerShadow({ shadowColor: 'red', xoffset: 1, yoffset: '3', blur: 10 })).toBe(
      '1px 3px 10px red',
    );
    expect(headerShadow({ shadowColor: 'red' })).toBe('0px 2px 8px red');
    expect(headerShadow({ xoffset: 3 })).toBeNull();
    expect(headerCss({ bgColor: '#123', shadowColor: '#000' })).toEqual({
      backgroundColor: '#123',
      boxShadow: '0px 2px 8px #000',
    });
  });
});

describe('readPageLayout', () => {
  it.each([
    ['header-aside-main', { header: true, aside: true, footer: false }],
    ['aside-header-main', { header: true, aside: true, footer: false }],
    ['header-main', { header: true, aside: false, footer: false }],
    ['header-main-footer', { header: true, aside: false, footer: true }],
    ['no-header-footer-main', { header: false, aside: false, footer: false }],
  ] as const)('%s draws its regions', (type, regions) => {
    expect(readPageLayout({ type }).regions).toMatchObject({ ...regions, main: true });
  });

  it('hides header and footer, fixes the header, defaults the stage and aside width', () => {
    const hidden = readPageLayout({
      type: 'header-main-footer',
      header: { hidden: true, fixed: true },
      footer: { hidden: true },
    });
    expect(hidden.regions).toMatchObject({ header: false, footer: false });
    expect(hidden.headerFixed).toBe(false);
    const fixed = readPageLayout({ type: 'header-main', header: { fixed: true } });
    expect(fixed).toMatchObject({ headerFixed: true, stage: 'root-container', asideWidth: 200 });
  });

  it('has no layout without a known type', () => {
    expect(readPageLayout(null).type).toBeNull();
    expect(readPageLayout({ type: 'sideways' as never }).regions.header).toBe(false);
  });
});

describe('composePage', () => {
  const master = {
    controls: [control('m-aside', '@aside'), control('m-root')],
    layout: { type: 'header-aside-main' },
  };

  it('draws the master page around the page, its layout winning (template mode global)', () => {
    const page = {
      templateId: 'abc',
      pageData: { controls: [control('p1')], layout: { type: 'header-main' } },
      templatePageData: master,
    };
    const composed = composePage(page);
    expect(composed.hasMaster).toBe(true);
    expect(composed.layout?.type).toBe('header-aside-main');
    expect(composed.controls.map((c) => c.id)).toEqual(['m-aside', 'm-root', 'p1']);
    expect(composed.pageControls.map((c) => c.id)).toEqual(['p1']);
  });

  it("keeps the page's own styles in template mode custom", () => {
    const composed = composePage({
      templateId: 'abc',
      pageData: {
        controls: [],
        layout: { cssData: { templateMode: 'custom', page: { bgColor: '#000' } } },
      },
      templatePageData: {
        controls: [],
        layout: { type: 'header-main', cssData: { page: { bgColor: '#fff' } } },
      },
    });
    expect(composed.layout).toMatchObject({
      type: 'header-main',
      cssData: { page: { bgColor: '#000' } },
    });
  });

  it('ignores a master page when templateId is all zeros', () => {
    expect(hasTemplateId(EMPTY_GUID)).toBe(false);
    const composed = composePage({
      templateId: EMPTY_GUID,
      pageData: { controls: [] },
      templatePageData: master,
    });
    expect(composed.hasMaster).toBe(false);
  });
});

describe('readPageQuery', () => {
  it('reads pageId (all zeros when missing), procId and every parameter', () => {
    expect(readPageQuery('procId=42&k=v')).toEqual({
      pageId: EMPTY_GUID,
      procId: '42',
      params: { procId: '42', k: 'v' },
    });
    expect(readPageQuery(new URLSearchParams('pageId=p1')).pageId).toBe('p1');
  });
});

describe('tag bar', () => {
  it('keeps an opened page in place, appends new ones and drops the oldest past 8', () => {
    let tags = openTag([], { path: '/a', title: 'A' });
    tags = openTag(tags, { path: '/b', title: 'B' });
    expect(openTag(tags, { path: '/a', title: 'A2' })).toEqual([
      { path: '/a', title: 'A2' },
      { path: '/b', title: 'B' },
    ]);
    for (let i = 0; i < 10; i++) tags = openTag(tags, { path: `/p${i}`, title: `P${i}` });
    expect(tags).toHaveLength(MAX_TAGS);
    expect(tags.at(-1)?.path).toBe('/p9');
  });

  it('closes a tag and names the neighbour to open', () => {
    const tags = [
      { path: '/a', title: 'A' },
      { path: '/b', title: 'B' },
      { path: '/c', title: 'C' },
    ];
    expect(closeTag(tags, '/b').next).toBe('/c');
    expect(closeTag(tags, '/c').next).toBe('/b');
    expect(parseTags('not json')).toEqual([]);
  });
});

describe('themes', () => {
  it('has six themes of six colours and a title, theme1 by default', () => {
    expect(THEME_NAMES).toHaveLength(6);
    for (const name of THEME_NAMES) {
      expect(THEMES[name].colors).toHaveLength(6);
      expect(THEMES[name].title).not.toBe('');
    }
    expect(THEMES.theme4.hue).toBe('magenta');
    expect(themeNameOf(undefined)).toBe('theme1');
    expect(themeNameOf('theme5')).toBe('theme5');
    expect(themeNameOf('dark')).toBe('theme1');
  });

  it('answers colour slots one to four from the theme', () => {
    expect(slotColor('theme3', 'colorOne')).toBe(THEMES.theme3.colors[0]);
    expect(slotColor('theme3', 'colorFour')).toBe(THEMES.theme3.colors[3]);
    expect(slotColor('theme3', '#123')).toBe('#123');
  });
});

describe('slots', () => {
  it('reads slots and draws a hidden child only when open by default', () => {
    const box = control('box', null, {
      slots: [{ name: 'left', width: 200, smartViewDatas: [control('c1'), { bad: true }] }],
    });
    expect(slotsOf(box)).toEqual([
      { name: 'left', width: 200, height: null, children: [control('c1')] },
    ]);
    expect(isDrawnInSlot(control('c1'), false)).toBe(false);
    expect(isDrawnInSlot(control('c2', null, { props: { defaultOpen: true } }), false)).toBe(true);
    expect(isDrawnInSlot(control('c3'), true)).toBe(true);
  });
});
