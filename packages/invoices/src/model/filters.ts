// The invoice list's filter form (payments.md 7, 9): its fields as typed, their rules, and the filters they give.
import * as v from 'valibot';
import { isInvoiceStatusId } from './invoice-rules';
import { amountText, compareAmounts, dateText, type InvoiceSearch } from './search';

/** The status choice that filters nothing. */
export const ANY_STATUS = 'any';

/** The form's fields as typed: text, and the status as 'any' or an id. */
export interface FilterFields {
  status: string;
  from: string;
  to: string;
  min: string;
  max: string;
  email: string;
}

export type AppliedFilters = Omit<InvoiceSearch, 'list' | 'page'>;

export interface FilterMessages {
  amount: string;
  amountsBackwards: string;
  datesBackwards: string;
}

const blankOr = (read: (value: unknown) => string | undefined) => (text: string) =>
  text.trim() === '' || read(text) !== undefined;

/**
 * The rules: an amount is a number with up to 8 decimals (a comma read as the point); the largest amount is not
 * below the smallest, the end date not before the start. A range's error lands on its end, the field to fix.
 */
export function filterFieldsSchema(messages: FilterMessages) {
  return v.pipe(
    v.object({
      status: v.string(),
      from: v.string(),
      to: v.string(),
      min: v.pipe(v.string(), v.check(blankOr(amountText), messages.amount)),
      max: v.pipe(v.string(), v.check(blankOr(amountText), messages.amount)),
      email: v.string(),
    }),
    v.forward(
      v.partialCheck(
        [['min'], ['max']],
        ({ min, max }) => {
          const [least, most] = [amountText(min), amountText(max)];
          return least === undefined || most === undefined || compareAmounts(most, least) >= 0;
        },
        messages.amountsBackwards,
      ),
      ['max'],
    ),
    v.forward(
      v.partialCheck(
        [['from'], ['to']],
        ({ from, to }) => {
          const [start, end] = [dateText(from), dateText(to)];
          return start === undefined || end === undefined || end >= start;
        },
        messages.datesBackwards,
      ),
      ['to'],
    ),
  );
}

/** The fields showing the filters in force. */
export function filterFieldsOf(search: InvoiceSearch): FilterFields {
  return {
    status: search.status === undefined ? ANY_STATUS : String(search.status),
    from: search.from ?? '',
    to: search.to ?? '',
    min: search.min ?? '',
    max: search.max ?? '',
    email: search.email ?? '',
  };
}

/** The filters the fields ask for; a blank field filters nothing. */
export function filtersOf(fields: FilterFields): AppliedFilters {
  const status = Number(fields.status);
  return {
    status: fields.status !== ANY_STATUS && isInvoiceStatusId(status) ? status : undefined,
    from: fields.from || undefined,
    to: fields.to || undefined,
    min: fields.min || undefined,
    max: fields.max || undefined,
    email: fields.email || undefined,
  };
}
