import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_USERS } from '@tessera/server/demo';

// spec 2 §2.3–§2.5, §4 Default address flag, §5 Address form in a 375×667 touch browser against
// the real server: two addresses, the second made default (the first loses it), an edit, a
// delete cancelled then confirmed, and choosing an address for a designed page.

const user = DEMO_USERS.find((each) => each.key === 'approver2')!;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });

async function fill(page: Page, name: string, value: string) {
  await page.locator(`[name="${name}"]`).fill(value);
}

async function addAddress(page: Page, name: string, detail: string, makeDefault: boolean) {
  await page.getByRole('button', { name: '新增收货地址' }).click();
  await expect(page.getByTestId('created-newaddress')).toBeVisible();
  await fill(page, 'name', name);
  await fill(page, 'phonenumber', '13912345678');
  await page.getByTestId('area-picker').click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('area-text')).toHaveText('北京市 北京市 东城区');
  await fill(page, 'detailedaddress', detail);
  if (makeDefault) await page.getByRole('switch', { name: '设为默认地址' }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('selected-address')).toBeVisible();
}

const rows = (page: Page) => page.getByTestId('address-item');

test('address book: add two, the second default, edit, delete (cancel, then confirm), choose', async ({
  page,
}) => {
  await page.goto('/login-byphone?loginType=password');
  await fill(page, 'phone', user.phone);
  await fill(page, 'password', user.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByText('收货地址').click();
  await expect(page.getByText('您当前还没有可选地址')).toBeVisible();
  await shot(page, 'selected-address-empty');

  // The form's checks (spec 2 §5), then the first address, made default.
  await page.getByRole('button', { name: '新增收货地址' }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请填写收货人姓名').first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '请选择省/市/区' })).toBeVisible();
  await page.goBack();
  await addAddress(page, '王小明', '东华门大街 1 号', true);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByTestId('default-badge')).toHaveText('默认');

  // The second, made default: the first loses its flag (one transaction on the server).
  await addAddress(page, '李小红', '王府井大街 2 号', true);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(0)).toContainText('李小红');
  await expect(rows(page).nth(0).getByTestId('default-badge')).toBeVisible();
  await expect(rows(page).nth(1)).toContainText('王小明');
  await expect(rows(page).nth(1).getByTestId('default-badge')).toHaveCount(0);
  await expect(rows(page).nth(1).getByTestId('address-area')).toHaveText(
    '北京市 北京市 东城区 东华门大街 1 号',
  );
  await shot(page, 'selected-address');

  // Edit the first: prefilled; saved, back with its id as seletedId.
  await page.getByRole('button', { name: '编辑 王小明' }).click();
  await expect(page.getByTestId('editor-address')).toBeVisible();
  await expect(page.locator('[name="name"]')).toHaveValue('王小明');
  await expect(page.getByTestId('area-text')).toHaveText('北京市 北京市 东城区');
  await fill(page, 'name', '王大明');
  await shot(page, 'editor-address');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/selected-address\?seletedId=/);
  await expect(rows(page).nth(1)).toContainText('王大明');

  // Delete the second: cancelled first (已取消!), then confirmed.
  await page.getByRole('button', { name: '编辑 李小红' }).click();
  await page.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('删除提示')).toBeVisible();
  await expect(page.getByText('确定要删除该收货地址？')).toBeVisible();
  await shot(page, 'delete-address-confirm');
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page.getByText('已取消!')).toBeVisible();
  await page.getByRole('button', { name: '删除' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/selected-address$/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('王大明');

  // Choosing an address hands it to the designed page (spec 2 §2.3).
  await page.goto(`/selected-address?pageId=${DEMO.pages.mobileHome}`);
  await rows(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/page/${DEMO.pages.mobileHome}\\?seletedId=`));
});
