import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { Checkbox, TextField } from '@paydeck/ui';
import { CountryComboBox } from '@paydeck/ui/combobox';
import { countryName } from '@paydeck/i18n';
import type { CardAddress, NewAddress } from '../../api/application';
import { type AddressField, type AddressProblem, addressLimits } from '../../model/application';
import { type TextWords, useTextWords } from '../common/text-words';
import * as styles from './apply.css';

const requiredText: Record<AddressField, MessageDescriptor> = {
  address1: msg`Enter the street and house number.`,
  city: msg`Enter the city.`,
  postalCode: msg`Enter the postal code.`,
  countryCode: msg`Choose the country.`,
};

function problemText(
  field: AddressField,
  problem: AddressProblem | undefined,
  i18n: I18n,
  words: TextWords,
): string | null {
  if (problem === undefined) return null;
  if (problem === 'required') return i18n._(requiredText[field]);
  if (problem === 'country') return i18n._(msg`Choose a country from the list.`);
  return words(problem, addressLimits[field]);
}

export interface DeliveryAddressProps {
  address: CardAddress | null;
  moved: boolean;
  newAddress: NewAddress;
  onMovedChange: (moved: boolean) => void;
  onAddressChange: (address: NewAddress) => void;
  /** Shown after a first attempt to confirm. */
  problems: Partial<Record<AddressField, AddressProblem>>;
}

/** Where the card goes: the address on file, or a new one after "I have moved". */
export function DeliveryAddress({
  address,
  moved,
  newAddress,
  onMovedChange,
  onAddressChange,
  problems,
}: DeliveryAddressProps) {
  const { t, i18n } = useLingui();
  const words = useTextWords();
  const editing = moved || address === null;
  const set = (field: AddressField) => (value: string) => onAddressChange({ ...newAddress, [field]: value });
  const error = (field: AddressField) => problemText(field, problems[field], i18n, words);
  return (
    <>
      {address ? (
        <div>
          <p className={styles.addressLabel}>
            <Trans>Your address</Trans>
          </p>
          <address className={styles.addressOnFile}>
            {address.address1}
            <br />
            {address.postalCode} {address.city}
            <br />
            {countryName(address.countryCode, i18n.locale)}
          </address>
        </div>
      ) : (
        <p className={pageLayout.text}>
          <Trans>We have no address on file for you. Enter the address to send the card to.</Trans>
        </p>
      )}
      {address && (
        <Checkbox isSelected={moved} onChange={onMovedChange}>
          <Trans>I have moved: send the card to a new address</Trans>
        </Checkbox>
      )}
      {editing && (
        <div className={pageLayout.fieldRow}>
          <TextField
            label={t`Street and number`}
            value={newAddress.address1}
            onChange={set('address1')}
            autoComplete="address-line1"
            isRequired
            isInvalid={error('address1') !== null}
            errorMessage={error('address1')}
          />
          <TextField
            label={t`City`}
            value={newAddress.city}
            onChange={set('city')}
            autoComplete="address-level2"
            isRequired
            isInvalid={error('city') !== null}
            errorMessage={error('city')}
          />
          <TextField
            label={t`Postal code`}
            value={newAddress.postalCode}
            onChange={set('postalCode')}
            autoComplete="postal-code"
            isRequired
            isInvalid={error('postalCode') !== null}
            errorMessage={error('postalCode')}
          />
          <CountryComboBox
            label={t`Country`}
            value={newAddress.countryCode || null}
            onChange={(code) => set('countryCode')(typeof code === 'string' ? code : '')}
            isRequired
            isInvalid={error('countryCode') !== null}
            errorMessage={error('countryCode')}
          />
        </div>
      )}
    </>
  );
}
