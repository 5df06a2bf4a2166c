import type { DateValue } from '@internationalized/date';
import { dateLocale } from '@paydeck/i18n';
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
  useLocale,
} from 'react-aria-components';
import { cx } from '../cx';
import * as fieldStyles from '../field/field.css';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldChromeProps } from '../field/FieldParts';
import * as styles from './date-picker.css';

export type DatePickerProps<T extends DateValue> = Omit<AriaDatePickerProps<T>, 'className' | 'children'> &
  FieldChromeProps & { className?: string };

/**
 * A date typed segment by segment in the order of the language in the brand's region (`dateLocale` of
 * @paydeck/i18n: dd/mm/yyyy for the uk brand's English), or picked from a calendar. Values are
 * @internationalized/date objects (`parseDate('2026-11-21')`), never JS Dates, so no time-zone shifts.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DatePickerProps<T>) {
  const { locale } = useLocale();
  return (
    <I18nProvider locale={dateLocale(locale)}>
      <AriaDatePicker {...props} className={cx(fieldStyles.field, className)}>
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <Group className={cx(fieldStyles.control, styles.group)}>
          <DateInput className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={styles.calendarButton}>
            <span aria-hidden="true">▾</span>
          </Button>
        </Group>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorText>{errorMessage}</FieldErrorText>
        <Popover className={styles.popover}>
          <Dialog className={styles.dialog}>
            <Calendar>
              <header className={styles.calendarHeader}>
                <Button slot="previous" className={styles.navButton}>
                  <span aria-hidden="true">‹</span>
                </Button>
                <Heading className={styles.heading} />
                <Button slot="next" className={styles.navButton}>
                  <span aria-hidden="true">›</span>
                </Button>
              </header>
              <CalendarGrid>
                <CalendarGridHeader>
                  {(day) => <CalendarHeaderCell className={styles.gridHeader}>{day}</CalendarHeaderCell>}
                </CalendarGridHeader>
                <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
