export { Button, type ButtonProps } from './button/Button';
export { vars } from './theme/contract.css';
