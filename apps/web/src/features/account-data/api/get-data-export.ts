import { request } from '../../../lib/request/index';

/** getDataExport: a ready export's document (with the session token: the browser then saves it as a file). */
export const getDataExport = (id: number) => request('getDataExport', { query: { id } });

/** Fetches the document and saves it as `curio-data-<id>.json` (decision 046: a blob download). */
export async function downloadDataExport(id: number): Promise<void> {
  const { document: doc } = await getDataExport(id);
  const blob = new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = window.document.createElement('a');
  a.href = url;
  a.download = `curio-data-${id}.json`;
  window.document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
