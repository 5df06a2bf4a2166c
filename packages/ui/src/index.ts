// The main entry of the design system. The combobox and the date picker are heavy: they have their
// own entries, `@paydeck/ui/combobox` and `@paydeck/ui/date-picker`, so routes without them stay light.

// theme and layout constants
export { vars } from './theme/contract.css';
export {
  breakpoints,
  type Breakpoint,
  viewFlagWidths,
  type ViewFlag,
  space,
  type Space,
  layout,
  target,
  fontSize,
} from './theme/tokens';
export { media, minWidth, below } from './theme/media';
export { focusRing } from './theme/focus';
export { elevation } from './theme/elevation';
export { useViewFlags, type ViewFlags } from './view/useViewFlags';
export { UiProvider, UiLocaleProvider } from './ui-provider/UiProvider';

// actions and navigation
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './button/Button';
export { Link, type LinkProps } from './link/Link';
export { LinkMenu, type LinkMenuAction, type LinkMenuItem, type LinkMenuProps } from './link-menu/LinkMenu';
// the same looks on native elements, for the first paint (no react-aria): see native/NativeButton.tsx
export { NativeButton, type NativeButtonProps } from './native/NativeButton';
export { NativeLink, type NativeLinkProps } from './native/NativeLink';
export { NativeTextField, type NativeTextFieldProps } from './native/NativeTextField';
export { Tabs, TabList, Tab, TabPanel } from './tabs/Tabs';
export { SideScroll, type SideScrollProps } from './tabs/SideScroll';
export { type NavTab, NavTabs, type NavTabsProps } from './tabs/NavTabs';

// form fields
export { TextField, type TextFieldProps } from './text-field/TextField';
export { LazyDateField, type LazyDateFieldProps } from './date-picker/LazyDateField';
export { lazyScreen, type LazyScreen } from './lazy/lazyScreen';
export { FieldGroupError } from './field/FieldParts';
export { NumberField, type NumberFieldProps } from './number-field/NumberField';
export { AmountInput, type AmountInputProps } from './amount-input/AmountInput';
export { checkAmount, normalizeAmount, maxAmountDecimals, type AmountProblem } from './amount-input/amount';
export { Select, type SelectProps } from './select/Select';
export { ListOption, type ListOptionProps } from './list/ListOption';
export { Checkbox, type CheckboxProps } from './checkbox/Checkbox';
export { RadioGroup, Radio, type RadioGroupProps, type RadioProps } from './radio-group/RadioGroup';
export { Switch, type SwitchProps } from './switch/Switch';
export {
  FileDropZone,
  type FileDropZoneProps,
  type DocumentFiles,
  type DocumentPage,
} from './file-drop-zone/FileDropZone';
export { FilePicker, type FilePickerProps, type PickedFileInfo } from './file-picker/FilePicker';
export { saveUrl, saveBytes } from './download/download';
export { fileProblem, acceptsType, type FileProblem, type FileRules } from './file-drop-zone/fileRules';

// data display
export { DataTable, type DataTableProps, type TableColumn } from './table/DataTable';
export { Pagination, type PaginationProps } from './table/Pagination';
export { defaultPageSize, pageCount, pageRange, pageSlice, clampPage } from './table/paging';
export { StatusBadge, type StatusTone } from './status-badge/StatusBadge';
export { QRCode, type QRCodeProps } from './qr-code/QRCode';
export { Skeleton, SkeletonGroup } from './skeleton/Skeleton';
export { EmptyState, type EmptyStateProps } from './empty-state/EmptyState';
export { VisuallyHidden } from './visually-hidden/VisuallyHidden';
export { Stack, Inline } from './layout/Layout';

// overlays and feedback
export { Dialog, type DialogProps } from './dialog/Dialog';
export { DialogTrigger } from 'react-aria-components';
export {
  openPopup,
  closePopup,
  closeAllPopups,
  usePopupStack,
  type PopupRender,
  type PopupEntry,
} from './popups/popupStack';
export { PopupHost } from './popups/PopupHost';
export { popups, type ShowResponseOptions } from './popups/popups';
export { ResponsePopup, type ResponsePopupProps } from './popups/ResponsePopup';
export { ErrorPopup, type ErrorPopupProps } from './popups/ErrorPopup';
export {
  responsePopupContent,
  errorPopupContent,
  errorListText,
  defaultPopupTitle,
  maxHeaderLength,
  type PopupContent,
  type PopupText,
  type ServerAnswer,
  type PopupError,
} from './popups/messages';
export { toast, toastQueue, defaultToastDuration, type ToastLevel, type ShowToast } from './toast/toastQueue';
export { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary/ErrorBoundary';
export { ErrorScreen } from './error-boundary/ErrorScreen';
