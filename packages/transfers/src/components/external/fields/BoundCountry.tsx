import { CountryComboBox } from '@paydeck/ui/combobox';
import type { ExternalFormKit } from '../useExternalForm';

/** The bank's country: a searchable list named in the interface language, bound to `bankCountryCode`. */
export function BoundCountry({ kit, label }: { kit: ExternalFormKit; label: string }) {
  const { form, errorOf, forget } = kit;
  return (
    <form.Field name="bankCountryCode">
      {(field) => {
        const error = errorOf('bankCountryCode', field.state.meta.errors);
        return (
          <CountryComboBox
            label={label}
            selectedKey={field.state.value || null}
            onSelectionChange={(key) => {
              field.handleChange(key === null ? '' : String(key));
              forget('bankCountryCode');
            }}
            isRequired
            isInvalid={!!error}
            errorMessage={error}
          />
        );
      }}
    </form.Field>
  );
}
