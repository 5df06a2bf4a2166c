import { useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView } from '@paydeck/accounts';
import type { BusinessCompanyInfo } from '../../api/company';
import type { ComplianceKind } from '../../api/declarations';
import type { Representative } from '../../api/company-people';
import { type CompanyAction, companyActions } from '../../model/company-actions';
import { representativeKind } from '../../model/company-representatives';
import { CompanyActionsList } from './CompanyActionsList';
import { companyAddressLine } from './CompanyAddressesSection';
import { CompanyFrame } from './CompanyFrame';
import { DeclarationsToSign } from './DeclarationsToSign';
import { CompanySection, type CompanySectionProps } from './CompanySection';
import { representativeKindText } from './company-text';
import { representativeName } from './RepresentativesSection';

export interface CompanyData {
  company: BusinessCompanyInfo;
  representatives: Representative[];
}

export type CompanyScreenProps = Omit<CompanySectionProps, 'data'> & {
  data: Loadable<CompanyData>;
  onRetry: () => void;
  /** The declarations the company's industry asks for and nobody signed yet (shown beside the action counter). */
  unsignedDeclarations?: readonly ComplianceKind[] | undefined;
};

/** /company/{path}: the company's name and sub-pages; on its documents page, the company action counter first. */
export function CompanyScreen({ data, onRetry, unsignedDeclarations = [], ...section }: CompanyScreenProps) {
  const { t, i18n } = useLingui();
  const companyName = data.kind === 'ready' ? data.data.company.name : null;
  return (
    <CompanyFrame path={section.path} companyName={companyName}>
      <LoadableView value={data} label={t`Loading the company`} onRetry={onRetry} lines={8}>
        {(ready) => (
          <>
            {section.path === 'documents' && (
              <CompanyActionsList
                actions={companyActions({
                  isActionRequired: ready.company.isActionRequired,
                  company: ready.company,
                  representatives: ready.representatives,
                })}
                nameOf={(action: CompanyAction) => {
                  if (action.kind === 'representative') {
                    const person = ready.representatives.find((entry) => entry.id === action.representativeId);
                    if (!person) return String(action.representativeId);
                    // One person may hold two positions (director and UBO): the role tells the lines apart.
                    const role = i18n._(representativeKindText[representativeKind(person.typeId)].one);
                    return `${representativeName(person)} (${role})`;
                  }
                  if (action.kind === 'addressDocuments') {
                    const address = ready.company.addresses.find((entry) => entry.addressId === action.addressId);
                    return address ? companyAddressLine(address, i18n.locale) : String(action.addressId);
                  }
                  return '';
                }}
              />
            )}
            {section.path === 'documents' && <DeclarationsToSign kinds={unsignedDeclarations} />}
            <CompanySection {...section} data={ready} />
          </>
        )}
      </LoadableView>
    </CompanyFrame>
  );
}
