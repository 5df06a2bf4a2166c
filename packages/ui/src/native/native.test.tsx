import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderUi } from '../test/render';
import { NativeButton } from './NativeButton';
import { NativeTextField } from './NativeTextField';

describe('NativeTextField', () => {
  test('the label names the input; the error describes it only while invalid', () => {
    const { rerender } = renderUi(
      <NativeTextField label="E-mail" value="" onChange={() => {}} isRequired errorMessage="Enter your e-mail." />,
    );
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    expect((input as HTMLInputElement).required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Enter your e-mail.')).toBeNull();
    rerender(
      <NativeTextField label="E-mail" value="" onChange={() => {}} isInvalid errorMessage="Enter your e-mail." />,
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter your e-mail.');
  });

  test('typing reports the text', () => {
    const onChange = vi.fn();
    renderUi(<NativeTextField label="Code" value="" onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: '123' } });
    expect(onChange).toHaveBeenCalledWith('123');
  });
});

describe('NativeButton', () => {
  test('a loading button is busy, says so, and ignores clicks; a disabled one is disabled', () => {
    const onClick = vi.fn();
    const { rerender } = renderUi(
      <NativeButton onClick={onClick} isLoading>
        Sign in
      </NativeButton>,
    );
    const button = screen.getByRole('button', { name: /Sign in/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<NativeButton onClick={onClick}>Sign in</NativeButton>);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <NativeButton onClick={onClick} isDisabled>
        Sign in
      </NativeButton>,
    );
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  test('a button is type "button" unless it submits', () => {
    renderUi(<NativeButton>Cancel</NativeButton>);
    expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('type')).toBe('button');
  });
});
