// `@paydeck/auth/person-menu`: the signed-in person's menu for the shell's header and mobile drawer.
// Imported only by the shell's lazily loaded signed-in parts, so the menu (react-aria's Menu and Popover)
// stays out of every page's first paint.
export { PersonMenuContainer as PersonMenu } from './containers/PersonMenuContainer';
