import type { ServerFixtures } from '@tessera/test-utils';

/**
 * Content in several schemas for the scheduler's tests against the real server: customers,
 * their orders and the orders' lines, so that sources can depend on each other's cursors.
 */
export const SHOP_FIXTURES: ServerFixtures = {
  schemas: [
    {
      name: 'customer',
      label: '客户',
      fields: [
        { name: 'code', fieldType: 'String' },
        { name: 'name', fieldType: 'String' },
        { name: 'level', fieldType: 'Number' },
      ],
      items: [
        { data: { code: 'C1', name: '甲', level: 1 } },
        { data: { code: 'C2', name: '乙', level: 2 } },
        { data: { code: 'C3', name: '丙', level: 3 } },
      ],
    },
    {
      name: 'order',
      label: '订单',
      fields: [
        { name: 'orderNo', fieldType: 'String' },
        { name: 'customerCode', fieldType: 'String' },
        { name: 'amount', fieldType: 'Number' },
        { name: 'note', fieldType: 'String' },
      ],
      items: [
        { data: { orderNo: 'O1', customerCode: 'C1', amount: 10, note: '' } },
        { data: { orderNo: 'O2', customerCode: 'C1', amount: 20, note: '' } },
        { data: { orderNo: 'O3', customerCode: 'C2', amount: 30, note: '' } },
        { data: { orderNo: 'O4', customerCode: 'C1', amount: 40, note: '' } },
      ],
    },
    {
      name: 'orderLine',
      label: '订单行',
      fields: [
        { name: 'orderNo', fieldType: 'String' },
        { name: 'product', fieldType: 'String' },
        { name: 'qty', fieldType: 'Number' },
      ],
      items: [
        { data: { orderNo: 'O1', product: '笔', qty: 1 } },
        { data: { orderNo: 'O1', product: '纸', qty: 2 } },
        { data: { orderNo: 'O2', product: '墨', qty: 3 } },
        { data: { orderNo: 'O3', product: '砚', qty: 4 } },
      ],
    },
  ],
};
