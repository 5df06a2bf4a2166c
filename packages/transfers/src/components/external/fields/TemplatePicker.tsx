import { useLingui } from '@lingui/react/macro';
import type { Loadable } from '@paydeck/accounts';
import type { PaymentTemplate } from '../../../api/external-beneficiaries';
import { usableTemplates } from '../../../model/external';
import { usesIban } from '../external-rules';
import type { ExternalFormKit } from '../useExternalForm';
import { BoundSelect } from './BoundSelect';

const filled = [
  'beneficiaryName',
  'beneficiaryAddress',
  'swift',
  'bankName',
  'bankAddress',
  'bankCity',
  'bankZipCode',
  'bankCountryCode',
  'bankCode',
  'branchCode',
  'iban',
  'accountNumber',
] as const;

/**
 * Payment templates (payments.md 5): only the usable ones of this rail (wire or EFT status 1 or 2) are
 * offered; choosing one fills the beneficiary and the bank, and the submit names it (`templateId`).
 */
export function TemplatePicker({
  kit,
  rail,
  templates,
}: {
  kit: ExternalFormKit;
  rail: 'wire' | 'eft';
  templates: Loadable<PaymentTemplate[]>;
}) {
  const { t } = useLingui();
  if (templates.kind !== 'ready') return null;
  const usable = usableTemplates(templates.data, rail);
  if (usable.length === 0) return null;
  const apply = (id: string) => {
    const template = usable.find((item) => String(item.id) === id);
    if (!template) return;
    for (const name of filled) kit.form.setFieldValue(name, template[name] ?? '');
    const country = template.bankCountryCode ?? template.beneficiaryCountryCode ?? '';
    kit.form.setFieldValue(
      'accountKind',
      template.iban ? 'iban' : country && usesIban(country) && !template.accountNumber ? 'iban' : 'accountNumber',
    );
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
