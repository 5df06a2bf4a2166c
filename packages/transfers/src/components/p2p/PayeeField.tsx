import { Trans, useLingui } from '@lingui/react/macro';
import type { Loadable } from '@paydeck/accounts';
import { ListOption } from '@paydeck/ui';
import { ComboBox } from '@paydeck/ui/combobox';
import type { ReactNode } from 'react';
import type { Beneficiary, Payee } from '../../api/p2p';
import { payeeProblem } from './p2p-rules';

export interface PayeeFieldProps {
  value: string;
  onChange: (email: string) => void;
  onBlur: () => void;
  beneficiaries: Loadable<Beneficiary[]>;
  /** The live payee check of a valid e-mail (null: not asked, the e-mail is empty or invalid). */
  payee: Loadable<Payee> | null;
  errorMessage: ReactNode;
}

/**
 * The payee: type an e-mail or pick one of the people paid before (listed when the field is entered); the payee
 * check's answer under it.
 */
export function PayeeField({ value, onChange, onBlur, beneficiaries, payee, errorMessage }: PayeeFieldProps) {
  const { t } = useLingui();
  const people = beneficiaries.kind === 'ready' ? beneficiaries.data : [];
  const found = payee?.kind === 'ready' && payeeProblem(payee.data) === null;
  const description =
    payee?.kind === 'loading' ? (
      <span role="status">
        <Trans>Checking the payee…</Trans>
      </span>
    ) : payee?.kind === 'failed' ? (
      <span role="status">
        <Trans>The payee could not be checked now; you can still send, the bank checks again.</Trans>
      </span>
    ) : found ? (
      <span role="status">
        <Trans>A Paydeck customer has this e-mail.</Trans>
      </span>
    ) : beneficiaries.kind === 'ready' && people.length > 0 ? (
      <Trans>Type an e-mail or pick someone you paid before.</Trans>
    ) : null;
  return (
    <ComboBox
      label={t`Payee's e-mail`}
      items={people}
      inputValue={value}
      onInputChange={onChange}
      onSelectionChange={(key) => {
        if (typeof key === 'string') onChange(key);
      }}
      onBlur={onBlur}
      // The people paid before show as soon as the field is entered, not only once something is typed.
      menuTrigger="focus"
      allowsCustomValue
      isRequired
      isInvalid={!!errorMessage}
      errorMessage={errorMessage}
      description={description}
    >
      {(person: Beneficiary) => (
        <ListOption id={person.email} textValue={person.email}>
          {person.name} · {person.email}
        </ListOption>
      )}
    </ComboBox>
  );
}
