import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@paydeck/ui';
import type { PaymentTemplate } from '../../api/external-beneficiaries';
import { templateRail } from '../../model/external';
import * as styles from './external.css';
import { templatePrefill } from './prefill';
import type { Country } from './types';

/**
 * The person's usable saved beneficiaries, before the country (Wise and Mercury lead with recipients): each opens
 * its rail to its country with the beneficiary and the bank filled in.
 */
export function SavedBeneficiaries({
  templates,
  countries,
  onPick,
}: {
  templates: readonly PaymentTemplate[];
  countries: readonly Country[];
  onPick: (template: PaymentTemplate) => void;
}) {
  const { t } = useLingui();
  const railName = { wire: t`Wire (SWIFT)`, eft: t`Bank transfer (EFT)` };
  const usable = templates.filter((template) => templatePrefill(template) !== null);
  if (usable.length === 0) return null;
  return (
    <section aria-labelledby="saved-beneficiaries" className={styles.saved}>
      <h3 id="saved-beneficiaries" className={styles.savedTitle}>
        <Trans>Pay a saved beneficiary</Trans>
      </h3>
      <ul className={styles.savedList}>
        {usable.map((template) => {
          const prefill = templatePrefill(template);
          const rail = templateRail(template);
          const country = countries.find((c) => c.code === prefill?.countryCode)?.name ?? prefill?.countryCode ?? '';
          return (
            <li key={template.id}>
              <Button variant="secondary" className={styles.savedButton} onPress={() => onPick(template)}>
                <span className={styles.savedName}>{template.name}</span>
                <span className={styles.savedMeta}>
                  {[rail ? railName[rail] : '', country].filter(Boolean).join(' · ')}
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
      <p className={styles.savedOr}>
        <Trans>Or send to someone new:</Trans>
      </p>
    </section>
  );
}
