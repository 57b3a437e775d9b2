import type { PageProps } from '../../page';
import { LeaveConfirm } from '../../../features/utility/components/leave';
import { useBack } from './back';

/** Spec: /pages/extsview/index — leaving the app for an external address, after a confirmation. */
export default function ExtsviewPage({ query }: PageProps) {
  return <LeaveConfirm url={query.url} onCancel={useBack()} />;
}
