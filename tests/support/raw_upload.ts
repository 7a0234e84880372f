import { request as httpRequest, type ClientRequest } from 'node:http'

const BOUNDARY = '----pacewise-upload-test'

/** The parts of a one-file multipart body (field `files`), around the file's bytes. */
export function multipartFrame(filename: string) {
  return {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    head: Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n`
    ),
    tail: Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  }
}

export interface RawUpload {
  request: ClientRequest
  /** Status and body text, once the server answered (rejects if the connection broke). */
  response: Promise<{ status: number; body: string }>
  /** The body's closing boundary, to send with `request.end(tail)`. */
  tail: Buffer
}

/**
 * A multipart POST written by hand, chunked (no Content-Length), so that a test decides when
 * each piece is sent, or never finishes it: the server sees the body as it arrives.
 */
export function rawUpload(
  url: string,
  headers: Record<string, string>,
  filename: string
): RawUpload {
  const frame = multipartFrame(filename)
  const request = httpRequest(url, {
    method: 'POST',
    headers: { 'Content-Type': frame.contentType, 'Accept': 'application/json', ...headers },
  })
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (answer) => {
      let body = ''
      answer.setEncoding('utf8')
      answer.on('data', (chunk) => (body += chunk))
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }))
      answer.on('error', reject)
    })
    request.on('error', reject)
  })
  // An answer before the body is finished must not become an unhandled rejection.
  response.catch(() => {})
  request.write(frame.head)
  return { request, response, tail: frame.tail }
}
