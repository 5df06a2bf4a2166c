import { parseDate } from '@internationalized/date';
import { setDateRegion } from '@paydeck/i18n';
import { screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { renderUi } from '../test/render';
import { DatePicker } from './DatePicker';

afterEach(() => setDateRegion(undefined));

const segments = () => screen.getAllByRole('spinbutton').map((segment) => segment.textContent);

// The date is typed in the order of the language in the brand's region: en-GB day first, en alone month first.
test.each<[string | undefined, string, string[]]>([
  ['GB', 'en', ['01', '12', '2026']],
  [undefined, 'en', ['12', '1', '2026']],
  ['US', 'en', ['12', '1', '2026']],
  ['LT', 'ru', ['01', '12', '2026']],
])('region %s, language %s: segments %j', (region, language, expected) => {
  setDateRegion(region);
  renderUi(
    <I18nProvider locale={language}>
      <DatePicker label="Date of birth" value={parseDate('2026-12-01')} granularity="day" />
    </I18nProvider>,
  );
  expect(segments()).toEqual(expected);
});
