import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { Button, StatusBadge } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { Representative } from '../../api/company-people';
import {
  isRepresentativeActionRequired,
  type RepresentativeKind,
  representativeKinds,
  representativeKind,
} from '../../model/company-representatives';
import * as styles from '../common/common.css';
import { representativeKindText } from './company-text';

export const representativeName = (person: Pick<Representative, 'firstName' | 'lastName' | 'companyName'>) =>
  person.companyName || [person.firstName, person.lastName].filter(Boolean).join(' ') || '—';

export interface RepresentativesSectionProps {
  representatives: readonly Representative[];
  openId: number | null;
  onToggle: (id: number) => void;
  /** The open representative's details and actions (documents, tax number). */
  renderDetails: (person: Representative) => ReactNode;
}

/** Directors, shareholders, ultimate beneficial owners and authorised users, each list under its heading. */
export function RepresentativesSection(props: RepresentativesSectionProps) {
  const byKind = (kind: RepresentativeKind) =>
    props.representatives.filter((person) => representativeKind(person.typeId) === kind);
  return (
    <>
      {representativeKinds
        .filter((kind) => kind !== 'authorisedUser')
        .map((kind) => (
          <KindList key={kind} kind={kind} people={byKind(kind)} {...props} />
        ))}
    </>
  );
}

function KindList({
  kind,
  people,
  openId,
  onToggle,
  renderDetails,
}: RepresentativesSectionProps & { kind: RepresentativeKind; people: readonly Representative[] }) {
  const { t, i18n } = useLingui();
  const heading = i18n._(representativeKindText[kind].many);
  return (
    <section className={pageLayout.section} aria-labelledby={`representatives-${kind}`}>
      <h2 id={`representatives-${kind}`} className={pageLayout.subtitle}>
        {heading}
      </h2>
      {people.length === 0 ? (
        <p className={styles.muted}>
          <Trans>None listed.</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={heading}>
          {people.map((person) => {
            const name = representativeName(person);
            const open = openId === person.id;
            return (
              <li key={person.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <span className={styles.strong}>{name}</span>
                  <span className={styles.muted}>
                    {[person.email, person.sharePercent ? t`${person.sharePercent} % of the shares` : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  {open && renderDetails(person)}
                </div>
                <span className={styles.step}>
                  {person.isActionRequired || isRepresentativeActionRequired(person) ? (
                    <StatusBadge tone="warning">
                      <Trans>Documents needed</Trans>
                    </StatusBadge>
                  ) : person.isVerified ? (
                    <StatusBadge tone="success">
                      <Trans>Verified</Trans>
                    </StatusBadge>
                  ) : (
                    <StatusBadge tone="info">
                      <Trans>Not verified yet</Trans>
                    </StatusBadge>
                  )}
                  <Button size="small" variant="secondary" aria-expanded={open} onPress={() => onToggle(person.id)}>
                    {open ? <Trans>Hide {name}</Trans> : <Trans>Show {name}</Trans>}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
