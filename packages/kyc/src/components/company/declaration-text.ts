// The words of the compliance declarations (WIRE.md "Company compliance declarations"): the spec names them only;
// what each one declares is written here, in the company's voice, for a representative to read and sign.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComplianceKind } from '../../api/declarations';

export const declarationText: Record<ComplianceKind, { title: MessageDescriptor; body: MessageDescriptor }> = {
  studio: {
    title: msg`Studio declaration`,
    body: msg`The company declares that every performer working in its studio is at least 18 years old, has shown a valid identity document and takes part of their own free will, and that it keeps these records and shows them to the bank on request.`,
  },
  streamingPlatform: {
    title: msg`Streaming platform declaration`,
    body: msg`The company declares that everyone who streams on its platform is at least 18 years old and identified, that streams are moderated, and that content shared without consent or against the law is removed at once and reported.`,
  },
  prohibitedEscort: {
    title: msg`Prohibited escort services statement`,
    body: msg`The company states that it does not offer, advertise or arrange escort services or any paid in-person sexual services, takes no payments for them, and will not use its account for them.`,
  },
};
