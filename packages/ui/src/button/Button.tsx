import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button } from './button.css';

export type ButtonProps = Omit<AriaButtonProps, 'className'> & { className?: string };

/** A button: react-aria's Button (press, keyboard and focus handling) with the brand's style. */
export function Button({ className, ...props }: ButtonProps) {
  return <AriaButton className={className ? `${button} ${className}` : button} {...props} />;
}
