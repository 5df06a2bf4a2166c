import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../button/Button';
import { defaultPageSize, pageButtons, pageCount, pageRange } from './paging';
import * as styles from './table.css';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  pageSize?: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Page navigation under a list: "26–50 of 120", previous, numbered pages, next. */
export function Pagination({ page, pageSize = defaultPageSize, total, onPageChange }: PaginationProps) {
  const { t } = useLingui();
  if (total <= 0) return null;
  const count = pageCount(total, pageSize);
  const { first, last } = pageRange(page, total, pageSize);
  return (
    <nav aria-label={t`Pages`} className={styles.pagination}>
      <span className={styles.summary}>
        <Trans>
          {first}–{last} of {total}
        </Trans>
      </span>
      {count > 1 && (
        <ul className={styles.pages}>
          <li>
            <Button variant="secondary" size="small" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
              <Trans>Previous</Trans>
            </Button>
          </li>
          {pageButtons(page, count).map((item, index) =>
            item === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
              <li key={`gap-${index}`} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <Button
                  variant={item === page ? 'primary' : 'quiet'}
                  size="small"
                  aria-label={t`Page ${item}`}
                  aria-current={item === page ? 'page' : undefined}
                  onPress={() => onPageChange(item)}
                >
                  {item}
                </Button>
              </li>
            ),
          )}
          <li>
            <Button variant="secondary" size="small" isDisabled={page >= count} onPress={() => onPageChange(page + 1)}>
              <Trans>Next</Trans>
            </Button>
          </li>
        </ul>
      )}
    </nav>
  );
}
