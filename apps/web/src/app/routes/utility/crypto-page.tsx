import { Diagnostics } from '../../../features/utility/components/diagnostics';

/** Spec: /pages/crypto/index (encrypt/decrypt) — the device's diagnostics for support (PRODUCT.md §12). */
export default function CryptoPage() {
  return <Diagnostics />;
}
