import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Button, Checkbox, StatusBadge, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { type ReactNode, useMemo, useRef } from 'react';
import * as v from 'valibot';
import type { Logo } from '../api/commerce-schemas';
import { fileHead, LOGO_MAX_BYTES, type LogoProblem, logoProblem } from '../model/logo-file';
import * as styles from './merchant.css';
import { useProblemWords } from './problem-words';
import { nameSchema } from './webhook-rules';

export interface LogosScreenProps {
  logos: Loadable<readonly Logo[]>;
  onUpload: (input: { name: string; isDefault: boolean; file: Blob }) => Promise<unknown>;
  onMakeDefault: (logo: Logo) => void;
  onDelete: (logo: Logo) => void;
  onRetry: () => void;
  notice?: ReactNode;
  /** The company right lets the person change logos (auth's `can('initiate')`); else they are shown only. */
  canChange?: boolean;
}

/** buttons/business_logos: the logos shown on payment pages (PNG or JPEG up to 512 kB), one of them the default. */
const message = (errors: unknown[]): string | undefined => {
  for (const error of errors) {
    if (typeof error === 'string') return error;
    if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  }
  return undefined;
};

interface UploadValues {
  name: string;
  file: File | null;
  isDefault: boolean;
}

/** buttons/business_logos: the logos shown on payment pages (PNG or JPEG up to 512 kB), one of them the default. */
export function LogosScreen(props: LogosScreenProps) {
  const { t } = useLingui();
  const word = useProblemWords();
  const fileInput = useRef<HTMLInputElement>(null);
  const words: Record<LogoProblem, string> = {
    type: t`The file must be a PNG or JPEG image.`,
    size: t`The image must be at most ${LOGO_MAX_BYTES / 1000} kB.`,
  };
  const schema = useMemo(
    () =>
      v.object({
        name: nameSchema(word),
        file: v.custom<File | null>((file) => file instanceof Blob, t`Choose an image.`),
        isDefault: v.boolean(),
      }),
    [t, word],
  );
  const form = useForm({
    defaultValues: { name: '', file: null, isDefault: false } as UploadValues,
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: schema as v.GenericSchema<UploadValues>,
      // the file's type by its first bytes, then its size (model/logo-file.ts)
      onSubmitAsync: async ({ value }) => {
        if (!value.file) return undefined;
        const problem = logoProblem(await fileHead(value.file), value.file.size);
        return problem ? { fields: { file: words[problem] } } : undefined;
      },
    },
    onSubmit: async ({ value, formApi }) => {
      if (!value.file) return;
      await props.onUpload({ name: value.name.trim(), isDefault: value.isDefault, file: value.file });
      formApi.reset();
      if (fileInput.current) fileInput.current.value = '';
    },
  });
  const sending = useStore(form.store, (state) => state.isSubmitting);
  const canChange = props.canChange !== false;
  return (
    <>
      {props.notice}
      {canChange && (
        <form
          className={styles.form}
          noValidate
          aria-label={t`Upload a logo`}
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <form.Field name="name">
            {(field) => (
              <TextField
                label={t`Logo name`}
                value={field.state.value}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
                isRequired
                isInvalid={!!message(field.state.meta.errors)}
                errorMessage={message(field.state.meta.errors)}
              />
            )}
          </form.Field>
          <form.Field name="file">
            {(field) => {
              const problem = message(field.state.meta.errors);
              return (
                <>
                  <label className={styles.fileField}>
                    <span>
                      <Trans>Image (PNG or JPEG, at most 512 kB)</Trans>
                    </span>
                    <input
                      ref={fileInput}
                      type="file"
                      accept="image/png,image/jpeg"
                      aria-invalid={problem !== undefined}
                      aria-describedby={problem ? 'logo-problem' : undefined}
                      onChange={(event) => field.handleChange(event.target.files?.[0] ?? null)}
                    />
                  </label>
                  {problem && (
                    <p id="logo-problem" role="alert" className={pageLayout.message}>
                      {problem}
                    </p>
                  )}
                </>
              );
            }}
          </form.Field>
          <form.Field name="isDefault">
            {(field) => (
              <Checkbox isSelected={field.state.value} onChange={field.handleChange}>
                {t`Make it the default logo`}
              </Checkbox>
            )}
          </form.Field>
          <div className={styles.filters}>
            <Button type="submit" isLoading={sending}>
              <Trans>Upload</Trans>
            </Button>
          </div>
        </form>
      )}
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
                    canChange && (
                      <Button size="small" variant="secondary" onPress={() => props.onMakeDefault(logo)}>
                        {t`Make ${logo.name} the default`}
                      </Button>
                    )
                  )}
                  {canChange && (
                    <Button size="small" variant="secondary" onPress={() => props.onDelete(logo)}>
                      {t`Delete ${logo.name}`}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </LoadableView>
    </>
  );
}
