import { Trans, useLingui } from '@lingui/react/macro';
import { type Account, type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { EmptyState, Tab, TabList, TabPanel, Tabs } from '@paydeck/ui';
import { Link as AriaLink } from 'react-aria-components';
import type { ExternalCard } from '../../api/external';
import type { CardKind } from '../../model/landing';
import { CardGroups } from './CardGroups';
import { ExternalCardList } from './ExternalCardList';

export interface CardListScreenProps {
  kind: CardKind;
  /** The open prepaid cards of this kind. */
  cards: Loadable<Account[]>;
  /** The linked cards of other banks (the physical list only); null where not shown. */
  externalCards: Loadable<ExternalCard[]> | null;
  onRetry: () => void;
  onRetryExternal?: () => void;
  /** The company right lets the person order, add and confirm cards (auth's `can('initiate')`). */
  canChange?: boolean;
}

/** /physical-cards and /virtual-cards: the person's cards of one kind, and how to get another. */
export function CardListScreen({
  kind,
  cards,
  externalCards,
  onRetry,
  onRetryExternal,
  canChange = true,
}: CardListScreenProps) {
  const { t } = useLingui();
  const physical = kind === 'physical';
  const applyHref = `/apply-card?kind=${kind}`;
  return (
    <div className={pageLayout.page}>
      <div className={pageLayout.pageHeader}>
        <h1 className={pageLayout.title}>
          <Trans>Cards</Trans>
        </h1>
        {canChange && (
          <div className={pageLayout.actions}>
            <AriaLink className={pageLayout.buttonLink} href={applyHref}>
              <Trans>Apply for a card</Trans>
            </AriaLink>
            {physical && (
              <AriaLink className={pageLayout.buttonLink} href="/add-card">
                <Trans>Add an external card</Trans>
              </AriaLink>
            )}
          </div>
        )}
      </div>
      <Tabs selectedKey={kind} keyboardActivation="manual">
        <TabList aria-label={t`Kinds of cards`}>
          <Tab id="physical" href="/physical-cards">
            <Trans>Physical cards</Trans>
          </Tab>
          <Tab id="virtual" href="/virtual-cards">
            <Trans>Virtual cards</Trans>
          </Tab>
        </TabList>
        <TabPanel id={kind}>
          <section className={pageLayout.section} aria-labelledby="card-list-title">
            <h2 id="card-list-title" className={pageLayout.subtitle}>
              {physical ? <Trans>Your physical cards</Trans> : <Trans>Your virtual cards</Trans>}
            </h2>
            <LoadableView value={cards} label={t`Loading cards`} onRetry={onRetry}>
              {(list) =>
                list.length === 0 ? (
                  <EmptyState
                    headingLevel={3}
                    title={physical ? <Trans>No physical cards yet</Trans> : <Trans>No virtual cards yet</Trans>}
                    description={
                      physical ? (
                        <Trans>Order a card to pay in shops and take cash from ATMs.</Trans>
                      ) : (
                        <Trans>A virtual card is ready to pay online as soon as you apply.</Trans>
                      )
                    }
                    action={
                      canChange ? (
                        <AriaLink className={pageLayout.buttonLink} href={applyHref}>
                          <Trans>Apply for a card</Trans>
                        </AriaLink>
                      ) : undefined
                    }
                  />
                ) : (
                  <CardGroups cards={list} labelledBy="card-list-title" />
                )
              }
            </LoadableView>
          </section>
          {externalCards && (
            <section className={pageLayout.section} aria-labelledby="external-cards-title">
              <h2 id="external-cards-title" className={pageLayout.subtitle}>
                <Trans>Cards of other banks</Trans>
              </h2>
              <LoadableView value={externalCards} label={t`Loading cards of other banks`} onRetry={onRetryExternal}>
                {(list) => <ExternalCardList cards={list} canConfirm={canChange} />}
              </LoadableView>
            </section>
          )}
        </TabPanel>
      </Tabs>
    </div>
  );
}
