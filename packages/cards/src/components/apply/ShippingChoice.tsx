import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMoneyText } from '@paydeck/accounts';
import { Radio, RadioGroup } from '@paydeck/ui';
import { Fragment } from 'react';
import type { ShippingOption } from '../../api/application';
import { isSelectable } from '../../model/application';
import * as styles from './apply.css';

const typeNames = { standard: msg`Standard shipping`, express: msg`Express shipping` } as const;

export interface ShippingChoiceProps {
  options: readonly ShippingOption[];
  value: number | null;
  /** The fee currency of the chosen product. */
  currency: string;
  onChange: (shippingOptionId: number) => void;
  error: string | null;
}

/** How a physical card is sent: fee and delivery time; an option something disables says why. */
export function ShippingChoice({ options, value, currency, onChange, error }: ShippingChoiceProps) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  const chosen = options.find((option) => option.id === value && isSelectable(option));
  return (
    <RadioGroup
      label={t`Shipping`}
      value={chosen ? String(chosen.id) : null}
      onChange={(id) => onChange(Number(id))}
      isInvalid={error !== null}
      errorMessage={error}
      isRequired
    >
      {options.map((option) => {
        const name = option.type in typeNames ? i18n._(typeNames[option.type as keyof typeof typeNames]) : option.type;
        const fee = money(option.fee, currency);
        const reasonsId = `shipping-${option.id}-reasons`;
        const disabled = !isSelectable(option);
        return (
          <Fragment key={option.id}>
            <Radio value={String(option.id)} isDisabled={disabled} aria-describedby={disabled ? reasonsId : undefined}>
              <span className={styles.optionText}>
                <span>
                  <Trans>
                    {name}: {fee}
                  </Trans>
                </span>
                <span className={styles.optionNote}>
                  <Trans>Delivery in {option.deliveryTime}</Trans>
                </span>
              </span>
            </Radio>
            {/* Outside the option, which is faded while disabled: the reason must stay readable. */}
            {disabled && (
              <ul id={reasonsId} className={styles.reasons}>
                {option.disabledReasons.map((reason) => (
                  <li key={reason} className={styles.reason}>
                    <Trans>Not available: {reason}</Trans>
                  </li>
                ))}
              </ul>
            )}
          </Fragment>
        );
      })}
    </RadioGroup>
  );
}
