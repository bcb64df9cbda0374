import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormFieldDefinition } from '@tessera/protocol';
import {
  createFormDocument,
  createHistory,
  DesignerError,
  fieldDataItem,
  formCommands,
  formScope,
  readFormJson,
  type FormJson,
} from './index.js';

const ME = Symbol('me');

/** The seeded 请假申请 form as the server answers it (design-shaped rules, spec 1 type names). */
const LEAVE: FormJson = {
  id: '7e55e7a0-0010-4000-8000-000000000002',
  name: '请假申请',
  formTypeId: '7e55e7a0-0010-4000-8000-000000000001',
  templateId: null,
  enabled: true,
  updated: '2026-11-28T20:00:00.000Z',
  fields: [
    {
      uuid: 'leaveType',
      name: 'leaveType',
      label: '请假类型',
      type: 'select',
      rules: [{ required: true }],
      options: { choices: [{ label: '事假', value: '事假' }] },
    },
    {
      uuid: 'startDate',
      name: 'startDate',
      label: '开始日期',
      type: 'date',
      rules: [{ required: true }],
    },
    {
      uuid: 'days',
      name: 'days',
      label: '请假天数',
      type: 'input-number',
      rules: [{ required: true }],
      options: { min: 0.5, max: 30, step: 0.5 },
      extra: { kept: [1, 2] },
    } as FormFieldDefinition,
  ],
};

function setup(json: FormJson = LEAVE) {
  const doc = createFormDocument(json);
  let n = 0;
  const commands = formCommands(doc, { origin: ME, newId: () => `new-${(n += 1)}` });
  const history = createHistory(doc, { origin: ME, scope: formScope(doc), captureTimeout: 0 });
  return { doc, commands, history };
}

describe('form document', () => {
  it('reads back exactly the form JSON it was made from', () => {
    expect(readFormJson(createFormDocument(LEAVE))).toEqual(LEAVE);
  });

  it('adds a money field with its currency rule and a required date, named uniquely', () => {
    const { doc, commands } = setup();
    const money = commands.addField('money');
    const date = commands.addField('date', 0);
    commands.setRule(date, 'required', { kind: 'required' });
    const json = readFormJson(doc);
    expect(json.fields.map((f) => f.label)).toEqual([
      '日期',
      '请假类型',
      '开始日期',
      '请假天数',
      '金额',
    ]);
    const moneyField = json.fields.find((f) => f.uuid === money)!;
    expect(moneyField).toMatchObject({
      name: 'money1',
      type: 'money',
      rules: [{ kind: 'currency' }],
    });
    expect(json.fields[0]!.rules).toEqual([{ kind: 'required' }]);
    expect(fieldDataItem(moneyField, '12.50')).toEqual({
      FieldUuid: 'new-1',
      FieldName: 'money1',
      FieldAlias: '金额',
      FieldType: 'money',
      FieldValue: '12.50',
    });
  });

  it('gives a second field of a type the next label and name', () => {
    const { doc, commands } = setup({ fields: [] });
    commands.addField('money');
    commands.addField('money');
    expect(readFormJson(doc).fields.map((f) => [f.name, f.label])).toEqual([
      ['money1', '金额'],
      ['money2', '金额2'],
    ]);
  });

  it('moves, removes and sets properties and options', () => {
    const { doc, commands } = setup();
    commands.moveField('days', 0);
    commands.removeField('startDate');
    commands.setField('days', 'label', '天数');
    commands.setOption('days', 'placeholder', '请输入天数');
    commands.setOption('days', 'step', undefined);
    const json = readFormJson(doc);
    expect(json.fields.map((f) => f.uuid)).toEqual(['days', 'leaveType']);
    expect(json.fields[0]).toMatchObject({
      label: '天数',
      options: { min: 0.5, max: 30, placeholder: '请输入天数' },
      extra: { kept: [1, 2] },
    });
    expect(json.fields[0]!.options).not.toHaveProperty('step');
  });

  it('turns off a design-shaped required rule', () => {
    const { doc, commands } = setup();
    commands.setRule('startDate', 'required', undefined);
    expect(readFormJson(doc).fields[1]!.rules).toEqual([]);
  });

  it('refuses a duplicate field name, an unknown type and an unknown field', () => {
    const { commands } = setup();
    expect(() => commands.setField('days', 'name', 'leaveType')).toThrow(
      '字段名称「leaveType」重复',
    );
    expect(() => commands.addField('nope')).toThrow(DesignerError);
    expect(() => commands.removeField('missing')).toThrow('字段「missing」不存在');
  });

  it('undoes one command at a time and redoes it', () => {
    const { doc, commands, history } = setup();
    commands.addField('textarea');
    history.stopCapturing();
    commands.moveField('days', 0);
    history.undo();
    expect(readFormJson(doc).fields.map((f) => f.uuid)).toEqual([
      'leaveType',
      'startDate',
      'days',
      'new-1',
    ]);
    history.undo();
    expect(readFormJson(doc)).toEqual(LEAVE);
    history.redo();
    history.redo();
    expect(readFormJson(doc).fields[0]!.uuid).toBe('days');
  });
});

const step = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    type: fc.constantFrom('input', 'money', 'date', 'checkbox'),
    at: fc.nat(6),
  }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), to: fc.nat(6) }),
  fc.record({
    kind: fc.constant('label' as const),
    pick: fc.nat(),
    value: fc.string({ minLength: 1 }),
  }),
  fc.record({
    kind: fc.constant('option' as const),
    pick: fc.nat(),
    key: fc.constantFrom('placeholder', 'min', 'max'),
    value: fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)),
  }),
  fc.record({
    kind: fc.constant('rule' as const),
    pick: fc.nat(),
    rule: fc.constantFrom('required', 'email', 'length'),
    on: fc.boolean(),
  }),
);

describe('form history (property)', () => {
  it('undoing every command gives the start, redoing every one gives the end', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        const { doc, commands, history } = setup();
        for (const s of steps) {
          const uuids = readFormJson(doc).fields.map((f) => f.uuid);
          const pick = (n: number) => uuids[n % Math.max(1, uuids.length)];
          const uuid = 'pick' in s ? pick(s.pick) : undefined;
          if ('pick' in s && uuid === undefined) continue;
          if (s.kind === 'add') commands.addField(s.type, s.at);
          if (s.kind === 'remove') commands.removeField(uuid!);
          if (s.kind === 'move') commands.moveField(uuid!, s.to);
          if (s.kind === 'label') commands.setField(uuid!, 'label', s.value);
          if (s.kind === 'option') commands.setOption(uuid!, s.key, s.value);
          if (s.kind === 'rule')
            commands.setRule(uuid!, s.rule, s.on ? { kind: s.rule, min: 1 } : undefined);
          history.stopCapturing();
        }
        const end = readFormJson(doc);
        while (history.getSnapshot().canUndo) history.undo();
        expect(readFormJson(doc)).toEqual(LEAVE);
        while (history.getSnapshot().canRedo) history.redo();
        expect(readFormJson(doc)).toEqual(end);
      }),
      { numRuns: 150 },
    );
  });
});
