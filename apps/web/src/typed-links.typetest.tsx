// Compile-time proof that the merged route tree types every Link: `tsc` (the typecheck task)
// fails if a @ts-expect-error below stops being an error. This file is never bundled.
import { Link } from '@tanstack/react-router';

export function KnownPathsCompile() {
  return <Link to="/login">ok</Link>;
}

export function NotificationSettingsPathCompiles() {
  return <Link to="/profile/notifications">ok</Link>;
}

export function UnknownPathsFail() {
  // @ts-expect-error '/no-such-page' is not a route of the merged tree
  return <Link to="/no-such-page">broken</Link>;
}
