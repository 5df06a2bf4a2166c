// The words of the company pages for what the spec gives as ids or names only: representative kinds, access
// rights, the company sub-pages, the company actions and the required company fields.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusTone } from '@paydeck/ui';
import type { CompanyAction, RequiredCompanyField } from '../../model/company-actions';
import type { CompanyPath } from '../../model/company-paths';
import { type AccessRightName, accessRightName } from '../../model/assignable-rights';
import type { RepresentativeKind } from '../../model/company-representatives';

export const representativeKindText: Record<RepresentativeKind, { one: MessageDescriptor; many: MessageDescriptor }> = {
  director: { one: msg`Director`, many: msg`Directors` },
  shareholder: { one: msg`Shareholder`, many: msg`Shareholders` },
  ultimateBeneficialOwner: { one: msg`Ultimate beneficial owner`, many: msg`Ultimate beneficial owners` },
  authorisedUser: { one: msg`Authorised user`, many: msg`Authorised users` },
};

export const accessRightText: Record<AccessRightName, { label: MessageDescriptor; description: MessageDescriptor }> = {
  none: { label: msg`No access`, description: msg`Cannot sign in for the company.` },
  read: { label: msg`Read only`, description: msg`Sees balances and history; cannot send money.` },
  full: { label: msg`Full access`, description: msg`Does everything, including managing users.` },
  initiate: { label: msg`Initiate payments`, description: msg`Prepares payments for someone else to confirm.` },
  confirmed: { label: msg`Initiate and confirm payments`, description: msg`Prepares and confirms payments.` },
  uploading: { label: msg`Uploads documents`, description: msg`Only uploads the company's documents.` },
};

export function accessRightLabel(right: number): MessageDescriptor {
  const name = accessRightName(right);
  return name ? accessRightText[name].label : msg`Unknown access right`;
}

export const companyPathText: Record<CompanyPath, MessageDescriptor> = {
  documents: msg`Documents`,
  info: msg`Company details`,
  addresses: msg`Addresses`,
  representatives: msg`Representatives`,
  'financial-detail': msg`Financial details`,
  'due-diligence': msg`Due diligence`,
  'additional-questions': msg`Additional questions`,
  declarations: msg`Declarations`,
};

export const requiredFieldText: Record<RequiredCompanyField, MessageDescriptor> = {
  name: msg`Company name`,
  registrationCountryCode: msg`Country of registration`,
  tradingName: msg`Trading name`,
  email: msg`E-mail`,
  registrationNumber: msg`Registration number`,
  registrationDate: msg`Registration date`,
  businessTaxId: msg`Tax ID`,
  phoneNumber: msg`Phone number`,
  website: msg`Website`,
};

/** One line per company action; `name` finds a representative's or an address's words. */
export function companyActionText(
  action: CompanyAction,
  i18n: { _: (descriptor: MessageDescriptor) => string },
  name: (action: CompanyAction) => string,
): string {
  switch (action.kind) {
    case 'flag':
      return i18n._(
        msg`The financial details, the due-diligence answers or a source-of-wealth document are still missing.`,
      );
    case 'corporateDocuments':
      return i18n._(msg`Corporate documents are missing or refused.`);
    case 'additionalDocuments':
      return i18n._(msg`Additional documents are missing or refused.`);
    case 'addressDocuments': {
      const address = name(action);
      return i18n._(msg`A document of the address ${address} needs attention.`);
    }
    case 'representative': {
      const person = name(action);
      return i18n._(msg`${person} has documents to send.`);
    }
    case 'field': {
      const field = i18n._(requiredFieldText[action.field]);
      return i18n._(msg`${field} is empty.`);
    }
  }
}

/** A RequirementStatus (WIRE-business.md): null not asked, 0 missing, 1 waiting, 2 confirmed, 3 rejected, 4 expired. */
export function requirementStatusText(status: number | null): { label: MessageDescriptor; tone: StatusTone } | null {
  switch (status) {
    case null:
      return null;
    case 0:
      return { label: msg`Missing`, tone: 'warning' };
    case 1:
      return { label: msg`Waiting for review`, tone: 'info' };
    case 2:
      return { label: msg`Confirmed`, tone: 'success' };
    case 3:
      return { label: msg`Rejected`, tone: 'danger' };
    case 4:
      return { label: msg`Expired`, tone: 'danger' };
    default:
      return { label: msg`Unknown status`, tone: 'neutral' };
  }
}
