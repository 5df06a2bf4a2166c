import { Trans, useLingui } from '@lingui/react/macro';
import { Money } from '@paydeck/accounts';
import { Button, Dialog, ListOption, Select, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useMemo } from 'react';
import * as v from 'valibot';
import type { IdentityInput } from '../api/commerce';
import type { Fee } from '../api/commerce-schemas';
import type { AccountChoice } from './ButtonDialog';
import * as styles from './merchant.css';
import { useProblemWords } from './problem-words';
import { emailSchema, nameSchema } from './webhook-rules';

export interface VerificationDialogProps {
  accounts: readonly AccountChoice[];
  /** The fee of the chosen account (identityVerificationFee), null while asked. */
  fee: Fee | null;
  onAccount: (accountId: number) => void;
  onSubmit: (input: IdentityInput) => Promise<unknown>;
  onClose: () => void;
}

const message = (errors: unknown[]) =>
  (errors.find((error) => typeof error === 'object' && error !== null && 'message' in error) as { message: string })
    ?.message;

/** Ask for a person's identity verification, paid from an account (its fee shown before sending). */
export function VerificationDialog(props: VerificationDialogProps) {
  const { t } = useLingui();
  const word = useProblemWords();
  const schema = useMemo(
    () =>
      v.object({
        email: emailSchema(word, t`Enter a valid e-mail, such as name@example.com.`),
        firstName: nameSchema(word, t`Enter the first name.`),
        lastName: nameSchema(word, t`Enter the last name.`),
        accountId: v.pipe(v.string(), v.nonEmpty(t`Choose the account the fee is paid from.`)),
      }),
    [t, word],
  );
  const form = useForm({
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      accountId: props.accounts[0] ? String(props.accounts[0].accountId) : '',
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await props.onSubmit({
        email: value.email.trim(),
        firstName: value.firstName.trim(),
        lastName: value.lastName.trim(),
        accountId: Number(value.accountId),
      });
    },
  });
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  const title = t`Verify a person`;
  const text = (name: 'email' | 'firstName' | 'lastName', label: string) => (
    <form.Field name={name}>
      {(field) => (
        <TextField
          label={label}
          type={name === 'email' ? 'email' : 'text'}
          value={field.state.value}
          onChange={field.handleChange}
          onBlur={field.handleBlur}
          isRequired
          isInvalid={!!message(field.state.meta.errors)}
          errorMessage={message(field.state.meta.errors)}
        />
      )}
    </form.Field>
  );
  return (
    <Dialog isOpen onOpenChange={(open) => !open && props.onClose()} title={title}>
      <form
        className={styles.form}
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        {text('email', t`E-mail`)}
        {text('firstName', t`First name`)}
        {text('lastName', t`Last name`)}
        <form.Field name="accountId">
          {(field) => (
            <Select
              label={t`Pay the fee from`}
              selectedKey={field.state.value || null}
              onSelectionChange={(key) => {
                field.handleChange(String(key ?? ''));
                if (key) props.onAccount(Number(key));
              }}
              isRequired
              isInvalid={!!message(field.state.meta.errors)}
              errorMessage={message(field.state.meta.errors)}
            >
              {props.accounts.map((account) => (
                <ListOption key={account.accountId} id={String(account.accountId)}>
                  {account.label}
                </ListOption>
              ))}
            </Select>
          )}
        </form.Field>
        <p aria-live="polite">
          {props.fee ? (
            <Trans>
              Fee: <Money amount={props.fee.amount} currency={props.fee.currencyCode} />
            </Trans>
          ) : (
            <Trans>Fee: asking…</Trans>
          )}
        </p>
        <div className={styles.filters}>
          <Button type="submit" isLoading={isSubmitting}>
            <Trans>Ask for the verification</Trans>
          </Button>
          <Button variant="secondary" onPress={props.onClose}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
