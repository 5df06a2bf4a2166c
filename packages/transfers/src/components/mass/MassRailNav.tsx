import { useLingui } from '@lingui/react/macro';
import { Link } from '@paydeck/ui';
import * as styles from '../batch-upload/batch-upload.css';
import { type MassScreenRail, massRailLabels } from './labels';

/** The kinds of mass transfer this session may send (global pay among them), each a link; none when only one. */
export function MassRailNav({
  rails,
  current,
}: {
  rails: readonly { rail: MassScreenRail; href: string }[];
  current: MassScreenRail;
}) {
  const { t, i18n } = useLingui();
  if (rails.length < 2) return null;
  return (
    <nav aria-label={t`Kind of mass transfer`}>
      <ul className={styles.rails}>
        {rails.map((entry) => (
          <li key={entry.rail}>
            <Link
              href={entry.href}
              aria-current={entry.rail === current ? 'page' : undefined}
              className={entry.rail === current ? styles.currentRail : styles.rail}
            >
              {i18n._(massRailLabels[entry.rail])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
