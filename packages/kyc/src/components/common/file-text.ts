import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PagesProblem } from '../../api/document-types';
import type { FileContentProblem, IssuedDateProblem } from '../../model/document-rules';

/** Why a file is refused, in words (checked in the browser before sending; the sandbox checks again). */
export const fileProblemText: Record<FileContentProblem, MessageDescriptor> = {
  empty: msg`This file is empty. Choose the photo or scan of your document.`,
  tooLarge: msg`This file is larger than 10 MB. Choose a smaller photo or scan.`,
  notAccepted: msg`This file is not a JPEG, PNG or PDF, whatever its name says. Choose a photo or a PDF scan of your document.`,
};

/** A one-file upload sent without its file. */
export const fileMissingText = msg`Choose the file to send.`;

export const pagesProblemText: Record<PagesProblem, MessageDescriptor> = {
  frontMissing: msg`Add the front page of the document.`,
  backMissing: msg`This document has two sides: add the back page too.`,
  backNotWanted: msg`This document has one page: remove the back page.`,
};

export const issuedDateProblemText: Record<IssuedDateProblem, MessageDescriptor> = {
  format: msg`Enter the date the document was issued.`,
  future: msg`The issue date cannot be in the future.`,
  tooOld: msg`This document must be issued within the last 90 days.`,
};
