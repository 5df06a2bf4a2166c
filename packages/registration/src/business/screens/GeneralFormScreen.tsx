import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BusinessRegistrationType } from '@paydeck/brand-config';
import { ListOption, Select } from '@paydeck/ui';
import { useState } from 'react';
import type { UrlStatus } from '../../api/check-urls';
import * as common from '../../common/registration.css';
import type { GeneralForm } from '../../model/draft';
import { GeneralFormRules } from '../../model/form-rules';
import * as styles from '../business.css';
import { businessTypeNames } from '../business-type-names';
import { TextInput } from '../form/fields';
import { firstError } from '../form/form-errors';
import { FormScreen } from '../form/FormScreen';
import { PhoneFields } from '../form/PhoneFields';
import { useDraftForm } from '../form/useDraftForm';

const overrides = {
  registrationType: { required: msg`Choose what the business does.` },
  name: { required: msg`Enter the company's registered name.` },
  email: { required: msg`Enter the company's e-mail address.` },
  description: { required: msg`Describe in a few words what the company does.` },
};

/** generalForm: what the business is (the brand's business types) and how to reach it. */
export function GeneralFormScreen({
  initial,
  types,
  save,
  onDone,
  checkWebsite,
}: {
  initial: GeneralForm;
  /** The brand's business registration types (brand-config). */
  types: readonly BusinessRegistrationType[];
  save: (value: GeneralForm) => void;
  onDone: () => void;
  /** `service/check-urls` on the website when its field is left; none given: nothing is asked. */
  checkWebsite?: ((url: string) => Promise<UrlStatus>) | undefined;
}) {
  const { t, i18n } = useLingui();
  const [website, setWebsite] = useState<{ url: string; status: UrlStatus } | null>(null);
  const websiteText: Record<Exclude<UrlStatus, 'ok'>, string> = {
    invalid: t`The bank does not accept this web address. Enter the company's public website.`,
    unreachable: t`This website does not answer. Check the address, or try again when the site is up.`,
  };
  const judge = async (typed: string) => {
    const url = typed.trim();
    if (!checkWebsite || !url) return setWebsite(null);
    const status = await checkWebsite(url).catch((): UrlStatus => 'ok');
    setWebsite({ url, status });
  };
  const form = useDraftForm({ initial, rules: GeneralFormRules, groups: ['phone'], overrides, save, onDone });
  return (
    <FormScreen title={t`About the company`} form={form}>
      <div className={styles.fields}>
        <form.Field name="registrationType">
          {(field) => (
            <Select
              label={t`What the business does`}
              value={field.state.value || null}
              onChange={(key) => field.handleChange(key === null ? '' : String(key))}
              isRequired
              isInvalid={field.state.meta.errors.length > 0}
              errorMessage={firstError(field.state.meta.errors)}
            >
              {types.map((type) => (
                <ListOption key={type} id={type}>
                  {i18n._(businessTypeNames[type])}
                </ListOption>
              ))}
            </Select>
          )}
        </form.Field>
        <form.Field name="name">
          {(field) => <TextInput field={field} label={t`Registered name`} autoComplete="organization" />}
        </form.Field>
        <form.Field name="tradingName">
          {(field) => <TextInput field={field} label={t`Trading name (optional)`} isRequired={false} />}
        </form.Field>
        <form.Field name="email">
          {(field) => (
            <TextInput field={field} label={t`Company e-mail`} type="email" inputMode="email" autoComplete="email" />
          )}
        </form.Field>
        <form.Field name="website">
          {(field) => {
            const judged = website?.url === field.state.value.trim() ? website.status : 'ok';
            return (
              <div>
                <TextInput
                  field={{
                    state: field.state,
                    handleChange: field.handleChange,
                    handleBlur: () => {
                      field.handleBlur();
                      void judge(field.state.value);
                    },
                  }}
                  label={t`Website (optional)`}
                  type="url"
                  isRequired={false}
                />
                {judged !== 'ok' && (
                  <p role="alert" className={common.errorText}>
                    {websiteText[judged]}
                  </p>
                )}
              </div>
            );
          }}
        </form.Field>
      </div>
      <form.Field name="phone">{(field) => <PhoneFields field={field} />}</form.Field>
      <form.Field name="description">
        {(field) => (
          <TextInput
            field={field}
            label={t`What the company does`}
            description={t`Products or services, and who the customers are.`}
          />
        )}
      </form.Field>
    </FormScreen>
  );
}
