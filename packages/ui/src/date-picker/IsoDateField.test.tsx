import { useState } from 'react';
import { setDateRegion } from '@paydeck/i18n';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { renderUi } from '../test/render';
import { IsoDateField } from './IsoDateField';

afterEach(() => setDateRegion(undefined));

const segments = () => screen.getAllByRole('spinbutton').map((segment) => segment.textContent);

test('in ru the text value shows day first, whatever the browser', () => {
  renderUi(
    <I18nProvider locale="ru">
      <IsoDateField label="С даты" value="2026-12-01" onChange={() => {}} />
    </I18nProvider>,
  );
  expect(segments()).toEqual(['01', '12', '2026']);
});

test('a date typed in the segments reports YYYY-MM-DD text', async () => {
  const onChange = vi.fn();
  renderUi(
    <I18nProvider locale="en-US">
      <IsoDateField label="Due date" value="" onChange={onChange} />
    </I18nProvider>,
  );
  await userEvent.click(screen.getByRole('spinbutton', { name: /month/ }));
  await userEvent.keyboard('03092027');
  expect(onChange).toHaveBeenLastCalledWith('2027-03-09');
});

function Kept({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <IsoDateField
        label="From date"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

test('kept by the form: typing goes on through the round trips, and the form can clear it', async () => {
  const onChange = vi.fn();
  renderUi(
    <I18nProvider locale="en-GB">
      <Kept initial="" onChange={onChange} />
    </I18nProvider>,
  );
  await userEvent.click(screen.getByRole('spinbutton', { name: /day/ }));
  await userEvent.keyboard('09032027');
  expect(onChange).toHaveBeenLastCalledWith('2027-03-09');
  expect(segments()).toEqual(['09', '03', '2027']);
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(segments()).toEqual(['dd', 'mm', 'yyyy']);
});
