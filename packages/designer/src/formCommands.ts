import type { FormFieldDefinition } from '@tessera/protocol';
import * as Y from 'yjs';
import { DesignerError } from './DesignerError.js';
import { formParts, nextFieldNames, readFormJson } from './formDocument.js';
import { formFieldType } from './formFieldTypes.js';
import { copyJson } from './pageDocument.js';

/** The keys of a field `setField` may write (the rest belong to other commands). */
export type FieldKey = 'label' | 'name' | 'alias' | 'type' | string;

/**
 * The named commands of a form document (WF-F1: a form is its ordered field list; WF-F2: rules
 * are written in the `@tessera/validation` shape, so both form pages show the VA-M1 texts). Each is one transaction of the designer's origin, so
 * the history undoes exactly one command (or the merged keystrokes of one property field).
 */
export interface FormCommands {
  /** Adds a field of a palette type at `index` (the end by default); answers its uuid. */
  addField(type: string, index?: number): string;
  /** Removes a field. */
  removeField(uuid: string): void;
  /** Moves a field to `index` of the order (clamped). */
  moveField(uuid: string, index: number): void;
  /** Sets a top-level key (label, name, alias, …); `undefined` removes it. */
  setField(uuid: string, key: FieldKey, value: unknown): void;
  /** Sets one option (placeholder, min, max, minLength, options, defaultValue, …); `undefined` removes it. */
  setOption(uuid: string, key: string, value: unknown): void;
  /**
   * Sets the rule of `kind` (`required`, `length`, a format, `regex`, …): replaces the field's
   * rule of that kind, adds it, or with `undefined` removes it.
   */
  setRule(uuid: string, kind: string, rule: Record<string, unknown> | undefined): void;
  /** Sets a form setting (name, formTypeId, templateId, enabled). */
  setSetting(key: string, value: unknown): void;
}

/** Options of {@link formCommands}. */
export interface FormCommandOptions {
  /** The transaction origin of this designer's commands (its history tracks only these). */
  origin: unknown;
  /** Makes a field uuid (default `crypto.randomUUID`). */
  newId?: () => string;
}

/**
 * The commands of a form document.
 *
 * @example
 * const commands = formCommands(doc, { origin: ME });
 * const uuid = commands.addField('money');
 * commands.setRule(uuid, 'required', { kind: 'required' });
 */
export function formCommands(doc: Y.Doc, options: FormCommandOptions): FormCommands {
  const parts = formParts(doc);
  const newId = options.newId ?? (() => globalThis.crypto.randomUUID());
  const transact = (change: () => void) => doc.transact(change, options.origin);
  const fieldMap = (uuid: string): Y.Map<unknown> => {
    const map = parts.fields.get(uuid);
    if (!map) throw new DesignerError(`字段「${uuid}」不存在`);
    return map;
  };
  const indexOf = (uuid: string) => parts.order.toArray().indexOf(uuid);
  return {
    addField(type, index) {
      const entry = formFieldType(type);
      if (!entry) throw new DesignerError(`不支持的字段类型「${type}」`);
      const uuid = newId();
      const { name, label } = nextFieldNames(readFormJson(doc).fields, type);
      const field: FormFieldDefinition = {
        uuid,
        name,
        alias: label,
        type,
        label,
        rules: copyJson(entry.rules),
        options: copyJson(entry.options),
      };
      transact(() => {
        const map = new Y.Map<unknown>();
        parts.fields.set(uuid, map);
        for (const [key, value] of Object.entries(field)) {
          if (key === 'options') {
            const inner = new Y.Map<unknown>();
            for (const [k, v] of Object.entries(value as object)) inner.set(k, v);
            map.set(key, inner);
          } else {
            map.set(key, value);
          }
        }
        const at = Math.max(0, Math.min(index ?? parts.order.length, parts.order.length));
        parts.order.insert(at, [uuid]);
      });
      return uuid;
    },
    removeField(uuid) {
      fieldMap(uuid);
      transact(() => {
        parts.order.delete(indexOf(uuid), 1);
        parts.fields.delete(uuid);
      });
    },
    moveField(uuid, index) {
      fieldMap(uuid);
      const from = indexOf(uuid);
      const to = Math.max(0, Math.min(index, parts.order.length - 1));
      if (from === to) return;
      transact(() => {
        parts.order.delete(from, 1);
        parts.order.insert(to, [uuid]);
      });
    },
    setField(uuid, key, value) {
      const map = fieldMap(uuid);
      if (key === 'uuid' || key === 'options' || key === 'rules') {
        throw new DesignerError(`字段的 ${key} 不能直接设置`);
      }
      if (key === 'name' && typeof value === 'string') {
        const taken = readFormJson(doc).fields.some((f) => f.uuid !== uuid && f.name === value);
        if (taken) throw new DesignerError(`字段名称「${value}」重复`);
      }
      if (map.get(key) === value) return;
      transact(() => (value === undefined ? map.delete(key) : map.set(key, copyJson(value))));
    },
    setOption(uuid, key, value) {
      const map = fieldMap(uuid);
      transact(() => {
        let inner = map.get('options');
        if (!(inner instanceof Y.Map)) {
          if (value === undefined) return;
          inner = new Y.Map<unknown>();
          map.set('options', inner);
        }
        const optionsMap = inner as Y.Map<unknown>;
        if (value === undefined) optionsMap.delete(key);
        else optionsMap.set(key, copyJson(value));
      });
    },
    setRule(uuid, kind, rule) {
      const map = fieldMap(uuid);
      const current = map.get('rules');
      const rules = Array.isArray(current) ? (copyJson(current) as Record<string, unknown>[]) : [];
      const before = JSON.stringify(rules);
      if (kind === 'required') {
        // A design-shaped `{ required: true }` (the seeded forms) is the same rule (spec 1 §5).
        for (let i = rules.length - 1; i >= 0; i -= 1) {
          const each = rules[i]!;
          if (each.required !== true || 'kind' in each) continue;
          const { required: _required, message: _message, trigger: _trigger, ...rest } = each;
          if (Object.keys(rest).length === 0) rules.splice(i, 1);
          else rules[i] = rest;
        }
      }
      const presence = ['date', 'image', 'rating'];
      const at = rules.findIndex(
        (each) =>
          each.kind === kind || (kind === 'required' && presence.includes(each.kind as string)),
      );
      if (rule === undefined) {
        if (at >= 0) rules.splice(at, 1);
        if (JSON.stringify(rules) === before) return;
      } else if (at < 0) {
        rules.push({ ...copyJson(rule), kind });
      } else {
        rules[at] = { ...copyJson(rule), kind };
      }
      transact(() => map.set('rules', rules));
    },
    setSetting(key, value) {
      if (key === 'fields') throw new DesignerError('表单字段只能通过字段命令修改');
      transact(() =>
        value === undefined ? parts.settings.delete(key) : parts.settings.set(key, copyJson(value)),
      );
    },
  };
}
