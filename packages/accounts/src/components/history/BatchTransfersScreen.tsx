import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@paydeck/i18n';
import {
  Button,
  Checkbox,
  DataTable,
  Dialog,
  EmptyState,
  LazyDateField,
  Link,
  StatusBadge,
  type TableColumn,
  TextField,
  useViewFlags,
} from '@paydeck/ui';
import { type FormEvent, useState } from 'react';
import { CheckboxGroup, Label } from 'react-aria-components';
import { BATCH_PAGE_SIZE, type Batch, type BatchFile, type BatchPage, type SampleLink } from '../../api/history';
import { type BatchSearch, batchScreenHref, batchTypeIds, batchTypes, isGlobalBatch } from '../../model/batch-search';
import { DownloadLink } from '../common/DownloadLink';
import * as layout from '../common/layout.css';
import { batchStatusLabels, labelOf, massTypeLabels } from '../common/labels';
import { Failure, type Loadable, LoadableView } from '../common/Loadable';
import { Money } from '../common/Money';
import * as styles from './history.css';

export interface BatchTransfersScreenProps {
  search: BatchSearch;
  batches: Loadable<BatchPage>;
  samples: Loadable<SampleLink[]>;
  /** The open batch's file, when one is open. */
  file: Loadable<BatchFile> | null;
  onSearchChange: (search: BatchSearch) => void;
  onRetry: () => void;
}

/** A global pay batch's id is of its own table: the type tells two batches of one id apart. */
const batchKey = (row: Batch) => `${row.typeId}-${row.batchId}`;

