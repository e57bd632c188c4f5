/** Saves a file under a name through a temporary link: the way a browser downloads without a page. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Text as a CSV file (UTF-8). */
export const csvBlob = (text: string) => new Blob([text], { type: "text/csv;charset=utf-8" });
