import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { currencyScale } from '@paydeck/brand-config';
import { Button, Dialog, ListOption, Select, Switch, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useMemo } from 'react';
import type { ButtonInput } from '../api/commerce';
import type { Button as SavedButton, Logo } from '../api/commerce-schemas';
import { type ButtonProblem, type ButtonValues, buttonSchema, DESCRIPTION_MAX, emptyButton } from './button-rules';
import { LogoPreview } from './LogoPreview';
import * as styles from './merchant.css';

export interface AccountChoice {
  accountId: number;
  label: string;
  /** The account's currency: a button's amount takes at most its decimals (2 for fiat, 8 for BTC). */
  currencyCode?: string;
}

export interface ButtonDialogProps {
  button: SavedButton | null;
  accounts: readonly AccountChoice[];
  logos: readonly Logo[];
  /** One logo with its image (logoGet), for the preview of the logo chosen. */
  loadLogo?: ((id: number) => Promise<Logo>) | undefined;
  onSubmit: (input: ButtonInput) => Promise<unknown>;
  onClose: () => void;
}

function useWords() {
  const { t, i18n } = useLingui();
  const max = i18n.number(DESCRIPTION_MAX);
  return (problem: ButtonProblem, decimals = 2) =>
    ({
      nameRequired: t`Enter a name of at most 100 characters.`,
      descriptionLong: t`Use at most ${max} characters.`,
      control: t`Remove the invisible control characters from this text.`,
      bidi: t`Remove the invisible text-direction characters from this text: they can make it read differently from what it holds.`,
      account: t`Choose the account to be paid into.`,
      amountFormat: t`Enter an amount, such as 10 or 10.50.`,
      amountZero: t`The amount must be greater than 0.`,
      amountDecimals: plural(decimals, {
        one: "This account's currency takes at most # decimal.",
        other: "This account's currency takes at most # decimals.",
      }),
      returnUrl: t`Enter an http or https address, or leave it empty.`,
      expiry: t`Enter a number of days from 1 to 365.`,
    })[problem];
}

const valuesOf = (button: SavedButton | null, accounts: readonly AccountChoice[]): ButtonValues =>
  button
    ? {
        name: button.name,
        accountId: String(button.accountId),
        amount: button.amount,
        description: button.description,
        logoId: button.logoId ? String(button.logoId) : '',
        returnUrl: button.returnUrl,
        pbnEnabled: button.pbnEnabled,
        pbnExpiryDays: String(button.pbnExpiryDays),
      }
    : emptyButton(accounts[0] ? String(accounts[0].accountId) : '');

const message = (errors: unknown[]) =>
  (errors.find((error) => typeof error === 'object' && error !== null && 'message' in error) as { message: string })
    ?.message;

/** Create or edit a saved payment button with its pay-by-link (pbn) settings. */
export function ButtonDialog({ button, accounts, logos, loadLogo, onSubmit, onClose }: ButtonDialogProps) {
  const { t } = useLingui();
  const word = useWords();
  const schema = useMemo(() => {
    const scaleOf = (accountId: string) => {
      const currencyCode = accounts.find((account) => String(account.accountId) === accountId)?.currencyCode;
      return currencyCode ? currencyScale(currencyCode) : 2;
    };
    return buttonSchema(word, scaleOf);
  }, [word, accounts]);
  const form = useForm({
    defaultValues: valuesOf(button, accounts),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await onSubmit({
        name: value.name.trim(),
        accountId: Number(value.accountId),
        amount: value.amount.trim(),
        description: value.description.trim(),
        logoId: value.logoId ? Number(value.logoId) : null,
        returnUrl: value.returnUrl.trim(),
        pbnEnabled: value.pbnEnabled,
        pbnExpiryDays: Number(value.pbnExpiryDays),
      });
    },
  });
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  const title = button ? t`Edit the button` : t`Create a button`;
  const text = (name: 'name' | 'amount' | 'description' | 'returnUrl' | 'pbnExpiryDays', label: string, extra = {}) => (
    <form.Field name={name}>
      {(field) => (
        <TextField
          label={label}
          value={field.state.value}
          onChange={field.handleChange}
          onBlur={field.handleBlur}
          isInvalid={!!message(field.state.meta.errors)}
          errorMessage={message(field.state.meta.errors)}
          {...extra}
        />
      )}
    </form.Field>
  );
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={title}>
      <form
        className={styles.form}
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        {text('name', t`Name`, { isRequired: true })}
        <form.Field name="accountId">
          {(field) => (
            <Select
              label={t`Paid into`}
              selectedKey={field.state.value || null}
              onSelectionChange={(key) => field.handleChange(String(key ?? ''))}
              isRequired
              isInvalid={!!message(field.state.meta.errors)}
              errorMessage={message(field.state.meta.errors)}
            >
              {accounts.map((account) => (
                <ListOption key={account.accountId} id={String(account.accountId)}>
                  {account.label}
                </ListOption>
              ))}
            </Select>
          )}
        </form.Field>
        {text('amount', t`Amount`, { isRequired: true, inputMode: 'decimal' })}
        {text('description', t`Description (optional)`)}
        <form.Field name="logoId">
          {(field) => (
            <Select
              label={t`Logo`}
              selectedKey={field.state.value || 'default'}
              onSelectionChange={(key) => field.handleChange(key === 'default' ? '' : String(key))}
            >
              {[
                <ListOption key="default" id="default">
                  {t`The default logo`}
                </ListOption>,
                ...logos.map((logo) => (
                  <ListOption key={logo.id} id={String(logo.id)}>
                    {logo.name}
                  </ListOption>
                )),
              ]}
            </Select>
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.values.logoId}>
          {(logoId) => (logoId && loadLogo ? <LogoPreview logoId={Number(logoId)} load={loadLogo} /> : null)}
        </form.Subscribe>
        {text('returnUrl', t`Return address after paying (optional)`, { type: 'url' })}
        <form.Field name="pbnEnabled">
          {(field) => (
            <Switch isSelected={field.state.value} onChange={field.handleChange}>
              {t`Pay by link`}
            </Switch>
          )}
        </form.Field>
        {text('pbnExpiryDays', t`Link valid for (days)`, { inputMode: 'numeric' })}
        <div className={styles.filters}>
          <Button type="submit" isLoading={isSubmitting}>
            {button ? t`Save` : t`Create`}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
