import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import drive from '@adonisjs/drive/services/main'
import { S3Driver } from '@adonisjs/drive/drivers/s3'

/**
 * A local stand-in for an S3-compatible object store (node:http on a random
 * port, path-style addressing, one bucket, signatures not checked) that
 * answers the calls the AWS SDK v3 makes for flydrive's S3 driver, in the
 * shapes of the S3 API reference
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/API_Operations_Amazon_Simple_Storage_Service.html):
 * PutObject (plain or `aws-chunked` bodies), GetObject, HeadObject,
 * DeleteObject, DeleteObjects and ListObjectsV2 (prefix, `/` delimiter,
 * continuation tokens, at most `maxKeys` per page). With `outage` set it
 * answers every request 503 SlowDown, as a store out of reach would.
 */
export class FakeS3 {
  readonly bucket = 'pacewise-test'
  readonly objects = new Map<string, Buffer>()
  /** Keys per ListObjectsV2 page: small, so that listings paginate. */
  maxKeys = 2
  outage = false
  /** Requests answered 503 while `outage` was set. */
  refused = 0
  #server: Server | null = null

  get url() {
    const { port } = this.#server!.address() as AddressInfo
    return `http://127.0.0.1:${port}`
  }

  async start() {
    this.#server = createServer((request, response) => {
      this.handle(request, response).catch((error) => {
        response.statusCode = 500
        response.end(String(error))
      })
    })
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve))
    return this
  }

  async close() {
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()) ?? resolve())
  }

  /**
   * Points the app's default Drive disk at this store until the returned
   * function is called: the app's code runs flydrive's S3 driver and the AWS
   * SDK against it, as with DRIVE_DISK=s3 and S3_ENDPOINT set.
   */
  useAsDefaultDisk() {
    const disk = drive.use()
    const original = disk.driver
    disk.driver = new S3Driver({
      credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
      region: 'us-east-1',
      bucket: this.bucket,
      endpoint: this.url,
      forcePathStyle: true,
      visibility: 'private',
      supportsACL: false,
      // One attempt per call: a refusal reaches the app at once, as after the SDK's own retries.
      maxAttempts: 1,
    })
    return () => {
      disk.driver = original
    }
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-s3')
    const body = await readBody(request)
    if (this.outage) {
      this.refused += 1
      return this.error(response, 503, 'SlowDown', 'Please reduce your request rate.')
    }
    const [, bucket, ...rest] = url.pathname.split('/')
    if (bucket !== this.bucket) return this.error(response, 404, 'NoSuchBucket', bucket)
    const key = rest.map(decodeURIComponent).join('/')

    if (!key && request.method === 'GET' && url.searchParams.get('list-type') === '2') {
      return this.list(response, url.searchParams)
    }
    if (!key && request.method === 'POST' && url.searchParams.has('delete')) {
      const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) =>
        unescapeXml(m[1])
      )
      for (const deleted of keys) this.objects.delete(deleted)
      return this.xml(response, 200, '<DeleteResult></DeleteResult>')
    }
    if (request.method === 'PUT') {
      this.objects.set(key, decodeBody(request, body))
      response.setHeader('ETag', '"fake"')
      response.statusCode = 200
      return response.end()
    }
    if (request.method === 'DELETE') {
      this.objects.delete(key)
      response.statusCode = 204
      return response.end()
    }
    const stored = this.objects.get(key)
    if (!stored) {
      if (request.method === 'HEAD') {
        response.statusCode = 404
        return response.end()
      }
      return this.error(response, 404, 'NoSuchKey', 'The specified key does not exist.')
    }
    response.setHeader('Content-Length', String(stored.byteLength))
    response.setHeader('Content-Type', 'application/octet-stream')
    response.setHeader('ETag', '"fake"')
    response.setHeader('Last-Modified', new Date().toUTCString())
    response.statusCode = 200
    response.end(request.method === 'HEAD' ? undefined : stored)
  }

  private list(response: ServerResponse, params: URLSearchParams) {
    const prefix = params.get('prefix') ?? ''
    const delimiter = params.get('delimiter') ?? ''
    const after = params.get('continuation-token') ?? ''
    const maxKeys = Math.min(Number(params.get('max-keys') ?? 1000), this.maxKeys)
    // Keys and common prefixes in key order, each common prefix once.
    const entries: { key: string; isPrefix: boolean }[] = []
    for (const key of [...this.objects.keys()].sort()) {
      if (!key.startsWith(prefix)) continue
      const cut = delimiter ? key.indexOf(delimiter, prefix.length) : -1
      const entry =
        cut === -1 ? { key, isPrefix: false } : { key: key.slice(0, cut + 1), isPrefix: true }
      if (entries.at(-1)?.key !== entry.key) entries.push(entry)
    }
    const rest = entries.filter((entry) => entry.key > after)
    const page = rest.slice(0, maxKeys)
    const truncated = rest.length > page.length
    const contents = page
      .filter((entry) => !entry.isPrefix)
      .map(
        (entry) =>
          `<Contents><Key>${escapeXml(entry.key)}</Key><Size>${this.objects.get(entry.key)!.byteLength}</Size>` +
          `<ETag>"fake"</ETag><LastModified>${new Date().toISOString()}</LastModified></Contents>`
      )
    const prefixes = page
      .filter((entry) => entry.isPrefix)
      .map((entry) => `<CommonPrefixes><Prefix>${escapeXml(entry.key)}</Prefix></CommonPrefixes>`)
    this.xml(
      response,
      200,
      `<ListBucketResult><Name>${this.bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix>` +
        `<KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys>` +
        `<IsTruncated>${truncated}</IsTruncated>` +
        (truncated
          ? `<NextContinuationToken>${escapeXml(page.at(-1)!.key)}</NextContinuationToken>`
          : '') +
        contents.join('') +
        prefixes.join('') +
        '</ListBucketResult>'
    )
  }

  private xml(response: ServerResponse, status: number, body: string) {
    response.statusCode = status
    response.setHeader('Content-Type', 'application/xml')
    response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`)
  }

  private error(response: ServerResponse, status: number, code: string, message: string) {
    this.xml(response, status, `<Error><Code>${code}</Code><Message>${message}</Message></Error>`)
  }
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** An `aws-chunked` body (a stream of unknown length): `<hex size>[;…]\r\n<bytes>\r\n`… up to size 0. */
function decodeBody(request: IncomingMessage, body: Buffer) {
  const encoding = String(request.headers['content-encoding'] ?? '')
  const sha = String(request.headers['x-amz-content-sha256'] ?? '')
  if (!encoding.includes('aws-chunked') && !sha.startsWith('STREAMING-')) return body
  const parts: Buffer[] = []
  let offset = 0
  for (;;) {
    const lineEnd = body.indexOf('\r\n', offset)
    const size = Number.parseInt(
      body.subarray(offset, lineEnd).toString('latin1').split(';')[0],
      16
    )
    if (!size) break
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

function escapeXml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function unescapeXml(text: string) {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
}
