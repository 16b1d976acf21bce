import { describe, expect, it } from 'vitest';
import { createTranslator } from '../index.ts';

describe('createTranslator', () => {
  const translate = createTranslator({
    en: { payruns: { lines: { basic: 'Basic salary', 'cpf.employee': 'CPF (employee)' }, fields: { net: 'Net pay' } } } as never,
    zh: { payruns: { lines: { 'cpf.employee': '公积金（雇员）' } } } as never,
  });

  it('finds a key whose last part holds dots, as i18next does (the payrun lines are keyed by code)', () => {
    expect(translate('en', 'payruns:lines.cpf.employee')).toBe('CPF (employee)');
    expect(translate('zh', 'payruns:lines.cpf.employee')).toBe('公积金（雇员）');
    expect(translate('en', 'payruns:fields.net')).toBe('Net pay');
  });

  it('falls back to English, then to the key itself', () => {
    expect(translate('zh', 'payruns:lines.basic')).toBe('Basic salary');
    expect(translate('en', 'payruns:lines.cpf.other')).toBe('payruns:lines.cpf.other');
    expect(translate('en', 'payruns:lines')).toBe('payruns:lines');
  });
});
