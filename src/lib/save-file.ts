// Saving a file the app read with the user's token (a CSV, the bank's transfer file): a plain link
// cannot carry the bearer token, so the file is fetched, then handed to the browser's download.

/** Saves `blob` as `name` through an object URL clicked on a transient link. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}
