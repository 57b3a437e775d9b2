import { useNavigate } from 'react-router';
import { Presentation } from '../../../features/utility/components/presentation';

/** Spec: /pages/presentation/index — the tenant presented on a wide screen, with a QR code of the storefront. */
export default function PresentationPage() {
  const navigate = useNavigate();
  // The storefront's address: this host's root (hash router, base path /).
  const storefrontUrl = `${window.location.origin}/`;
  return <Presentation storefrontUrl={storefrontUrl} onOpen={() => void navigate('/')} />;
}
