import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import type { DocumentsByCategory } from '../../api/profile';
import * as styles from '../common/common.css';
import { DocumentList } from '../common/DocumentList';

/** Every uploaded document by category, with its status and the reason when it was refused. */
export function DocumentsSection({ categories }: { categories: DocumentsByCategory }) {
  const { t } = useLingui();
  return (
    <section className={pageLayout.section} aria-labelledby="profile-documents">
      <h2 id="profile-documents" className={pageLayout.subtitle}>
        <Trans>Documents</Trans>
      </h2>
      {categories.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No documents yet.</Trans>
        </p>
      ) : (
        categories.map((category) => (
          <div key={category.id} className={styles.form}>
            <h3 className={styles.strong}>{category.name}</h3>
            <DocumentList documents={category.documents} label={t`Documents: ${category.name}`} />
          </div>
        ))
      )}
    </section>
  );
}
