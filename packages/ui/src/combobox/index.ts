// A separate entry (`@paydeck/ui/combobox`): the combobox weighs about 45 kB gzip, so routes that do
// not show one (the login page) must not pull it through the main entry.
export { ComboBox, type ComboBoxProps } from './ComboBox';
export { CountryComboBox, type CountryComboBoxProps } from './CountryComboBox';
export { type Country, countries, countryCodes, flagEmoji } from './countries';
export { ListOption, type ListOptionProps } from '../list/ListOption';
