import { SkeletonGroup } from '@paydeck/ui';
import * as layout from '../components/common/layout.css';

/** What a page shows while its screen's code arrives. */
export function ScreenLoading({ label }: { label: string }) {
  return (
    <div className={layout.page}>
      <SkeletonGroup lines={6} label={label} />
    </div>
  );
}
