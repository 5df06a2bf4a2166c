import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView } from '@paydeck/accounts';
import { useStore } from '@tanstack/react-form';
import { useEffect, useRef } from 'react';
import type { DictionaryItem } from '../../api/schemas';
import type { Person } from '../../model/draft';
import { isUsableUserEmail, type EmailStatus } from '../../model/email-status';
import { PersonRules } from '../../model/form-rules';
import * as styles from '../business.css';
import { EmailStatusBadge } from '../EmailStatusBadge';
import { AddressFields } from '../form/AddressFields';
import { DateInput, TextInput } from '../form/fields';
import type { FieldErrors } from '../form/form-errors';
import { FormScreen } from '../form/FormScreen';
import { PhoneFields } from '../form/PhoneFields';
import { SourceDetailsInput, SourcesInput } from '../form/SourcesInput';
import { useDraftForm } from '../form/useDraftForm';

const overrides = {
  firstName: { required: msg`Enter the person's first name.` },
  lastName: { required: msg`Enter the person's last name.` },
  birthday: { required: msg`Enter the person's date of birth.`, pastDate: msg`A date of birth is before today.` },
};

export interface PersonFormProps {
  /** The screen's heading ("A director"). */
  title: string;
  initial: Person;
  /** A user signs in with their e-mail: it is required and checked live. */
  isUser: boolean;
  /** Their largest share: above 25 percent each chosen source of funds needs a detail. */
  needsDetails: boolean;
  /** The personal sources of funds. */
  sources: Loadable<readonly DictionaryItem[]>;
  onRetry: () => void;
  /** The live existence status of an e-mail (spec 3): undefined while it is empty or not valid. */
  useEmailStatus: (email: string) => EmailStatus | undefined;
  save: (value: Person) => void;
  onDone: () => void;
  onBack: () => void;
}

/** personForm: a director, shareholder, owner or user of the draft (one person, whatever their roles). */
export function PersonFormScreen({ sources, onRetry, ...props }: PersonFormProps) {
  const { t } = useLingui();
  return (
    <LoadableView value={sources} label={t`Loading the lists of choices`} lines={6} onRetry={onRetry}>
      {(items) => <PersonFields items={items} {...props} />}
    </LoadableView>
  );
}

function PersonFields({
  title,
  initial,
  isUser,
  needsDetails,
  items,
  useEmailStatus,
  save,
  onDone,
  onBack,
}: Omit<PersonFormProps, 'sources' | 'onRetry'> & { items: readonly DictionaryItem[] }) {
  const { t, i18n } = useLingui();
  const status = useRef<EmailStatus | undefined>(undefined);
  const extraErrors = (value: Person): FieldErrors => {
    const errors: FieldErrors = {};
    if (isUser && value.email.trim() === '') errors.email = i18n._(msg`Enter the e-mail the user will sign in with.`);
    else if (isUser && status.current !== undefined && status.current !== 2 && !isUsableUserEmail(status.current))
      errors.email = i18n._(msg`Use an e-mail that is free or belongs to an employee of another company.`);
    if (needsDetails) {
      const missing = Object.fromEntries(
        value.sourceOfFunds
          .filter((id) => !value.sourceDetails[String(id)]?.trim())
          .map((id) => [String(id), i18n._(msg`Say how this money was earned.`)]),
      );
      if (Object.keys(missing).length > 0) errors.sourceDetails = missing;
      if (value.sourceOfFunds.length === 0) errors.sourceOfFunds = i18n._(msg`Choose at least one source of funds.`);
    }
    return errors;
  };
  const form = useDraftForm({
    initial,
    rules: PersonRules,
    groups: ['phone', 'address'],
    overrides,
    extraErrors,
    save,
    onDone,
  });
  const email = useStore(form.store, (state) => state.values.email);
  const chosen = useStore(form.store, (state) => state.values.sourceOfFunds);
  const emailStatus = useEmailStatus(isUser ? email : '');
  status.current = emailStatus;
  // The check answers after the keystroke that was judged with the status before it: judge the form again then,
  // once it has been judged at all (a first Save), so a corrected e-mail is accepted without retyping.
  useEffect(() => {
    if (emailStatus !== undefined && form.state.submissionAttempts > 0) void form.validate('change');
  }, [emailStatus, form]);
  return (
    <FormScreen title={title} form={form} onBack={onBack} nextLabel={t`Save and go back`}>
      <div className={styles.fields}>
        <form.Field name="firstName">
          {(field) => <TextInput field={field} label={t`First name`} autoComplete="off" />}
        </form.Field>
        <form.Field name="lastName">
          {(field) => <TextInput field={field} label={t`Last name`} autoComplete="off" />}
        </form.Field>
        <form.Field name="birthday">{(field) => <DateInput field={field} label={t`Date of birth`} />}</form.Field>
        <div className={styles.fieldset}>
          <form.Field name="email">
            {(field) => (
              <TextInput
                field={field}
                label={isUser ? t`E-mail (the user signs in with it)` : t`E-mail (optional)`}
                type="email"
                inputMode="email"
                autoComplete="off"
                isRequired={isUser}
              />
            )}
          </form.Field>
          {isUser && <EmailStatusBadge status={status.current} />}
        </div>
        <form.Field name="taxId">
          {(field) => <TextInput field={field} label={t`Personal tax ID (optional)`} isRequired={false} />}
        </form.Field>
      </div>
      <form.Field name="phone">{(field) => <PhoneFields field={field} isRequired={false} />}</form.Field>
      <form.Field name="address">{(field) => <AddressFields field={field} legend={t`Home address`} />}</form.Field>
      <form.Field name="sourceOfFunds">{(field) => <SourcesInput field={field} items={items} />}</form.Field>
      {needsDetails && chosen.length > 0 && (
        <form.Field name="sourceDetails">
          {(field) => <SourceDetailsInput field={field} sources={chosen} items={items} />}
        </form.Field>
      )}
    </FormScreen>
  );
}
