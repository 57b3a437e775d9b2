/** Offers `text` as a file download at once (a Blob URL on a temporary link): the CSV of creators owed money. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  // A byte-order mark first: spreadsheet programs then read the creators' Chinese names as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The download has started from the link; the URL may go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
