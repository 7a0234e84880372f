import { appName } from '#config/app'

/**
 * A minimal, inline-styled HTML e-mail with one call to action. Every text
 * value is escaped.
 */
export function actionEmailHtml(options: {
  heading: string
  lines: string[]
  actionLabel: string
  actionUrl: string
  footer: string
}) {
  const paragraphs = options.lines.map(
    (line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`
  )
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;background:#f9fafb;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<p style="font-weight:700;color:#047857;margin:0 0 24px">${escapeHtml(appName)}</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(options.heading)}</h1>
${paragraphs.join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(options.actionUrl)}" style="background:#047857;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(options.actionLabel)}</a></p>
<p style="font-size:13px;color:#6b7280;margin:0 0 8px">If the button does not work, paste this link into your browser:<br>${escapeHtml(options.actionUrl)}</p>
<p style="font-size:13px;color:#6b7280;margin:16px 0 0">${escapeHtml(options.footer)}</p>
</div></body></html>`
}

export function escapeHtml(value: string) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}
