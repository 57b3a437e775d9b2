import { createNonce, getTenantInfoConfig, signRequest, type CallData } from '@curio/contract';
import { useEffect, useState } from 'react';

type Info = CallData<typeof getTenantInfoConfig>;

function runtimeSignKey(): string {
  const el = document.getElementById('curio-runtime');
  return el?.textContent ? (JSON.parse(el.textContent) as { signKey: string }).signKey : '';
}

async function loadTenant(): Promise<{ code: number; msg: string; data: Info | null }> {
  const timestamp = String(Date.now());
  const nonce = createNonce();
  const sign = await signRequest({ platform: 'H5', timestamp, nonce }, runtimeSignKey());
  const res = await fetch(`/api${getTenantInfoConfig.path}`, {
    credentials: 'include',
    headers: { platform: 'H5', timestamp, nonce, sign, 'client-type': 'H5', lang: navigator.language },
  });
  return res.json() as Promise<{ code: number; msg: string; data: Info | null }>;
}

/** Placeholder page until the web shell lands: proves signing, tenant resolution and serving. */
export function App() {
  const [state, setState] = useState<{ info?: Info; error?: string }>({});
  useEffect(() => {
    loadTenant()
      .then((r) => setState(r.code === 0 && r.data ? { info: r.data } : { error: r.msg }))
      .catch((e: unknown) => setState({ error: String(e) }));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24, textAlign: 'center' }}>
      {state.info ? (
        <>
          <img src={state.info.imgUrl} alt="" width={72} height={72} style={{ borderRadius: 16 }} />
          <h1 data-testid="platform-name">{state.info.platformName}</h1>
        </>
      ) : (
        <p data-testid="status">{state.error ?? '…'}</p>
      )}
    </main>
  );
}
