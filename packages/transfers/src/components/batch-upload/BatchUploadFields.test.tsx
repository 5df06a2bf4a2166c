import { I18nProvider, i18n } from '@paydeck/i18n';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { useBatchFieldRules } from './BatchUploadFields';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

describe("a batch's name: the sandbox's 100 characters, no control or bidi characters", () => {
  const { result } = renderHook(() => useBatchFieldRules(), { wrapper });
  it.each([
    ['limit - 1', 'b'.repeat(99), null],
    ['the limit', 'b'.repeat(100), null],
    ['limit + 1', 'b'.repeat(101), 'Use at most 100 characters.'],
    ['an Arabic name', 'رواتب نوفمبر', null],
    ['a right-to-left override', 'Payroll \u202eslx.exe', /invisible text-direction characters/],
    ['a control character', 'Payroll\u0000', /invisible control characters/],
    ['only spaces', '   ', 'Name the batch.'],
  ])('%s', (_case, name, message) => {
    const parsed = v.safeParse(result.current.batchName, name);
    if (message === null) expect(parsed.success).toBe(true);
    else expect(parsed.issues?.[0]?.message).toMatch(message);
  });
});