/** /history/batch-transfers: mass transfer files with their filter, one file's rows, sample files. */
export function BatchTransfersScreen({
  search,
  batches,
  samples,
  file,
  onSearchChange,
  onRetry,
}: BatchTransfersScreenProps) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState(search.search ?? '');
  const [types, setTypes] = useState<string[]>(batchTypes(search).map(String));
  const [from, setFrom] = useState(search.from ?? '');
  const [to, setTo] = useState(search.to ?? '');
  const badRange = from !== '' && to !== '' && to < from;

  function apply(event: FormEvent) {
    event.preventDefault();
    if (badRange) return;
    onSearchChange({
      search: text.trim() || undefined,
      types: types.length > 0 ? types.join(',') : undefined,
      from: from || undefined,
      to: to || undefined,
    });
  }

  const status = (value: string) => {
    const known = batchStatusLabels[value];
    return <StatusBadge tone={known?.tone ?? 'neutral'}>{known ? i18n._(known.label) : value}</StatusBadge>;
  };

  const { md: wide } = useViewFlags();
  const all: TableColumn<Batch>[] = [
    {
      id: 'name',
      header: t`Batch`,
      isRowHeader: true,
      cell: (row) => (
        <span className={styles.description}>
          <span>{row.name}</span>
          {row.fileName && <span className={styles.secondary}>{row.fileName}</span>}
          {!wide && (
            <span className={styles.secondary}>
              {formatDate(row.createdAt, i18n.locale, 'date')} · {labelOf(massTypeLabels, row.type, i18n)} · {row.rows}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'date',
      header: t`Uploaded`,
      cell: (row) => <span className={styles.nowrap}>{formatDate(row.createdAt, i18n.locale, 'date')}</span>,
    },
    { id: 'type', header: t`Type`, cell: (row) => labelOf(massTypeLabels, row.type, i18n) },
    { id: 'rows', header: t`Payments`, align: 'end', cell: (row) => row.rows },
    {
      id: 'total',
      header: t`Total`,
      align: 'end',
      noWrap: true,
      phone: 'aside',
      cell: (row) => <Money amount={row.totalAmount} currency={row.currencyCode} />,
    },
    { id: 'status', header: t`Status`, cell: (row) => status(row.status) },
    {
      // A global pay batch opens on its own screen (transfers'); any other shows its file here.
      id: 'file',
      header: t`Details`,
      phone: 'actions',
      cell: (row) => {
        const name = row.name;
        return isGlobalBatch(row) ? (
          <Link href={batchScreenHref(row, search)} aria-label={t`Open the batch ${name}`}>
            <Trans>Open</Trans>
          </Link>
        ) : (
          <Button
            variant="link"
            size="small"
            onPress={() => onSearchChange({ ...search, batch: row.batchId })}
            aria-label={t`View the file of ${row.name}`}
          >
            <Trans>View</Trans>
          </Button>
        );
      },
    },
  ];
  // Narrow screens keep the batch, its total, status and file; the date, type and count go under the name.
  const columns = wide ? all : all.filter((column) => ['name', 'total', 'status', 'file'].includes(column.id));

  return (
    <div className={layout.page}>
      <div className={layout.pageHeader}>
        <h1 className={layout.title}>
          <Trans>Batch transfers</Trans>
        </h1>
        <Link href="/history">
          <Trans>Back to history</Trans>
        </Link>
      </div>
      <section className={layout.section} aria-label={t`Filters`}>
        <form className={styles.filters} onSubmit={apply} aria-label={t`Filter batches`} noValidate>
          <div className={layout.fieldRow}>
            <TextField
              label={t`Search`}
              description={t`Batch name, file name or number`}
              value={text}
              onChange={setText}
            />
            <LazyDateField label={t`From date`} value={from} onChange={setFrom} />
            <LazyDateField
              label={t`To date`}
              value={to}
              onChange={setTo}
              errorMessage={badRange ? t`The end date must not be before the start date.` : undefined}
            />
          </div>
          <CheckboxGroup value={types} onChange={setTypes} className={styles.filters}>
            <Label className={layout.muted}>
              <Trans>Types</Trans>
            </Label>
            <div className={styles.counts}>
              {Object.entries(batchTypeIds).map(([code, id]) => (
                <Checkbox key={id} value={String(id)}>
                  {labelOf(massTypeLabels, code, i18n)}
                </Checkbox>
              ))}
            </div>
          </CheckboxGroup>
          <div className={layout.actions}>
            <Button type="submit">
              <Trans>Apply filters</Trans>
            </Button>
          </div>
        </form>
      </section>
      <section className={layout.section} aria-labelledby="batches-title">
        <h2 id="batches-title" className={layout.subtitle}>
          <Trans>Batches</Trans>
        </h2>
        {batches.kind === 'failed' ? (
          <Failure message={batches.message} onRetry={onRetry} />
        ) : (
          <DataTable
            label={t`Batches`}
            columns={columns}
            rows={batches.kind === 'ready' ? batches.data.batches : []}
            rowKey={batchKey}
            isLoading={batches.kind === 'loading'}
            page={search.page ?? 1}
            pageSize={BATCH_PAGE_SIZE}
            total={batches.kind === 'ready' ? batches.data.results : undefined}
            onPageChange={(page) => onSearchChange({ ...search, page })}
            empty={
              <EmptyState
                headingLevel={3}
                title={t`No batches`}
                description={t`Mass transfer files you upload show here.`}
              />
            }
          />
        )}
      </section>
      <section className={layout.section} aria-labelledby="samples-title">
        <h2 id="samples-title" className={layout.subtitle}>
          <Trans>Sample files</Trans>
        </h2>
        <p className={layout.muted}>
          <Trans>Start a mass transfer file from the sample of its type.</Trans>
        </p>
        <LoadableView value={samples} label={t`Loading sample files`} onRetry={onRetry}>
          {(links) => (
            <ul className={styles.chips}>
              {links.map((link) => (
                <li key={link.type}>
                  <DownloadLink href={link.url} fileName={link.fileName} size="small">
                    {labelOf(massTypeLabels, link.type, i18n)}
                  </DownloadLink>
                </li>
              ))}
            </ul>
          )}
        </LoadableView>
      </section>
      {file && <BatchFileDialog file={file} onClose={() => onSearchChange({ ...search, batch: undefined })} />}
    </div>
  );
}

function BatchFileDialog({ file, onClose }: { file: Loadable<BatchFile>; onClose: () => void }) {
  const { t, i18n } = useLingui();
  type Row = BatchFile['rows'][number];
  const columns: TableColumn<Row>[] = [
    {
      id: 'name',
      header: t`Beneficiary`,
      isRowHeader: true,
      cell: (row) => {
        const known = batchStatusLabels[row.status];
        return (
          <span className={styles.description}>
            <span>
              {row.rowNumber}. {row.beneficiaryName}
            </span>
            {row.beneficiaryEmail && <span className={styles.secondary}>{row.beneficiaryEmail}</span>}
            {row.description && <span className={styles.secondary}>{row.description}</span>}
            <span>
              <StatusBadge tone={known?.tone ?? 'neutral'}>{known ? i18n._(known.label) : row.status}</StatusBadge>
            </span>
          </span>
        );
      },
    },
    {
      id: 'amount',
      header: t`Amount`,
      align: 'end',
      noWrap: true,
      phone: 'aside',
      cell: (row) => <Money amount={row.amount} currency={row.currencyCode} />,
    },
  ];
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={file.kind === 'ready' ? file.data.name : t`Batch file`}
    >
      <LoadableView value={file} label={t`Loading the batch file`}>
        {(data) => (
          <div className={layout.list}>
            <p className={layout.muted}>{data.fileName}</p>
            <DataTable
              label={t`Payments of the batch`}
              columns={columns}
              rows={data.rows}
              rowKey={(row) => row.rowNumber}
            />
            <div className={layout.actions}>
              <DownloadLink href={data.url} fileName={data.fileName} size="small">
                <Trans>Download the file</Trans>
              </DownloadLink>
            </div>
          </div>
        )}
      </LoadableView>
    </Dialog>
  );
}
