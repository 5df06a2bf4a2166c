import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Button, Checkbox, StatusBadge, TextField } from '@paydeck/ui';
import { type ReactNode, useState } from 'react';
import type { Logo } from '../api/commerce-schemas';
import { fileHead, LOGO_MAX_BYTES, type LogoProblem, logoProblem } from '../model/logo-file';
import * as styles from './merchant.css';

export interface LogosScreenProps {
  logos: Loadable<readonly Logo[]>;
  onUpload: (input: { name: string; isDefault: boolean; file: Blob }) => Promise<unknown>;
  onMakeDefault: (logo: Logo) => void;
  onDelete: (logo: Logo) => void;
  onRetry: () => void;
  notice?: ReactNode;
}

/** buttons/business_logos: the logos shown on payment pages (PNG or JPEG up to 512 kB), one of them the default. */
export function LogosScreen(props: LogosScreenProps) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<LogoProblem | 'name' | 'file' | null>(null);
  const [sending, setSending] = useState(false);
  const words: Record<LogoProblem | 'name' | 'file', string> = {
    name: t`Enter a name.`,
    file: t`Choose an image.`,
    type: t`The file must be a PNG or JPEG image.`,
    size: t`The image must be at most ${LOGO_MAX_BYTES / 1000} kB.`,
  };
  const upload = async () => {
    const found = !name.trim() ? 'name' : !file ? 'file' : logoProblem(await fileHead(file), file.size);
    setProblem(found);
    if (found || !file) return;
    setSending(true);
    try {
      await props.onUpload({ name: name.trim(), isDefault, file });
      setName('');
      setFile(null);
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      {props.notice}
      <form
        className={styles.form}
        noValidate
        aria-label={t`Upload a logo`}
        onSubmit={(event) => {
          event.preventDefault();
          void upload();
        }}
      >
        <TextField
          label={t`Logo name`}
          value={name}
          onChange={setName}
          isRequired
          isInvalid={problem === 'name'}
          errorMessage={problem === 'name' ? words.name : undefined}
        />
        <label className={styles.fileField}>
          <span>
            <Trans>Image (PNG or JPEG, at most 512 kB)</Trans>
          </span>
          <input
            type="file"
            accept="image/png,image/jpeg"
            aria-invalid={problem !== null && problem !== 'name'}
            aria-describedby={problem !== null && problem !== 'name' ? 'logo-problem' : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        {problem !== null && problem !== 'name' && (
          <p id="logo-problem" role="alert" className={pageLayout.message}>
            {words[problem]}
          </p>
        )}
        <Checkbox isSelected={isDefault} onChange={setIsDefault}>
          {t`Make it the default logo`}
        </Checkbox>
        <div className={styles.filters}>
          <Button type="submit" isLoading={sending}>
            <Trans>Upload</Trans>
          </Button>
        </div>
      </form>
      <LoadableView value={props.logos} label={t`Loading the logos`} onRetry={props.onRetry}>
        {(logos) =>
          logos.length === 0 ? (
            <p className={pageLayout.muted}>
              <Trans>No logos yet: payment pages show your business name.</Trans>
            </p>
          ) : (
            <ul className={styles.logoList} aria-label={t`Business logos`}>
              {logos.map((logo) => (
                <li key={logo.id} className={styles.logoItem}>
                  {logo.file && <img src={logo.file} alt={logo.name} className={styles.logoImage} />}
                  <span>{logo.name}</span>
                  {logo.isDefault ? (
                    <StatusBadge tone="success">{t`Default`}</StatusBadge>
                  ) : (
                    <Button size="small" variant="secondary" onPress={() => props.onMakeDefault(logo)}>
                      {t`Make ${logo.name} the default`}
                    </Button>
                  )}
                  <Button size="small" variant="secondary" onPress={() => props.onDelete(logo)}>
                    {t`Delete ${logo.name}`}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </LoadableView>
    </>
  );
}
