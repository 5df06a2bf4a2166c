import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView } from '@paydeck/accounts';
import { EmptyState, Radio, RadioGroup } from '@paydeck/ui';
import { CountryComboBox } from '@paydeck/ui/combobox';
import type { ExternalRail } from '../../model/external';
import type { Country } from './types';

export interface CountryRailPickerProps {
  countries: readonly Country[];
  countryCode: string | null;
  onCountryChange: (code: string | null) => void;
  /** The rails offered for the country: its transfer types AND the session's flags (null: no country yet). */
  rails: Loadable<ExternalRail[]> | null;
  onRetryRails: () => void;
  rail: ExternalRail | null;
  onRailChange: (rail: ExternalRail) => void;
}

/**
 * Where the money goes (the country: searchable by name in the interface language or by code) and how (the rails
 * that country offers this session). Neither carries the browser's own validation (`aria` behaviour): a chosen
 * rail is never shown as "Please select one of these options.".
 */
export function CountryRailPicker(props: CountryRailPickerProps) {
  const { t } = useLingui();
  const railNames: Record<ExternalRail, string> = {
    oct: t`To a card`,
    wire: t`Wire (SWIFT)`,
    eft: t`Bank transfer (EFT)`,
    crypto: t`Crypto`,
    instant: t`Instant payment`,
    interac: t`Interac`,
  };
  const countryName = props.countries.find((c) => c.code === props.countryCode)?.name ?? '';
  return (
    <>
      <CountryComboBox
        label={t`Country of the beneficiary`}
        selectedKey={props.countryCode}
        onSelectionChange={(key) => props.onCountryChange(key === null ? null : String(key))}
        isRequired
        validationBehavior="aria"
      />
      {props.rails !== null && (
        <LoadableView value={props.rails} label={t`Loading the ways to send`} onRetry={props.onRetryRails}>
          {(rails) =>
            rails.length === 0 ? (
              <EmptyState
                headingLevel={3}
                title={t`No way to send to ${countryName}`}
                description={t`The bank offers you no transfer to this country. Choose another country.`}
              />
            ) : (
              <RadioGroup
                label={t`How to send`}
                value={props.rail}
                onChange={(rail) => props.onRailChange(rail as ExternalRail)}
                isRequired
                validationBehavior="aria"
              >
                {rails.map((rail) => (
                  <Radio key={rail} value={rail}>
                    {railNames[rail]}
                  </Radio>
                ))}
              </RadioGroup>
            )
          }
        </LoadableView>
      )}
      {props.countryCode === null && (
        <p>
          <Trans>Choose the beneficiary's country to see how you can send.</Trans>
        </p>
      )}
    </>
  );
}
