import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldRule } from './fieldRule.js';
import {
  checkImageUpload,
  checkPasswordPolicy,
  filterImageCode,
  firstFormError,
  formatOperationNumber,
  forgotPasswordSchema,
  formItemRules,
  isDateSelectable,
  loginSchema,
  registerSchema,
  toSubmitData,
  toSubmitDate,
  truncateText,
  validateAccountValue,
  validateField,
  validatePhone,
} from './index.js';

const ALL_RULES: FieldRule[] = [
  { kind: 'required' },
  { kind: 'rating' },
  { kind: 'date' },
  { kind: 'image' },
  { kind: 'area' },
  { kind: 'length', min: 2, max: 8 },
  { kind: 'length', max: 4, unit: 'byte' },
  { kind: 'digits' },
  { kind: 'email' },
  { kind: 'url' },
  { kind: 'mobile' },
  { kind: 'ip' },
  { kind: 'currency' },
  { kind: 'number' },
  { kind: 'bounds', min: 1, max: 9 },
  { kind: 'phone' },
  { kind: 'account', account: 'phone' },
  { kind: 'account', account: 'email' },
  { kind: 'latin1' },
  { kind: 'passwordPolicy', policy: { passwordMinLength: 6, passwordComplex: ['RequireNumber'] } },
  { kind: 'sameAs', field: 'other', message: 'm' },
  { kind: 'differentFrom', field: 'other', account: 'phone' },
];

describe('validation properties', () => {
  it('never throws on arbitrary strings, and answers a string or null', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-composite', maxLength: 200 }),
        fc.string(),
        (value, other) => {
          for (const rule of ALL_RULES) {
            const message = validateField([rule], value, { label: '字段', values: { other } });
            expect(message === null || typeof message === 'string').toBe(true);
          }
          validatePhone(value);
          validateAccountValue('phone', value, other);
          validateAccountValue('email', value, other);
          checkPasswordPolicy(value, {
            passwordMinLength: 3,
            passwordMaxLength: 5,
            passwordComplex: [other],
          });
          filterImageCode(value);
          toSubmitDate(value);
          truncateText(value, 5);
          formatOperationNumber(value);
          isDateSelectable(value, [[{ operator: 'ge', value: other }]], { now: 0 });
          validateField([{ kind: 'regex', pattern: other, message: 'm' }], value);
        },
      ),
    );
  });

  it('never throws on arbitrary values and arbitrary form data', () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true }),
        fc.dictionary(fc.string(), fc.anything()),
        (value, values) => {
          for (const rule of ALL_RULES) validateField([rule], value, { values });
          firstFormError(loginSchema({ loginType: 'password', imageCodeShown: true }), values);
          firstFormError(
            registerSchema({ registerCheckWay: 'phoneCodePassword', policy: {} }),
            values,
          );
          firstFormError(forgotPasswordSchema(), values);
          toSubmitData(values, { due: 'DateTime', tags: 'OptionSet' });
          toSubmitDate(value);
          formatOperationNumber(value);
          truncateText(value, 3);
        },
      ),
    );
  });

  it('never throws on malformed rules, and answers a string or null', () => {
    const kinds = [...new Set(ALL_RULES.map((r) => r.kind)), 'regex', 'unknown'];
    const rule = fc.record(
      {
        kind: fc.constantFrom(...kinds),
        message: fc.anything(),
        trigger: fc.anything(),
        min: fc.anything(),
        max: fc.anything(),
        unit: fc.anything(),
        pattern: fc.anything(),
        flags: fc.anything(),
        field: fc.string(),
        account: fc.anything(),
        policy: fc.anything(),
      },
      { requiredKeys: ['kind'] },
    );
    fc.assert(
      fc.property(
        fc.array(rule, { maxLength: 4 }),
        fc.anything(),
        fc.anything(),
        (rules, value, other) => {
          const message = validateField(rules as FieldRule[], value, {
            label: 'x',
            values: { other },
          });
          expect(message === null || typeof message === 'string').toBe(true);
        },
      ),
    );
  });

  it('never throws on arbitrary form item definitions', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.object()), fc.object(), (type, rules, options) => {
        const built = formItemRules({
          type,
          label: 'x',
          rules: rules as never,
          options: options as never,
        });
        validateField(built, 'value', { label: 'x' });
      }),
    );
  });

  it('accepts only files it may: never more than the length, only listed types', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string(), size: fc.nat() }), { maxLength: 20 }),
        fc.nat({ max: 10 }),
        fc.nat({ max: 10 }),
        (files, length, existing) => {
          const { accepted } = checkImageUpload(files, { length }, existing);
          if (length > 0)
            expect(accepted.length).toBeLessThanOrEqual(Math.max(0, length - existing));
          for (const f of accepted) expect(f.name.toLowerCase()).toMatch(/\.(jpe?g|png|gif)$/);
        },
      ),
    );
  });

  it('truncates to at most limit characters plus the ellipsis', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: 30 }), (text, limit) => {
        const out = Array.from(truncateText(text, limit));
        const length = Array.from(text).length;
        expect(out.length).toBe(length > limit ? limit + 3 : length);
      }),
    );
  });
});
