import { type CalendarDate, parseDate } from '@internationalized/date';
import { DatePicker } from '@paydeck/ui/date-picker';

const toDate = (text: string): CalendarDate | null => {
  try {
    return text ? parseDate(text) : null;
  } catch {
    return null;
  }
};

/** A date field whose value is `YYYY-MM-DD` text (the wire's and the draft's dates), '' when none is chosen. */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  isRequired,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  errorMessage?: string | undefined;
  isRequired?: boolean;
}) {
  return (
    <DatePicker
      label={label}
      value={toDate(value)}
      onChange={(date) => onChange(date ? date.toString() : '')}
      onBlur={onBlur}
      isRequired={isRequired}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      granularity="day"
    />
  );
}
