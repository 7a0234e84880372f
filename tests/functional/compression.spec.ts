import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import CompressionMiddleware, {
  COMPRESSION_THRESHOLD_BYTES,
} from '#middleware/compression_middleware'

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** A raw HTTP request: no client-side decompression, the bytes as sent. */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) })
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

const base = () => `http://${process.env.HOST}:${process.env.PORT}`

test.group('Text compression of dynamic responses', () => {
  test('an HTML page is sent gzip-compressed to a client that accepts gzip', async ({ assert }) => {
    const plain = await raw(`${base()}/`, { Accept: 'text/html' })
    assert.equal(plain.status, 200)
    assert.isUndefined(plain.headers['content-encoding'])
    assert.isAbove(plain.body.length, COMPRESSION_THRESHOLD_BYTES)

    const gzipped = await raw(`${base()}/`, { 'Accept': 'text/html', 'Accept-Encoding': 'gzip' })
    assert.equal(gzipped.status, 200)
    assert.equal(gzipped.headers['content-encoding'], 'gzip')
    assert.include(String(gzipped.headers.vary), 'Accept-Encoding')
    assert.match(String(gzipped.headers['content-type']), /^text\/html/)
    const html = gunzipSync(gzipped.body).toString('utf8')
    assert.include(html, '<!DOCTYPE html>')
    assert.isBelow(gzipped.body.length, plain.body.length / 2)
  })

  test('Brotli is used when the client prefers it', async ({ assert }) => {
    const response = await raw(`${base()}/`, {
      'Accept': 'text/html',
      'Accept-Encoding': 'gzip, deflate, br',
    })
    assert.equal(response.headers['content-encoding'], 'br')
    assert.include(brotliDecompressSync(response.body).toString('utf8'), '<!DOCTYPE html>')
  })

  test('a body under the threshold is sent as it is', async ({ assert }) => {
    const response = await raw(`${base()}/health`, { 'Accept-Encoding': 'gzip, br' })
    assert.equal(response.status, 200)
    assert.isBelow(response.body.length, COMPRESSION_THRESHOLD_BYTES)
    assert.isUndefined(response.headers['content-encoding'])
    assert.deepInclude(JSON.parse(response.body.toString('utf8')), { healthy: true })
  })

  test('a HEAD request gets no compressed body', async ({ assert }) => {
    const response = await raw(`${base()}/`, { 'Accept-Encoding': 'gzip' }, 'HEAD')
    assert.equal(response.status, 200)
    assert.isUndefined(response.headers['content-encoding'])
    assert.equal(response.body.length, 0)
  })

  test('an event stream is never compressed, however large', async ({ assert, cleanup }) => {
    // The middleware itself in front of a Node server that writes an event
    // stream: a compressor would hold the events back.
    const middleware = new CompressionMiddleware()
    const server = createServer((req, res) => {
      const ctx = { request: { request: req }, response: { response: res } }
      void middleware.handle(ctx as never, async () => {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' })
        res.write(`data: ${'x'.repeat(4 * COMPRESSION_THRESHOLD_BYTES)}\n\n`)
        res.end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    cleanup(() => new Promise<void>((resolve) => server.close(() => resolve())))
    const { port } = server.address() as AddressInfo

    const response = await raw(`http://127.0.0.1:${port}/`, { 'Accept-Encoding': 'gzip, br' })
    assert.equal(response.headers['content-type'], 'text/event-stream')
    assert.isUndefined(response.headers['content-encoding'])
    assert.match(response.body.toString('utf8'), /^data: x{4096}\n\n$/)
  })
})

test.group('Precompressed built assets', (group) => {
  const dir = app.publicPath('assets')
  const name = `compression-spec-${process.pid}.js`
  const source = `export const answer = ${JSON.stringify('pace '.repeat(800))}\n`
  let created = false

  group.setup(() => {
    created = !!mkdirSync(dir, { recursive: true })
    writeFileSync(`${dir}/${name}`, source)
    writeFileSync(`${dir}/${name}.br`, brotliCompressSync(source))
    writeFileSync(`${dir}/${name}.gz`, gzipSync(source))
    return () => {
      for (const file of [name, `${name}.br`, `${name}.gz`])
        rmSync(`${dir}/${file}`, { force: true })
      if (created) rmSync(dir, { recursive: true, force: true })
    }
  })

  test('the .br file is sent with Content-Encoding br and the JavaScript type', async ({
    assert,
  }) => {
    const response = await raw(`${base()}/assets/${name}`, {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    })
    assert.equal(response.status, 200)
    assert.equal(response.headers['content-encoding'], 'br')
    assert.equal(response.headers['content-type'], 'text/javascript; charset=utf-8')
    assert.include(String(response.headers.vary), 'Accept-Encoding')
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal(brotliDecompressSync(response.body).toString('utf8'), source)
  })

  test('the .gz file goes to a client that accepts only gzip', async ({ assert }) => {
    const response = await raw(`${base()}/assets/${name}`, { 'Accept-Encoding': 'gzip' })
    assert.equal(response.headers['content-encoding'], 'gzip')
    assert.equal(gunzipSync(response.body).toString('utf8'), source)
  })

  test('a client without Accept-Encoding gets the plain file', async ({ assert }) => {
    const response = await raw(`${base()}/assets/${name}`)
    assert.equal(response.status, 200)
    assert.isUndefined(response.headers['content-encoding'])
    assert.equal(response.body.toString('utf8'), source)
  })

  test('a revalidation with the ETag gets 304', async ({ assert }) => {
    const first = await raw(`${base()}/assets/${name}`, { 'Accept-Encoding': 'br' })
    const etag = String(first.headers.etag)
    const again = await raw(`${base()}/assets/${name}`, {
      'Accept-Encoding': 'br',
      'If-None-Match': etag,
    })
    assert.equal(again.status, 304)
    assert.equal(again.body.length, 0)
  })

  test('dot-directories under /assets are not served compressed', async ({ assert }) => {
    const response = await raw(`${base()}/assets/%2Evite/manifest.json`, {
      'Accept-Encoding': 'br',
    })
    assert.notEqual(response.status, 200)
  })
})
