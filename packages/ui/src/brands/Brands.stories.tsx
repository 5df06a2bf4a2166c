import type { Brand } from '@paydeck/brand-config';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { parseDate } from '@internationalized/date';
import { expect, within } from 'storybook/test';
import { AmountInput } from '../amount-input/AmountInput';
import { Button } from '../button/Button';
import { Checkbox } from '../checkbox/Checkbox';
import { CountryComboBox } from '../combobox/CountryComboBox';
import { DatePicker } from '../date-picker/DatePicker';
import { EmptyState } from '../empty-state/EmptyState';
import { FileDropZone } from '../file-drop-zone/FileDropZone';
import { Inline, Stack } from '../layout/Layout';
import { Link } from '../link/Link';
import { ListOption } from '../list/ListOption';
import { NumberField } from '../number-field/NumberField';
import { QRCode } from '../qr-code/QRCode';
import { Radio, RadioGroup } from '../radio-group/RadioGroup';
import { Select } from '../select/Select';
import { SkeletonGroup } from '../skeleton/Skeleton';
import { StatusBadge } from '../status-badge/StatusBadge';
import { Switch } from '../switch/Switch';
import { Tab, TabList, TabPanel, Tabs } from '../tabs/Tabs';
import { TextField } from '../text-field/TextField';
import { allBrands } from '../stories/brands';
import { vars } from '../theme/contract.css';

// Every brand, whatever the toolbar says.
const brands = allBrands;

function BrandSample({ brand }: { brand: Brand }) {
  return (
    <section
      aria-label={brand.name}
      style={{
        ...assignInlineVars(vars, brand.theme),
        background: vars.color.background,
        color: vars.color.text,
        fontFamily: vars.font.body,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.card,
        padding: 16,
      }}
    >
      <Stack gap="lg">
        <h2 style={{ margin: 0, fontFamily: vars.font.heading, fontSize: '1.25rem' }}>{brand.name}</h2>
        <Inline gap="sm">
          <Button>Send</Button>
          <Button variant="secondary">Cancel</Button>
          <Button variant="danger">Block</Button>
          <Button isLoading>Saving</Button>
        </Inline>
        <TextField label="E-mail" defaultValue="ana@" isInvalid errorMessage="Enter a valid e-mail address." />
        <AmountInput label="Amount" currency="EUR" defaultValue="120.50" description="Available: 1,204.50 EUR" />
        <Select label="From account" defaultValue="eur">
          <ListOption id="eur">Main · EUR</ListOption>
          <ListOption id="usd">Savings · USD</ListOption>
        </Select>
        <NumberField label="Share, %" defaultValue={25} />
        <CountryComboBox label="Country" defaultValue="LT" />
        <DatePicker label="Payment date" defaultValue={parseDate('2026-11-21')} />
        <FileDropZone label="Passport" accept={['application/pdf']} maxSize={5_000_000} />
        <RadioGroup label="Speed" defaultValue="instant" orientation="horizontal">
          <Radio value="standard">Standard</Radio>
          <Radio value="instant">Instant</Radio>
        </RadioGroup>
        <Checkbox defaultSelected>Save as template</Checkbox>
        <Switch defaultSelected>Online payments</Switch>
        <Inline gap="xs">
          <StatusBadge>Draft</StatusBadge>
          <StatusBadge tone="info">In review</StatusBadge>
          <StatusBadge tone="success">Active</StatusBadge>
          <StatusBadge tone="warning">Pending</StatusBadge>
          <StatusBadge tone="danger">Blocked</StatusBadge>
        </Inline>
        <Tabs>
          <TabList aria-label={`${brand.name} card`}>
            <Tab id="details">Details</Tab>
            <Tab id="limits">Limits</Tab>
          </TabList>
          <TabPanel id="details">
            <Link href="#fees">Fees and limits</Link>
          </TabPanel>
          <TabPanel id="limits">Daily limit 2,000 EUR</TabPanel>
        </Tabs>
        <QRCode value={`https://paydeck.example/${brand.id}`} label={`${brand.name} app link`} size={96} />
        <SkeletonGroup lines={2} />
        <EmptyState headingLevel={3} title="No payments yet" description="Payments appear here." />
      </Stack>
    </section>
  );
}

function AllBrands() {
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
      {brands.map((brand) => (
        <BrandSample key={brand.id} brand={brand} />
      ))}
    </div>
  );
}

const meta = { title: 'ui/Brands', component: AllBrands, parameters: { layout: 'fullscreen' } } satisfies Meta<
  typeof AllBrands
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SideBySide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(brands.length).toBeGreaterThan(0);
    for (const brand of brands) await expect(canvas.getByRole('region', { name: brand.name })).toBeVisible();
  },
};
