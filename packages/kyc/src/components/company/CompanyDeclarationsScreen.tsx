import type { ComponentProps } from 'react';
import { CompanyFrame } from './CompanyFrame';
import { DeclarationsSection } from './DeclarationsSection';

/** /company/declarations: the company pages' frame around the declarations to sign. */
export function CompanyDeclarationsScreen({
  companyName,
  ...section
}: ComponentProps<typeof DeclarationsSection> & { companyName: string | null }) {
  return (
    <CompanyFrame path="declarations" companyName={companyName}>
      <DeclarationsSection {...section} />
    </CompanyFrame>
  );
}
