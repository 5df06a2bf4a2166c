import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, LazyDateField, Radio, RadioGroup, TextField } from '@paydeck/ui';
import { useStore } from '@tanstack/react-form';
import type { SubscriptionFrequency } from '../../api/own-accounts';
import { firstError } from './field-errors';
import * as styles from './own-accounts.css';
import type { FieldName, RecurringEnd } from './rules';
import type { OwnTransferForm } from './useOwnTransferForm';

/**
 * The recurring subscription fields (payments.md 3): how often, until when (a date, a number of transfers,
 * or until cancelled) and whether the person may cancel it under preapproved payments.
 */
export function RecurringFields({
  form,
  refusals,
  onEdit,
}: {
  form: OwnTransferForm;
  refusals: Partial<Record<FieldName, string>>;
  onEdit: (field: FieldName) => void;
}) {
  const { t } = useLingui();
  const recurring = useStore(form.store, (state) => state.values.recurring);
  const end = useStore(form.store, (state) => state.values.end);
  return (
    <fieldset className={styles.recurring}>
      <legend className={styles.legend}>
        <Trans>Repeat</Trans>
      </legend>
      <form.Field name="recurring">
        {(field) => (
          <Checkbox isSelected={field.state.value} onChange={field.handleChange}>
            <Trans>Repeat this transfer</Trans>
          </Checkbox>
        )}
      </form.Field>
      {recurring && (
        <>
          <form.Field name="frequency">
            {(field) => (
              <RadioGroup
                label={t`How often`}
                orientation="horizontal"
                value={field.state.value}
                onChange={(value) => field.handleChange(value as SubscriptionFrequency)}
              >
                <Radio value="weekly">
                  <Trans>Every week</Trans>
                </Radio>
                <Radio value="monthly">
                  <Trans>Every month</Trans>
                </Radio>
                <Radio value="quarterly">
                  <Trans>Every three months</Trans>
                </Radio>
              </RadioGroup>
            )}
          </form.Field>
          <form.Field name="end">
            {(field) => (
              <RadioGroup
                label={t`Until`}
                value={field.state.value}
                onChange={(value) => field.handleChange(value as RecurringEnd)}
              >
                <Radio value="never">
                  <Trans>I cancel it</Trans>
                </Radio>
                <Radio value="date">
                  <Trans>A date</Trans>
                </Radio>
                <Radio value="count">
                  <Trans>A number of transfers</Trans>
                </Radio>
              </RadioGroup>
            )}
          </form.Field>
          {end === 'date' && (
            <form.Field name="endDate">
              {(field) => (
                <LazyDateField
                  label={t`Date of the last transfer`}
                  isRequired
                  value={field.state.value}
                  onChange={(value) => {
                    onEdit('endDate');
                    field.handleChange(value);
                  }}
                  onBlur={field.handleBlur}
                  errorMessage={firstError(field.state.meta.errors, refusals.endDate)}
                />
              )}
            </form.Field>
          )}
          {end === 'count' && (
            <form.Field name="count">
              {(field) => (
                <TextField
                  label={t`Number of transfers, this one included`}
                  inputMode="numeric"
                  isRequired
                  value={field.state.value}
                  onChange={(value) => {
                    onEdit('count');
                    field.handleChange(value);
                  }}
                  onBlur={field.handleBlur}
                  isInvalid={firstError(field.state.meta.errors, refusals.count) !== undefined}
                  errorMessage={firstError(field.state.meta.errors, refusals.count)}
                />
              )}
            </form.Field>
          )}
          <form.Field name="userCancel">
            {(field) => (
              <Checkbox isSelected={field.state.value} onChange={field.handleChange}>
                <Trans>I may cancel it under preapproved payments</Trans>
              </Checkbox>
            )}
          </form.Field>
        </>
      )}
    </fieldset>
  );
}
