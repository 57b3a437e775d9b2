import type { PageProps } from '../../page';
import { Webview } from '../../../features/utility/components/webview';
import { useBack } from './back';

/** Spec: /pages/webview/withheader — an allowed https page in a frame, under the navigation bar. */
export default function WebviewHeaderPage({ query }: PageProps) {
  return <Webview url={query.url} withHeader onBack={useBack()} />;
}
