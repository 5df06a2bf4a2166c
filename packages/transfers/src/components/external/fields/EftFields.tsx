import { useLingui } from '@lingui/react/macro';
import { needsBankAndBranchCode } from '../../../model/external';
import type { ExternalData } from '../types';
import type { ExternalFormKit } from '../useExternalForm';
import { BoundSelect } from './BoundSelect';
import { BoundText } from './BoundText';

/** An EFT: the beneficiary, the account number, the bank from the country's list and, where needed, its branch. */
export function EftFields({
  kit,
  data,
  countryCode,
}: {
  kit: ExternalFormKit;
  data: ExternalData;
  countryCode: string;
}) {
  const { t } = useLingui();
  const branchNeeded = needsBankAndBranchCode(countryCode);
  const banks = data.banks?.kind === 'ready' ? data.banks.data : [];
  const branches = data.branches?.kind === 'ready' ? data.branches.data : [];
  return (
    <>
      <BoundText kit={kit} name="beneficiaryName" label={t`Beneficiary's full name`} isRequired />
      <BoundText kit={kit} name="accountNumber" label={t`Account number`} isRequired />
      {banks.length > 0 ? (
        <BoundSelect
          kit={kit}
          name="bankCode"
          label={t`Bank`}
          isRequired
          options={banks.map((bank) => ({ id: bank.bankCode, label: `${bank.bankName} (${bank.bankCode})` }))}
          onChosen={(code) => {
            kit.form.setFieldValue('bankName', banks.find((bank) => bank.bankCode === code)?.bankName ?? '');
            kit.form.setFieldValue('branchCode', '');
          }}
          description={data.banks?.kind === 'failed' ? data.banks.message : undefined}
        />
      ) : (
        <BoundText
          kit={kit}
          name="bankCode"
          label={t`Bank code`}
          isRequired
          description={data.banks?.kind === 'loading' ? t`Loading the banks…` : undefined}
        />
      )}
      {branches.length > 0 ? (
        <BoundSelect
          kit={kit}
          name="branchCode"
          label={branchNeeded ? t`Branch` : t`Branch (optional)`}
          isRequired={branchNeeded}
          options={branches.map((branch) => ({ id: branch.value, label: branch.label }))}
        />
      ) : (
        <BoundText
          kit={kit}
          name="branchCode"
          label={branchNeeded ? t`Branch code` : t`Branch code (optional)`}
          isRequired={branchNeeded}
          description={data.branches?.kind === 'loading' ? t`Loading the branches…` : undefined}
        />
      )}
    </>
  );
}
