import { useLingui } from '@lingui/react/macro';
import type { Loadable } from '@paydeck/accounts';
import type { PaymentTemplate } from '../../../api/external-beneficiaries';
import { usableTemplates } from '../../../model/external';
import { templatePrefill, templateValues } from '../prefill';
import type { ExternalFormKit } from '../useExternalForm';
import type { ExternalValues } from '../values';
import { BoundSelect } from './BoundSelect';

/**
 * Payment templates (payments.md 5): only the usable ones of this rail (wire or EFT status 1 or 2) to this country
 * are offered, first in the form; choosing one fills the beneficiary and the bank, and the submit names it
 * (`templateId`). A template of another country belongs to that country's form (the list before the country).
 */
export function TemplatePicker({
  kit,
  rail,
  countryCode,
  templates,
}: {
  kit: ExternalFormKit;
  rail: 'wire' | 'eft';
  countryCode: string;
  templates: Loadable<PaymentTemplate[]>;
}) {
  const { t } = useLingui();
  if (templates.kind !== 'ready') return null;
  const usable = usableTemplates(templates.data, rail).filter(
    (template) => templatePrefill(template)?.countryCode === countryCode,
  );
  if (usable.length === 0) return null;
  const apply = (id: string) => {
    const template = usable.find((item) => String(item.id) === id);
    if (!template) return;
    for (const [name, value] of Object.entries(templateValues(template)))
      kit.form.setFieldValue(name as keyof ExternalValues, value as never);
  };
  return (
    <BoundSelect
      kit={kit}
      name="templateId"
      label={t`Saved beneficiary (optional)`}
      options={usable.map((item) => ({ id: String(item.id), label: `${item.name} · ${item.beneficiaryName}` }))}
      onChosen={apply}
      description={t`Choose a saved beneficiary to fill in the details.`}
    />
  );
}
