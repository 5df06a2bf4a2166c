import type { CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import { DatePicker, type DatePickerProps } from './DatePicker';
import { dateToIso, isoToDate } from './iso-date';

export type IsoDateFieldProps = Omit<DatePickerProps<CalendarDate>, 'value' | 'defaultValue' | 'onChange'> & {
  /** `YYYY-MM-DD`, or '' when no date is chosen. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * The date picker for a form whose value is `YYYY-MM-DD` text (filters, the wire's dates): typed segment by segment
 * in the app's language and the brand's region (not the browser's, as a native date input would), or picked from a
 * calendar. Clearing it reports ''.
 */
export function IsoDateField({ value, onChange, ...props }: IsoDateFieldProps) {
  // The picker keeps its own date while the person types (a year reports 0002, 0020, 0202, 2027 on its way): only a
  // value the form sets itself (a reset, a restored filter) replaces it.
  const [date, setDate] = useState(() => isoToDate(value));
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    if (value !== dateToIso(date)) setDate(isoToDate(value));
  }
  return (
    <DatePicker<CalendarDate>
      granularity="day"
      {...props}
      value={date}
      onChange={(next) => {
        setDate(next);
        onChange(dateToIso(next));
      }}
    />
  );
}
