import { useLingui } from '@lingui/react/macro';
import { Radio, RadioGroup } from '@paydeck/ui';
import { needsBankAndBranchCode } from '../../../model/external';
import type { ExternalLookups } from '../types';
import type { ExternalFormKit } from '../useExternalForm';
import { BoundCountry } from './BoundCountry';
import { BoundText } from './BoundText';
import { LookupNote } from './LookupNote';
import { useBankLookups } from './useBankLookup';

/** A wire: the beneficiary, the account (IBAN checked by its checksum, or a number), the bank (BIC, lookups). */
export function WireFields({ kit, lookups }: { kit: ExternalFormKit; lookups: ExternalLookups }) {
  const { t } = useLingui();
  const { swiftState, ibanState } = useBankLookups(kit, lookups);
  const codesNeeded = needsBankAndBranchCode(kit.values.bankCountryCode);
  return (
    <>
      <BoundText kit={kit} name="beneficiaryName" label={t`Beneficiary's full name`} isRequired autoComplete="off" />
      <BoundText kit={kit} name="beneficiaryAddress" label={t`Beneficiary's address (optional)`} />
      <kit.form.Field name="accountKind">
        {(field) => (
          <RadioGroup
            label={t`The beneficiary's account`}
            value={field.state.value}
            onChange={(kind) => field.handleChange(kind as 'iban' | 'accountNumber')}
            orientation="horizontal"
          >
            <Radio value="iban">{t`IBAN`}</Radio>
            <Radio value="accountNumber">{t`Account number`}</Radio>
          </RadioGroup>
        )}
      </kit.form.Field>
      {kit.values.accountKind === 'iban' ? (
        <BoundText kit={kit} name="iban" label={t`IBAN`} isRequired description={<LookupNote state={ibanState} />} />
      ) : (
        <BoundText kit={kit} name="accountNumber" label={t`Account number`} isRequired />
      )}
      <BoundText
        kit={kit}
        name="swift"
        label={t`BIC (SWIFT) code`}
        isRequired
        maxLength={11}
        description={<LookupNote state={swiftState} />}
      />
      <BoundText kit={kit} name="bankName" label={t`Bank name`} />
      <BoundText kit={kit} name="bankAddress" label={t`Bank address`} />
      <BoundText kit={kit} name="bankCity" label={t`Bank city`} />
      <BoundText kit={kit} name="bankZipCode" label={t`Bank postal code`} />
      <BoundCountry kit={kit} label={t`Bank country`} />
      <BoundText
        kit={kit}
        name="bankCode"
        label={codesNeeded ? t`Bank code` : t`Bank code (optional)`}
        isRequired={codesNeeded}
      />
      <BoundText
        kit={kit}
        name="branchCode"
        label={codesNeeded ? t`Branch code` : t`Branch code (optional)`}
        isRequired={codesNeeded}
        description={codesNeeded ? t`Banks in this country are reached by bank code and branch code.` : undefined}
      />
    </>
  );
}
