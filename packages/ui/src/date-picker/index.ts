// A separate entry (`@paydeck/ui/date-picker`): the date picker weighs about 60 kB gzip, so routes
// that do not show one (the login page) must not pull it through the main entry.
export { DatePicker, type DatePickerProps } from './DatePicker';
export { IsoDateField, type IsoDateFieldProps } from './IsoDateField';
export { dateToIso, isoToDate } from './iso-date';
