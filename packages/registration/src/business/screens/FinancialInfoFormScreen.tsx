import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView } from '@paydeck/accounts';
import { ListOption, Select } from '@paydeck/ui';
import type { Currency, DictionaryItem } from '../../api/schemas';
import type { FinancialInfoForm } from '../../model/draft';
import { FinancialInfoFormRules } from '../../model/form-rules';
import * as styles from '../business.css';
import { ChoiceInput, TextInput } from '../form/fields';
import { firstError } from '../form/form-errors';
import { FormScreen } from '../form/FormScreen';
import { useDraftForm } from '../form/useDraftForm';

export interface FinancialDictionaries {
  /** The business sources of funds. */
  sourcesOfFunds: readonly DictionaryItem[];
  purposesOfAccount: readonly DictionaryItem[];
  estimatedMonthlyDeposits: readonly DictionaryItem[];
  currencies: readonly Currency[];
}

const overrides = {
  currencyCode: { currency: msg`Choose the currency of the turnover.` },
  sourceOfFundsId: { required: msg`Choose where the company's money comes from.` },
  purposeOfAccountId: { required: msg`Choose what the account is for.` },
  estimatedMonthlyDepositId: { required: msg`Choose how much the company expects to receive a month.` },
};

/** financialInfoForm: yearly turnover and its currency, source of funds, purpose, expected monthly deposits. */
export function FinancialInfoFormScreen({
  dictionaries,
  onRetry,
  ...props
}: {
  initial: FinancialInfoForm;
  dictionaries: Loadable<FinancialDictionaries>;
  onRetry: () => void;
  save: (value: FinancialInfoForm) => void;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  return (
    <LoadableView value={dictionaries} label={t`Loading the lists of choices`} lines={5} onRetry={onRetry}>
      {(lists) => <FinancialFields lists={lists} {...props} />}
    </LoadableView>
  );
}

function FinancialFields({
  initial,
  lists,
  save,
  onDone,
  onBack,
}: {
  initial: FinancialInfoForm;
  lists: FinancialDictionaries;
  save: (value: FinancialInfoForm) => void;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const form = useDraftForm({ initial, rules: FinancialInfoFormRules, overrides, save, onDone });
  return (
    <FormScreen title={t`The company's finances`} form={form} onBack={onBack}>
      <div className={styles.fields}>
        <form.Field name="annualTurnover">
          {(field) => (
            <TextInput
              field={field}
              label={t`Yearly turnover`}
              inputMode="decimal"
              description={t`Last year's, or expected this year for a new company.`}
            />
          )}
        </form.Field>
        <form.Field name="currencyCode">
          {(field) => (
            <Select
              label={t`Currency`}
              items={lists.currencies.map((currency) => ({ id: currency.code, ...currency }))}
              value={field.state.value || null}
              onChange={(key) => field.handleChange(key === null ? '' : String(key))}
              isRequired
              isInvalid={field.state.meta.errors.length > 0}
              errorMessage={firstError(field.state.meta.errors)}
            >
              {(currency) => (
                <ListOption id={currency.id} textValue={currency.code}>
                  {currency.code} · {currency.name}
                </ListOption>
              )}
            </Select>
          )}
        </form.Field>
        <form.Field name="sourceOfFundsId">
          {(field) => <ChoiceInput field={field} label={t`Source of funds`} items={lists.sourcesOfFunds} />}
        </form.Field>
        <form.Field name="purposeOfAccountId">
          {(field) => <ChoiceInput field={field} label={t`Purpose of the account`} items={lists.purposesOfAccount} />}
        </form.Field>
        <form.Field name="estimatedMonthlyDepositId">
          {(field) => (
            <ChoiceInput field={field} label={t`Expected deposits a month`} items={lists.estimatedMonthlyDeposits} />
          )}
        </form.Field>
      </div>
    </FormScreen>
  );
}
