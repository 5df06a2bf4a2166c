import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Radio, RadioGroup, TextField } from '@paydeck/ui';
import { formOptions } from '@tanstack/react-form';
import { businessQuestions, type EntityType, entityTypes } from '../../model/tax-classification';
import type { BusinessCertificationValues } from '../../model/tax-payload';
import { firstError } from '../common/useAction';
import * as styles from '../common/common.css';
import { withTaxForm } from './tax-form';
import { entityTypeText } from './tax-text';
import * as taxStyles from './tax.css';
import { YesNoField } from './YesNoField';

export const businessFormOptions = formOptions({ defaultValues: {} as BusinessCertificationValues });

type AnswerKey =
  | 'isUsingClientFunds'
  | 'isManagedByFinancialInstitution'
  | 'isPubliclyTraded'
  | 'isOwnPubliclyTradedCompany'
  | 'isEarnPassiveIncome'
  | 'hasUSIndicia'
  | 'isUSTaxPayer'
  | 'isDisregardedEntity'
  | 'hasSingleNonUSowner';
type TextKey =
  | 'giin'
  | 'giinMissingReason'
  | 'companySecurityMarket'
  | 'companyTicket'
  | 'companyOwnedByYou.name'
  | 'companyOwnedByYou.market'
  | 'companyOwnedByYou.ticker';

/**
 * The company's FATCA/CRS classification: its entity type, then only the questions that type and the earlier
 * answers call for (model/tax-classification.ts), then the US questions every company answers.
 */
export const BusinessClassificationFields = withTaxForm({
  ...businessFormOptions,
  render: function BusinessClassification({ form }) {
    const { t, i18n } = useLingui();
    const yesNo = (name: AnswerKey, label: string, description?: string) => (
      <form.Field name={name}>
        {(field) => (
          <YesNoField
            label={label}
            description={description}
            value={field.state.value}
            onChange={(value) => field.handleChange(value)}
            errorMessage={firstError(field.state.meta.errors)}
          />
        )}
      </form.Field>
    );
    const text = (name: TextKey, label: string, description?: string) => (
      <form.Field name={name}>
        {(field) => (
          <TextField
            label={label}
            description={description}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            isRequired
            isInvalid={field.state.meta.errors.length > 0}
            errorMessage={firstError(field.state.meta.errors)}
          />
        )}
      </form.Field>
    );
    return (
      <form.Subscribe selector={(state) => state.values}>
        {(values) => {
          const shown = new Set(businessQuestions(values));
          return (
            <>
              <fieldset className={taxStyles.fieldset}>
                <legend className={taxStyles.legend}>
                  <Trans>Classification (FATCA and CRS)</Trans>
                </legend>
                <form.Field name="entityType">
                  {(field) => (
                    <RadioGroup
                      label={t`What kind of company is it?`}
                      value={field.state.value || null}
                      onChange={(value) => field.handleChange(value as EntityType)}
                      isRequired
                      isInvalid={field.state.meta.errors.length > 0}
                      errorMessage={firstError(field.state.meta.errors)}
                    >
                      {entityTypes.map((type) => (
                        <Radio key={type} value={type}>
                          <span className={taxStyles.option}>
                            <span>{i18n._(entityTypeText[type].label)}</span>
                            <span className={styles.muted}>{i18n._(entityTypeText[type].description)}</span>
                          </span>
                        </Radio>
                      ))}
                    </RadioGroup>
                  )}
                </form.Field>
                {shown.has('isManagedByFinancialInstitution') &&
                  yesNo(
                    'isManagedByFinancialInstitution',
                    t`Is the company managed by a financial institution (a bank, fund manager or similar)?`,
                  )}
                {shown.has('giin') && (
                  <>
                    {!values.noGiin &&
                      text(
                        'giin',
                        t`GIIN`,
                        t`The Global Intermediary Identification Number from the IRS, as XXXXXX.XXXXX.XX.XXX.`,
                      )}
                    <form.Field name="noGiin">
                      {(field) => (
                        <Checkbox isSelected={field.state.value} onChange={field.handleChange}>
                          <Trans>The company has no GIIN</Trans>
                        </Checkbox>
                      )}
                    </form.Field>
                    {values.noGiin && text('giinMissingReason', t`Why has the company no GIIN?`)}
                  </>
                )}
                {shown.has('isUsingClientFunds') &&
                  yesNo('isUsingClientFunds', t`Does the company hold or invest money for its clients?`)}
                {shown.has('isPubliclyTraded') &&
                  yesNo(
                    'isPubliclyTraded',
                    t`Are the company's shares regularly traded on an established securities market?`,
                  )}
                {shown.has('publicListing') && (
                  <div className={styles.fields}>
                    {text('companySecurityMarket', t`Securities market`)}
                    {text('companyTicket', t`Ticker symbol`)}
                  </div>
                )}
                {shown.has('isOwnPubliclyTradedCompany') &&
                  yesNo(
                    'isOwnPubliclyTradedCompany',
                    t`Is the company owned by a company whose shares are publicly traded?`,
                  )}
                {shown.has('companyOwnedByYou') && (
                  <div className={styles.fields}>
                    {text('companyOwnedByYou.name', t`Listed company's name`)}
                    {text('companyOwnedByYou.market', t`Its securities market`)}
                    {text('companyOwnedByYou.ticker', t`Its ticker symbol`)}
                  </div>
                )}
                {shown.has('isEarnPassiveIncome') &&
                  yesNo(
                    'isEarnPassiveIncome',
                    t`Does more than half of the company's income come from dividends, interest, rent or royalties?`,
                  )}
              </fieldset>
              <fieldset className={taxStyles.fieldset}>
                <legend className={taxStyles.legend}>
                  <Trans>United States</Trans>
                </legend>
                {yesNo(
                  'isUSTaxPayer',
                  t`Is the company a US taxpayer?`,
                  t`Incorporated or organised in the United States, or taxed there as a US person.`,
                )}
                {yesNo(
                  'hasUSIndicia',
                  t`Does the company have a US address, a US phone number or standing payments to a US account?`,
                )}
                {yesNo(
                  'isDisregardedEntity',
                  t`Is the company a disregarded entity for US tax (a single-owner company taxed as its owner)?`,
                )}
                {shown.has('hasSingleNonUSowner') &&
                  yesNo('hasSingleNonUSowner', t`Is its single owner a person who is not a US taxpayer?`)}
              </fieldset>
            </>
          );
        }}
      </form.Subscribe>
    );
  },
});
