/** 10.4 MB, 512 KB, 300 bytes: sizes in messages (decimal units, as file managers show them). */
export function formatBytes(bytes: number) {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`
  if (bytes >= 1000) return `${Math.round(bytes / 1000)} KB`
  return `${bytes} bytes`
}
