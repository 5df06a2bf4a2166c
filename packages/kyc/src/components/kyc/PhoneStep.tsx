import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, StatusBadge, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { type ReactNode, useMemo, useState } from 'react';
import * as v from 'valibot';
import type { NewPhone } from '../../api/phone';
import type { Phone } from '../../api/schemas';
import { countryCodeProblem, isPhoneCode, numberProblem, type PhoneProblem, toPhoneNumber } from '../../model/phone';
import * as styles from '../common/common.css';
import { ReadOnlyNote } from '../common/ReadOnlyNote';
import { firstError, useAction } from '../common/useAction';

const phoneProblemText: Record<PhoneProblem, MessageDescriptor> = {
  countryCodeMissing: msg`Enter the country code, for example +44.`,
  countryCode: msg`A country code is 1 to 4 digits, for example +44.`,
  numberMissing: msg`Enter your mobile number.`,
  number: msg`Enter 4 to 14 digits, without the country code.`,
};

export interface PhoneActions {
  add: (phone: NewPhone) => Promise<Phone>;
  /** Sends an SMS code; answers the masked number. */
  requestCode: (phoneId: number) => Promise<string>;
  confirm: (phoneId: number, code: string) => Promise<unknown>;
}

/**
 * The phones on file, each unconfirmed one with "Send a code", and a form to add a mobile number; without
 * full access (`canManage`) the phones only, and why nothing is offered while none is confirmed.
 */
export function PhoneStep({
  phones,
  actions,
  canManage,
}: {
  phones: readonly Phone[];
  actions: PhoneActions;
  canManage: boolean;
}) {
  const [verifying, setVerifying] = useState<{ phoneId: number; masked: string } | null>(null);
  const send = useAction(async (phoneId: number) => {
    const masked = await actions.requestCode(phoneId);
    setVerifying({ phoneId, masked });
  });
  return (
    <div className={styles.form}>
      {phones.length > 0 && (
        <ul className={styles.list}>
          {phones.map((phone) => (
            <li key={phone.id} className={styles.row}>
              <span className={styles.strong}>{phone.phoneNumber}</span>
              {phone.confirmed ? (
                <StatusBadge tone="success">
                  <Trans>Confirmed</Trans>
                </StatusBadge>
              ) : (
                <span className={styles.step}>
                  <StatusBadge tone="warning">
                    <Trans>Not confirmed</Trans>
                  </StatusBadge>
                  {canManage && verifying?.phoneId !== phone.id && (
                    <Button
                      size="small"
                      variant="secondary"
                      isLoading={send.pending}
                      onPress={() => void send.start(phone.id)}
                    >
                      <Trans>Send a code</Trans>
                    </Button>
                  )}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {send.error && (
        <p role="alert" className={styles.reason}>
          {send.error}
        </p>
      )}
      {verifying && (
        <CodeForm
          key={verifying.phoneId}
          masked={verifying.masked}
          onConfirm={async (code) => {
            await actions.confirm(verifying.phoneId, code);
            setVerifying(null);
          }}
          onResend={() => send.start(verifying.phoneId)}
        />
      )}
      {canManage && !verifying && <AddPhoneForm onAdd={async (phone) => send.start((await actions.add(phone)).id)} />}
      {!canManage && !phones.some((phone) => phone.confirmed) && <ReadOnlyNote about="details" />}
    </div>
  );
}

/** A mobile number (country code and number) sent to `onAdd`; `label` names the form and its button. */
export function AddPhoneForm({
  onAdd,
  label,
  submitLabel,
}: {
  onAdd: (phone: NewPhone) => Promise<unknown>;
  label?: string;
  submitLabel?: string;
}) {
  const { t, i18n } = useLingui();
  const add = useAction(onAdd);
  const schema = useMemo(() => {
    const judged = (problemOf: (typed: string) => PhoneProblem | null) =>
      v.pipe(
        v.string(),
        v.rawCheck<string>(({ dataset, addIssue }) => {
          const problem = dataset.typed ? problemOf(dataset.value) : null;
          if (problem) addIssue({ message: i18n._(phoneProblemText[problem]) });
        }),
      );
    return v.object({ countryCode: judged(countryCodeProblem), number: judged(numberProblem) });
  }, [i18n]);
  const form = useForm({
    defaultValues: { countryCode: '+', number: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value, formApi }) => {
      if (await add.start({ countryCode: value.countryCode, number: toPhoneNumber(value.number) })) formApi.reset();
    },
  });
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={label ?? t`Add a mobile number`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <div className={styles.phoneFields}>
        <form.Field name="countryCode">
          {(field) => (
            <TextField
              label={t`Country code`}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              inputMode="tel"
              autoComplete="tel-country-code"
              isRequired
              isInvalid={field.state.meta.errors.length > 0}
              errorMessage={firstError(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="number">
          {(field) => (
            <TextField
              label={t`Mobile number`}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              inputMode="tel"
              autoComplete="tel-national"
              isRequired
              isInvalid={field.state.meta.errors.length > 0}
              errorMessage={firstError(field.state.meta.errors)}
            />
          )}
        </form.Field>
      </div>
      {add.error && (
        <p role="alert" className={styles.reason}>
          {add.error}
        </p>
      )}
      <div>
        <Button type="submit" isLoading={add.pending}>
          {submitLabel ?? <Trans>Add and send a code</Trans>}
        </Button>
      </div>
    </form>
  );
}

/** What a code form says around the code: its name, its sentence, the field's label and the confirm button. */
export interface CodeFormWords {
  form: string;
  intro: ReactNode;
  field: string;
  confirm: ReactNode;
}

/** The 6-digit code sent to `masked`, confirmed or sent again (by default a new phone's SMS code). */
export function CodeForm({
  masked,
  onConfirm,
  onResend,
  words,
}: {
  masked: string;
  onConfirm: (code: string) => Promise<unknown>;
  onResend: () => Promise<unknown>;
  words?: CodeFormWords | undefined;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const confirm = useAction(onConfirm);
  const invalid = tried && !isPhoneCode(code);
  const said = words ?? {
    form: t`Confirm the phone number`,
    intro: <Trans>We sent a 6-digit code to {masked}.</Trans>,
    field: t`Code from the SMS`,
    confirm: <Trans>Confirm the number</Trans>,
  };
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={said.form}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (isPhoneCode(code)) void confirm.start(code.trim());
      }}
    >
      <p className={styles.muted}>{said.intro}</p>
      <TextField
        label={said.field}
        value={code}
        onChange={setCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        isRequired
        isInvalid={invalid}
        errorMessage={invalid ? t`Enter the 6 digits of the code.` : undefined}
      />
      {confirm.error && (
        <p role="alert" className={styles.reason}>
          {confirm.error}
        </p>
      )}
      <div className={styles.steps}>
        <Button type="submit" isLoading={confirm.pending}>
          {said.confirm}
        </Button>
        <Button variant="secondary" onPress={() => void onResend()}>
          <Trans>Send a new code</Trans>
        </Button>
      </div>
    </form>
  );
}
