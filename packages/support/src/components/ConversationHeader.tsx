import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Agent, ThreadSummary } from '../api/schemas';
import * as styles from './support.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** Above a conversation: the agent who answers (name and picture, or initials) and the thread list's counts. */
export function ConversationHeader({ agent, threadList }: { agent?: Agent; threadList?: readonly ThreadSummary[] }) {
  const { t } = useLingui();
  const files = threadList?.reduce((sum, thread) => sum + thread.attachmentCount, 0) ?? 0;
  const messages = threadList?.length ?? 0;
  const agentName = agent?.name;
  return (
    <div className={styles.row}>
      {agent && (
        <span className={styles.agent}>
          {agent.photoURL ? (
            <img className={styles.avatar} src={agent.photoURL} alt="" />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {initials(agent.name)}
            </span>
          )}
          <span>{t`Your agent: ${agentName}`}</span>
        </span>
      )}
      {threadList && (
        <span className={styles.muted}>
          {plural(messages, { one: '# message', other: '# messages' })}
          {files > 0 && <> · {plural(files, { one: '# file', other: '# files' })}</>}
        </span>
      )}
    </div>
  );
}
