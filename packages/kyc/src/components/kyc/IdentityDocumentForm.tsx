import { Trans, useLingui } from '@lingui/react/macro';
import { daysBetween, isIsoDay } from '@paydeck/api-client/calendar';
import { Button, type DocumentFiles, ListOption, Select, TextField } from '@paydeck/ui';
import { CountryComboBox } from '@paydeck/ui/combobox';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useMemo } from 'react';
import * as v from 'valibot';
import type { NewIdentityDocument } from '../../api/profile';
import type { DocumentType } from '../../api/schemas';
import { allowedForCountry, pagesProblem } from '../../api/document-types';
import * as styles from '../common/common.css';
import { DateField } from '../common/DateField';
import { DocumentFilesField } from '../common/DocumentFilesField';
import { pagesProblemText } from '../common/file-text';
import { firstError, useAction } from '../common/useAction';

interface Values {
  typeId: number | null;
  countryCode: string;
  number: string;
  issuedDate: string;
  expiresDate: string;
  files: DocumentFiles;
}

export interface IdentityDocumentFormProps {
  /** The identity category's types (customerDocumentCategories). */
  types: readonly DocumentType[];
  /** The country preselected (the person's residence). */
  countryCode: string;
  /** `YYYY-MM-DD`: issue dates may not be after it, expiry dates must be after it. */
  today: string;
  onSubmit: (document: NewIdentityDocument) => Promise<unknown>;
}

/** A new identity document: type, issuing country, number, dates, and its pages (front and back where needed). */
export function IdentityDocumentForm({ types, countryCode, today, onSubmit }: IdentityDocumentFormProps) {
  const { t, i18n } = useLingui();
  const send = useAction(onSubmit);
  const typeOf = (id: number | null) => types.find((type) => type.id === id);
  const schema = useMemo(
    () =>
      v.pipe(
        v.object({
          typeId: v.number(t`Choose the type of document.`),
          countryCode: v.pipe(v.string(), v.nonEmpty(t`Choose the country that issued the document.`)),
          number: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Enter the document number.`)),
          issuedDate: v.pipe(
            v.string(),
            v.check(
              (date) => isIsoDay(date) && daysBetween(date, today) >= 0,
              t`Enter the issue date (not in the future).`,
            ),
          ),
          expiresDate: v.pipe(
            v.string(),
            v.check((date) => isIsoDay(date) && daysBetween(today, date) > 0, t`The document must not be expired.`),
          ),
          files: v.custom<DocumentFiles>(() => true),
        }),
        v.forward(
          v.check(({ typeId, countryCode: country }) => {
            const type = types.find((candidate) => candidate.id === typeId);
            return !type || allowedForCountry(type, country);
          }, t`This type of document is accepted only from Russia and Ukraine.`),
          ['typeId'],
        ),
        v.rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return;
          const type = types.find((candidate) => candidate.id === dataset.value.typeId);
          const files = dataset.value.files;
          const problem = type && pagesProblem(type, { front: !!files.front, back: !!files.back });
          if (problem) {
            addIssue({
              message: i18n._(pagesProblemText[problem]),
              path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'files', value: files }],
            });
          }
        }),
      ),
    [t, i18n, types, today],
  );
  const form = useForm({
    defaultValues: { typeId: null, countryCode, number: '', issuedDate: '', expiresDate: '', files: {} } as Values,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value, formApi }) => {
      const { files, typeId, ...rest } = v.parse(schema, value);
      if (!files.front || typeId === null) return;
      const sent = await send.start({
        ...rest,
        typeId,
        front: files.front,
        back: typeOf(typeId)?.needsBackPage ? files.back : undefined,
      });
      if (sent) formApi.reset();
    },
  });
  const chosenType = typeOf(useStore(form.store, (state) => state.values.typeId));
  // Only the types the issuing country may issue are offered (type 88 only from RU and UA, spec 5).
  const issuingCountry = useStore(form.store, (state) => state.values.countryCode);
  const offeredTypes = issuingCountry ? types.filter((type) => allowedForCountry(type, issuingCountry)) : types;
  const errorOf = (errors: readonly unknown[]) => firstError(errors);

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Add an identity document`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <div className={styles.fields}>
        <form.Field name="typeId">
          {(field) => (
            <Select
              label={t`Type of document`}
              placeholder={t`Choose`}
              items={offeredTypes}
              value={field.state.value}
              onChange={(key) => field.handleChange(Number(key))}
              isRequired
              isInvalid={field.state.meta.errors.length > 0}
              errorMessage={errorOf(field.state.meta.errors)}
            >
              {(type) => <ListOption id={type.id}>{type.name}</ListOption>}
            </Select>
          )}
        </form.Field>
        <form.Field name="countryCode">
          {(field) => (
            <CountryComboBox
              label={t`Issuing country`}
              value={field.state.value || null}
              onChange={(code) => field.handleChange(typeof code === 'string' ? code : '')}
              isRequired
              isInvalid={field.state.meta.errors.length > 0}
              errorMessage={errorOf(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="number">
          {(field) => (
            <TextField
              label={t`Document number`}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              autoComplete="off"
              isRequired
              isInvalid={field.state.meta.errors.length > 0}
              errorMessage={errorOf(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="issuedDate">
          {(field) => (
            <DateField
              label={t`Issue date`}
              value={field.state.value}
              onChange={field.handleChange}
              isRequired
              errorMessage={errorOf(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="expiresDate">
          {(field) => (
            <DateField
              label={t`Expiry date`}
              value={field.state.value}
              onChange={field.handleChange}
              isRequired
              errorMessage={errorOf(field.state.meta.errors)}
            />
          )}
        </form.Field>
      </div>
      <form.Field name="files">
        {(field) => (
          <DocumentFilesField
            label={chosenType?.name ?? t`Document pages`}
            description={<Trans>A photo or scan: JPEG, PNG or PDF, up to 10 MB a page.</Trans>}
            needsBack={chosenType?.needsBackPage ?? false}
            value={field.state.value}
            onChange={field.handleChange}
            errorMessage={errorOf(field.state.meta.errors)}
          />
        )}
      </form.Field>
      {send.error && (
        <p role="alert" className={styles.reason}>
          {send.error}
        </p>
      )}
      <div>
        <Button type="submit" isLoading={send.pending}>
          <Trans>Send the document</Trans>
        </Button>
      </div>
    </form>
  );
}
