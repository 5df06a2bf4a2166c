import { useLingui } from '@lingui/react/macro';
import type { ExternalData } from '../types';
import type { ExternalFormKit } from '../useExternalForm';
import { BoundSelect } from './BoundSelect';
import { BoundText } from './BoundText';

const ANOTHER = 'another';

/** A card payout (oct): one of the person's confirmed saved cards, or a typed number checked against the BIN blacklist. */
export function OctFields({ kit, data }: { kit: ExternalFormKit; data: ExternalData }) {
  const { t } = useLingui();
  const cards = data.payoutCards.kind === 'ready' ? data.payoutCards.data.filter((c) => c.status === 'confirmed') : [];
  const typed = kit.values.cardId === '' || kit.values.cardId === ANOTHER;
  return (
    <>
      {cards.length > 0 && (
        <BoundSelect
          kit={kit}
          name="cardId"
          label={t`Card`}
          options={[
            ...cards.map((card) => ({
              id: String(card.cardId),
              label: `${card.cardBrand ?? ''} ${card.maskedNumber}`.trim(),
            })),
            { id: ANOTHER, label: t`Another card` },
          ]}
          onChosen={(id) => id === ANOTHER && kit.form.setFieldValue('cardId', '')}
        />
      )}
      {typed && (
        <>
          <BoundText
            kit={kit}
            name="cardNumber"
            label={t`Card number`}
            isRequired
            inputMode="numeric"
            autoComplete="off"
            description={data.blockedBins.kind === 'failed' ? data.blockedBins.message : undefined}
          />
          <BoundText kit={kit} name="cardHolderName" label={t`Name on the card (optional)`} />
        </>
      )}
    </>
  );
}
