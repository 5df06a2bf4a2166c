import { Trans, useLingui } from '@lingui/react/macro';
import { Money, pageLayout } from '@paydeck/accounts';
import { Radio, RadioGroup } from '@paydeck/ui';
import { currencyName } from '@paydeck/i18n';
import type { CardOffer } from '../../api/application';
import type { ApplicationDraft } from '../../model/application';
import type { CardKind } from '../../model/landing';
import * as styles from './apply.css';

export interface ProductChoiceProps {
  offers: readonly CardOffer[];
  draft: ApplicationDraft;
  chosen: CardOffer | null;
  onChange: (patch: Partial<ApplicationDraft>) => void;
  kindError: string | null;
  productError: string | null;
}

/** Virtual or physical, then the product (its currency) of the person's country, with its fees. */
export function ProductChoice({ offers, draft, chosen, onChange, kindError, productError }: ProductChoiceProps) {
  const { t, i18n } = useLingui();
  const ofKind = draft.kind === null ? [] : offers.filter((offer) => offer.isVirtual === (draft.kind === 'virtual'));
  return (
    <>
      <RadioGroup
        label={t`Type of card`}
        value={draft.kind}
        onChange={(kind) => onChange({ kind: kind as CardKind, productTypeId: null })}
        isInvalid={kindError !== null}
        errorMessage={kindError}
        isRequired
      >
        <Radio value="virtual">
          <span className={styles.optionText}>
            <Trans>Virtual card</Trans>
            <span className={styles.optionNote}>
              <Trans>For paying online, ready at once</Trans>
            </span>
          </span>
        </Radio>
        <Radio value="physical">
          <span className={styles.optionText}>
            <Trans>Physical card</Trans>
            <span className={styles.optionNote}>
              <Trans>A plastic card sent to you by post</Trans>
            </span>
          </span>
        </Radio>
      </RadioGroup>
      {draft.kind !== null && ofKind.length === 0 && (
        <p className={pageLayout.message}>
          {draft.kind === 'virtual' ? (
            <Trans>Virtual cards are not offered in your country.</Trans>
          ) : (
            <Trans>Physical cards are not offered in your country.</Trans>
          )}
        </p>
      )}
      {ofKind.length > 0 && (
        <RadioGroup
          label={t`Currency of the card`}
          value={chosen === null ? null : String(chosen.productTypeId)}
          onChange={(id) => onChange({ productTypeId: Number(id) })}
          isInvalid={productError !== null}
          errorMessage={productError}
          isRequired
        >
          {ofKind.map((offer) => (
            <Radio key={offer.productTypeId} value={String(offer.productTypeId)}>
              <span className={styles.optionText}>
                {currencyName(offer.currencyCode, i18n.locale)}
                <span className={styles.optionNote}>{offer.currencyCode}</span>
              </span>
            </Radio>
          ))}
        </RadioGroup>
      )}
      {chosen && <Fees offer={chosen} />}
    </>
  );
}

function Fees({ offer }: { offer: CardOffer }) {
  const { fees } = offer;
  return (
    <dl className={pageLayout.facts}>
      <div className={pageLayout.fact}>
        <dt className={pageLayout.factLabel}>
          <Trans>Issue fee</Trans>
        </dt>
        <dd className={pageLayout.factValue}>
          <Money amount={fees.issue} currency={fees.currency} />
        </dd>
      </div>
      <div className={pageLayout.fact}>
        <dt className={pageLayout.factLabel}>
          <Trans>Monthly fee</Trans>
        </dt>
        <dd className={pageLayout.factValue}>
          <Money amount={fees.monthly} currency={fees.currency} />
        </dd>
      </div>
      <div className={pageLayout.fact}>
        <dt className={pageLayout.factLabel}>
          <Trans>Annual fee</Trans>
        </dt>
        <dd className={pageLayout.factValue}>
          <Money amount={fees.annual} currency={fees.currency} />
        </dd>
      </div>
      <div className={pageLayout.fact}>
        <dt className={pageLayout.factLabel}>
          <Trans>Fees are charged in</Trans>
        </dt>
        <dd className={pageLayout.factValue}>{fees.currency}</dd>
      </div>
    </dl>
  );
}
