import { Trans } from '@lingui/react/macro';
import { pageLayout as layout } from '@paydeck/accounts';
import { Button } from '@paydeck/ui';
import type { LinkProblem } from '../../model/recipient-page';

/**
 * receive/{id} when the link's payment cannot be shown: a link the bank does not know (often one an e-mail program
 * cut short) says what to do; a failure to answer offers to try again. Never the server's raw words.
 */
export function LinkProblemScreen({ problem, onRetry }: { problem: LinkProblem; onRetry: () => void }) {
  return (
    <div className={layout.page}>
      <section className={layout.section} aria-labelledby="link-problem-title" role="alert">
        {problem === 'unknown' ? (
          <>
            <h1 id="link-problem-title" className={layout.title}>
              <Trans>This payment link does not work</Trans>
            </h1>
            <p className={layout.text}>
              <Trans>
                The link may be incomplete: some e-mail programs cut long links in two. Open it again from the e-mail,
                or copy the whole address into your browser.
              </Trans>
            </p>
            <p className={layout.text}>
              <Trans>
                If it still does not work, the payment may have been received, refused or withdrawn. Contact the person
                or company who sent it to you and ask them to check it or send it again.
              </Trans>
            </p>
          </>
        ) : (
          <>
            <h1 id="link-problem-title" className={layout.title}>
              <Trans>The payment could not be loaded</Trans>
            </h1>
            <p className={layout.text}>
              <Trans>Check your internet connection and try again in a moment.</Trans>
            </p>
            <div className={layout.actions}>
              <Button onPress={onRetry}>
                <Trans>Try again</Trans>
              </Button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
