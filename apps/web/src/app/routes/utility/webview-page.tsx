import type { PageProps } from '../../page';
import { Webview } from '../../../features/utility/components/webview';
import { useBack } from './back';

/** Spec: /pages/webview/index — an allowed https page in a frame, without the navigation bar. */
export default function WebviewPage({ query }: PageProps) {
  return <Webview url={query.url} withHeader={false} onBack={useBack()} />;
}
