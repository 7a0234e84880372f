/**
 * Document title: `${title} - ${appName}` (APP_NAME from the shared config).
 */
export function appTitle(title: string, appName: string) {
  return title ? `${title} - ${appName}` : appName
}

/**
 * The product name from the first page object in the document.
 */
export function readAppName(): string {
  const raw = document.getElementById('app')?.dataset.page
  if (!raw) return 'Pacewise'
  try {
    return (
      (JSON.parse(raw) as { props?: { config?: { appName?: string } } }).props?.config?.appName ??
      'Pacewise'
    )
  } catch {
    return 'Pacewise'
  }
}
