import { render, screen } from '@testing-library/react';
import { type StatusNoticeComponent, StatusNoticeProvider, StatusNoticeSlot } from './StatusNoticeSlot';

const Notice: StatusNoticeComponent = ({ place, className }) => <p data-class={className ?? ''}>notice for {place}</p>;

test("a page's slot shows the notice the shell provides, for that page's place", () => {
  render(
    <StatusNoticeProvider value={Notice}>
      <StatusNoticeSlot place="home" />
    </StatusNoticeProvider>,
  );
  const notice = screen.getByText('notice for home');
  expect(notice.getAttribute('data-class')).toBe('');
});

test('a notice standing above a page gets the page width', () => {
  render(
    <StatusNoticeProvider value={Notice}>
      <StatusNoticeSlot place="transfers" standalone />
    </StatusNoticeProvider>,
  );
  expect(screen.getByText('notice for transfers').getAttribute('data-class')).not.toBe('');
});

test('without a provider (stories, tests) the slot shows nothing', () => {
  const { container } = render(<StatusNoticeSlot place="cards" />);
  expect(container.textContent).toBe('');
});
