import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function CardTabs({ disabledKeys }: { disabledKeys?: string[] }) {
  return (
    <Tabs disabledKeys={disabledKeys}>
      <TabList aria-label="Card">
        <Tab id="details">Details</Tab>
        <Tab id="limits">Limits</Tab>
        <Tab id="security">Security</Tab>
      </TabList>
      <TabPanel id="details">Card number, expiry and holder.</TabPanel>
      <TabPanel id="limits">Daily and monthly limits.</TabPanel>
      <TabPanel id="security">PIN and online payments.</TabPanel>
    </Tabs>
  );
}

const meta = { title: 'ui/Tabs', component: CardTabs } satisfies Meta<typeof CardTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Details' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Limits' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Daily and monthly limits.');
    // everything fits: no cue, no region
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const WithDisabledTab: Story = {
  args: { disabledKeys: ['security'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-disabled', 'true');
  },
};

// Six long tabs (the transfers section's, in Russian and in English) in the width a 320 px phone leaves (288 px).
const long = {
  en: ['Between your accounts', 'Send to a person', 'Send to a bank or card', 'Mass transfers', 'Preapproved payments'],
  ru: [
    'Между вашими счетами',
    'Перевод человеку',
    'Перевод в банк или на карту',
    'Массовые переводы',
    'Предварительно одобренные платежи',
  ],
};

function LongTabs({ language, selected }: { language: 'en' | 'ru'; selected: number }) {
  const labels = long[language];
  return (
    <div style={{ width: 288 }}>
      <Tabs defaultSelectedKey={String(selected)}>
        <TabList aria-label="Transfers">
          {labels.map((label, index) => (
            <Tab key={label} id={String(index)}>
              {label}
            </Tab>
          ))}
        </TabList>
        {labels.map((label, index) => (
          <TabPanel key={label} id={String(index)}>
            {label}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

/** The tab bar's frame (what scrolls), the cues' buttons at its edges, and the selected tab. */
function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const region = canvas.getByRole('region', { name: 'Transfers' });
  const bar = region.parentElement as HTMLElement;
  const cue = (side: 'start' | 'end') => {
    const buttons = [...bar.querySelectorAll<HTMLElement>(':scope > button[aria-hidden="true"]')];
    const barBox = bar.getBoundingClientRect();
    return buttons.find((button) => {
      const box = button.getBoundingClientRect();
      return side === 'start' ? box.left <= barBox.left + 1 : box.right >= barBox.right - 1;
    });
  };
  return { canvas, region, cue };
}

/** The element lies inside the visible part of the row, clear of the cues. */
async function expectInView(region: HTMLElement, element: HTMLElement) {
  await waitFor(() => {
    const view = region.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(view.left - 1);
    expect(box.right).toBeLessThanOrEqual(view.right + 1);
  });
}

const scrollingPlay =
  (language: 'en' | 'ru'): Story['play'] =>
  async ({ canvasElement }) => {
    const { canvas, region, cue } = parts(canvasElement);
    // the row scrolls inside itself: the page does not
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // one row: every tab on the same line
    const tops = new Set(canvas.getAllByRole('tab').map((tab) => Math.round(tab.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    // at the start, the end's cue says there is more; the start's does not show
    await waitFor(() => expect(cue('end')).toBeDefined());
    await expect(cue('start')).toBeUndefined();
    // the arrow moves the row on; then the start's cue shows
    await userEvent.click(cue('end') as HTMLElement);
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(cue('start')).toBeDefined());
    // the keyboard reaches the last tab, which comes into view
    const tabs = canvas.getAllByRole('tab');
    await userEvent.click(tabs[0] as HTMLElement);
    await userEvent.keyboard('{End}');
    const last = tabs[tabs.length - 1] as HTMLElement;
    await expect(last).toHaveFocus();
    await expectInView(region, last);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(long[language][4] as string);
  };

/** At 320 px in English: one row that scrolls, with a cue at the side that hides tabs. */
export const PhoneEnglish: Story = {
  render: () => <LongTabs language="en" selected={0} />,
  play: scrollingPlay('en'),
};

/** At 320 px in Russian (among the longest words): the same, never wrapping into rows. */
export const PhoneRussian: Story = {
  globals: { locale: 'ru' },
  render: () => <LongTabs language="ru" selected={0} />,
  play: scrollingPlay('ru'),
};

/** A page opened on a tab far along the row: that tab is scrolled into view at once. */
export const PhoneSelectedFarAlong: Story = {
  render: () => <LongTabs language="ru" selected={3} />,
  play: async ({ canvasElement }) => {
    const { canvas, region, cue } = parts(canvasElement);
    const selected = canvas.getByRole('tab', { selected: true });
    await expect(selected).toHaveTextContent('Массовые переводы');
    await expectInView(region, selected);
    await waitFor(() => expect(cue('start')).toBeDefined());
  },
};
