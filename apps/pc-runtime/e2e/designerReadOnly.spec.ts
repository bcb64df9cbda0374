import { expect, test } from '@playwright/test';
import { DESIGNER_VIEWPORT, DesignerPage } from './pages/DesignerPage.js';
import { signInAs } from './pages/signInAs.js';
import { addReadOnlyDesigner } from './server/designerUsers.js';
import { demoUser, signInUser } from './server/workflowUsers.js';

// A read-only designer (issue 29; server README "Read-only designers") against the real server:
// the administrator makes a role holding only the designer read operation 查看设计 and a user
// with it through the admin calls; that user opens the page designer of a page the demo
// administrator is editing at the same time. The viewer sees the page and the colleague's edits
// live, the toolbar says 只读, and nothing the viewer tries changes the page, in the viewer's tab
// or in the room. Screenshot: e2e-artifacts/coedit-read-only.png.

const VIEWPORT = DESIGNER_VIEWPORT;
const PHONE = `136${String(Date.now()).slice(-8)}`;

test.describe('a read-only designer', () => {
  test('holding only 查看设计, sees the page and a colleague’s live edits, and changes nothing', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    // The full designer starts a page with one button.
    const { designer: editor, pageId } = await DesignerPage.onNewPage(
      page,
      baseURL!,
      '只读查看页',
      `/read-only-${Date.now()}`,
    );
    await editor.drag('Button', { x: 30, y: 20 });
    const first = (await editor.control('Button').getAttribute('data-control-id'))!;
    await editor.editLabel(first, '设计者的按钮');
    await expect(editor.status).toHaveText('已同步');

    // The viewer, made by the administrator's calls, opens the same page.
    const admin = await signInUser(demoUser('admin').phone);
    const viewer = await addReadOnlyDesigner(admin.accessToken, {
      phone: PHONE,
      nickName: `查看者${PHONE.slice(-4)}`,
      password: 'ReadOnly2026a',
    });
    const viewerContext = await browser.newContext({ viewport: VIEWPORT });
    await signInAs(viewerContext, baseURL!, viewer.tokens);
    const reader = new DesignerPage(await viewerContext.newPage());
    await reader.open(pageId);
    const mark = reader.page.getByTestId('read-only-mark');
    await expect(mark).toHaveText('只读');
    await mark.hover();
    await expect(reader.page.getByRole('tooltip')).toHaveText(
      '只读：您可以查看页面和其他设计者的修改，但不能修改',
    );
    await expect(reader.byId(first)).toContainText('设计者的按钮');
    await expect(reader.status).toHaveText('已同步');
    // The two see each other.
    await expect(page.getByTestId('presence-avatar')).toHaveAttribute(
      'data-peer-name',
      viewer.nickName,
    );
    await expect(reader.page.getByTestId('presence-avatar')).toHaveCount(1);
    // The editor can tell that this colleague only watches.
    await page.getByTestId('presence-avatar').hover();
    await expect(page.getByRole('tooltip')).toHaveText(`${viewer.nickName}（只读）`);
    await editor.screenshot('e2e-artifacts/coedit-read-only-peer.png');

    // The colleague's edits arrive live: a new button, a new text, a move.
    await editor.drag('Button', { x: 30, y: 200 });
    await expect(reader.control('Button')).toHaveCount(2);
    const second = (await editor
      .control('Button')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-control-id')!)))!.find(
      (id) => id !== first,
    )!;
    await editor.editLabel(second, '刚加的按钮');
    await expect(reader.byId(second)).toContainText('刚加的按钮');
    const before = (await reader.byId(first).boundingBox())!;
    await editor.dragBy(editor.byId(first), 300, 0);
    await expect
      .poll(async () => (await reader.byId(first).boundingBox())!.x - before.x)
      .toBeGreaterThan(200);
    await editor.save();
    await expect(editor.status).toHaveText('已同步');
    const json = await editor.pageJson();
    expect(await reader.pageJson()).toBe(json);

    // The viewer can select a control and read its properties, but every field is disabled.
    await reader.byId(second).click();
    await expect(reader.byId(second).getByTestId('remote-selection')).toHaveCount(0);
    await reader.tab('属性');
    const label = reader.page.getByTestId('property-panel').getByLabel('文字');
    await expect(label).toHaveValue('刚加的按钮');
    await expect(label).toBeDisabled();
    // Selected, the control shows no resize handles.
    await expect(reader.page.locator('.react-resizable-handle:visible')).toHaveCount(0);
    // Every field of every tab is disabled; the tabs themselves stay usable to read them.
    const panel = reader.page.getByTestId('property-panel');
    for (const name of ['样式', '数据', '事件', '权限', '属性'] as const) {
      await reader.tab(name);
      const fields = panel.locator('input, textarea, [role="combobox"], button');
      for (const field of await fields.all()) await expect(field).toBeDisabled();
    }
    await expect(reader.page.getByTestId('undo')).toBeDisabled();
    await expect(reader.page.getByTestId('redo')).toBeDisabled();
    await expect(reader.saveButton).toBeDisabled();
    await expect(reader.page.getByTestId('publish')).toBeDisabled();
    await expect(reader.paletteItem('Button')).toBeDisabled();
    await reader.page.getByRole('tab', { name: '大纲' }).click();
    await expect(reader.page.getByTestId('outline-item').first()).toHaveAttribute(
      'draggable',
      'false',
    );
    await reader.page.getByRole('tab', { name: '组件' }).click();
    // 版本 lists the saved versions to preview; none can be restored from here.
    await reader.page.getByRole('button', { name: '版本' }).click();
    const versions = reader.page.getByTestId('versions-dialog');
    await expect(versions.getByTestId('page-version')).toHaveCount(2);
    for (const restore of await versions.getByRole('button', { name: '恢复' }).all())
      await expect(restore).toBeDisabled();
    await versions.getByRole('button', { name: '关闭' }).click();
    await expect(versions).toBeHidden();
    await reader.screenshot('e2e-artifacts/coedit-read-only.png');

    // What the viewer tries anyway changes nothing: dropping a control from the palette, moving
    // one on the canvas, the context menu and the shortcuts (delete, undo, save).
    await reader.paletteItem('Button').dragTo(reader.grid, {
      force: true,
      targetPosition: { x: 30, y: 400 },
    });
    await reader.paletteItem('Button').click({ force: true });
    const at = (await reader.byId(second).boundingBox())!;
    await reader.dragBy(reader.byId(second), 300, 0);
    expect((await reader.byId(second).boundingBox())!.x).toBeCloseTo(at.x, 0);
    await reader.byId(second).click({ button: 'right' });
    await expect(reader.page.getByRole('menu')).toHaveCount(0);
    await reader.byId(second).click();
    for (const key of ['Delete', 'Control+z', 'Control+s']) await reader.page.keyboard.press(key);
    await expect(reader.control('Button')).toHaveCount(2);
    await expect(reader.byId(second)).toContainText('刚加的按钮');
    await expect(reader.page.getByTestId('versions-dialog')).toHaveCount(0);

    // Nothing of the viewer's reached the room: the colleague's page is as the colleague left it,
    // and it goes on changing only by the colleague's hand.
    await expect(reader.status).toHaveText('已同步');
    expect(await reader.pageJson()).toBe(json);
    expect(await editor.pageJson()).toBe(json);
    await editor.editLabel(second, '设计者又改的');
    await expect(reader.byId(second)).toContainText('设计者又改的');
    await expect(label).toHaveValue('设计者又改的');
    await expect(label).toBeDisabled();
    await viewerContext.close();
  });
});
