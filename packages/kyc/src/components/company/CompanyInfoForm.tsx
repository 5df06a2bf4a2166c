import { Trans, useLingui } from '@lingui/react/macro';
import { isIsoDay } from '@paydeck/api-client/calendar';
import { isValidEmail } from '@paydeck/auth';
import { Button, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import type { UrlStatus } from '../../api/check-urls';
import type { BusinessCompanyInfo, CompanyInfoChange } from '../../api/company';
import * as styles from '../common/common.css';
import { DateField } from '../common/DateField';
import { useUrlCheck } from '../common/url-check';
import { firstError, useAction } from '../common/useAction';

type TextName = 'tradingName' | 'email' | 'registrationNumber' | 'businessTaxId' | 'website' | 'description';
type PhoneName = 'phoneCountryCode' | 'phone';

/** A website: an http(s) URL or a host name (WIRE-business.md). */
const isWebsite = (value: string) => /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(value);

/**
 * What the company may change of itself (full access): the required fields of the action counter, the description
 * and the phone. The name and the registration country are the bank's.
 */
export function CompanyInfoForm({
  company,
  onSubmit,
}: {
  company: BusinessCompanyInfo;
  onSubmit: (change: CompanyInfoChange) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const send = useAction(onSubmit);
  const checkUrl = useUrlCheck();
  // The bank's word on the website (service/check-urls), for the address it was asked about.
  const [website, setWebsite] = useState<{ url: string; status: UrlStatus } | null>(null);
  const asked = useRef('');
  const judge = async (url: string): Promise<UrlStatus> => {
    const typed = url.trim();
    if (!checkUrl || !isWebsite(typed)) return 'ok';
    if (website?.url === typed) return website.status;
    asked.current = typed;
    const status = await checkUrl(typed).catch((): UrlStatus => 'ok');
    if (asked.current === typed) setWebsite({ url: typed, status });
    return status;
  };
  const websiteText: Record<Exclude<UrlStatus, 'ok'>, string> = {
    invalid: t`The bank does not accept this web address. Enter the company's public website.`,
    unreachable: t`This website does not answer. Check the address, or try again when the site is up.`,
  };
  const schema = useMemo(() => {
    // The sandbox's limits (businessInfoUpdate): 200, the tax id 40, the registration number 50.
    const required = (message: string, max = 200) =>
      v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(max, t`At most ${max} characters.`));
    return v.object({
      tradingName: required(t`Enter the trading name.`),
      email: v.pipe(required(t`Enter the company's e-mail.`), v.check(isValidEmail, t`Enter a valid e-mail address.`)),
      registrationNumber: required(t`Enter the registration number.`, 50),
      registrationDate: v.pipe(v.string(), v.check(isIsoDay, t`Enter the registration date.`)),
      businessTaxId: required(t`Enter the tax ID.`, 40),
      website: v.pipe(
        required(t`Enter the website.`),
        v.check(isWebsite, t`Enter a web address, e.g. northwind.example.`),
      ),
      description: v.pipe(v.string(), v.trim(), v.maxLength(1000, t`At most 1000 characters.`)),
      phoneCountryCode: v.pipe(v.string(), v.trim(), v.regex(/^\+?\d{1,4}$/, t`Enter the country code, e.g. +44.`)),
      phone: v.pipe(v.string(), v.trim(), v.regex(/^\d{4,14}$/, t`Enter 4 to 14 digits.`)),
    });
  }, [t]);
  const form = useForm({
    defaultValues: {
      tradingName: company.tradingName ?? '',
      email: company.email ?? '',
      registrationNumber: company.registrationNumber ?? '',
      registrationDate: company.registrationDate ?? '',
      businessTaxId: company.businessTaxId ?? '',
      website: company.website ?? '',
      description: company.description ?? '',
      phoneCountryCode: company.phone ? `+${company.phone.countryCode}` : '',
      phone: company.phone?.number ?? '',
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      const change = v.parse(schema, value);
      if ((await judge(change.website)) !== 'ok') return;
      await send.start(change);
    },
  });
  const text = (name: TextName | PhoneName, label: string, isRequired = true) => (
    <form.Field name={name}>
      {(field) => {
        const judged = name === 'website' && website?.url === field.state.value.trim() ? website.status : 'ok';
        const error = firstError(field.state.meta.errors) ?? (judged === 'ok' ? undefined : websiteText[judged]);
        return (
          <TextField
            label={label}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={() => {
              field.handleBlur();
              if (name === 'website') void judge(field.state.value);
            }}
            type={name === 'email' ? 'email' : 'text'}
            isRequired={isRequired}
            isInvalid={error !== undefined}
            errorMessage={error}
          />
        );
      }}
    </form.Field>
  );
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Company details`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <div className={styles.fields}>
        {text('tradingName', t`Trading name`)}
        {text('email', t`E-mail`)}
        {text('registrationNumber', t`Registration number`)}
        <form.Field name="registrationDate">
          {(field) => (
            <DateField
              label={t`Registration date`}
              value={field.state.value}
              onChange={field.handleChange}
              isRequired
              errorMessage={firstError(field.state.meta.errors)}
            />
          )}
        </form.Field>
        {text('businessTaxId', t`Tax ID`)}
        {text('website', t`Website`)}
      </div>
      <div className={styles.phoneFields}>
        {text('phoneCountryCode', t`Country code`)}
        {text('phone', t`Phone number`)}
      </div>
      {text('description', t`What the company does`, false)}
      {send.error && (
        <p role="alert" className={styles.reason}>
          {send.error}
        </p>
      )}
      <div>
        <Button type="submit" isLoading={send.pending}>
          <Trans>Save the company details</Trans>
        </Button>
      </div>
    </form>
  );
}
