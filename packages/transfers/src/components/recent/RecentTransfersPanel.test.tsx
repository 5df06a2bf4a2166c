import { failed, loading, ready } from '@paydeck/accounts';
import { I18nProvider, i18n } from '@paydeck/i18n';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RailFlag } from '../../model/rails';
import { ownClosedTarget, p2pClosedTarget, sampleSplit } from './fixtures';
import { type RecentSplit, RecentTransfersPanel } from './RecentTransfersPanel';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const every = (_flag: RailFlag) => true;
const flags =
  (...on: RailFlag[]) =>
  (flag: RailFlag) =>
    on.includes(flag);

function renderPanel(recent: Parameters<typeof RecentTransfersPanel>[0]['recent'], has = every) {
  const onRetry = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <RecentTransfersPanel recent={recent} has={has} onRetry={onRetry} />
    </I18nProvider>,
  );
  return { onRetry };
}
const group = (name: string) => screen.getByRole('region', { name });

describe('the recent transfers panel', () => {
  it('says it is loading', () => {
    renderPanel(loading);
    expect(screen.getByRole('heading', { level: 2, name: 'Recent transfers' })).toBeTruthy();
    expect(screen.getByLabelText('Loading your recent transfers')).toBeTruthy();
  });

  it('shows a failure that can be retried', async () => {
    const { onRetry } = renderPanel(failed('The bank did not answer.'));
    expect(screen.getByRole('alert').textContent).toContain('The bank did not answer.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says there is nothing when every transfer is hidden', () => {
    renderPanel(ready<RecentSplit>({ own: [ownClosedTarget], thirdParty: [p2pClosedTarget] }));
    expect(screen.getByRole('heading', { level: 3, name: 'No recent transfers' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('lists own and third-party transfers, each linking to the history', () => {
    renderPanel(ready(sampleSplit));
    const own = within(group('Your accounts')).getAllByRole('link');
    expect(own.map((link) => link.getAttribute('href'))).toEqual(['/history?keyword=501', '/history?keyword=502']);
    expect(own[0]?.textContent).toContain('From your EUR account');
    expect(own[0]?.textContent).toContain('Between your accounts');
    expect(own[0]?.textContent).toContain('-€250.00');
    expect(own[1]?.textContent).toContain('0.12345678');
    const others = within(group('To others')).getAllByRole('link');
    expect(others.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Pavel Pushpavel\.push@demo\.paydeck\.testTo a person · .+-€25\.00$/),
      expect.stringMatching(/^Nordlicht Supplies GmbHWire transfer · .+-€1,200\.50$/),
      expect.stringMatching(/^Recipient not namedCrypto transfer · /),
    ]);
  });

  it('shows the third party only to a session allowed to send to others', () => {
    renderPanel(ready(sampleSplit), flags('transferBetweenOwnAccountsUser'));
    expect(group('Your accounts')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'To others' })).toBeNull();
  });

  it('formats amounts in the interface language', () => {
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    try {
      renderPanel(ready(sampleSplit));
      expect(within(group('To others')).getAllByRole('link')[1]?.textContent).toMatch(/-1200,50\s€/);
    } finally {
      cleanup();
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
  });

  it('is reached and opened from the keyboard', async () => {
    renderPanel(ready(sampleSplit));
    await userEvent.tab();
    expect(screen.getAllByRole('link')[0]).toBe(document.activeElement);
    await userEvent.tab();
    expect(screen.getAllByRole('link')[1]).toBe(document.activeElement);
  });
});
